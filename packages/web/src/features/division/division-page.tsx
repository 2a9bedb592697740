import { can, type AccessOption } from '@darts/domain';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../components/error-alert';
import { TableSkeleton } from '../../components/table-skeleton';
import { useDivisions, useFavouritesEnabled, useSeasons } from '../../lib/app-data';
import { useDocumentTitle } from '../../lib/document-title';
import { useFavouriteTeams } from '../../lib/preferences';
import { divisionModeLabel, findByNameOrId } from '../../lib/resolve';
import { accessOf, useAccount } from '../../lib/session';
import { useUrlOptions } from '../../lib/use-url-options';
import { DivisionDataError } from '../../lib/records/division-data';
import { useDivisionData } from './api';
import { DivisionControls } from './controls/division-controls';
import { DataErrors } from './data-errors';
import type { PageAddress } from '../../lib/division-links';
import { divisionRequestOf, resolveDivisionRoute, type ResolvedDivisionRoute } from './division-route';
import { LoadedDivision } from './division-content';
import type { DivisionData } from './division-data';
import { NoSeason, seasonNotFound } from './no-season';
import { findPlayer } from './team/player-page';
import type { FixturesTabProps, HealthTabProps, ReportsTabProps } from './page-info';
import './division.css';

export type { FixturesTabProps, HealthTabProps, ReportsTabProps };

type OkRoute = Extract<ResolvedDivisionRoute, { status: 'ok' }>;

/**
 * The division pages: resolves the URL's division(s), mode and season from the
 * start-up data, then loads the division data and shows the selected tab. Names that match
 * nothing show a clear message instead.
 */
export function DivisionPage({
  renderFixtures,
  renderHealth,
  renderReports,
}: {
  renderFixtures: (props: FixturesTabProps) => ReactNode;
  renderHealth: (props: HealthTabProps) => ReactNode;
  renderReports: (props: ReportsTabProps) => ReactNode;
}) {
  const params = useParams();
  const [query] = useSearchParams();
  const { pathname } = useLocation();
  const divisions = useDivisions().data ?? [];
  const seasons = useSeasons().data ?? [];
  const route = resolveDivisionRoute(divisionRequestOf(pathname, params, query), { divisions, seasons });
  const names = route.status === 'ok' ? route.divisions.map((d) => d.name).join(', ') : '';
  const modeLabel = route.status === 'ok' ? divisionModeLabel(route.request.modeText) : '';
  if (route.status === 'invalid') return <InvalidRoute heading={route.heading} text={route.text} />;
  const dataKey = `${route.divisions.map((d) => d.id).join(',')}|${route.season?.id ?? ''}`;
  return (
    <DivisionView
      key={dataKey}
      route={route}
      names={names}
      modeLabel={modeLabel}
      renderFixtures={renderFixtures}
      renderHealth={renderHealth}
      renderReports={renderReports}
    />
  );
}

/**
 * The name of the team or player the page is about, as its record spells it, however the address
 * named it (by id, or by name in any case); undefined for other pages or when it is not found.
 */
function recordName(mode: OkRoute['request']['mode'], data: DivisionData | null | undefined): string | undefined {
  if (!data) return undefined;
  if (mode.kind === 'team') return findByNameOrId(data.teams, mode.team)?.name;
  if (mode.kind === 'player') return findPlayer(data, mode.player, mode.team)?.name;
  return undefined;
}

