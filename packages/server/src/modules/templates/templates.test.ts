import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateDto } from '@darts/contract';
import { doubleRoundRobinTemplate, seasonHealthCheckNames } from '@darts/domain';
import { startTestServer, testDatabases, type TestClient, type TestServer } from '../../../test/harness.js';
import { rowCount } from '../../../test/fixture-seed.js';

const unknownId = '0f0e0d0c-0b0a-4908-8706-050403020100';

/** A template division from `'A-B C-D E'` weeks (`E` alone is a bye). */
const weeks = (...lines: string[]) =>
  lines.map((line) => ({
    fixtures: line.split(' ').map((pair) => {
      const [home, away] = pair.split('-');
      return away ? { home, away } : { home };
    }),
  }));

const clashing = {
  name: 'Clashing',
  description: 'A and C share a venue and are both at home in week 1',
  divisions: [{ sharedAddresses: [['A', 'C']], dates: weeks('A-B C-D', 'B-A D-C') }],
};

/** Season templates: reads, saves, deletes and the health of an unsaved template. */
describe.each(testDatabases)('templates on %s', (kind) => {
  let server: TestServer;
  let manager: TestClient;
  let stranger: TestClient;
  const count = () => rowCount(server.handle.db, 'template');
  const stored = async (id: string) =>
    server.handle.db.selectFrom('template').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  const create = async (body: Record<string, unknown>) => {
    const response = await manager.put('/api/Template/', body);
    expect(response.json, JSON.stringify(response.json)).toMatchObject({ success: true });
    return templateDto.parse(response.json.result);
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    manager = await server.signIn(['ManageSeasonTemplates'], { name: 'Template Keeper' });
    stranger = await server.signIn(['ManageGames', 'ManageSeasons', 'RunHealthChecks']);
  });
  afterAll(() => server.close());

  it('creates a template, stores its health, and lists and reads it for anyone', async () => {
    const created = await create(clashing);
    expect(created).toMatchObject({ name: 'Clashing', author: 'Template Keeper', divisions: clashing.divisions });
    const health = created.templateHealth!;
    expect(health.success).toBe(false);
    expect(health.checks[seasonHealthCheckNames.venueOncePerDate]!.errors).toEqual([
      'the Division 1 venue shared by A, C hosts 2 fixtures in week 1 (Division 1: A v B; Division 1: C v D)',
    ]);
    expect(JSON.parse((await stored(created.id)).templateHealth!)).toEqual(health);

    const list = await server.anonymous.get('/api/Template');
    expect(list.json.find((t: { id: string }) => t.id === created.id)).toEqual(created);
    const one = await server.anonymous.get(`/data/api/Template/${created.id}/`);
    expect(one.json).toEqual(created);
  });

  it('a generated double round robin is saved healthy', async () => {
    const generated = doubleRoundRobinTemplate({ teams: 6, divisions: 2, sharedVenuePairs: 1 });
    const created = await create({ name: 'Six a side', ...generated });
    expect(created.templateHealth).toMatchObject({ success: true, errors: [], warnings: [] });
    expect(created.divisions).toEqual(generated.divisions);
  });

  it('updates with the right token, refuses a missing or stale one with 409, and changes nothing then', async () => {
    const created = await create({ name: 'To edit', divisions: [{ dates: weeks('A-B', 'B-A') }] });
    const updated = await manager.put('/api/Template', {
      ...created,
      name: 'Edited',
      divisions: [{ sharedAddresses: [['A', 'C']], dates: weeks('A-B C-D', 'B-A D-C') }],
      lastUpdated: created.updated,
    });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ success: true, messages: ['Template updated'], result: { name: 'Edited' } });
    expect(updated.json.result.updated).not.toBe(created.updated);
    expect(updated.json.result.templateHealth.success).toBe(false);

    const before = await stored(created.id);
    const stale = await manager.put('/api/Template', { ...created, name: 'Stale', lastUpdated: created.updated });
    expect(stale.status).toBe(409);
    expect(stale.json.warnings).toEqual([
      expect.stringMatching(/^Unable to update Template, Template Keeper updated it before you at \d+ \w+ \d{4}/),
    ]);
    const missing = await manager.put('/api/Template', { ...created, name: 'No token', lastUpdated: null });
    expect(missing.status).toBe(409);
    expect(missing.json.warnings).toEqual(['Unable to update Template, data integrity token is missing']);
    expect(await stored(created.id)).toEqual(before);
  });

  it('soft-deletes: gone from the list, read by id with `deleted` set, deleting again or updating refused, unknown ids named', async () => {
    const created = await create({ name: 'To delete', divisions: [] });
    const deleted = await manager.delete(`/api/Template/${created.id}`);
    expect(deleted.json).toMatchObject({ success: true, messages: ['Template deleted'], result: { id: created.id } });
    expect(deleted.json.result.remover).toBe('Template Keeper');
    const read = await server.anonymous.get(`/api/Template/${created.id}`);
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({
      id: created.id,
      name: 'To delete',
      deleted: deleted.json.result.deleted,
      remover: 'Template Keeper',
    });
    expect((await server.anonymous.get('/api/Template')).json.map((t: { id: string }) => t.id)).not.toContain(
      created.id,
    );
    expect((await manager.delete(`/api/Template/${created.id}`)).json).toMatchObject({
      success: false,
      warnings: ['Template has already been deleted'],
    });
    const update = await manager.put('/api/Template', { ...created, lastUpdated: deleted.json.result.updated });
    expect(update.status).toBe(400);
    expect(update.json.errors).toEqual(['Cannot update a Template that has already been deleted']);
    expect((await manager.delete(`/api/Template/${unknownId}`)).json).toEqual({
      success: false,
      errors: [],
      warnings: ['Template not found'],
      messages: [],
      trace: [],
    });
    expect((await server.anonymous.get(`/api/Template/${unknownId}`)).status).toBe(204);
  });

  it('answers the health of an unsaved template and stores nothing', async () => {
    const before = await count();
    const response = await manager.post('/data/api/Template/Health/', clashing);
    expect(response.json).toMatchObject({ success: true, result: { success: false } });
    expect(Object.keys(response.json.result.checks)).toHaveLength(9);
    expect(response.json.result.errors).toContain(
      'the Division 1 venue shared by A, C hosts 2 fixtures in week 1 (Division 1: A v B; Division 1: C v D)',
    );
    expect(await count()).toBe(before);
  });

  it('refuses writes signed out (401) or without ManageSeasonTemplates (403), changing nothing', async () => {
    const created = await create({ name: 'Guarded', divisions: [] });
    const before = await stored(created.id);
    const rows = await count();
    for (const [caller, status, warning] of [
      [server.anonymous, 401, 'Not logged in'],
      [stranger, 403, 'Not permitted'],
    ] as const) {
      for (const response of [
        await caller.put('/api/Template', { name: 'New' }),
        await caller.put('/api/Template', { ...created, name: 'Changed', lastUpdated: created.updated }),
        await caller.delete(`/api/Template/${created.id}`),
        await caller.post('/api/Template/Health', clashing),
      ]) {
        expect(response.status).toBe(status);
        expect(response.json).toEqual({ success: false, errors: [], warnings: [warning], messages: [], trace: [] });
      }
    }
    expect(await count()).toBe(rows);
    expect(await stored(created.id)).toEqual(before);
  });

  it.each([
    [
      'an empty code in a shared address',
      { name: 'T', divisions: [{ sharedAddresses: [[' ', 'B']], dates: weeks('A-B') }] },
      'Enter a code',
    ],
    ['a fixture without home', { name: 'T', divisions: [{ dates: [{ fixtures: [{ away: 'B' }] }] }] }, 'home'],
    ['a blank home', { name: 'T', divisions: [{ dates: [{ fixtures: [{ home: '', away: 'B' }] }] }] }, 'home'],
    ['an empty shared code', { name: 'T', sharedAddresses: [['A', '']], divisions: [] }, 'Enter a code'],
    ['no name', { divisions: [] }, 'name'],
  ])('answers %s with a 400 naming the problem and saves nothing', async (_, body, problem) => {
    const rows = await count();
    const texts = {
      'Enter a code': 'Enter a code for the team',
      home: 'Enter at least a home team',
      name: 'Enter a name for the template',
    } as Record<string, string>;
    for (const path of ['/api/Template', '/api/Template/Health']) {
      const response = path.endsWith('Health') ? await manager.post(path, body) : await manager.put(path, body);
      expect(response.status).toBe(400);
      expect(Object.values(response.json.errors).flat()).toContain(texts[problem]);
    }
    expect(await count()).toBe(rows);
  });

  it('answers a body that is not JSON with a 400 and saves nothing', async () => {
    const rows = await count();
    const response = await manager.request('PUT', '/api/Template', '{"name": "Broken",');
    expect(response.status).toBe(400);
    expect(response.json.title).toBe('One or more validation errors occurred.');
    expect(await count()).toBe(rows);
  });
});
