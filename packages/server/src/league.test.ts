import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TestServer } from '../test/harness.js';
import { seedDemoLeague } from './demo/seed.js';

const unknownId = '0f0e0d0c-0b0a-4908-8706-050403020100';
const wireDate = /^\d{4}-\d{2}-\d{2}T00:00:00$/;
const auditTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{7}Z$/;

describe.each(testDatabases)('league reads on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('answers empty lists before there is any league', async () => {
    for (const path of ['/api/Division', '/api/Season', '/api/Team', '/api/Team/Seasons']) {
      const response = await server.anonymous.get(path);
      expect(response.status, path).toBe(200);
      expect(response.json, path).toEqual([]);
    }
  });

  describe('with the demo league', () => {
    beforeAll(async () => {
      await seedDemoLeague({ db: server.handle.db, clock: server.clock, log: () => {} });
    });

    it('lists divisions with every property, false included', async () => {
      const divisions = (await server.anonymous.get('/api/Division')).json;
      expect(divisions).toHaveLength(4);
      expect(divisions[0]).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        created: expect.stringMatching(auditTime),
        author: 'system',
        updated: expect.stringMatching(auditTime),
        editor: 'system',
        name: 'Premier',
        superleague: false,
      });
    });

    it('reads one division by id, in any case, and answers 204 for an unknown one', async () => {
      const [premier] = (await server.anonymous.get('/api/Division')).json;
      expect((await server.anonymous.get(`/api/Division/${premier.id.toUpperCase()}`)).json).toEqual(premier);
      const unknown = await server.anonymous.get(`/api/Division/${unknownId}`);
      expect(unknown.status).toBe(204);
      expect(unknown.text).toBe('');
    });

    it('refuses a malformed id with a validation problem naming it', async () => {
      const response = await server.anonymous.get('/api/Season/not-a-season');
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ status: 400, errors: { id: ["The value 'not-a-season' is not valid."] } });
    });

    it('lists seasons with their divisions, dates and whether they are current', async () => {
      const [season] = (await server.anonymous.get('/api/Season')).json;
      expect(season).toMatchObject({
        name: '2026/27',
        isCurrent: true,
        startDate: '2026-09-12T00:00:00',
        endDate: '2027-04-10T00:00:00',
      });
      expect(season.startDate).toMatch(wireDate);
      expect(season.divisions.map((d: { name: string }) => d.name)).toEqual([
        'Premier',
        'Division One',
        'Division Two',
        'Superleague',
      ]);
      expect(season.divisions[0]).toHaveProperty('updated');
      expect(season).not.toHaveProperty('allowFavouriteTeams');
      expect((await server.anonymous.get(`/api/Season/${season.id}`)).json).toEqual(season);
      expect((await server.anonymous.get(`/api/Season/${unknownId}`)).status).toBe(204);
    });

    it('computes isCurrent from the clock', async () => {
      server.clock.set('2027-04-11T00:00:01Z');
      try {
        expect((await server.anonymous.get('/api/Season')).json[0].isCurrent).toBe(false);
      } finally {
        server.clock.set('2026-11-21T12:00:00Z');
      }
    });

    it('lists teams without their seasons', async () => {
      const teams = (await server.anonymous.get('/api/Team')).json;
      expect(teams).toHaveLength(26);
      expect(teams[0].name).toBe('Black Horse');
      expect(teams.find((t: { name: string }) => t.name === "Bull's Head")).toEqual({
        id: expect.any(String),
        created: expect.any(String),
        author: 'system',
        updated: expect.any(String),
        editor: 'system',
        name: "Bull's Head",
        address: "Bull's Head, 6 Church Lane, Arnesby",
      });
    });

    it('reads one team with its seasons and players', async () => {
      const { id } = (await server.anonymous.get('/api/Team')).json.find(
        (t: { name: string }) => t.name === 'Cross Keys',
      );
      const team = (await server.anonymous.get(`/api/Team/${id}`)).json;
      const [season] = (await server.anonymous.get('/api/Season')).json;
      expect(team.seasons).toHaveLength(1);
      expect(team.seasons[0]).toMatchObject({ seasonId: season.id, divisionId: season.divisions[2].id });
      const players = team.seasons[0].players;
      expect(players.length).toBeGreaterThanOrEqual(6);
      expect(players.filter((p: { captain: boolean }) => p.captain)).toHaveLength(1);
      expect(
        players.every(
          (p: { captain: unknown; gender: string }) =>
            typeof p.captain === 'boolean' && /^(Male|Female)$/.test(p.gender),
        ),
      ).toBe(true);
      expect((await server.anonymous.get(`/api/Team/${unknownId}`)).status).toBe(204);
    });

    it('shows players\u2019 e-mail addresses only to those who manage teams or players', async () => {
      const [{ id }] = (await server.anonymous.get('/api/Team')).json;
      const player = (await server.anonymous.get(`/api/Team/${id}`)).json.seasons[0].players[0];
      await server.handle.db
        .updateTable('teamPlayer')
        .set({ emailAddress: 'captain@example.org' })
        .where('id', '=', player.id)
        .execute();
      const emailOf = async (client: typeof server.anonymous) =>
        (await client.get(`/api/Team/${id}`)).json.seasons[0].players.find((p: { id: string }) => p.id === player.id)
          .emailAddress;
      expect(await emailOf(server.anonymous)).toBeUndefined();
      expect(await emailOf(await server.signIn(['ManageScores']))).toBeUndefined();
      expect(await emailOf(await server.signIn(['ManageTeams']))).toBe('captain@example.org');
      expect(await emailOf(await server.signIn(['ManagePlayers']))).toBe('captain@example.org');
    });

    it('lists every team with its seasons on /api/Team/Seasons, not mistaking Seasons for an id', async () => {
      const teams = (await server.anonymous.get('/api/team/seasons')).json;
      expect(teams).toHaveLength(26);
      expect(teams.every((t: { seasons: unknown[] }) => t.seasons.length === 1)).toBe(true);
    });

    it('leaves deleted records out of lists but returns them when asked for by id', async () => {
      const db = server.handle.db;
      const [, second] = (await server.anonymous.get('/api/Team')).json;
      const team = (await server.anonymous.get(`/api/Team/${second.id}`)).json;
      const [deletedPlayer] = team.seasons[0].players;
      const stamp = '2026-11-21T12:00:00.0000000Z';
      await db
        .updateTable('teamPlayer')
        .set({ deleted: stamp, remover: 'Admin' })
        .where('id', '=', deletedPlayer.id)
        .execute();
      await db
        .updateTable('teamSeason')
        .set({ deleted: stamp, remover: 'Admin' })
        .where('id', '=', team.seasons[0].id)
        .execute();
      await db.updateTable('team').set({ deleted: stamp, remover: 'Admin' }).where('id', '=', second.id).execute();
      const [, , divisionTwo] = (await server.anonymous.get('/api/Division')).json;
      await db
        .updateTable('division')
        .set({ deleted: stamp, remover: 'Admin' })
        .where('id', '=', divisionTwo.id)
        .execute();

      const again = (await server.anonymous.get(`/api/Team/${second.id}`)).json;
      expect(again).toMatchObject({ deleted: stamp, remover: 'Admin' });
      expect(again.seasons[0]).toMatchObject({ deleted: stamp });
      expect(again.seasons[0].players.map((p: { id: string }) => p.id)).not.toContain(deletedPlayer.id);
      expect((await server.anonymous.get('/api/Team')).json.map((t: { id: string }) => t.id)).not.toContain(second.id);
      expect((await server.anonymous.get('/api/Team/Seasons')).json).toHaveLength(25);
      expect((await server.anonymous.get('/api/Division')).json).toHaveLength(3);
      expect((await server.anonymous.get('/api/Season')).json[0].divisions).toHaveLength(3);
      expect((await server.anonymous.get(`/api/Division/${divisionTwo.id}`)).json).toMatchObject({ deleted: stamp });
    });
  });
});
