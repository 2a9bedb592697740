import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownFeatures } from '@darts/domain';
import { startTestServer, testDatabases, type TestClient, type TestServer } from '../../test/harness.js';
import { seedDemoLeague } from '../demo/seed.js';

/** The HTTP conventions every route follows. */
const photos = knownFeatures.PhotosEnabled.id;
const unknownId = '0f0e0d0c-0b0a-4908-8706-050403020100';
const notFound = { success: false, errors: ['Not found'], warnings: [], messages: [], trace: [] };
const validationTitle = 'One or more validation errors occurred.';

function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'darts-conventions-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Darts</title>');
  return dir;
}

function expectSecurityHeaders(headers: Headers) {
  expect(headers.get('content-security-policy')).toMatch(/frame-ancestors /);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
}

describe.each(testDatabases)('HTTP conventions on %s', (kind) => {
  let server: TestServer;
  let manager: TestClient;
  const configuredPhotos = async () =>
    ((await server.anonymous.get('/api/Feature')).json as Array<{ id: string; configuredValue?: string }>).find(
      (f) => f.id === photos,
    )?.configuredValue;

  beforeAll(async () => {
    server = await startTestServer(kind, { WEB_DIST: webDist() });
    await seedDemoLeague({ db: server.handle.db, clock: server.clock, log: () => {} });
    manager = await server.signIn(['ManageFeatures']);
  });
  afterAll(() => server.close());

  describe('addresses', () => {
    it.each([
      '/api/Division',
      '/data/api/Division',
      '/api/division',
      '/API/DIVISION',
      '/api/Division/',
      '/Data/Api/division/',
    ])('answers %s like /api/Division', async (path) => {
      const expected = (await server.anonymous.get('/api/Division')).json;
      const response = await server.anonymous.get(path);
      expect(response.status).toBe(200);
      expect(response.json).toEqual(expected);
      expect(expected).toHaveLength(4);
    });

    it('answers writes under /data/api with any case and a trailing slash', async () => {
      const response = await manager.request('PUT', '/data/api/feature/', { id: photos, configuredValue: 'false' });
      expect(response.json).toMatchObject({ success: true, messages: ['Feature updated'] });
      expect(await configuredPhotos()).toBe('false');
      await manager.put('/api/Feature', { id: photos, configuredValue: null });
    });

    it.each([
      ['GET', '/api/NoSuchThing'],
      ['GET', '/data/api/NoSuchThing/'],
      ['POST', '/api/Division/Nothing/Here'],
      ['DELETE', '/api/NoSuchThing/1'],
    ])('answers %s %s with a 404 envelope, never the page', async (method, path) => {
      const response = await server.anonymous.request(method, path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.json).toEqual(notFound);
    });
  });

  describe('output', () => {
    it('writes every id in lower case', async () => {
      const bodies = await Promise.all(
        ['/api/Division', '/api/Season', '/api/Team/Seasons', '/api/Feature'].map(
          async (path) => (await server.anonymous.get(path)).text,
        ),
      );
      const ids = bodies.join('\n').match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi) ?? [];
      expect(ids.length).toBeGreaterThan(200);
      expect(ids.filter((id) => id !== id.toLowerCase())).toEqual([]);
    });

    it('writes calendar dates as YYYY-MM-DDT00:00:00 with no zone', async () => {
      const [season] = (await server.anonymous.get('/api/Season')).json;
      expect(season.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00$/);
      expect(season.endDate).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00$/);
    });

    it('answers an unknown single record with 204 and an empty body', async () => {
      const response = await server.anonymous.get(`/api/Division/${unknownId}`);
      expect(response.status).toBe(204);
      expect(response.text).toBe('');
      expect(response.headers.get('content-type')).toBeNull();
    });

    it.each(['/api/Division', '/api/NoSuchThing', `/api/Division/${unknownId}`, '/', '/division/premier'])(
      'sends the security headers on %s',
      async (path) => {
        expectSecurityHeaders((await server.anonymous.get(path)).headers);
      },
    );

    it('serves the page itself as HTML', async () => {
      const response = await server.anonymous.get('/division/premier');
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    });
  });

  describe('refusals', () => {
    it.each([[{ origin: 'https://evil.example' }], [{ 'sec-fetch-site': 'cross-site' }]])(
      'refuses a state-changing request from another site (%j) and changes nothing',
      async (headers) => {
        const response = await manager.request(
          'PUT',
          '/api/Feature',
          { id: photos, configuredValue: 'false' },
          headers,
        );
        expect(response.status).toBe(403);
        expect(response.json).toMatchObject({ success: false, errors: ['Requests from another site are not allowed'] });
        expectSecurityHeaders(response.headers);
        expect(await configuredPhotos()).toBeUndefined();
      },
    );

    it('accepts the same request from its own origin', async () => {
      const response = await manager.request(
        'PUT',
        '/api/Feature',
        { id: photos, configuredValue: 'false' },
        { origin: server.baseUrl },
      );
      expect(response.json.success).toBe(true);
      await manager.put('/api/Feature', { id: photos, configuredValue: null });
    });

    it.each(['{"id": "', ''])('answers malformed JSON (%j) with a validation problem', async (body) => {
      const response = await manager.request('PUT', '/api/Feature', body, { 'content-type': 'application/json' });
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(response.json).toEqual({
        type: expect.any(String),
        title: validationTitle,
        status: 400,
        errors: { '': [expect.any(String)] },
        traceId: response.headers.get('x-request-id'),
      });
      expectSecurityHeaders(response.headers);
    });

    it('answers wrong types with a validation problem naming the field', async () => {
      const response = await manager.put('/api/Feature', { id: photos, configuredValue: 42 });
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(response.json).toMatchObject({
        title: validationTitle,
        status: 400,
        errors: { ConfiguredValue: [expect.stringContaining('42')] },
      });
      expect(response.json.traceId).toEqual(expect.any(String));
      expect(await configuredPhotos()).toBeUndefined();
    });

    it('refuses a body over 1 MB with a 413 envelope', async () => {
      const response = await manager.put('/api/Feature', {
        id: unknownId,
        configuredValue: 'x'.repeat(1024 * 1024 + 10),
      });
      expect(response.status).toBe(413);
      expect(response.json).toMatchObject({ success: false, errors: ['The request is too large'] });
      expect(
        ((await server.anonymous.get('/api/Feature')).json as Array<{ id: string }>).map((f) => f.id),
      ).not.toContain(unknownId);
    });
  });

  describe('SQL-looking input', () => {
    const tablesIntact = async () => {
      expect((await server.anonymous.get('/api/Division')).json).toHaveLength(4);
      expect((await server.anonymous.get('/api/Team')).json).toHaveLength(26);
      expect((await server.anonymous.get('/api/Feature')).status).toBe(200);
    };

    it.each([
      "/api/Division/'; drop table division;--",
      '/api/Team/1 OR 1=1',
      "/api/Season/x' UNION SELECT * FROM app_user--",
    ])('answers %s with a 400 and harms nothing', async (path) => {
      const response = await server.anonymous.get(path);
      expect(response.status).toBe(400);
      expect(response.json.status).toBe(400);
      await tablesIntact();
    });

    it('stores SQL-looking text as plain text', async () => {
      const text = "'); drop table configured_feature; --";
      expect(
        (await manager.put('/api/Feature', { id: "'; drop table division;--", configuredValue: 'x' })).status,
      ).toBe(400);
      const saved = await manager.put('/api/Feature', { id: unknownId, configuredValue: text });
      expect(saved.json.result.configuredValue).toBe(text);
      const listed = (
        (await server.anonymous.get('/api/Feature')).json as Array<{ id: string; configuredValue?: string }>
      ).find((f) => f.id === unknownId);
      expect(listed?.configuredValue).toBe(text);
      await tablesIntact();
      await manager.put('/api/Feature', { id: unknownId, configuredValue: '' });
    });
  });
});

