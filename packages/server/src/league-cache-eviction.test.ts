import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseCache } from './shared/response-cache.js';
import { startTestServer, testDatabases, type TestClient, type TestServer } from '../test/harness.js';
import { seedDemoLeague } from './demo/seed.js';

type Team = {
  id: string;
  name: string;
  address: string;
  updated: string;
  seasons: Array<{ seasonId: string; players: Array<{ id: string; name: string; updated: string }> }>;
};

/** Cached reads of league data go when a league write touches their division or season. */
describe.each(testDatabases)('league writes evict cached reads on %s', (kind) => {
  let server: TestServer;
  let cache: ResponseCache;
  let admin: TestClient;
  let season: { id: string; name: string; divisions: Array<{ id: string }> };
  let premier: string;
  let divisionTwo: string;
  const otherSeason = '0f0e0d0c-0b0a-4908-8706-050403020100';

  /** Caches one entry per tag and reports which of them the write evicted. */
  async function evictedBy(write: () => Promise<{ json: { success?: boolean } }>, expectSuccess = true) {
    const entries = {
      season: { seasonIds: [season.id] },
      premier: { divisionIds: [premier] },
      divisionTwo: { divisionIds: [divisionTwo] },
      otherSeason: { seasonIds: [otherSeason] },
    };
    for (const [key, tags] of Object.entries(entries)) cache.set(key, key, tags);
    const response = await write();
    expect(response.json.success ?? false).toBe(expectSuccess);
    return Object.keys(entries).filter((key) => cache.get(key) === undefined);
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    cache = server.cache;
    await seedDemoLeague({ db: server.handle.db, clock: server.clock, log: () => {} });
    admin = await server.signIn(['ManageDivisions', 'ManageSeasons', 'ManageTeams']);
    [season] = (await server.anonymous.get('/api/Season')).json;
    premier = season.divisions[0]!.id;
    divisionTwo = season.divisions[2]!.id;
  });
  afterAll(() => server.close());

  const premierTeam = async (): Promise<Team> => {
    const [first] = (await server.anonymous.get(`/api/Team/${premier}/${season.id}`)).json as Team[];
    return (await admin.get(`/api/Team/${first!.id}`)).json;
  };

  it('serves anonymous division data from the cache until a league write evicts it', async () => {
    const path = `/api/Division/Data?divisionId=${premier}&seasonId=${season.id}`;
    const team = await premierTeam();
    expect((await server.anonymous.get(path)).text).toContain(JSON.stringify(team.name));
    await server.handle.db
      .updateTable('team')
      .set({ name: 'Renamed Behind The Cache' })
      .where('id', '=', team.id)
      .execute();
    expect((await server.anonymous.get(path)).text).not.toContain('Renamed Behind The Cache');

    const current = (await server.anonymous.get(`/api/Division/${premier}`)).json;
    await admin.put('/api/Division', {
      id: premier,
      name: 'Premier',
      superleague: false,
      lastUpdated: current.updated,
    });
    expect((await server.anonymous.get(path)).text).toContain('Renamed Behind The Cache');
    await server.handle.db.updateTable('team').set({ name: team.name }).where('id', '=', team.id).execute();
  });

  it('evicts the division a division write touches, and nothing when refused', async () => {
    const current = (await server.anonymous.get(`/api/Division/${premier}`)).json;
    expect(
      await evictedBy(() => admin.put('/api/Division', { id: premier, name: 'Premier', lastUpdated: current.updated })),
    ).toEqual(['premier']);
    expect(await evictedBy(() => admin.put('/api/Division', { name: 'Premier' }), false)).toEqual([]);
    expect(await evictedBy(() => server.anonymous.put('/api/Division', { name: 'Other' }), false)).toEqual([]);
    const doomed = (await admin.put('/api/Division', { name: 'Doomed' })).json.result;
    cache.set('doomed', 1, { divisionIds: [doomed.id] });
    await admin.delete(`/api/Division/${doomed.id}`);
    expect(cache.get('doomed')).toBeUndefined();
  });

  it('evicts the season and its divisions on a season write', async () => {
    const evicted = await evictedBy(() =>
      admin.put('/api/Season', {
        id: season.id,
        name: season.name,
        divisionIds: season.divisions.map((d) => d.id),
        lastUpdated: (season as unknown as { updated: string }).updated,
      }),
    );
    expect(evicted).toEqual(['season', 'premier', 'divisionTwo']);
    const made = (await admin.put('/api/Season', { name: 'Later', startDate: '2030-01-01', endDate: '2030-02-01' }))
      .json.result;
    cache.set('later', 1, { seasonIds: [made.id] });
    await admin.delete(`/api/Season/${made.id}`);
    expect(cache.get('later')).toBeUndefined();
  });

  it('evicts the team’s seasons and divisions on team, registration and player writes', async () => {
    const team = await premierTeam();
    expect(
      await evictedBy(() =>
        admin.put('/api/Team', {
          id: team.id,
          name: `${team.name}!`,
          address: team.address,
          seasonId: season.id,
          lastUpdated: team.updated,
        }),
      ),
    ).toEqual(['season', 'premier']);
    expect(
      await evictedBy(() => admin.put('/api/Team/Season', { id: team.id, seasonId: season.id, divisionId: premier })),
    ).toEqual(['season', 'premier']);
    const player = (await premierTeam()).seasons[0]!.players[0]!;
    expect(
      await evictedBy(() => admin.post(`/api/Player/${premier}/${season.id}/${team.id}`, { name: 'Cache Buster' })),
    ).toEqual(['season', 'premier']);
    expect(
      await evictedBy(() =>
        admin.patch(`/api/Player/${season.id}/${team.id}/${player.id}`, {
          name: `${player.name} Jr`,
          lastUpdated: player.updated,
        }),
      ),
    ).toEqual(['season', 'premier']);
    expect(
      await evictedBy(
        () =>
          admin.patch(`/api/Player/${season.id}/${team.id}/${player.id}`, {
            name: 'Stale',
            lastUpdated: player.updated,
          }),
        false,
      ),
    ).toEqual([]);
    expect(await evictedBy(() => admin.delete(`/api/Player/${season.id}/${team.id}/${player.id}`))).toEqual([
      'season',
      'premier',
    ]);
    expect(await evictedBy(() => admin.delete(`/api/Team/${team.id}/${season.id}`))).toEqual(['season', 'premier']);
  });
});
