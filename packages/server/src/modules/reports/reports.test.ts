import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportCollectionDto, reportTexts, type ReportDto } from '@darts/contract';
import { emptyId } from '@darts/domain';
import { startTestServer, testDatabases, type TestClient, type TestServer } from '../../../test/harness.js';
import { createTournament, knockoutBody } from '../../../test/tournament-seed.js';
import { insertLeagueRecords, type LeagueRecords } from '../../../test/fixtures/league-records.js';
import { card } from '../../../test/fixtures/testing-league.js';
import type { CardPlayer } from '../../shared/score-card.js';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ids = {
  premier: uuid(101),
  divisionOne: uuid(102),
  otherDivision: uuid(103),
  season: uuid(201),
  otherSeason: uuid(202),
  deletedGame: uuid(699),
  unknown: uuid(999),
};

type Side = { id: string; name: string; players: CardPlayer[] };
const side = (n: number, name: string): Side => ({
  id: uuid(300 + n),
  name,
  players: ['One', 'Two', 'Three'].map((p, i) => ({ id: uuid(500 + 10 * n + i), name: `${name} ${p}` })),
});
const [alpha, bravo, delta, echo, foxtrot] = [
  side(1, 'Alpha'),
  side(2, 'Bravo'),
  side(4, 'Delta'),
  side(5, 'Echo'),
  side(6, 'Foxtrot'),
];
const player = (s: Side, index: number) => s.players[index]!;

/** Alpha wins every match 3-0 (singles 1,2,3,1,2; pairs 1+2, 2+3; triples all three: card()'s line-up). */
const alphaWins: Array<[number, number]> = Array.from({ length: 8 }, () => [3, 0]);

/**
 * Season 2026/27: Premier (Alpha, Bravo) and Division One (Delta, Echo); Foxtrot plays in another
 * season. Premier: three played fixtures (Alpha wins every match), one postponed fixture with a
 * full card (not counted as played), one deleted fixture; Division One: one fixture whose 180s and
 * hi-check are the biggest of the season but are not Premier's.
 */
function league(): LeagueRecords {
  const seasonTeam = (s: Side, n: number, seasonId: string, divisionId: string) => ({
    id: uuid(400 + n),
    teamId: s.id,
    seasonId,
    divisionId,
  });
  const teamSeasons = [
    seasonTeam(alpha, 1, ids.season, ids.premier),
    seasonTeam(bravo, 2, ids.season, ids.premier),
    seasonTeam(delta, 4, ids.season, ids.divisionOne),
    seasonTeam(echo, 5, ids.season, ids.divisionOne),
    seasonTeam(foxtrot, 6, ids.otherSeason, ids.otherDivision),
  ];
  const sides = [alpha, bravo, delta, echo, foxtrot];
  const game = (n: number, divisionId: string, date: string, home: Side, away: Side, extra: object = {}) => ({
    id: uuid(600 + n),
    seasonId: divisionId === ids.otherDivision ? ids.otherSeason : ids.season,
    divisionId,
    date,
    address: `${home.name} Arms`,
    homeTeamId: home.id,
    awayTeamId: away.id,
    card: card(home, away, alphaWins),
    ...extra,
  });
  return {
    divisions: [
      { id: ids.premier, name: 'Premier' },
      { id: ids.divisionOne, name: 'Division One' },
      { id: ids.otherDivision, name: 'Elsewhere' },
    ],
    seasons: [
      {
        id: ids.season,
        name: '2026/27',
        startDate: '2026-09-01',
        endDate: '2027-05-31',
        divisionIds: [ids.premier, ids.divisionOne],
      },
      {
        id: ids.otherSeason,
        name: '2025/26',
        startDate: '2025-09-01',
        endDate: '2026-05-31',
        divisionIds: [ids.otherDivision],
      },
    ],
    teams: sides.map(({ id, name }) => ({ id, name, address: `${name} Arms` })),
    teamSeasons,
    players: sides.flatMap((s, t) =>
      s.players.map((p, i) => ({
        ...p,
        teamSeasonId: teamSeasons[t]!.id,
        ...(i === 2 ? { gender: 'Female' as const } : i === 0 ? { gender: 'Male' as const } : {}),
      })),
    ),
    games: [
      game(1, ids.premier, '2026-10-01', alpha, bravo, {
        card: card(alpha, bravo, alphaWins, {
          home: { id: alpha.id, name: alpha.name, manOfTheMatch: player(alpha, 0).id },
          away: { id: bravo.id, name: bravo.name, manOfTheMatch: player(bravo, 1).id },
          oneEighties: [player(alpha, 0), player(bravo, 1), player(alpha, 0)],
          over100Checkouts: [
            { ...player(alpha, 1), score: 120 },
            { ...player(bravo, 0), score: 150 },
          ],
        }),
      }),
      game(2, ids.premier, '2026-10-08', bravo, alpha, {
        card: card(
          bravo,
          alpha,
          alphaWins.map(([h, a]) => [a, h]),
          {
            home: { id: bravo.id, name: bravo.name },
            away: { id: alpha.id, name: alpha.name, manOfTheMatch: player(alpha, 0).id },
            oneEighties: [player(alpha, 0)],
            over100Checkouts: [{ ...player(bravo, 0), score: 110 }],
          },
        ),
      }),
      game(3, ids.premier, '2026-10-15', alpha, bravo),
      game(4, ids.premier, '2026-10-22', alpha, bravo, { postponed: true }),
      game(5, ids.divisionOne, '2026-10-01', delta, echo, {
        card: card(delta, echo, alphaWins, {
          oneEighties: [player(delta, 0), player(delta, 0), player(delta, 0), player(delta, 0)],
          over100Checkouts: [{ ...player(echo, 0), score: 170 }],
        }),
      }),
      game(99, ids.premier, '2026-10-29', alpha, bravo, {
        card: card(alpha, bravo, alphaWins, { oneEighties: Array.from({ length: 9 }, () => player(bravo, 2)) }),
      }),
      game(7, ids.otherDivision, '2025-10-01', foxtrot, foxtrot),
    ],
  };
}

