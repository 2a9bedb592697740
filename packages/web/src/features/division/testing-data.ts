import type { DivisionDto, SeasonDto, UserDto } from '@darts/contract';
import { knownFeatures, type AccessOption } from '@darts/domain';
import { aLeague, aUser } from '../../testing/fixtures';
import { leagueRoutes, renderApp } from '../../testing/render-app';
import type { FakeRoutes } from '../../testing/fake-api';
import type { DivisionData, DivisionFixture, DivisionPlayer, DivisionTeam } from './division-data';

/** Re-exported so this feature’s tests take their data from one place. */
export { envelope } from '../../testing/fake-api';

/** Wire-shaped division data for tests: a small table, players and fixtures in the test league. */
export const ids = {
  swan: '10000000-0000-4000-8000-000000000001',
  crown: '10000000-0000-4000-8000-000000000002',
  anchor: '10000000-0000-4000-8000-000000000003',
  alice: '20000000-0000-4000-8000-000000000001',
  bob: '20000000-0000-4000-8000-000000000002',
  carl: '20000000-0000-4000-8000-000000000003',
  dee: '20000000-0000-4000-8000-000000000004',
  played: '30000000-0000-4000-8000-000000000001',
  postponed: '30000000-0000-4000-8000-000000000002',
  future: '30000000-0000-4000-8000-000000000003',
};

const updated = '2025-10-01T10:00:00.000Z';
const performance = (played = 0, won = 0) => ({
  matchesPlayed: played,
  matchesWon: won,
  matchesLost: played - won,
  winRate: won * 3,
  lossRate: (played - won) * 3,
});

export function aTeamRow(id: string, name: string, rank: number, division?: DivisionDto): DivisionTeam {
  const won = 4 - rank;
  return {
    id,
    name,
    address: `${name} Arms`,
    ...(division ? { division } : {}),
    played: 3,
    points: won * 2,
    fixturesWon: won,
    fixturesLost: 3 - won,
    fixturesDrawn: 0,
    difference: won * 5 - 7,
    matchesWon: won * 5,
    matchesLost: 10,
    winRate: 20,
    lossRate: 15,
    rank,
    updated,
  };
}

export function aPlayerRow(
  id: string,
  name: string,
  team: DivisionTeam,
  rank: number,
  overrides: Partial<DivisionPlayer> = {},
): DivisionPlayer {
  return {
    id,
    name,
    teamId: team.id,
    team: team.name,
    captain: false,
    points: 0,
    winPercentage: 0,
    oneEighties: 0,
    over100Checkouts: 0,
    singles: performance(),
    pairs: performance(),
    triples: performance(),
    fixtures: {},
    rank,
    updated,
    ...overrides,
  };
}

export function aFixture(
  id: string,
  home: DivisionTeam,
  away: DivisionTeam | undefined,
  overrides: Partial<DivisionFixture> = {},
): DivisionFixture {
  return {
    id,
    homeTeam: { id: home.id, name: home.name, address: home.address },
    ...(away ? { awayTeam: { id: away.id, name: away.name, address: away.address } } : {}),
    postponed: false,
    isKnockout: false,
    accoladesCount: true,
    proposal: false,
    fixturesUsingAddress: [],
    ...overrides,
  };
}

/**
 * Premier in Winter 2025: Swan 1st, Crown 2nd, Anchor 3rd (listed out of order). Alice (Swan
 * captain) and Bob have played; Carl has done nothing (hidden without ManagePlayers); Dee has only
 * a 180. Fixtures: Swan 5-2 Crown on 1 Oct, Crown v Anchor postponed on 8 Oct, Anchor v Swan
 * unplayed on 26 Nov (with Crown's empty slot that date).
 */
export function aDivisionData(
  division: DivisionDto,
  season: SeasonDto,
  overrides: Partial<DivisionData> = {},
): DivisionData {
  const crown = aTeamRow(ids.crown, 'Crown', 2, division);
  const swan = aTeamRow(ids.swan, 'Swan', 1, division);
  const anchor = aTeamRow(ids.anchor, 'Anchor', 3, division);
  return {
    id: division.id,
    name: division.name,
    superleague: division.superleague,
    updated,
    season,
    teams: [crown, swan, anchor],
    players: [
      aPlayerRow(ids.bob, 'Bob Brown', crown, 2, {
        singles: performance(2, 1),
        points: 5,
        winPercentage: 50,
        over100Checkouts: 121,
        fixtures: { '2025-10-01T00:00:00': ids.played },
      }),
      aPlayerRow(ids.alice, 'Alice Archer', swan, 1, {
        captain: true,
        singles: performance(3, 2),
        points: 8,
        winPercentage: 66.666666,
        oneEighties: 2,
        fixtures: { '2025-10-01T00:00:00': ids.played },
      }),
      aPlayerRow(ids.carl, 'Carl Cole', crown, 4),
      aPlayerRow(ids.dee, 'Dee Dunn', anchor, 3, { oneEighties: 1 }),
    ],
    fixtures: [
      {
        date: '2025-10-08T00:00:00',
        fixtures: [aFixture(ids.postponed, crown, anchor, { postponed: true })],
        tournamentFixtures: [],
        notes: [],
      },
      {
        date: '2025-10-01T00:00:00',
        fixtures: [aFixture(ids.played, swan, crown, { homeScore: 5, awayScore: 2 })],
        tournamentFixtures: [],
        notes: [],
      },
      {
        date: '2025-11-26T00:00:00',
        fixtures: [aFixture(ids.future, anchor, swan), aFixture(crown.id, crown, undefined)],
        tournamentFixtures: [],
        notes: [],
      },
    ],
    dataErrors: [],
    ...overrides,
  };
}

export const favouritesFeature = (on: boolean) => [
  { ...knownFeatures.FavouritesEnabled, updated, ...(on ? { configuredValue: 'true' } : {}) },
];

/**
 * The whole app at `path` over a fake server holding the test league (Premier, Division One in
 * Winter 2025) and `data` as the division data, for `access` (signed out when undefined).
 */
export function renderDivision(
  path: string | ((league: ReturnType<typeof aLeague>) => string),
  options: {
    access?: AccessOption[];
    account?: UserDto | null;
    data?: (league: ReturnType<typeof aLeague>) => FakeRoutes[string];
    routes?: FakeRoutes | ((league: ReturnType<typeof aLeague>) => FakeRoutes);
  } = {},
) {
  const league = aLeague();
  const account = options.account !== undefined ? options.account : options.access ? aUser(options.access) : null;
  const data = options.data ? options.data(league) : aDivisionData(league.premier, league.current);
  const view = renderApp(typeof path === 'string' ? path : path(league), {
    routes: leagueRoutes({
      '/api/Division': league.divisions,
      '/api/Season': league.seasons,
      '/api/Account': account,
      '/api/Feature': favouritesFeature(false),
      '/api/Division/Data': data,
      ...(typeof options.routes === 'function' ? options.routes(league) : options.routes),
    }),
  });
  return { ...view, league };
}

/** Loads the lazy division route once, so the first test of a file does not wait for it to compile. */
export const loadDivisionRoute = () => import('../../app/routes/division');
