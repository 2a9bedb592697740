import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAuditTime } from '@darts/domain';
import { failWrites } from '../../../test/failing-writes.js';
import { startTestServer, testDatabases, type TestClient, type TestServer } from '../../../test/harness.js';
import { seedDemoLeague } from '../../demo/seed.js';

const unknownId = '0f0e0d0c-0b0a-4908-8706-050403020100';
const auditTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{7}Z$/;
const refusal = (warnings: string[]) => ({ success: false, errors: [], warnings, messages: [], trace: [] });
const failure = (errors: string[]) => ({ success: false, errors, warnings: [], messages: [], trace: [] });

describe.each(testDatabases)('division and season writes on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let demoSeason: { id: string; name: string; divisions: Array<{ id: string; name: string }> };
  const divisions = async () =>
    (await server.anonymous.get('/api/Division')).json as Array<{ id: string; name: string }>;
  const seasons = async () => (await server.anonymous.get('/api/Season')).json as Array<{ id: string; name: string }>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await seedDemoLeague({ db: server.handle.db, clock: server.clock, log: () => {} });
    admin = await server.signIn(['ManageDivisions', 'ManageSeasons'], { name: 'League Admin' });
    [demoSeason] = (await server.anonymous.get('/api/Season')).json;
  });
  afterAll(() => server.close());

  describe('PUT /api/Division', () => {
    it('refuses the signed-out (401) and those without ManageDivisions (403), creating nothing', async () => {
      const anonymous = await server.anonymous.put('/api/Division', { name: 'Sneaky' });
      expect(anonymous.status).toBe(401);
      expect(anonymous.json).toEqual(refusal(['Not logged in']));
      const seasonsOnly = await server.signIn(['ManageSeasons', 'ManageTeams']);
      const refused = await seasonsOnly.put('/api/Division', { name: 'Sneaky' });
      expect(refused.status).toBe(403);
      expect(refused.json).toEqual(refusal(['Not permitted']));
      expect((await divisions()).map((d) => d.name)).not.toContain('Sneaky');
    });

    it('creates a division with a fresh id, trimmed name and audit fields', async () => {
      const response = await admin.put('/api/Division', { id: unknownId, name: '  Ladies  ' });
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({ success: true, messages: ['Division updated'], errors: [], warnings: [] });
      const division = response.json.result;
      expect(division).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        created: expect.stringMatching(auditTime),
        author: 'League Admin',
        updated: expect.stringMatching(auditTime),
        editor: 'League Admin',
        name: 'Ladies',
        superleague: false,
      });
      expect(division.id).not.toBe(unknownId);
      expect((await server.anonymous.get(`/api/Division/${division.id}`)).json).toEqual(division);
    });

    it('refuses a blank name, a missing one and one over 100 characters', async () => {
      expect((await admin.put('/api/Division', { name: '   ' })).json).toEqual(failure(['Enter a division name']));
      const missing = await admin.put('/api/Division', { superleague: true });
      expect(missing.status).toBe(400);
      expect(missing.json.errors).toEqual({ Name: ['The Name field is required.'] });
      const long = await admin.put('/api/Division', { name: 'x'.repeat(101) });
      expect(long.status).toBe(400);
      expect(long.json.errors).toEqual({ Name: ['The name must be 100 characters or fewer.'] });
      expect(await divisions()).toHaveLength(5);
    });

    it('refuses a name another division has, whatever its case', async () => {
      const response = await admin.put('/api/Division', { name: ' premier ' });
      expect(response.json).toEqual(refusal(["A division called 'Premier' already exists"]));
      expect((await divisions()).filter((d) => d.name.toLowerCase() === 'premier')).toHaveLength(1);
    });

    it('stores SQL-looking text as it is', async () => {
      const name = "Robert'); DROP TABLE division;--";
      const response = await admin.put('/api/Division', { name });
      expect(response.json.result.name).toBe(name);
      expect((await divisions()).map((d) => d.name)).toContain(name);
    });

    it('updates only with the current token (contract §1.11), changing nothing otherwise', async () => {
      const created = (await admin.put('/api/Division', { name: 'Seniors' })).json.result;
      const missing = await admin.put('/api/Division', { id: created.id, name: 'Veterans' });
      expect(missing.status).toBe(409);
      expect(missing.json).toEqual(refusal(['Unable to update Division, data integrity token is missing']));
      const stale = await admin.put('/api/Division', {
        id: created.id,
        name: 'Veterans',
        lastUpdated: '2026-11-20T10:00:00.0000000Z',
      });
      expect(stale.status).toBe(409);
      const at = formatAuditTime(new Date(created.updated));
      expect(at).toMatch(/^21 Nov 2026 12:0\d:\d\d$/);
      expect(stale.json).toEqual(refusal([`Unable to update Division, League Admin updated it before you at ${at}`]));
      expect((await server.anonymous.get(`/api/Division/${created.id}`)).json.name).toBe('Seniors');

      server.clock.advance(60_000);
      const saved = await admin.put('/api/Division', {
        id: created.id,
        name: 'Veterans',
        superleague: true,
        lastUpdated: created.updated,
      });
      expect(saved.json).toMatchObject({
        success: true,
        messages: ['Division updated'],
        result: { name: 'Veterans', superleague: true },
      });
      expect(saved.json.result.updated).not.toBe(created.updated);
      expect(saved.json.result.created).toBe(created.created);
      const again = await admin.put('/api/Division', { id: created.id, name: 'Older', lastUpdated: created.updated });
      expect(again.status).toBe(409);
      const next = await admin.put('/api/Division', {
        id: created.id,
        name: 'Older',
        lastUpdated: saved.json.result.updated,
      });
      expect(next.json.success).toBe(true);
    });

    it('shows a renamed division inside its seasons', async () => {
      const [premier] = demoSeason.divisions;
      const current = (await server.anonymous.get(`/api/Division/${premier!.id}`)).json;
      await admin.put('/api/Division', { id: premier!.id, name: 'Premier League', lastUpdated: current.updated });
      const season = (await server.anonymous.get(`/api/Season/${demoSeason.id}`)).json;
      expect(season.divisions[0].name).toBe('Premier League');
    });
  });

  describe('DELETE /api/Division/{id}', () => {
    it('refuses the signed-out and those without ManageDivisions, and answers unknown and malformed ids', async () => {
      const target = (await admin.put('/api/Division', { name: 'Doomed' })).json.result;
      expect((await server.anonymous.delete(`/api/Division/${target.id}`)).status).toBe(401);
      expect((await (await server.signIn(['ManageSeasons'])).delete(`/api/Division/${target.id}`)).status).toBe(403);
      expect((await admin.delete(`/api/Division/${unknownId}`)).json).toEqual(refusal(['Division not found']));
      const malformed = await admin.delete('/api/Division/not-an-id');
      expect(malformed.status).toBe(400);
      expect(malformed.json.errors).toEqual({ id: ["The value 'not-an-id' is not valid."] });
      expect((await server.anonymous.get(`/api/Division/${target.id}`)).json.deleted).toBeUndefined();
    });

    it('soft-deletes: lists omit it, a read by id shows it deleted, and it cannot be edited', async () => {
      const target = (await admin.put('/api/Division', { name: 'Short Lived' })).json.result;
      const response = await admin.delete(`/api/Division/${target.id}`);
      expect(response.json).toMatchObject({ success: true, messages: ['Division deleted'] });
      expect(response.json.result).toMatchObject({
        id: target.id,
        deleted: expect.stringMatching(auditTime),
        remover: 'League Admin',
      });
      expect((await divisions()).map((d) => d.id)).not.toContain(target.id);
      expect((await server.anonymous.get(`/api/Division/${target.id}`)).json).toMatchObject({
        deleted: expect.any(String),
      });
      expect((await admin.delete(`/api/Division/${target.id}`)).json).toEqual(
        refusal(['Division has already been deleted']),
      );
      const edit = await admin.put('/api/Division', {
        id: target.id,
        name: 'Back',
        lastUpdated: response.json.result.updated,
      });
      expect(edit.status).toBe(400);
      expect(edit.json.errors).toEqual(['Cannot update a Division that has already been deleted']);
    });
  });

  describe('PUT /api/Season', () => {
    const newSeason = (changes: Record<string, unknown> = {}) => ({
      name: 'Summer 2027',
      startDate: '2027-05-01',
      endDate: '2027-08-31T00:00:00',
      divisionIds: [],
      ...changes,
    });

    it('refuses the signed-out and those without ManageSeasons', async () => {
      expect((await server.anonymous.put('/api/Season', newSeason())).status).toBe(401);
      const response = await (await server.signIn(['ManageDivisions'])).put('/api/Season', newSeason());
      expect(response.status).toBe(403);
      expect(response.json).toEqual(refusal(['Not permitted']));
      expect((await seasons()).map((s) => s.name)).not.toContain('Summer 2027');
    });

    it('refuses a blank name, missing or reversed dates, unknown divisions and a duplicate name', async () => {
      expect((await admin.put('/api/Season', newSeason({ name: ' ' }))).json).toEqual(failure(['Enter a season name']));
      expect((await admin.put('/api/Season', newSeason({ startDate: undefined }))).json).toEqual(
        failure(['Enter the start and end dates of the season']),
      );
      expect((await admin.put('/api/Season', newSeason({ endDate: '2027-04-30' }))).json).toEqual(
        failure(['The end date must be on or after the start date']),
      );
      const badDate = await admin.put('/api/Season', newSeason({ startDate: '2027-02-30' }));
      expect(badDate.status).toBe(400);
      expect(badDate.json.errors).toEqual({ StartDate: ["The value '2027-02-30' is not a valid date."] });
      const badTime = await admin.put('/api/Season', newSeason({ fixtureStartTime: '7pm' }));
      expect(badTime.status).toBe(400);
      expect((await admin.put('/api/Season', newSeason({ divisionIds: [unknownId] }))).json).toEqual(
        refusal([`Division ${unknownId} could not be found`]),
      );
      expect((await admin.put('/api/Season', newSeason({ name: demoSeason.name.toUpperCase() }))).json).toEqual(
        refusal([`A season called '${demoSeason.name}' already exists`]),
      );
      expect((await seasons()).map((s) => s.name)).not.toContain('Summer 2027');
    });

    it('creates a season with its divisions, times and dates in wire form; one day is a valid season', async () => {
      const [premier] = demoSeason.divisions;
      const response = await admin.put(
        '/api/Season',
        newSeason({
          divisionIds: [premier!.id.toUpperCase()],
          fixtureStartTime: '19:30:00',
          fixtureDuration: 4,
          allowFavouriteTeams: true,
        }),
      );
      expect(response.json).toMatchObject({ success: true, messages: ['Season updated'] });
      expect(response.json.result).toMatchObject({
        name: 'Summer 2027',
        startDate: '2027-05-01T00:00:00',
        endDate: '2027-08-31T00:00:00',
        isCurrent: false,
        fixtureStartTime: '19:30:00',
        fixtureDuration: 4,
        allowFavouriteTeams: true,
        author: 'League Admin',
        divisions: [expect.objectContaining({ id: premier!.id })],
      });
      const oneDay = await admin.put('/api/Season', newSeason({ name: 'Cup Day', endDate: '2027-05-01' }));
      expect(oneDay.json.success).toBe(true);
      expect((await seasons()).map((s) => s.name)).toEqual(expect.arrayContaining(['Summer 2027', 'Cup Day']));
    });

    it('takes a name differing only in case and runs of spaces as the same name (issue #25: isSameName)', async () => {
      const created = await admin.put('/api/Season', newSeason({ name: 'Autumn Cup 2027', endDate: '2027-05-02' }));
      expect(created.json.success).toBe(true);
      expect((await admin.put('/api/Season', newSeason({ name: ' autumn   CUP 2027 ' }))).json).toEqual(
        refusal(["A season called 'Autumn Cup 2027' already exists"]),
      );
    });

    it('updates with the current token, keeping what the request leaves out', async () => {
      const [premier, one] = demoSeason.divisions;
      const created = (
        await admin.put(
          '/api/Season',
          newSeason({ name: 'Winter 2028', divisionIds: [premier!.id, one!.id], fixtureDuration: 2 }),
        )
      ).json.result;
      const missing = await admin.put('/api/Season', { id: created.id, name: 'Winter 2028/29' });
      expect(missing.status).toBe(409);
      expect(missing.json).toEqual(refusal(['Unable to update Season, data integrity token is missing']));
      const stale = await admin.put('/api/Season', {
        id: created.id,
        name: 'Winter 2028/29',
        lastUpdated: demoSeason.id,
      });
      expect(stale.status).toBe(409);
      expect(stale.json.warnings[0]).toMatch(
        /^Unable to update Season, League Admin updated it before you at \d+ \w{3} \d{4} \d\d:\d\d:\d\d$/,
      );

      const renamed = await admin.put('/api/Season', {
        id: created.id,
        name: 'Winter 2028/29',
        lastUpdated: created.updated,
      });
      expect(renamed.json.result).toMatchObject({
        name: 'Winter 2028/29',
        startDate: created.startDate,
        fixtureDuration: 2,
      });
      expect(renamed.json.result.divisions.map((d: { id: string }) => d.id)).toEqual([premier!.id, one!.id]);
      const cleared = await admin.put('/api/Season', {
        id: created.id,
        name: 'Winter 2028/29',
        divisionIds: [],
        fixtureDuration: null,
        endDate: '2029-03-01',
        lastUpdated: renamed.json.result.updated,
      });
      expect(cleared.json.result).toMatchObject({ divisions: [], endDate: '2029-03-01T00:00:00' });
      expect(cleared.json.result).not.toHaveProperty('fixtureDuration');
      const reversed = await admin.put('/api/Season', {
        id: created.id,
        name: 'Winter 2028/29',
        endDate: '2020-01-01',
        lastUpdated: cleared.json.result.updated,
      });
      expect(reversed.json).toEqual(failure(['The end date must be on or after the start date']));
    });

    it('copies the teams of the chosen divisions, with their players, into a new season', async () => {
      const [premier, one] = demoSeason.divisions;
      const response = await admin.put(
        '/api/Season',
        newSeason({ name: 'Spring 2027', divisionIds: [premier!.id, one!.id], copyTeamsFromSeasonId: demoSeason.id }),
      );
      expect(response.json).toMatchObject({ success: true, messages: ['Copied 16 of 26 team/s from other season'] });
      const season = response.json.result;
      const copied = (await server.anonymous.get(`/api/Team/${premier!.id}/${season.id}`)).json;
      const original = (await server.anonymous.get(`/api/Team/${premier!.id}/${demoSeason.id}`)).json;
      expect(copied).toHaveLength(8);
      expect(copied.map((t: { id: string }) => t.id)).toEqual(original.map((t: { id: string }) => t.id));
      const names = (teams: Array<{ seasons: Array<{ players: Array<{ name: string }> }> }>) =>
        teams.map((t) => t.seasons[0]!.players.map((p) => p.name));
      expect(names(copied)).toEqual(names(original));
      expect(copied[0].seasons[0]).toMatchObject({
        seasonId: season.id,
        divisionId: premier!.id,
        author: 'League Admin',
      });
      expect(copied[0].seasons[0].players[0].id).not.toBe(original[0].seasons[0].players[0].id);
      const two = demoSeason.divisions[2]!;
      expect((await server.anonymous.get(`/api/Team/${two.id}/${season.id}`)).json).toEqual([]);
    });

    it('refuses to copy from an unknown season, creating nothing', async () => {
      const response = await admin.put('/api/Season', newSeason({ name: 'Nowhere', copyTeamsFromSeasonId: unknownId }));
      expect(response.json).toEqual(refusal(['Could not find season to copy teams from']));
      expect((await seasons()).map((s) => s.name)).not.toContain('Nowhere');
    });

    it('creates nothing when copying fails part way (one transaction)', async () => {
      const registrations = async () => (await server.handle.db.selectFrom('teamSeason').select('id').execute()).length;
      const before = await registrations();
      const restore = await failWrites(server, 'team_player', 'INSERT');
      try {
        const response = await admin.put(
          '/api/Season',
          newSeason({
            name: 'Half Done',
            divisionIds: [demoSeason.divisions[0]!.id],
            copyTeamsFromSeasonId: demoSeason.id,
          }),
        );
        expect(response.status).toBe(500);
      } finally {
        await restore();
      }
      expect((await seasons()).map((s) => s.name)).not.toContain('Half Done');
      expect(await registrations()).toBe(before);
      const orphans = await server.handle.db
        .selectFrom('seasonDivision')
        .select('seasonId')
        .where('seasonId', 'not in', server.handle.db.selectFrom('season').select('id'))
        .execute();
      expect(orphans).toEqual([]);
    });
  });

  describe('DELETE /api/Season/{id}', () => {
    it('refuses the signed-out and those without ManageSeasons; answers unknown and malformed ids', async () => {
      const target = (
        await admin.put('/api/Season', { name: 'Gone Soon', startDate: '2030-01-01', endDate: '2030-02-01' })
      ).json.result;
      expect((await server.anonymous.delete(`/api/Season/${target.id}`)).status).toBe(401);
      expect((await (await server.signIn(['ManageDivisions'])).delete(`/api/Season/${target.id}`)).status).toBe(403);
      expect((await admin.delete(`/api/Season/${unknownId}`)).json).toEqual(refusal(['Season not found']));
      expect((await admin.delete('/api/Season/1 OR 1=1')).status).toBe(400);

      const response = await admin.delete(`/api/Season/${target.id}`);
      expect(response.json).toMatchObject({
        success: true,
        messages: ['Season deleted'],
        result: { id: target.id, remover: 'League Admin' },
      });
      expect((await seasons()).map((s) => s.id)).not.toContain(target.id);
      expect((await server.anonymous.get(`/api/Season/${target.id}`)).json.deleted).toMatch(auditTime);
      expect((await admin.delete(`/api/Season/${target.id}`)).json).toEqual(
        refusal(['Season has already been deleted']),
      );
    });
  });
});