type Row = string[];
const rowsOf = (report: ReportDto | undefined): Row[] =>
  (report?.rows ?? []).map((row) => row.cells.map((c) => c.text));
const named = (reports: ReportDto[], name: string) => reports.find((report) => report.name === name);

describe.each(testDatabases)('POST /api/Report on %s', (kind) => {
  let server: TestServer;
  let reporter: TestClient;
  let manager: TestClient;
  const body = (extra: object = {}) => ({ seasonId: ids.season, divisionId: ids.premier, topCount: 15, ...extra });

  beforeAll(async () => {
    server = await startTestServer(kind);
    await insertLeagueRecords(server.handle.db, server.clock, league());
    // The deleted fixture is inspected by nobody.
    await server.handle.db
      .updateTable('game')
      .set({ deleted: '2026-11-01T00:00:00.0000000Z', remover: 'Seeder' })
      .where('id', '=', uuid(699))
      .execute();
    reporter = await server.signIn(['RunReports']);
    manager = await server.signIn(['RunReports', 'ManageScores']);
    // A Premier singles knockout night: Ann beats Bob and Cat beats Dan in the semi-finals, Ann wins the final 2-1.
    const knockout = knockoutBody({ seasonId: ids.season, divisionId: ids.premier });
    const [ann, bob, cat, dan] = knockout.sides;
    knockout.round.matches = [
      { id: knockout.round.matches[0]!.id, sideA: ann!, sideB: bob!, scoreA: 2, scoreB: 0 } as never,
      { id: knockout.round.matches[1]!.id, sideA: cat!, sideB: dan!, scoreA: 2, scoreB: 1 } as never,
    ];
    knockout.round.nextRound.matches = [
      { id: knockout.round.nextRound.matches[0]!.id, sideA: ann, sideB: cat, scoreA: 2, scoreB: 1 } as never,
    ];
    await createTournament(await server.signIn(['ManageTournaments']), knockout);
  });
  afterAll(async () => server?.close());

  describe('refusals (contract §0.2, §12): not enveloped, nothing computed', () => {
    it('answers 401 with "Not logged in" and no reports to an anonymous caller', async () => {
      const response = await server.anonymous.post('/api/Report', body());
      expect(response.status).toBe(401);
      expect(reportCollectionDto.parse(response.json)).toMatchObject({
        reports: [],
        messages: ['Not logged in'],
        seasonId: ids.season,
        divisionId: ids.premier,
      });
    });

    it('answers 403 with "Not permitted" to a signed-in caller without RunReports, even with ManageScores', async () => {
      const caller = await server.signIn(['ManageScores', 'ManageGames']);
      const response = await caller.post('/api/Report', body());
      expect(response.status).toBe(403);
      expect(response.json).toEqual({
        reports: [],
        divisionId: ids.premier,
        seasonId: ids.season,
        messages: ['Not permitted'],
        created: '2026-11-21T12:00:00.000Z',
      });
    });

    it('refuses before reading the body: a bad top count from a caller without RunReports is still a 403', async () => {
      const caller = await server.signIn([]);
      const response = await caller.post('/api/Report', body({ topCount: 0 }));
      expect(response.status).toBe(403);
      expect(response.json).toMatchObject({ reports: [], messages: ['Not permitted'], divisionId: emptyId });
    });

    it.each([
      ['malformed JSON', '{"seasonId": ', 'application/json'],
      ['another media type', '<report/>', 'application/xml'],
    ])(
      'refuses a body it cannot read (%s) too: 401 and 403, not 400 or 415 (issue #16)',
      async (_label, text, type) => {
        const anonymous = await server.anonymous.request('POST', '/api/Report', text, { 'content-type': type });
        expect(anonymous.status).toBe(401);
        expect(reportCollectionDto.parse(anonymous.json)).toMatchObject({
          reports: [],
          messages: ['Not logged in'],
          seasonId: emptyId,
        });
        const caller = await server.signIn([]);
        const refused = await caller.request('POST', '/api/Report', text, { 'content-type': type });
        expect(refused.status).toBe(403);
        expect(refused.json).toMatchObject({ reports: [], messages: ['Not permitted'] });
      },
    );
  });

  describe('bad input (issue #14)', () => {
    it.each([
      ['0', 0],
      ['101', 101],
      ['text', 'ten'],
      ['a fraction', 2.5],
      ['a number in a string', '15'],
    ])('rejects a top count of %s with 400 and the contract text', async (_label, topCount) => {
      const response = await reporter.post('/api/Report', body({ topCount }));
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
      expect(response.json.errors).toEqual({ TopCount: [reportTexts.topCount] });
    });

    it.each([
      ['an unknown season', { seasonId: ids.unknown }, reportTexts.seasonNotFound],
      ['no season', { seasonId: null }, reportTexts.seasonNotFound],
      ['an unknown division', { divisionId: ids.unknown }, reportTexts.divisionNotFound],
      ['no division', { divisionId: undefined }, reportTexts.divisionNotFound],
      ['a division of another season', { divisionId: ids.otherDivision }, reportTexts.divisionNotFound],
      ['a season without the division', { seasonId: ids.otherSeason }, reportTexts.divisionNotFound],
    ])('answers %s with its message and no reports', async (_label, extra, message) => {
      const response = await reporter.post('/api/Report', body(extra));
      expect(response.status).toBe(200);
      const answer = reportCollectionDto.parse(response.json);
      expect(answer.reports).toEqual([]);
      expect(answer.messages).toEqual([message]);
      expect(answer.created).toBe('2026-11-21T12:00:00.000Z');
    });

    it('echoes the ids it was given, and the empty id for an absent one', async () => {
      const response = await reporter.post('/api/Report', { seasonId: ids.unknown });
      expect(response.json).toMatchObject({ seasonId: ids.unknown, divisionId: emptyId });
    });
  });

  describe('the season reports through HTTP', () => {
    it('inspects every non-deleted fixture and tournament of the season and echoes the ids', async () => {
      const response = await manager.post('/data/api/Report/', body());
      expect(response.status).toBe(200);
      const answer = reportCollectionDto.parse(response.json);
      // Premier's four fixtures (one postponed) + Division One's one + the knockout; not the deleted
      // fixture, nor the other season's.
      expect(answer.messages).toEqual(['6 games inspected']);
      expect(answer).toMatchObject({
        seasonId: ids.season,
        divisionId: ids.premier,
        created: '2026-11-21T12:00:00.000Z',
      });
      expect(answer.reports.map((report) => report.name)).toEqual([
        'Man of the match',
        'Most played player',
        'Most 180s',
        'Highest checkouts',
        'Finals night report',
      ]);
    });

    it('counts Premier 180s only, with the player and team named and linked', async () => {
      const { reports } = reportCollectionDto.parse((await reporter.post('/api/Report', body())).json);
      const most180s = named(reports, 'Most 180s')!;
      expect(most180s.thisDivisionOnly).toBe(true);
      expect(most180s.columns).toEqual(['Team', 'Player', '180s']);
      expect(rowsOf(most180s)).toEqual([
        ['Alpha', 'Alpha One', '3'],
        ['Bravo', 'Bravo Two', '1'],
      ]);
      expect(most180s.rows[0]!.cells[1]).toMatchObject({ playerId: player(alpha, 0).id, teamId: alpha.id });
    });

    it("lists each Premier player's best checkout, highest first", async () => {
      const { reports } = reportCollectionDto.parse((await reporter.post('/api/Report', body())).json);
      expect(rowsOf(named(reports, 'Highest checkouts'))).toEqual([
        ['Bravo', 'Bravo One', '150'],
        ['Alpha', 'Alpha Two', '120'],
      ]);
    });

    it('counts one appearance per match played, leaving out the postponed fixture, cut to topCount', async () => {
      const { reports } = reportCollectionDto.parse((await reporter.post('/api/Report', body({ topCount: 2 }))).json);
      const played = named(reports, 'Most played player')!;
      expect(played.columns).toEqual(['Team', 'Player', 'Played']);
      // Three fixtures: player Two plays 2 singles, both pairs and the triples a night (5 × 3).
      expect(rowsOf(played)).toEqual([
        ['Alpha', 'Alpha Two', '15'],
        ['Bravo', 'Bravo Two', '15'],
      ]);
    });

    it('leaves "Man of the match" out for a viewer without ManageScores and counts it for one with', async () => {
      const plain = reportCollectionDto.parse((await reporter.post('/api/Report', body())).json);
      expect(named(plain.reports, 'Man of the match')).toBeUndefined();
      const managed = reportCollectionDto.parse((await manager.post('/api/Report', body())).json);
      expect(rowsOf(named(managed.reports, 'Man of the match'))).toEqual([
        ['Alpha', 'Alpha One', '2'],
        ['Bravo', 'Bravo Two', '1'],
      ]);
    });

    it('fills the finals-night sheet from the whole season', async () => {
      const { reports } = reportCollectionDto.parse((await manager.post('/api/Report', body())).json);
      const finals = named(reports, 'Finals night report')!;
      expect(finals.columns).toEqual(['Award', 'Goes to', 'Value/s']);
      const rows = rowsOf(finals);
      const award = (name: string) => rows.find((row) => row[0] === name);
      // Divisions by name descending: Premier before Division One.
      expect(award('Premier: Highest checkout')).toEqual(['Premier: Highest checkout', 'Bravo One', '150']);
      expect(award('Division One: Highest checkout')).toEqual(['Division One: Highest checkout', 'Echo One', '170']);
      expect(award('Premier: Most 180s')).toEqual(['Premier: Most 180s', 'Alpha One', '3']);
      expect(rows.findIndex((row) => row[0] === 'Premier: Highest checkout')).toBeLessThan(
        rows.findIndex((row) => row[0] === 'Division One: Highest checkout'),
      );
      expect(award('Premier: Top Player (Female)')?.[1]).toBe(
        'No player found who has played at least 5 singles matches',
      );
      // Alpha One and Two won six singles each; Two played more pairs (the player table's tie-break).
      expect(award('Premier: Top Player (Male)')?.[1]).toBe('Alpha Two');
      expect(award('Premier: Singles winner')?.[1]).toBe('Ann');
      expect(award('Premier: Singles runner up')?.[1]).toBe('Cat');
      expect(award('Premier: winner')?.[1]).toBe('Alpha');
      expect(award('Premier: runner up')?.[1]).toBe('Bravo');
    });
  });
});
