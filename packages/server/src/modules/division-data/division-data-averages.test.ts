import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TestClient, type TestServer } from '../../../test/harness.js';
import { addHomeAwayGame, seedTwoTeams, type TwoTeams } from '../../../test/fixture-seed.js';

/**
 * The player table's 3-dart and first-9 averages (beyond the contract): read from the
 * leg-by-leg records of the season's singles, linked to the score card by PUT /api/Scores.
 */
const seededStamp = '2026-01-01T00:00:00.0000000Z';

const visits = (...scores: Array<number | [number, number]>) => {
  const throws = scores.map((s) =>
    typeof s === 'number' ? { score: s, noOfDarts: 3 } : { score: s[0], noOfDarts: s[1] },
  );
  return {
    score: throws.reduce((n, t) => n + t.score, 0),
    noOfDarts: throws.reduce((n, t) => n + t.noOfDarts, 0),
    throws,
  };
};
const record = (legs: Array<{ home: ReturnType<typeof visits>; away: ReturnType<typeof visits> }>) => ({
  yourName: 'Home player',
  opponentName: 'Away player',
  numberOfLegs: 3,
  startingScore: 501,
  homeScore: 1,
  awayScore: 0,
  legs: Object.fromEntries(
    legs.map((leg, index) => [
      String(index),
      {
        startingScore: 501,
        ...leg,
        playerSequence: [
          { value: 'home', text: 'Home player' },
          { value: 'away', text: 'Away player' },
        ],
        currentThrow: null,
      },
    ]),
  ),
});

describe.each(testDatabases)('player averages in division data on %s', (kind) => {
  let server: TestServer;
  let scorer: TestClient;
  let seed: TwoTeams;
  let query: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    seed = await seedTwoTeams(server.handle.db, { playersPerTeam: 3 });
    query = `/api/Division/Data?divisionId=${seed.division}&seasonId=${seed.season}`;
    scorer = await server.signIn(['ManageScores', 'RecordScoresAsYouGo']);
    const gameId = await addHomeAwayGame(server.handle.db, seed);
    const { home, away } = seed;
    const response = await scorer.put(`/api/Scores/${gameId}`, {
      address: 'The Crown',
      lastUpdated: seededStamp,
      matches: [
        {
          // Home 1 checks out 501 in 14 darts (300 with the first 9); Away 1 throws 60s, then a leg of 45s.
          homePlayers: [home[0]],
          awayPlayers: [away[0]],
          homeScore: 3,
          awayScore: 0,
          sayg: record([
            { home: visits(100, 100, 100, 100, [101, 2]), away: visits(60, 60, 60, 60) },
            { home: visits(180, 180, 141), away: visits(45, 45) },
          ]),
        },
        // Scored on paper: no averages.
        { homePlayers: [home[1]], awayPlayers: [away[1]], homeScore: 3, awayScore: 1 },
        ...[2, 3, 4].map(() => ({ homePlayers: [], awayPlayers: [] })),
        {
          // A pairs record says nothing about who threw what: it moves nobody's averages.
          homePlayers: [home[0], home[2]],
          awayPlayers: [away[0], away[2]],
          homeScore: 2,
          awayScore: 0,
          sayg: record([{ home: visits(20, 20, 20), away: visits(20, 20, 20) }]),
        },
      ],
    });
    expect(response.json, JSON.stringify(response.json)).toMatchObject({ success: true });
  });
  afterAll(() => server.close());

  const averagesSeen = async (who: TestClient) => {
    const response = await who.get(query);
    expect(response.status).toBe(200);
    const rows = response.json.players as Array<{ id: string; threeDartAverage?: number; firstNineAverage?: number }>;
    return Object.fromEntries(rows.map((row) => [row.id, [row.threeDartAverage, row.firstNineAverage]]));
  };

  it('gives each singles player points ÷ darts × 3 over all their legs and over their first 9 darts a leg', async () => {
    const seen = await averagesSeen(server.anonymous);
    const { home, away } = seed;
    // Home 1: (501 + 501) ÷ (14 + 9) × 3 and (300 + 501) ÷ (9 + 9) × 3. Away 1: 330 ÷ 18 × 3, 270 ÷ 15 × 3.
    expect(seen[home[0]!.id]).toEqual([130.7, 133.5]);
    expect(seen[away[0]!.id]).toEqual([55, 54]);
    expect(seen[home[1]!.id]).toEqual([undefined, undefined]);
    // Home 3 played only the pairs, so is not even listed to an anonymous viewer; nobody got 20s.
    expect(seen[home[2]!.id]).toBeUndefined();
    expect(Object.values(seen).flat()).not.toContain(60 / 3);
  });

  it('leaves out a deleted record', async () => {
    server.clock.advance(60_000);
    await server.handle.db
      .updateTable('recordedScoreAsYouGo')
      .set({ deleted: '2026-11-21T00:00:00.0000000Z', remover: 'Test' })
      .where('yourName', '=', 'Home player')
      .where('homeScore', '=', 1)
      .execute();
    await server.handle.db.updateTable('game').set({ updated: '2026-11-21T00:00:00.0000000Z' }).execute();
    const seen = await averagesSeen(await server.signIn([]));
    expect(seen[seed.home[0]!.id]).toEqual([undefined, undefined]);
  });
});