describe.each(testDatabases)('unhandled errors on %s', (kind) => {
  const failingServer = async (env: Record<string, string> = {}) => {
    const server = await startTestServer(kind, env);
    await seedDemoLeague({ db: server.handle.db, clock: server.clock, log: () => {} });
    // A real failure: the players table has gone, so reading teams with their players fails.
    await sql`drop table team_player`.execute(server.handle.db);
    return server;
  };

  describe('in production', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await failingServer();
    });
    afterAll(() => server.close());

    it('answers 500 with an error id and no internals, and keeps the detail for ViewExceptions', async () => {
      const response = await server.anonymous.get('/data/api/Team/Seasons');
      expect(response.status).toBe(500);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expectSecurityHeaders(response.headers);
      const body = response.json;
      expect(body).toEqual({
        Exception: { Type: expect.any(String) },
        Request: { Url: '/api/Team/Seasons', Method: 'GET' },
        RequestTimeUtc: expect.any(String),
        ErrorId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      expect(response.text).not.toMatch(/team_player|StackTrace|Message/);

      const viewer = await server.signIn(['ViewExceptions']);
      const stored = await viewer.get(`/api/Error/${body.ErrorId}`);
      expect(stored.status).toBe(200);
      expect(stored.json).toMatchObject({ id: body.ErrorId, source: 'Api', url: '/api/Team/Seasons' });
      expect(stored.json.message).toMatch(/team_player/);
      expect((await server.anonymous.get(`/api/Error/${body.ErrorId}`)).status).toBe(204);
    });
  });

  describe('in development', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await failingServer({ NODE_ENV: 'development' });
    });
    afterAll(() => server.close());

    it('includes the message and stack trace', async () => {
      const response = await server.anonymous.get('/api/Team/Seasons');
      expect(response.status).toBe(500);
      expect(response.json.Exception.Message).toMatch(/team_player/);
      expect(response.json.Exception.StackTrace.length).toBeGreaterThan(0);
    });
  });
});
