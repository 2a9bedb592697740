import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TestClient, type TestServer } from '../../../test/harness.js';
import { addHomeAwayGame, seedTwoTeams, type SeededPlayer } from '../../../test/fixture-seed.js';

/**
 * Signed-in division data reuses score cards parsed for earlier requests: every write
 * to a fixture must show in the very next answer, never a card parsed before it.
 */
type Player = SeededPlayer;
const seededStamp = '2026-01-01T00:00:00.0000000Z';

describe.each(testDatabases)('score cards in signed-in division data on %s', (kind) => {
  let server: TestServer;
  let scorer: TestClient;
  let reader: TestClient;
  let query: string;
  let gameId: string;
  let home: Player[];
  let away: Player[];

  beforeAll(async () => {
    server = await startTestServer(kind);
    const db = server.handle.db;
    const seed = await seedTwoTeams(db, { playersPerTeam: 5 });
    ({ home, away } = seed);
    gameId = await addHomeAwayGame(db, seed);
    query = `/api/Division/Data?divisionId=${seed.division}&seasonId=${seed.season}`;
    scorer = await server.signIn(['ManageScores']);
    reader = await server.signIn([]);
  });
  afterAll(() => server.close());

  /** A full card: five singles, two pairs and a triples, with the first singles won `firstSingles`. */
  const fullCard = (firstSingles: [number, number]) => {
    const match = (h: Player[], a: Player[], score: [number, number]) => ({
      homePlayers: h,
      awayPlayers: a,
      homeScore: score[0],
      awayScore: score[1],
    });
    return [
      match([home[0]!], [away[0]!], firstSingles),
      ...[1, 2, 3, 4].map((i) => match([home[i]!], [away[i]!], [3, 1])),
      match(home.slice(0, 2), away.slice(0, 2), [2, 1]),
      match(home.slice(2, 4), away.slice(2, 4), [2, 1]),
      match(home.slice(0, 3), away.slice(0, 3), [2, 1]),
    ];
  };
  const seen = async () => {
    const response = await reader.get(query);
    expect(response.status).toBe(200);
    const body = response.json;
    const fixture = body.fixtures[0].fixtures.find((f: { id: string }) => f.id === gameId);
    const points = (id: string) => body.players.find((p: { id: string }) => p.id === id)?.points;
    return { score: [fixture.homeScore, fixture.awayScore], home: points(home[0]!.id), away: points(away[0]!.id) };
  };
  const record = async (lastUpdated: string, firstSingles: [number, number]) => {
    const response = await scorer.put(`/api/Scores/${gameId}`, {
      address: 'Somewhere',
      lastUpdated,
      matches: fullCard(firstSingles),
    });
    expect(response.json).toMatchObject({ success: true });
    return response.json.result.updated as string;
  };

  it('shows every new score at once, then keeps showing it', async () => {
    expect(await seen()).toEqual({ score: [undefined, undefined], home: undefined, away: undefined });

    const first = await record(seededStamp, [3, 1]);
    expect(await seen()).toEqual({ score: [8, 0], home: 3, away: 1 });
    expect(await seen()).toEqual({ score: [8, 0], home: 3, away: 1 });

    await record(first, [0, 3]);
    expect(await seen()).toEqual({ score: [7, 1], home: 0, away: 3 });
    expect(await seen()).toEqual({ score: [7, 1], home: 0, away: 3 });
  });

  it('reads a card again when the fixture row carries a new stamp, whoever wrote it', async () => {
    const before = await seen();
    const row = await server.handle.db
      .selectFrom('game')
      .select('card')
      .where('id', '=', gameId)
      .executeTakeFirstOrThrow();
    const card = JSON.parse(row.card);
    card.matches[0].homeScore = 3;
    card.matches[0].awayScore = 2;
    await server.handle.db
      .updateTable('game')
      .set({ card: JSON.stringify(card), updated: '2026-11-21T12:30:00.0000000Z' })
      .where('id', '=', gameId)
      .execute();
    expect(before.score).toEqual([7, 1]);
    expect(await seen()).toEqual({ score: [8, 0], home: 3, away: 2 });
  });
});
