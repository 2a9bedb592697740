import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TournamentMatchDto, TournamentRoundDto, TournamentSideDto } from '@darts/contract';
import { startTestServer, testDatabases, type TestClient, type TestServer } from '../../../test/harness.js';
import { createdBy, deletedBy } from '../../shared/audit.js';
import { insertTournament, type StoredTournament, type TournamentDoc } from '../tournaments/tournaments.repository.js';
import { insertLeagueRecords } from '../../../test/fixtures/league-records.js';
import { alpha, bravo, charlie, delta, ids, testLeague } from '../../../test/fixtures/testing-league.js';

/**
 * Tournaments in division data (contract §5.4 DivisionTournamentFixtureDetailsDto, §5.5; spec 1 §2
 * Fixtures tab, §3 Tournament fixture), over the hand-made league of testing-league.ts.
 */
const fresh = { 'cache-control': 'no-cache' };
const premier = `divisionId=${ids.premier}&seasonId=${ids.season}`;
const divisionOne = `divisionId=${ids.divisionOne}&seasonId=${ids.season}`;
const tid = (n: number) => `00000000-0000-4000-8000-${String(800 + n).padStart(12, '0')}`;
const sid = (n: number) => `00000000-0000-4000-8000-${String(900 + n).padStart(12, '0')}`;

type Player = { id: string; name: string };
const single = (n: number, player: Player): TournamentSideDto => ({
  id: sid(n),
  name: player.name,
  players: [{ id: player.id, name: player.name }],
  noShow: false,
});
const [alphaOne, , alphaThree] = alpha.players as [Player, Player, Player];
const [bravoOne, , bravoThree] = bravo.players as [Player, Player, Player];
const [charlieOne] = charlie.players as [Player];
const [deltaOne] = delta.players as [Player];
const ivan: Player = { id: ids.idleIvan, name: 'Idle Ivan' };

const match = (n: number, sideA?: TournamentSideDto, sideB?: TournamentSideDto, scores: number[] = []) =>
  ({
    id: sid(50 + n),
    ...(sideA ? { sideA } : {}),
    ...(sideB ? { sideB } : {}),
    ...(scores.length === 2 ? { scoreA: scores[0], scoreB: scores[1] } : {}),
  }) as TournamentMatchDto;
const round = (n: number, matches: TournamentMatchDto[], nextRound?: TournamentRoundDto): TournamentRoundDto => ({
  id: sid(80 + n),
  sides: [],
  matches,
  matchOptions: [],
  ...(nextRound ? { nextRound } : {}),
});

// A finished knockout: Ivan beats Bravo One, Charlie One loses to Delta One, Ivan wins the final.
const [ivanSide, bravoSide, charlieSide, deltaSide] = [
  single(1, ivan),
  single(2, bravoOne),
  single(3, charlieOne),
  single(4, deltaOne),
];
const semiFinals = round(
  1,
  [match(1, ivanSide, bravoSide, [3, 1]), match(2, charlieSide, deltaSide, [0, 3])],
  round(2, [match(3, ivanSide, deltaSide, [3, 2])]),
);

const doc = (parts: Partial<TournamentDoc>): TournamentDoc => ({
  accoladesCount: false,
  excludeFromReports: false,
  sides: [],
  oneEighties: [],
  over100Checkouts: [],
  ...parts,
});

