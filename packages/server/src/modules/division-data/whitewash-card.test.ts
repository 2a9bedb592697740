import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TestClient, type TestServer } from '../../../test/harness.js';
import { addHomeAwayGame, seedTwoTeams, type SeededPlayer, type TwoTeams } from '../../../test/fixture-seed.js';
import { scoreMessages } from '../scores/scores.service.js';

const seededStamp = '2026-01-01T00:00:00.0000000Z';

/**
 * Issue #22: a card whose every match is a whitewash (3-0, 2-0) is published for every reader:
 * GET /api/Game says so and refuses clerks, and the league table counts it (one rule,
 * `isResultPublished`).
 */
describe.each(testDatabases)('a card of whitewashes on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let homeClerk: TestClient;
  let seed: TwoTeams;

  beforeAll(async () => {
    server = await startTestServer(kind);
    seed = await seedTwoTeams(server.handle.db, { playersPerTeam: 5, extraEmails: ['clerk'] });
    admin = await server.signIn(['ManageScores']);
    homeClerk = await server.signIn(['InputResults'], { email: 'home.clerk@example.org' });
  });
  afterAll(() => server.close());

  const side = (players: SeededPlayer[], ...indexes: number[]) => indexes.map((i) => players[i]!);
  /** Five singles won 3-0 by home, two pairs and the triples won 2-0 by away. */
  const whitewashes = () => [
    ...[0, 1, 2, 3, 4].map((i) => ({
      homePlayers: side(seed.home, i),
      awayPlayers: side(seed.away, i),
      homeScore: 3,
      awayScore: 0,
    })),
    { homePlayers: side(seed.home, 0, 1), awayPlayers: side(seed.away, 0, 1), homeScore: 0, awayScore: 2 },
    { homePlayers: side(seed.home, 2, 3), awayPlayers: side(seed.away, 2, 3), homeScore: 0, awayScore: 2 },
    { homePlayers: side(seed.home, 0, 1, 2), awayPlayers: side(seed.away, 0, 1, 2), homeScore: 0, awayScore: 2 },
  ];

  it('is published on GET /api/Game, refuses clerks, and counts in the league table', async () => {
    const gameId = await addHomeAwayGame(server.handle.db, seed);
    const saved = await admin.put(`/api/Scores/${gameId}`, {
      address: 'Somewhere',
      lastUpdated: seededStamp,
      matches: whitewashes(),
    });
    expect(saved.json).toMatchObject({ success: true, result: { resultsPublished: true } });

    expect((await admin.get(`/api/Game/${gameId}`)).json.resultsPublished).toBe(true);
    const asClerk = (await homeClerk.get(`/api/Game/${gameId}`)).json;
    expect(asClerk.resultsPublished).toBe(true);
    const clerkPut = await homeClerk.put(`/api/Scores/${gameId}`, {
      address: 'Somewhere',
      lastUpdated: asClerk.updated,
      matches: whitewashes(),
    });
    expect(clerkPut.json).toMatchObject({ success: false, errors: [scoreMessages.published] });

    const data = await admin.get(`/api/Division/Data?divisionId=${seed.division}&seasonId=${seed.season}`);
    const row = (id: string) => data.json.teams.find((team: { id: string }) => team.id === id);
    expect(row(seed.homeId)).toMatchObject({ played: 1, fixturesWon: 1, matchesWon: 5, matchesLost: 3 });
    expect(row(seed.awayId)).toMatchObject({ played: 1, fixturesLost: 1, matchesWon: 3, matchesLost: 5 });
    const fixture = data.json.fixtures
      .flatMap((date: { fixtures: unknown[] }) => date.fixtures)
      .find((f: { id: string }) => f.id === gameId);
    expect(fixture).toMatchObject({ homeScore: 5, awayScore: 3 });
  });
});
