import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  recordedScoreAsYouGoDto,
  routes,
  saygFromRecord,
  tournamentLiveState,
  type TeamDto,
  type TournamentGameDto,
} from '@darts/contract';
import type { Sayg } from '@darts/domain';
import { api } from '../../lib/api-client';
import { useLiveSubscription } from '../../lib/live';

/**
 * The superleague screens' data: each match's leg-by-leg record, the season's teams with their
 * players, a followed tournament, and the superleague tournaments of a date. Live updates write
 * into the same keys, so the summary fills while a match is scored whether the update came by
 * socket, polling or a refetch.
 */
export const superleagueKeys = {
  all: ['superleague'] as const,
  sayg: (id: string) => [...superleagueKeys.all, 'sayg', id] as const,
  teams: () => [...superleagueKeys.all, 'teams-with-seasons'] as const,
  tournament: (id: string) => [...superleagueKeys.all, 'tournament', id] as const,
  found: (divisionIds: readonly string[], date: string) =>
    [...superleagueKeys.all, 'found', [...divisionIds].sort(), date] as const,
};

/** A record's own refetch while the live client does not serve it (spec 2 §9: 10 000 ms). */
const pollingIntervalMs = 10_000;
const enc = encodeURIComponent;

/** A body that is neither a sayg record nor a tournament, with what was wrong. */
export class UnreadableRecordError extends Error {
  override name = 'UnreadableRecordError';
}

/** JSON without its nulls: the server leaves them out (contract §0.4); a scorer's state may carry them. */
const withoutNulls = (data: object): object =>
  JSON.parse(JSON.stringify(data, (_key, item: unknown) => (item === null ? undefined : item))) as object;

/**
 * A sayg record from GET or a live `Sayg` state (contract §3.4, §17.4) in the domain's shape:
 * null when deleted or without legs ('Data not found'), undefined when it is not a record at all.
 */
export function readSayg(body: unknown): Sayg | null | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  if (!('legs' in body) || body.legs == null) return null;
  // A scorer's own state has no `updated` until saved; the report does not need it.
  const parsed = recordedScoreAsYouGoDto.safeParse({ updated: '', ...withoutNulls(body) });
  if (!parsed.success) return undefined;
  return parsed.data.deleted ? null : saygFromRecord(parsed.data);
}

/** GET /api/Sayg/{id} (contract §18.1): null for no record (204), a deleted one or one without legs. */
export async function fetchSayg(id: string): Promise<Sayg | null> {
  const body = await api.request<unknown>('GET', `/api/Sayg/${enc(id)}`);
  if (body === null) return null;
  const sayg = readSayg(body);
  if (sayg === undefined) throw new UnreadableRecordError('The match record could not be read');
  return sayg;
}

const saygQuery = (id: string, followed: boolean) => ({
  queryKey: superleagueKeys.sayg(id),
  queryFn: () => fetchSayg(id),
  refetchInterval: followed ? (false as const) : pollingIntervalMs,
  refetchIntervalInBackground: true,
  staleTime: 0,
});

/** The records of these matches, each read once and refetched every 10 s while not followed live. */
export function useMatchRecords(saygIds: readonly string[], followed = false) {
  return useQueries({ queries: saygIds.map((id) => saygQuery(id, followed)) });
}

/**
 * Follows one record live (issue #11): each `Sayg` state goes into its query key; a reconnect
 * that found nothing newer refetches it. Returns the live status for an indicator.
 */
export function useFollowSayg(id: string | null) {
  const queryClient = useQueryClient();
  return useLiveSubscription(id, 'Sayg', {
    onUpdate: (data) => {
      const sayg = readSayg(data);
      if (id && sayg !== undefined) queryClient.setQueryData(superleagueKeys.sayg(id), sayg);
    },
    onResync: () => {
      if (id) void queryClient.invalidateQueries({ queryKey: superleagueKeys.sayg(id) });
    },
  });
}

