import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessOptions, type AccessOption } from '@darts/domain';
import { accessOptionsOf, routes, type RouteEntry } from '@darts/contract';
import { startTestServer, testDatabases, type TestClient, type TestServer } from '../../test/harness.js';
import { holdToRouteTable, route, servedApiRoutes } from './contract-route.js';

const entries = Object.entries(routes) as Array<[string, RouteEntry]>;
const keyOf = (method: string, path: string) => `${method} ${path.toLowerCase()}`;
const unknownId = '0f0e0d0c-0b0a-4908-8706-050403020100';

/** The entry's path with every path value filled in (an unknown id, or a word where a word is asked for). */
const pathOf = (entry: RouteEntry) =>
  entry.path.replace(
    /:(\w+)\??/g,
    (_, name: string) =>
      ({
        type: 'Sayg',
        table: 'team',
        height: '80',
        since: '2026-01-01',
        executeDelete: 'false',
        clearScores: 'false',
        emailAddress: 'nobody@example.org',
      })[name] ?? unknownId,
  );

/** Whether an answer is empty: 204, or an empty list (or an envelope of one). */
const isEmpty = (response: { status: number; json: unknown }) =>
  response.status === 204 || (Array.isArray(response.json) && response.json.length === 0);

describe('the route table (issue #25: one source for each route)', () => {
  it('is what the app refuses to do without: an API route not in it is not registered', () => {
    const app = Fastify();
    holdToRouteTable(app);
    expect(() => app.get('/api/Stray', async () => null)).toThrow(
      /GET \/api\/Stray is not in the contract's route table/,
    );
    expect(() => app.post('/api/Site', async () => null)).toThrow(/POST \/api\/Site is not in/);
    // Outside /api (the web app's files) and Fastify's HEAD twins are not API routes.
    expect(() => app.get('/robots.txt', async () => '')).not.toThrow();
    expect(() => route(app, routes.site, async () => ({}))).not.toThrow();
    expect(servedApiRoutes(app)).toEqual([{ method: 'GET', path: '/api/Site' }]);
  });
});

describe.each(testDatabases)('the routes the app serves on %s', (kind) => {
  let server: TestServer;
  const accounts = new Map<string, Promise<TestClient>>();
  /** An account holding exactly `options`, made once per set (making one hashes a password). */
  const holding = (options: readonly AccessOption[]) => {
    const key = [...options].sort().join(',');
    if (!accounts.has(key)) accounts.set(key, server.signIn([...options]));
    return accounts.get(key)!;
  };
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('are exactly the routes of the table', () => {
    const served = servedApiRoutes(server.app).map((r) => keyOf(r.method, r.path));
    const listed = entries.map(([, entry]) => keyOf(entry.method, entry.path));
    expect(served.filter((key) => !listed.includes(key))).toEqual([]);
    expect(listed.filter((key) => !served.includes(key))).toEqual([]);
    expect(served).toHaveLength(listed.length);
  });

  it('answer under /data too', async () => {
    const response = await server.anonymous.get('/data/api/Site');
    expect(response.status).toBe(200);
  });

  describe('refuse as their access says', () => {
    const guarded = entries.filter(([, entry]) => entry.access !== 'public' && entry.access !== 'backupToken');
    const refusing = guarded.filter(([, entry]) => entry.withoutAccess !== 'empty');

    it.each(refusing)('%s: 401 to an anonymous caller', async (_name, entry) => {
      const response = await server.anonymous.request(entry.method, pathOf(entry));
      expect(response.status).toBe(401);
    });

    it.each(refusing.filter(([, entry]) => entry.access !== 'signedIn'))(
      '%s: 403 to an account without the option',
      async (_name, entry) => {
        const others = accessOptions.filter((option) => !accessOptionsOf(entry.access).includes(option));
        const response = await (await holding(others)).request(entry.method, pathOf(entry));
        expect(response.status).toBe(403);
      },
    );

    it.each(guarded.filter(([, entry]) => entry.withoutAccess === 'empty'))(
      '%s: an empty answer to anyone without the option',
      async (_name, entry) => {
        const others = accessOptions.filter((option) => !accessOptionsOf(entry.access).includes(option));
        for (const caller of [server.anonymous, await holding(others)]) {
          const response = await caller.request(entry.method, pathOf(entry));
          expect(isEmpty(response), `${response.status} ${response.text}`).toBe(true);
        }
      },
    );

    it.each(guarded)(
      '%s: neither 401 nor 403 to an account holding the access (each option of it alone)',
      async (_name, entry) => {
        const also = entry.alsoNeeds ? [entry.alsoNeeds] : [];
        const options = accessOptionsOf(entry.access);
        for (const held of options.length > 0 ? options.map((option) => [option, ...also]) : [also]) {
          const response = await (await holding(held)).request(entry.method, pathOf(entry));
          expect({ held, status: response.status }).not.toMatchObject({ status: expect.toBeOneOf([401, 403]) });
        }
      },
    );

    it.each(guarded.filter(([, entry]) => entry.alsoNeeds))(
      '%s: 403 to an account without the option it also needs',
      async (_name, entry) => {
        const caller = await holding(accessOptions.filter((option) => option !== entry.alsoNeeds));
        const response = await caller.request(entry.method, pathOf(entry));
        expect(response.status).toBe(403);
      },
    );

    it.each(entries.filter(([, entry]) => entry.access === 'public' && !entry.webSocket))(
      '%s: neither 401 nor 403 to an anonymous caller',
      async (_name, entry) => {
        const response = await server.anonymous.request(entry.method, pathOf(entry));
        expect([401, 403]).not.toContain(response.status);
      },
    );
  });
});
