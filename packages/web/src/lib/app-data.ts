import { queryOptions, useQuery, type FetchQueryOptions, type QueryClient } from '@tanstack/react-query';
import {
  startupRoutes,
  type DivisionDto,
  type SeasonDto,
  type SiteDto,
  type TeamDto,
  type UserDto,
} from '@darts/contract';
import { divisionLink, effectiveFeatureValue, isCurrentSeason, knownFeatures, menuDivisions } from '@darts/domain';
import { api, type ResponseOf, type Route } from './api-client';
import { useToday } from './clock';
import { appKeys } from './query-keys';
import { startupReads } from './startup-reads';

/**
 * Data the whole app loads at start (spec 1 §4 page load; contract §22 #4: site, account,
 * divisions, seasons and teams; features are fetched by the pages that need them).
 *
 * Responses are checked for their outline only (a list, or an object with the expected fields) so
 * that a refusal envelope or an HTML page is an error rather than a crash further down; the zod
 * schemas stay out of the first bundle.
 */
async function getList<R extends Route>(route: R): Promise<ResponseOf<R>> {
  const data: unknown = await api.call(route);
  if (!Array.isArray(data)) throw unexpected(route.path, data, 'a list');
  return data as ResponseOf<R>;
}

async function getObject<R extends Route>(route: R, fields: readonly string[], allowNull = false) {
  const data: unknown = await api.call(route);
  if (data === null && allowNull) return null as ResponseOf<R>;
  if (data === null || typeof data !== 'object' || !fields.every((field) => field in data)) {
    throw unexpected(route.path, data, `an object with ${fields.join(', ')}`);
  }
  return data as ResponseOf<R>;
}

function unexpected(path: string, data: unknown, wanted: string) {
  const envelope = data as { errors?: unknown; warnings?: unknown } | null;
  const lines = [envelope?.errors, envelope?.warnings].flatMap((list): unknown[] => (Array.isArray(list) ? list : []));
  const detail = lines.length > 0 ? lines.join('; ') : `expected ${wanted}`;
  return new Error(`Could not load ${path}: ${detail}`);
}

export const appQueries = {
  site: queryOptions({
    queryKey: appKeys.site,
    queryFn: () => getObject(startupRoutes.site, ['name', 'menu', 'build']),
    staleTime: Infinity,
  }),
  account: queryOptions({
    queryKey: appKeys.account,
    queryFn: () => getObject(startupRoutes.account, ['givenName', 'accessLevels'], true),
    staleTime: 60_000,
  }),
  divisions: queryOptions({ queryKey: appKeys.divisions, queryFn: () => getList(startupRoutes.divisions) }),
  seasons: queryOptions({ queryKey: appKeys.seasons, queryFn: () => getList(startupRoutes.seasons) }),
  teams: queryOptions({ queryKey: appKeys.teams, queryFn: () => getList(startupRoutes.teams) }),
  /** Every feature's value; the admin Features screen refreshes it after a change. */
  features: queryOptions({
    queryKey: appKeys.features,
    queryFn: () => getList(startupRoutes.features),
    staleTime: 5 * 60_000,
  }),
};

export const useSite = () => useQuery(appQueries.site);
export const useDivisions = () => useQuery(appQueries.divisions);
export const useSeasons = () => useQuery(appQueries.seasons);
export const useTeams = () => useQuery(appQueries.teams);

/** Whether favourite teams are switched on (FavouritesEnabled). */
export function useFavouritesEnabled(): boolean {
  const features = useQuery(appQueries.features).data ?? [];
  const feature = features.find((f) => f.id.toLowerCase() === knownFeatures.FavouritesEnabled.id);
  const value = effectiveFeatureValue(
    { defaultValue: feature?.defaultValue ?? knownFeatures.FavouritesEnabled.defaultValue },
    feature?.configuredValue ?? null,
  );
  return value?.toLowerCase() === 'true';
}

/** Startup messages: the app works, but an empty league needs setting up first. */
export function startupErrors(data: {
  seasons: readonly unknown[];
  teams: readonly unknown[];
  divisions: readonly unknown[];
}) {
  const missing = (['seasons', 'teams', 'divisions'] as const).filter((name) => data[name].length === 0);
  return missing.map((name) => `App has finished loading, no ${name} are available`);
}

export type AppData =
  | { status: 'loading' }
  | { status: 'error'; error: Error; /** Reads the parts that failed again. */ retry: () => void }
  | {
      status: 'ready';
      site: SiteDto;
      account: UserDto | null;
      divisions: DivisionDto[];
      seasons: SeasonDto[];
      teams: TeamDto[];
      startupErrors: string[];
    };

/** All start-up data together: loading until every part is in, an error when any part failed. */
/**
 * Starts the start-up reads the shell waits for (site, account, divisions, seasons, teams) at once,
 * as the app starts, rather than once the layout's code has loaded and rendered (issue #24: the
 * first paint waited for one more round trip on a slow phone).
 */
export function startStartupReads(client: QueryClient): void {
  for (const name of startupReads) void client.prefetchQuery(appQueries[name] as FetchQueryOptions);
}

export function useAppData(): AppData {
  const parts = [useSite(), useQuery(appQueries.account), useDivisions(), useSeasons(), useTeams()] as const;
  const failed = parts.find((part) => part.isError);
  if (failed?.error) {
    const retry = () => {
      for (const part of parts) if (part.isError) void part.refetch();
    };
    return { status: 'error', error: failed.error, retry };
  }
  const [site, account, divisions, seasons, teams] = parts;
  if (!site.isSuccess || !account.isSuccess || !divisions.isSuccess || !seasons.isSuccess || !teams.isSuccess) {
    return { status: 'loading' };
  }
  const data = { divisions: divisions.data, seasons: seasons.data, teams: teams.data };
  return { status: 'ready', site: site.data, account: account.data, ...data, startupErrors: startupErrors(data) };
}

/**
 * The install has no league yet: no division at all. The home page's "There is no league here yet"
 * and Admin's "Set up your league" link both follow this one rule.
 */
export function hasNoLeague(data: { divisions: readonly unknown[] }): boolean {
  return data.divisions.length === 0;
}

/** `hasNoLeague` on the divisions read: false while they load or when the read failed. */
export function useHasNoLeague(): boolean {
  const divisions = useDivisions();
  return divisions.isSuccess && hasNoLeague({ divisions: divisions.data });
}

export type DivisionEntry = { division: DivisionDto; href: string };

/** The divisions the menu (and the phone home page) list, each with its link. */
export function useMenuDivisions(): { entries: DivisionEntry[]; isLoading: boolean } {
  const today = useToday();
  const divisions = useDivisions();
  const seasons = useSeasons();
  if (!divisions.data || !seasons.data) return { entries: [], isLoading: divisions.isPending || seasons.isPending };
  const seasonList = seasons.data;
  const entries = menuDivisions(divisions.data, seasonList, today).map((division) => ({
    division,
    href: divisionLink(division, seasonList, today),
  }));
  return { entries, isLoading: false };
}

/** Seasons in progress today, earliest start first. */
export function useCurrentSeasons(): SeasonDto[] {
  const today = useToday();
  const seasons = useSeasons().data ?? [];
  return seasons
    .filter((season) => isCurrentSeason(season, today))
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
}

/** The site name for titles and headings, with a neutral fallback while it loads. */
export function useSiteName() {
  return useSite().data?.name ?? 'Darts League';
}