function DivisionView({
  route,
  names,
  modeLabel,
  renderFixtures,
  renderHealth,
  renderReports,
}: {
  route: OkRoute;
  /** The divisions' names, and the mode's label from the address (its own words for a team or player). */
  names: string;
  modeLabel: string;
  renderFixtures: (props: FixturesTabProps) => ReactNode;
  renderHealth: (props: HealthTabProps) => ReactNode;
  renderReports: (props: ReportsTabProps) => ReactNode;
}) {
  const divisionIds = route.divisions.map((d) => d.id);
  const data = useDivisionData(divisionIds, route.season?.id);
  const allDivisions = useDivisions().data ?? [];
  const seasons = useSeasons().data ?? [];
  const { account } = useAccount();
  const options = useUrlOptions();
  const favouritesOn = useFavouritesEnabled();
  const favourites = useFavouriteTeams();
  const [errorsHidden, setErrorsHidden] = useState(false);
  const allowed = (option: AccessOption) => can(accessOf(account), option);
  const label = recordName(route.request.mode, data.data) ?? modeLabel;
  const heading = [names || route.season?.name, label].filter(Boolean).join(' – ');
  useDocumentTitle([names, label].filter(Boolean).join(' – '));

  const body = (() => {
    if (data.isPending) return <TableSkeleton what="Loading the division" />;
    if (data.isError) {
      const refused = data.error instanceof DivisionDataError ? data.error : undefined;
      return (
        <ErrorAlert
          title={refused?.message ?? 'Could not load the division'}
          error={refused ? undefined : data.error}
          result={refused?.body as ComponentProps<typeof ErrorAlert>['result']}
          onRetry={() => void data.refetch()}
        />
      );
    }
    const loaded = data.data;
    // No season yet is the normal state of a new league, not an error in its data.
    const seasonless =
      !!loaded && !loaded.season && loaded.dataErrors.every((error) => error.message === seasonNotFound);
    if (loaded && account && loaded.dataErrors.length > 0 && !errorsHidden && !seasonless) {
      return (
        <DataErrors
          errors={loaded.dataErrors}
          divisionName={route.divisions[0]?.name ?? loaded.name ?? ''}
          seasonName={loaded.season?.name ?? route.season?.name}
          onHide={() => setErrorsHidden(true)}
        />
      );
    }
    const season = loaded?.season ?? undefined;
    const address: PageAddress = {
      style: route.request.style,
      divisionNames: route.divisions.map((d) => d.name),
      seasonName: season?.name ?? route.season?.name,
    };
    const shown = route.divisions.length > 0 ? route.divisions : (season?.divisions ?? []);
    return (
      <>
        {(options.controls || !season) && (
          <DivisionControls
            address={address}
            modeText={route.request.modeText ?? 'teams'}
            season={season ?? route.season}
            selected={shown}
            divisions={allDivisions}
            seasons={seasons}
            can={{ manageDivisions: allowed('ManageDivisions'), manageSeasons: allowed('ManageSeasons') }}
          />
        )}
        {season && route.season && season.id !== route.season.id && (
          <div className="alert alert-warning" role="status">
            Data for a different season returned, requested: {route.season.name}
          </div>
        )}
        {seasonless && route.divisions.length > 0 ? (
          <NoSeason
            divisions={route.divisions}
            allDivisions={allDivisions}
            seasons={seasons}
            address={address}
            canManageSeasons={allowed('ManageSeasons')}
          />
        ) : !loaded || !season ? (
          <p className="lead py-3">No data found</p>
        ) : (
          <LoadedDivision
            info={{
              data: loaded,
              season,
              address,
              divisionIds: shown.map((d) => d.id),
              can: { manageTeams: allowed('ManageTeams'), managePlayers: allowed('ManagePlayers') },
              favourites: {
                enabled: favouritesOn && season.allowFavouriteTeams !== false,
                ids: favourites.ids,
                toggle: favourites.toggle,
                clear: favourites.clear,
              },
            }}
            route={route}
            account={account}
            controls={options.controls}
            renderFixtures={renderFixtures}
            renderHealth={renderHealth}
            renderReports={renderReports}
          />
        )}
      </>
    );
  })();

  return (
    <div className="division-page">
      <h1 className="visually-hidden">{heading}</h1>
      {body}
    </div>
  );
}

function InvalidRoute({ heading, text }: { heading: string; text: string }) {
  useDocumentTitle(heading);
  return (
    <section className="py-4" aria-labelledby="division-not-found">
      <h1 id="division-not-found" className="h3">
        {heading}
      </h1>
      <p>{text}</p>
      <Link className="btn btn-primary" to="/">
        Home
      </Link>
    </section>
  );
}
