import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredLeg, TournamentMatchDto, TournamentSideDto } from '@darts/contract';
import { startTestServer, testDatabases, type TestClient, type TestServer } from '../../../test/harness.js';
import { createdBy, deletedBy } from '../../shared/audit.js';
import { insertTournament, type TournamentDoc } from '../tournaments/tournaments.repository.js';
import { insertSayg, softDeleteSayg } from './sayg.repository.js';

/** POST /api/Sayg/Analyse, over HTTP. */
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const superleague = uuid(1);
const knockout = uuid(2);
const deleted = uuid(3);
const unknown = uuid(4);
const season = uuid(10);

const side = (n: number, ...names: string[]): TournamentSideDto => ({
  id: uuid(100 + n),
  name: names.join(' & '),
  players: names.map((name, i) => ({ id: uuid(200 + 10 * n + i), name })),
  noShow: false,
});
const [ann, bob, vic, val] = [side(1, 'Ann'), side(2, 'Bob'), side(3, 'Vic'), side(4, 'Val')];
const leg = (home: number[], away: number[]): StoredLeg => ({
  startingScore: 501,
  home: { score: 0, noOfDarts: 0, throws: home.map((score) => ({ score, noOfDarts: 3 })) },
  away: { score: 0, noOfDarts: 0, throws: away.map((score) => ({ score, noOfDarts: 3 })) },
  playerSequence: [],
  currentThrow: null,
});
const match = (n: number, sideA: TournamentSideDto, sideB: TournamentSideDto, saygId?: string): TournamentMatchDto => ({
  id: uuid(300 + n),
  sideA,
  sideB,
  ...(saygId ? { saygId } : {}),
});
const doc = (parts: Partial<TournamentDoc>): TournamentDoc => ({
  accoladesCount: false,
  excludeFromReports: false,
  sides: [],
  oneEighties: [],
  over100Checkouts: [],
  ...parts,
});
const round = (matches: TournamentMatchDto[]) => ({
  id: uuid(400 + matches.length),
  sides: [],
  matches,
  matchOptions: [],
});

