import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TestServer } from '../../../test/harness.js';
import { seedDemoLeague } from './demo-seed.js';
import type { ScoreCard } from './score-card.js';

describe.each(testDatabases)('seeding the demo league on %s', (kind) => {
  let server: TestServer;
  const lines: string[] = [];
  const seed = () => seedDemoLeague({ db: server.handle.db, clock: server.clock, log: (line) => lines.push(line) });
  const count = async (table: 'season' | 'division' | 'team' | 'teamPlayer' | 'game' | 'note') =>
    Number(
      (
        await server.handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('fills an empty database quickly, in one go, and says so once', async () => {
    const started = performance.now();
    expect(await seed()).toBe(true);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Added the demo league/);
  });

  it('creates one current season, three divisions and 24 teams of at least six players', async () => {
    const seasons = (await server.anonymous.get('/api/Season')).json;
    expect(seasons).toHaveLength(1);
    expect(seasons[0]).toMatchObject({ isCurrent: true, fixtureStartTime: '20:00:00', fixtureDuration: 3 });
    expect(seasons[0].divisions).toHaveLength(3);
    expect((await server.anonymous.get('/api/Division')).json.map((d: { name: string }) => d.name)).toEqual([
      'Premier',
      'Division One',
      'Division Two',
    ]);
    const teams = (await server.anonymous.get('/api/Team/Seasons')).json as Array<{
      address: string;
      seasons: Array<{ players: unknown[] }>;
    }>;
    expect(teams).toHaveLength(24);
    for (const team of teams) expect(team.seasons[0]!.players.length).toBeGreaterThanOrEqual(6);
    const addresses = teams.map((t) => t.address);
    expect(addresses.length - new Set(addresses).size).toBeGreaterThanOrEqual(2);
  });

  it('stores results only for fixtures before today', async () => {
    const games = await server.handle.db
      .selectFrom('game')
      .select(['date', 'card', 'postponed', 'isKnockout'])
      .execute();
    const today = server.clock.now().toISOString().slice(0, 10);
    const played = games.filter((g) => (JSON.parse(g.card) as ScoreCard).matches.length > 0);
    expect(played.length).toBeGreaterThan(50);
    expect(played.every((g) => g.date < today)).toBe(true);
    expect(games.filter((g) => g.postponed === 1)).toHaveLength(1);
    expect(games.some((g) => g.isKnockout === 1)).toBe(true);
    expect(await count('note')).toBeGreaterThanOrEqual(2);
  });

  it('does nothing the second time', async () => {
    const before = await Promise.all(
      (['season', 'division', 'team', 'teamPlayer', 'game', 'note'] as const).map(count),
    );
    expect(await seed()).toBe(false);
    expect(
      await Promise.all((['season', 'division', 'team', 'teamPlayer', 'game', 'note'] as const).map(count)),
    ).toEqual(before);
    expect(lines).toHaveLength(1);
  });
});
