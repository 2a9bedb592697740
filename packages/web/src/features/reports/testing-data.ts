import type { DivisionDataDto, DivisionDto, ReportCollectionDto, ReportDto, SeasonDto } from '@darts/contract';
import type { AccessOption } from '@darts/domain';
import { aLeague, aUser } from '../../testing/fixtures';
import type { FakeRoutes } from '../../testing/fake-api';
import { leagueRoutes, renderApp } from '../../testing/render-app';

export const reportIds = {
  alice: '30000000-0000-4000-8000-000000000001',
  crown: '30000000-0000-4000-8000-000000000002',
  cup: '30000000-0000-4000-8000-000000000003',
};

/** Premier in Winter 2025 with no teams or fixtures: the tab reads only the division and season. */
function premierData(division: DivisionDto, season: SeasonDto): DivisionDataDto {
  return {
    id: division.id,
    name: division.name,
    superleague: false,
    season,
    teams: [],
    players: [],
    fixtures: [],
    dataErrors: [],
  };
}

/** Most 180s: Alice Archer (Crown, linking to her page) with 4, then a row whose team only has an id. */
export const most180s: ReportDto = {
  name: 'Most 180s',
  description: 'Every 180 thrown in this division’s fixtures and tournaments that count accolades.',
  columns: ['Team', 'Player', '180s'],
  rows: [
    {
      cells: [
        { text: 'Crown', teamId: reportIds.crown, teamName: 'Crown' },
        { text: 'Alice Archer', playerId: reportIds.alice, playerName: 'Alice Archer', teamName: 'Crown' },
        { text: '4' },
      ],
    },
    { cells: [{ text: 'Swan', teamId: 'swan-id' }, { text: 'Bob, "Bobby" Brown' }, { text: '2' }] },
  ],
  thisDivisionOnly: true,
};

/** The finals night sheet: an award won in a tournament, and a manual award to be filled in by hand. */
export const finalsNight: ReportDto = {
  name: 'Finals night report',
  description: 'The season’s awards, division by division, then the knockout cups and the league winners.',
  columns: ['Award', 'Goes to', 'Value/s'],
  rows: [
    {
      cells: [
        { text: 'Singles winner', tournamentId: reportIds.cup },
        { text: 'Alice Archer', playerId: reportIds.alice, playerName: 'Alice Archer', divisionName: 'Division One' },
        { text: '' },
      ],
    },
    { cells: [{ text: 'Pairs winner*' }, { text: '' }, { text: '' }] },
  ],
  thisDivisionOnly: false,
};

export const noRows: ReportDto = {
  name: 'Highest checkouts',
  description: 'Each player’s best checkout.',
  columns: ['Team', 'Player', 'Checkout'],
  rows: [],
  thisDivisionOnly: true,
};

export function aCollection(reports: ReportDto[], messages = ['12 games inspected']): ReportCollectionDto {
  return { reports, messages, divisionId: 'd', seasonId: 's', created: '2025-11-21T12:00:00' };
}

/** The whole app at `path` (Premier in Winter 2025), signed in with `access`, over a fake server. */
export function renderReportsTab(
  path: string,
  { access = ['RunReports'], routes = {} }: { access?: AccessOption[]; routes?: FakeRoutes } = {},
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