/** One record, followed live: the tile's current match. */
export function useLiveMatchRecord(id: string | null) {
  const live = useFollowSayg(id);
  const query = useQuery({ ...saygQuery(id ?? '', live.status === 'live'), enabled: id !== null });
  return { query, live };
}

/** Teams with their seasons and players (contract §7.1, §22 #14), for the master draw's pickers. */
export function useTeamsWithSeasons(enabled: boolean) {
  return useQuery({
    queryKey: superleagueKeys.teams(),
    queryFn: async (): Promise<TeamDto[]> => {
      const teams = await api.call(routes.teamsWithSeasons);
      if (!Array.isArray(teams)) throw new UnreadableRecordError('The teams could not be read');
      return teams;
    },
    enabled,
    staleTime: 60_000,
  });
}

/** A tournament in either live form (contract §17.4), or undefined when it is not one. */
export function readTournament(body: unknown): TournamentGameDto | undefined {
  const parsed = tournamentLiveState.safeParse(body);
  if (!parsed.success) return undefined;
  const { version: _version, ...tournament } = parsed.data;
  return tournament;
}

/** GET /api/Tournament/{id} (contract §19.1): null when there is none (204) or it was deleted. */
export async function fetchTournament(id: string): Promise<TournamentGameDto | null> {
  const body = await api.request<unknown>('GET', `/api/Tournament/${enc(id)}`);
  if (body === null) return null;
  const tournament = readTournament(body);
  if (!tournament) throw new UnreadableRecordError('The tournament could not be read');
  return tournament.deleted ? null : tournament;
}

/** A tournament followed live: each `Tournament` state replaces the cached copy when newer. */
export function useLiveTournament(id: string) {
  const queryClient = useQueryClient();
  const key = superleagueKeys.tournament(id);
  const live = useLiveSubscription(id, 'Tournament', {
    onUpdate: (data) => {
      const next = readTournament(data);
      if (!next || next.id !== id) return;
      queryClient.setQueryData<TournamentGameDto | null>(key, (current) =>
        !current || next.updated >= current.updated ? (next.deleted ? null : next) : current,
      );
    },
    onResync: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
  const query = useQuery({
    queryKey: key,
    queryFn: () => fetchTournament(id),
    refetchInterval: live.status === 'live' ? false : pollingIntervalMs,
    refetchIntervalInBackground: true,
  });
  return { query, live };
}

/** The query of GET /api/Division/Data for the superleague divisions on a date (contract §5.3). */
export function divisionDataOnDatePath(divisionIds: readonly string[], date: string) {
  const query = new URLSearchParams();
  for (const id of divisionIds) query.append('divisionId', id);
  query.set('date', date);
  return `/api/Division/Data?${query.toString()}`;
}

type DivisionDataOnDate = {
  fixtures?: Array<{ tournamentFixtures?: Array<{ id?: string; singleRound?: boolean; proposed?: boolean }> }>;
};

/**
 * The ids of the single-round tournaments on `date` in these divisions (contract §5.4
 * tournamentFixtures), in the order the server lists them; proposed venues have no id.
 */
export async function findSuperleagueTournaments(divisionIds: readonly string[], date: string): Promise<string[]> {
  const body = await api.request<unknown>('GET', divisionDataOnDatePath(divisionIds, date));
  if (body !== null && (typeof body !== 'object' || 'success' in body || 'status' in body)) {
    throw new UnreadableRecordError('The division data could not be read');
  }
  const dates = (body as DivisionDataOnDate | null)?.fixtures ?? [];
  const ids = dates.flatMap((fixtureDate) =>
    (fixtureDate.tournamentFixtures ?? []).flatMap((t) => (t.id && t.singleRound && !t.proposed ? [t.id] : [])),
  );
  return [...new Set(ids)];
}

export function useSuperleagueTournamentsOn(divisionIds: readonly string[], date: string, enabled: boolean) {
  return useQuery({
    queryKey: superleagueKeys.found(divisionIds, date),
    queryFn: () => findSuperleagueTournaments(divisionIds, date),
    enabled,
  });
}