type Place = Pick<StoredTournament, 'seasonId' | 'divisionId' | 'date' | 'address'> & { singleRound?: boolean };
const knockout = tid(1);
const crossDivisional = tid(2);
const divisionOneNight = tid(3);
const superleague = tid(4);
const outsideSeason = tid(5);
const deleted = tid(6);
const lastSeason = tid(7);
const premierPairs = tid(8);
const tournaments: Array<[string, Place, TournamentDoc, boolean?]> = [
  [
    knockout,
    { seasonId: ids.season, divisionId: ids.premier, date: '2026-12-10', address: 'Echo Club' },
    doc({
      type: 'Singles',
      notes: 'Doors 7pm',
      bestOf: 5,
      accoladesCount: true,
      sides: [ivanSide, bravoSide, charlieSide, deltaSide],
      round: semiFinals,
      oneEighties: [{ ...alphaThree }, { ...alphaThree }],
      over100Checkouts: [{ ...bravoThree, score: 150 }],
    }),
  ],
  [
    crossDivisional,
    { seasonId: ids.season, divisionId: null, date: '2026-12-17', address: 'The Anchor' },
    doc({ type: 'Pairs', sides: [{ ...single(5, alphaOne), players: [alphaOne, deltaOne] }] }),
  ],
  [
    premierPairs,
    { seasonId: ids.season, divisionId: ids.premier, date: '2026-12-17', address: 'Bravo' },
    doc({ type: 'Triples', sides: [single(6, charlieOne)] }),
  ],
  [
    divisionOneNight,
    { seasonId: ids.season, divisionId: ids.divisionOne, date: '2027-01-07', address: 'Echo Club' },
    doc({ type: 'Singles', sides: [single(7, deltaOne)] }),
  ],
  [
    superleague,
    { seasonId: ids.season, divisionId: ids.premier, date: '2026-10-08', address: 'The Crown', singleRound: true },
    doc({
      host: 'Charlie',
      opponent: 'Bravo',
      bestOf: 7,
      // A 180 that does not count: the accolades of this evening are off.
      oneEighties: [{ ...bravoThree }],
      round: round(3, [match(4, single(8, charlieOne), single(9, bravoThree), [4, 2])]),
    }),
  ],
  [
    outsideSeason,
    { seasonId: ids.season, divisionId: ids.premier, date: '2027-06-03', address: 'The Anchor' },
    doc({ type: 'Summer cup' }),
  ],
  [
    deleted,
    { seasonId: ids.season, divisionId: ids.premier, date: '2026-12-24', address: 'The Anchor' },
    doc({}),
    true,
  ],
  [lastSeason, { seasonId: ids.lastSeason, divisionId: ids.premier, date: '2026-02-05', address: 'Bravo' }, doc({})],
];

const entry = (body: any, date: string) => body.fixtures.find((d: { date: string }) => d.date === `${date}T00:00:00`);
const dates = (body: any) => body.fixtures.map((d: { date: string }) => d.date.slice(0, 10));
const tournamentIds = (body: any) =>
  body.fixtures.flatMap((d: any) => d.tournamentFixtures.filter((t: any) => !t.proposed).map((t: any) => t.id));
const proposals = (body: any, date: string) =>
  entry(body, date)
    .tournamentFixtures.filter((t: any) => t.proposed)
    .map((t: any) => t.address);

