import type { DivisionDataDto, DivisionDto, DivisionTeamDto, SeasonDto } from '@darts/contract';
import { addDays, type AccessOption, type HealthDivision, type HealthFixture, type HealthTeam } from '@darts/domain';
import { aLeague, aTableRow, aUser } from '../../testing/fixtures';
import type { FakeRoutes } from '../../testing/fake-api';
import { leagueRoutes, renderApp } from '../../testing/render-app';

/** Premier's teams: Crown and Swan share The Crown; Anchor and Bell have their own pubs. */
export const pubs = {
  crown: { id: '10000000-0000-4000-8000-000000000001', name: 'Crown', address: 'The Crown, Mill Lane' },
  swan: { id: '10000000-0000-4000-8000-000000000002', name: 'Swan', address: 'The Crown, Mill Lane' },
  anchor: { id: '10000000-0000-4000-8000-000000000003', name: 'Anchor', address: 'Anchor, Quay Street' },
  bell: { id: '10000000-0000-4000-8000-000000000004', name: 'Bell', address: 'Bell, Church Row' },
  lion: { id: '10000000-0000-4000-8000-000000000005', name: 'Red Lion', address: 'Red Lion, Market Square' },
  george: { id: '10000000-0000-4000-8000-000000000006', name: 'George', address: 'The Crown, Mill Lane' },
} satisfies Record<string, HealthTeam>;

const teamRow = (team: HealthTeam, division: DivisionDto, rank: number): DivisionTeamDto =>
  aTableRow(team, { division, rank });

/** Premier's division data in Winter 2025: its four teams, no fixtures (the tab reads only the teams). */
export function premierData(division: DivisionDto, season: SeasonDto): DivisionDataDto {
  const { crown, swan, anchor, bell } = pubs;
  return {
    id: division.id,
    name: division.name,
    superleague: false,
    season,
    teams: [crown, swan, anchor, bell].map((t, i) => teamRow(t, division, i + 1)),
    players: [],
    fixtures: [],
    dataErrors: [],
  };
}

/** A division for `seasonHealth`, one line per weekly date from 5 Jan 2026: `[[crown, anchor], [swan]]` is a fixture and a bye. */
export function weeks(name: string, lines: Array<Array<[HealthTeam, HealthTeam?]>>): HealthDivision {
  return {
    id: name,
    name,
    dates: lines.map((fixtures, i) => ({
      date: addDays('2026-01-05', 7 * i),
      fixtures: fixtures.map(([homeTeam, awayTeam]): HealthFixture =>
        awayTeam ? { homeTeam, awayTeam } : { homeTeam },
      ),
    })),
  };
}

/** The whole app at `path` (Premier in Winter 2025), signed in with `access`, over a fake server. */
export function renderHealthTab(
  path: string,
  { access = ['RunHealthChecks'], routes = {} }: { access?: AccessOption[]; routes?: FakeRoutes } = {},
) {
  const league = aLeague();
  const view = renderApp(path, {
    routes: leagueRoutes({
      '/api/Division': league.divisions,
      '/api/Season': league.seasons,
      '/api/Account': aUser(access),
      '/api/Feature': [],
      '/api/Division/Data': premierData(league.premier, league.current),
      ...routes,
    }),
  });
  return { ...view, league };
}

/** Loads the lazy division route once, so the first test of a file does not wait for it to compile. */
export const loadDivisionRoute = () => import('../../app/routes/division');