describe.each(testDatabases)('match analysis on %s', (kind) => {
  let server: TestServer;
  let analyst: TestClient;
  const analyse = (body: unknown, client: TestClient = analyst) => client.post('/api/Sayg/Analyse', body);

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { db } = server.handle;
    const record = async (n: number, legs: StoredLeg[]) => {
      const audit = { ...createdBy(server.clock, 'Scorer'), id: uuid(500 + n) };
      await insertSayg(db, audit, {
        yourName: 'A',
        opponentName: 'B',
        numberOfLegs: 7,
        startingScore: 501,
        homeScore: 0,
        awayScore: 0,
        tournamentMatchId: uuid(300 + n),
        legs: Object.fromEntries(legs.map((l, i) => [String(i), l])),
      });
      return audit.id;
    };
    const first = await record(1, [leg([100, 140, 60], [180, 45]), leg([60], [])]);
    const second = await record(2, [leg([60], [100])]);
    const removed = await record(3, [leg([180, 180, 141], [])]);
    await softDeleteSayg(db, removed, deletedBy(server.clock, 'Scorer'));
    const knockoutRecord = await record(6, [leg([26, 41], [85])]);

    const stored = async (
      id: string,
      date: string,
      parts: Partial<TournamentDoc>,
      singleRound: boolean,
      gone = false,
    ) =>
      insertTournament(db, {
        ...createdBy(server.clock, 'Olive Organiser'),
        id,
        ...(gone ? deletedBy(server.clock, 'Olive Organiser') : {}),
        seasonId: season,
        divisionId: null,
        date,
        address: 'Harborough Club',
        singleRound,
        doc: doc(parts),
      });
    await stored(
      superleague,
      '2026-11-05',
      {
        host: 'Harborough',
        opponent: 'Lutterworth',
        type: 'Men',
        bestOf: 7,
        // Ann plays three times (one without a record, one whose record was deleted), Vic and Val twice.
        round: round([
          match(1, ann, vic, first),
          match(2, bob, vic, second),
          match(3, ann, val, removed),
          match(4, ann, val),
        ]),
      },
      true,
    );
    const pair = side(5, 'Cat', 'Dan');
    const team = { ...side(6, 'Eve'), name: 'Kings Arms', teamId: uuid(600) };
    await stored(knockout, '2026-11-12', { type: 'Cup', round: round([match(6, pair, team, knockoutRecord)]) }, false);
    await stored(
      deleted,
      '2026-11-19',
      { host: 'Gone', opponent: 'Away', round: round([match(7, ann, vic, first)]) },
      true,
      true,
    );
    analyst = await server.signIn(['AnalyseMatches']);
  });
  afterAll(() => server.close());

  it('analyses a superleague evening by host and opponent, and says which tournament it read', async () => {
    const response = await analyse({ tournamentIds: [superleague] });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      success: true,
      result: {
        HighestScores: {
          Harborough: [
            { score: 140, number: 1 },
            { score: 100, number: 1 },
            { score: 60, number: 3 },
          ],
          Lutterworth: [
            { score: 180, number: 1 },
            { score: 100, number: 1 },
            { score: 45, number: 1 },
          ],
        },
        MostFrequentThrows: {
          Harborough: [
            { score: 60, number: 3 },
            { score: 140, number: 1 },
            { score: 100, number: 1 },
          ],
          Lutterworth: [
            { score: 180, number: 1 },
            { score: 100, number: 1 },
            { score: 45, number: 1 },
          ],
        },
        MostFrequentPlayers: {
          Harborough: [{ name: 'Ann', value: 3 }],
          Lutterworth: [
            { name: 'Val', value: 2 },
            { name: 'Vic', value: 2 },
          ],
        },
      },
      errors: [],
      warnings: [],
      messages: [`Analysing tournament Harborough v Lutterworth on 05 Nov 2026 [Men] (${superleague})...`],
      trace: [],
    });
  });

  it('keys a knockout by the side: its team, else its players', async () => {
    const { json } = await analyse({ tournamentIds: [knockout] });
    expect(json.result.HighestScores).toEqual({
      'Cat & Dan': [
        { score: 41, number: 1 },
        { score: 26, number: 1 },
      ],
      'Kings Arms': [{ score: 85, number: 1 }],
    });
    expect(json.messages).toEqual([`Analysing tournament  v  on 12 Nov 2026 [Cup] (${knockout})...`]);
  });

  it('warns about unknown and deleted tournaments, analyses the rest, and caps every list at maxBreakdown', async () => {
    const { json } = await analyse({ tournamentIds: [unknown, superleague, deleted], maxBreakdown: 1 });
    expect(json).toMatchObject({
      success: true,
      warnings: [`Tournament not found with id ${unknown}`, `Tournament not found with id ${deleted}`],
      messages: [expect.stringContaining(superleague)],
    });
    expect(json.result.HighestScores).toEqual({
      Harborough: [{ score: 140, number: 1 }],
      Lutterworth: [{ score: 180, number: 1 }],
    });
    expect(json.result.MostFrequentThrows.Harborough).toEqual([{ score: 60, number: 3 }]);
    expect(json.result.MostFrequentPlayers.Lutterworth).toEqual([{ name: 'Val', value: 2 }]);
  });

  it('answers no tournaments with empty breakdowns', async () => {
    const { json } = await analyse({});
    expect(json).toMatchObject({
      success: true,
      result: { HighestScores: {}, MostFrequentThrows: {}, MostFrequentPlayers: {} },
      messages: [],
    });
  });

  it('refuses without AnalyseMatches: 401 when signed out, 403 otherwise', async () => {
    const signedOut = await analyse({ tournamentIds: [superleague] }, server.anonymous);
    expect(signedOut.status).toBe(401);
    expect(signedOut.json).toMatchObject({ success: false, warnings: ['Not logged in'] });
    const scorer = await server.signIn(['RecordScoresAsYouGo', 'ManageTournaments']);
    const refused = await analyse({ tournamentIds: [superleague] }, scorer);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ success: false, warnings: ['Not permitted'] });
    expect(refused.json).not.toHaveProperty('result');
  });

  it.each([
    [{ tournamentIds: ['not-an-id'] }, 'TournamentIds[0]'],
    [{ tournamentIds: [superleague], maxBreakdown: 0 }, 'MaxBreakdown'],
    [{ tournamentIds: [superleague], maxBreakdown: 2.5 }, 'MaxBreakdown'],
  ])('answers bad input %j with a validation problem naming %s', async (body, field) => {
    const response = await analyse(body);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ status: 400, errors: { [field]: [expect.any(String)] } });
  });
});