describe.each(testDatabases)('tournaments in division data on %s', (kind) => {
  let server: TestServer;
  let organiser: TestClient;
  let fixtureSecretary: TestClient;
  const data = async (query: string, client?: TestClient) =>
    (await (client ?? server.anonymous).get(`/api/Division/Data?${query}`, fresh)).json;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { db } = server.handle;
    await insertLeagueRecords(db, server.clock, testLeague);
    for (const [id, place, parts, isDeleted] of tournaments) {
      const audit = { ...createdBy(server.clock, 'Olive Organiser'), id };
      await insertTournament(db, {
        ...audit,
        ...(isDeleted ? deletedBy(server.clock, 'Olive Organiser') : {}),
        singleRound: false,
        ...place,
        doc: parts,
      });
    }
    organiser = await server.signIn(['ManageTournaments']);
    fixtureSecretary = await server.signIn(['ManageGames']);
  });
  afterAll(() => server.close());

  it("lists a division's tournaments and the cross-divisional ones on their dates, by address", async () => {
    const body = await data(premier);
    expect(tournamentIds(body)).toEqual([superleague, knockout, premierPairs, crossDivisional]);
    // A date with only tournaments is a fixture date of its own.
    expect(entry(body, '2026-12-10')).toMatchObject({ fixtures: [], notes: [] });
    expect(entry(body, '2026-12-17').tournamentFixtures.map((t: any) => t.address)).toEqual(['Bravo', 'The Anchor']);
    expect(dates(body)).not.toContain('2027-01-07');
  });

  it('shows the cross-divisional tournament on every division of the season, and all with no division asked for', async () => {
    expect(tournamentIds(await data(divisionOne))).toEqual([crossDivisional, divisionOneNight]);
    expect(tournamentIds(await data(`seasonId=${ids.season}`))).toEqual([
      superleague,
      knockout,
      premierPairs,
      crossDivisional,
      divisionOneNight,
    ]);
  });

  it('writes a knockout row with its sides, players, first round and the winner of the final', async () => {
    const row = entry(await data(premier), '2026-12-10').tournamentFixtures[0];
    expect(row).toEqual({
      id: knockout,
      address: 'Echo Club',
      date: '2026-12-10T00:00:00',
      seasonId: ids.season,
      type: 'Singles',
      notes: 'Doors 7pm',
      proposed: false,
      winningSide: ivanSide,
      players: [ivan.id, bravoOne.id, charlieOne.id, deltaOne.id],
      sides: [ivanSide, bravoSide, charlieSide, deltaSide],
      singleRound: false,
      firstRoundMatches: semiFinals.matches,
    });
  });

  it('writes a single round with its opponent and matches but no winning side', async () => {
    const row = entry(await data(premier), '2026-10-08').tournamentFixtures[0];
    expect(row).toMatchObject({
      id: superleague,
      singleRound: true,
      opponent: 'Bravo',
      players: [charlieOne.id, bravoThree.id],
    });
    expect(row.firstRoundMatches).toEqual([expect.objectContaining({ scoreA: 4, scoreB: 2 })]);
    expect(row).not.toHaveProperty('winningSide');
    // A knockout leaves the opponent out (only for single round, §5.4).
    expect(entry(await data(premier), '2026-12-17').tournamentFixtures[1]).not.toHaveProperty('opponent');
  });

  it('leaves out deleted tournaments, other seasons and dates outside the season unless ignoreDates', async () => {
    const ids_ = tournamentIds(await data(premier));
    expect(ids_).not.toContain(deleted);
    expect(ids_).not.toContain(lastSeason);
    expect(ids_).not.toContain(outsideSeason);
    expect(tournamentIds(await data(`${premier}&ignoreDates=true`))).toContain(outsideSeason);
  });

  it('keeps to one date with `date`, and to the tournaments involving the team with `teamId`', async () => {
    const oneDate = await data(`${premier}&date=2026-12-10`);
    expect(dates(oneDate)).toEqual(['2026-12-10']);
    expect(tournamentIds(oneDate)).toEqual([knockout]);
    // Charlie: a player of the knockout and of the Triples night, the host of the superleague evening.
    expect(tournamentIds(await data(`${premier}&teamId=${ids.charlie}`))).toEqual([
      superleague,
      knockout,
      premierPairs,
    ]);
    // Alpha: Ivan is Alpha's, and Alpha One plays in the cross-divisional pairs.
    expect(tournamentIds(await data(`${premier}&teamId=${ids.alpha}`))).toEqual([knockout, crossDivisional]);
  });

  it('adds no unselected-team rows on a date with tournaments', async () => {
    const day = entry(await data(premier, fixtureSecretary), '2026-10-08');
    // Bravo v Charlie play; Alpha and Foxtrot would otherwise have unselected rows.
    expect(day.fixtures.map((f: { id: string }) => f.id)).toEqual([ids.g(2)]);
    const withoutTournament = entry(await data(premier, fixtureSecretary), '2026-11-26');
    expect(withoutTournament.fixtures.length).toBeGreaterThan(1);
  });

  describe('proposed venues (ManageTournaments)', () => {
    it('offers each team venue not already hosting a tournament, on dates without fixtures, by address', async () => {
      const body = await data(premier, organiser);
      // The Anchor (Alpha; Foxtrot's 'the anchor ') and Bravo host tonight: only The Crown is free.
      expect(proposals(body, '2026-12-17')).toEqual(['The Crown, High St; Town']);
      expect(entry(body, '2026-12-17').tournamentFixtures.map((t: any) => t.address)).toEqual([
        'Bravo',
        'The Anchor',
        'The Crown, High St; Town',
      ]);
      expect(proposals(body, '2026-12-10')).toEqual(['Bravo', 'The Anchor', 'The Crown, High St; Town']);
      expect(entry(body, '2026-12-10').tournamentFixtures.find((t: any) => t.proposed)).toEqual({
        address: 'Bravo',
        proposed: true,
        players: [],
        sides: [],
        singleRound: false,
        firstRoundMatches: [],
      });
      // A date with league fixtures has none.
      expect(proposals(body, '2026-10-08')).toEqual([]);
    });

    it('offers none to others, with excludeProposals or with a date', async () => {
      expect(proposals(await data(premier), '2026-12-10')).toEqual([]);
      expect(proposals(await data(premier, fixtureSecretary), '2026-12-10')).toEqual([]);
      expect(proposals(await data(`${premier}&excludeProposals=true`, organiser), '2026-12-10')).toEqual([]);
      expect(proposals(await data(`${premier}&date=2026-12-10`, organiser), '2026-12-10')).toEqual([]);
    });
  });

  describe('players', () => {
    it('lists a player who only played in a tournament, so the player page finds their tournaments', async () => {
      const players = (await data(premier)).players as Array<{ id: string; name: string }>;
      expect(players.map((p) => p.name)).toContain('Idle Ivan');
    });

    it('counts 180s and hi-checks of a tournament whose accolades count, and only those', async () => {
      const players = (await data(premier)).players as Array<{
        id: string;
        oneEighties: number;
        over100Checkouts: number;
      }>;
      const of = (id: string) => players.find((p) => p.id === id);
      // Alpha Three: one 180 in G1 plus two in the knockout.
      expect(of(alphaThree.id)).toMatchObject({ oneEighties: 3 });
      // Bravo Three: a 150 in the knockout beats the 120 of G1; the superleague 180 does not count.
      expect(of(bravoThree.id)).toMatchObject({ oneEighties: 0, over100Checkouts: 150 });
    });
  });

  it('puts each tournament in the calendar feed as an all-day event (contract §5.6)', async () => {
    const response = await server.anonymous.get(`/api/Division/Data?${premier}&content-type=text/calendar`, fresh);
    const events = response.text
      .replace(/\r\n[ \t]/g, '')
      .split('BEGIN:VEVENT\r\n')
      .slice(1)
      .map((event) =>
        Object.fromEntries(event.split('\r\n').map((line) => [line.split(':')[0], line.slice(line.indexOf(':') + 1)])),
      );
    const byId = new Map(events.map((event) => [event.UID, event]));
    expect(byId.get(knockout)).toMatchObject({
      'DTSTART;VALUE=DATE': '20261210',
      'DTEND;VALUE=DATE': '20261211',
      SUMMARY: '🎯 Singles',
      DESCRIPTION: 'Singles\\nIdle Ivan\\nBravo One\\nCharlie One\\nDelta One\\nDoors 7pm',
      LOCATION: 'Echo Club',
      URL: expect.stringMatching(new RegExp(`/tournament/${knockout}$`)),
    });
    // A superleague evening: host, the legs each side won, opponent; linked to the live view of the date.
    expect(byId.get(superleague)).toMatchObject({
      SUMMARY: '🎯 Charlie 4 - 2 Bravo',
      URL: expect.stringMatching(/\/live\/superleague\/\?date=2026-10-08$/),
    });
    expect(byId.has(crossDivisional)).toBe(true);
  });

  it('shows a tournament created through the API to the next anonymous reader (cache evicted)', async () => {
    const path = `/api/Division/Data?${divisionOne}`;
    const before = (await server.anonymous.get(path)).json;
    expect(dates(before)).not.toContain('2027-01-14');
    const created = await organiser.put('/api/Tournament', {
      address: 'Echo Club',
      date: '2027-01-14',
      seasonId: ids.season,
      divisionId: null,
      type: 'Charity',
      sides: [],
    });
    expect(created.json).toMatchObject({ success: true });
    const after = (await server.anonymous.get(path)).json;
    expect(entry(after, '2027-01-14').tournamentFixtures).toEqual([
      expect.objectContaining({ id: created.json.result.id, type: 'Charity', address: 'Echo Club' }),
    ]);
  });
});
