import type { UserDto } from '@darts/contract';
import { can, type AccessOption } from '@darts/domain';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { NotPermitted } from '../../components/not-permitted';
import { accessOf } from '../../lib/session';
import { fixturesOnDateHref, modeHref, playerHref, teamHref } from '../../lib/division-links';
import type { ResolvedDivisionRoute } from './division-route';
import { DivisionTabs, visibleTabs } from './division-tabs';
import { teamLink, type FixturesTabProps, type HealthTabProps, type PageInfo, type ReportsTabProps } from './page-info';
import { PlayersTab } from './players/players-tab';
import { PlayerPage, findPlayer } from './team/player-page';
import { TeamPage } from './team/team-page';
import { TeamsTab } from './teams/teams-tab';

type OkRoute = Extract<ResolvedDivisionRoute, { status: 'ok' }>;

/**
 * A loaded division: the tabs the viewer may see, then the mode's
 * content. The Fixtures, Health and Reports tabs come from the route (`renderFixtures`, `renderHealth`,
 * `renderReports`).
 */
export function LoadedDivision({
  info,
  route,
  account,
  controls,
  renderFixtures,
  renderHealth,
  renderReports,
}: {
  info: PageInfo;
  route: OkRoute;
  account: UserDto | null;
  controls: boolean;
  renderFixtures: (props: FixturesTabProps) => ReactNode;
  renderHealth: (props: HealthTabProps) => ReactNode;
  renderReports: (props: ReportsTabProps) => ReactNode;
}) {
  const { mode } = route.request;
  const here = useLocation();
  const superleague = info.data.superleague ?? route.divisions.every((d) => d.superleague);
  const player = mode.kind === 'player' ? findPlayer(info.data, mode.player, mode.team) : undefined;
  const reportsAllowed = (option: AccessOption) =>
    can(accessOf(account), option) && info.divisionIds.length === 1 && !superleague;
  const tabs = visibleTabs({
    mode,
    superleague,
    divisionCount: info.divisionIds.length,
    canRunReports: can(accessOf(account), 'RunReports'),
    canRunHealthChecks: can(accessOf(account), 'RunHealthChecks'),
    playerName: player?.name,
  }).map((tab) => ({
    ...tab,
    href:
      tab.key === 'team' || tab.key === 'player' ? `${here.pathname}${here.search}` : modeHref(info.address, tab.key),
  }));

  const current = mode.kind === 'unknown' ? 'teams' : mode.kind;
  return (
    <>
      {controls && <DivisionTabs tabs={tabs} current={current} />}
      {(() => {
        switch (mode.kind) {
          case 'fixtures':
            return renderFixtures({ data: info.data, divisionIds: info.divisionIds, seasonId: info.season.id });
          case 'players':
            return superleague ? (
              <p>
                Superleague divisions have no player table. <Link to={modeHref(info.address, 'teams')}>Teams</Link>
              </p>
            ) : (
              <PlayersTab info={info} />
            );
          case 'team':
            return <TeamPage info={info} teamKey={mode.team} />;
          case 'player':
            return <PlayerPage info={info} playerKey={mode.player} teamKey={mode.team} />;
          case 'reports':
            if (!reportsAllowed('RunReports')) return <NotPermitted />;
            return renderReports(reportsTabProps(info));
          case 'health':
            return reportsAllowed('RunHealthChecks') ? renderHealth(healthTabProps(info)) : <NotPermitted />;
          default:
            return <TeamsTab info={info} />;
        }
      })()}
    </>
  );
}

/** The Health tab's season, division and links: a date goes to the Fixtures tab's date filter (`?date=`). */
function healthTabProps(info: PageInfo): HealthTabProps {
  const seasonName = info.season.name;
  return {
    seasonId: info.season.id,
    seasonName,
    divisionName: info.address.divisionNames[0] ?? info.data.name ?? '',
    seasonDivisionNames: info.season.divisions.map((d) => d.name),
    teams: info.data.teams.map((t) => ({ id: t.id, name: t.name })),
    fixturesHref: (divisionNames, date) =>
      fixturesOnDateHref({ style: divisionNames.length > 1 ? 'multi' : 'single', divisionNames, seasonName }, date),
    teamHref: (team) => teamLink(info, team),
  };
}

/** The Reports tab's division, season and links: players and teams on their division's pages of this season. */
function reportsTabProps(info: PageInfo): ReportsTabProps {
  const seasonName = info.season.name;
  return {
    divisionId: info.divisionIds[0] ?? info.data.id ?? '',
    seasonId: info.season.id,
    seasonName,
    divisionName: info.address.divisionNames[0] ?? info.data.name ?? '',
    divisionNames: Object.fromEntries(info.season.divisions.map((d) => [d.id, d.name])),
    playerHref: (division, player, team) =>
      team === undefined
        ? modeHref({ style: 'single', divisionNames: [division], seasonName }, `player:${player}`)
        : playerHref(division, player, team, seasonName),
    teamHref: (division, team) => teamHref(division, team, seasonName),
  };
}
