import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AccessOption } from '@darts/domain';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config/config.js';
import { createSchema, dropSchema, migrateToLatest, openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { createAccount } from '../src/modules/accounts/accounts.repository.js';
import { hashPassword, testPasswordHashCost } from '../src/modules/accounts/password-hash.js';
import { createSessions, sessionCookieName } from '../src/modules/accounts/sessions.js';
import { fixedClock } from '../src/shared/clock.js';
import { createResponseCache, type ResponseCache } from '../src/shared/response-cache.js';

/**
 * The databases every server suite runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set
 *. Use as `describe.each(testDatabases)('… on %s', (kind) => …)`.
 */
export const testDatabases: Array<'sqlite' | 'postgres'> = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export type TestServer = {
  app: FastifyInstance;
  handle: DatabaseHandle;
  config: Config;
  clock: ReturnType<typeof fixedClock>;
  /** The app's real anonymous read cache, so tests can see what writes evict. */
  cache: ResponseCache;
  baseUrl: string;
  /** A client without a session (anonymous). */
  anonymous: TestClient;
  /** Creates an account holding `access` (by default none) and returns a client signed in as it. */
  signIn(
    access?: AccessOption[],
    details?: Partial<{ email: string; name: string; givenName: string; password: string }>,
  ): Promise<TestClient & { email: string; password: string }>;
  close(): Promise<void>;
};

export type TestResponse = { status: number; headers: Headers; text: string; json: any };

export type TestClient = {
  cookie: string | undefined;
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<TestResponse>;
  get(path: string, headers?: Record<string, string>): Promise<TestResponse>;
  post(path: string, body?: unknown): Promise<TestResponse>;
  put(path: string, body?: unknown): Promise<TestResponse>;
  patch(path: string, body?: unknown): Promise<TestResponse>;
  delete(path: string): Promise<TestResponse>;
};

/** A fetch-based client against the real listening server, keeping the session cookie it is given. */
export function client(baseUrl: string, cookie?: string): TestClient {
  const self: TestClient = {
    cookie,
    async request(method, path, body, headers = {}) {
      const init: RequestInit = { method, headers: { ...headers }, redirect: 'manual' };
      if (self.cookie) (init.headers as Record<string, string>).cookie = self.cookie;
      if (body !== undefined) {
        (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
        init.body = typeof body === 'string' ? body : JSON.stringify(body);
      }
      const response = await fetch(baseUrl + path, init);
      const text = await response.text();
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = undefined;
      }
      const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${sessionCookieName}=`));
      if (setCookie) {
        const value = setCookie.split(';')[0]!;
        self.cookie = value.endsWith('=') ? undefined : value;
      }
      return { status: response.status, headers: response.headers, text, json };
    },
    get: (path, headers) => self.request('GET', path, undefined, headers),
    post: (path, body) => self.request('POST', path, body ?? {}),
    put: (path, body) => self.request('PUT', path, body ?? {}),
    patch: (path, body) => self.request('PATCH', path, body ?? {}),
    delete: (path) => self.request('DELETE', path),
  };
  return self;
}

/** Starts the real app on an ephemeral port over a fresh database of the given kind. */
export async function startTestServer(
  kind: 'sqlite' | 'postgres',
  env: Record<string, string> = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'darts-test-'));
  let schema: string | undefined;
  let url = `sqlite:${join(dataDir, 'test.sqlite')}`;
  if (kind === 'postgres') {
    url = process.env.TEST_DATABASE_URL!;
    schema = `t_${randomBytes(6).toString('hex')}`;
    await createSchema(url, schema);
  }
  // Accounts the app creates (sign-up, the administrator) hash at the cheap test cost, as `signIn`'s do.
  const config: Config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      DEMO_DATA: 'false',
      WEB_DIST: join(dataDir, 'no-web'),
      ...env,
    }),
    passwordHashCost: testPasswordHashCost,
  };
  const handle = openDatabase(url, { schema });
  await migrateToLatest(handle.db, schema);
  const clock = fixedClock('2026-11-21T12:00:00Z');
  const cache = createResponseCache();
  const app = await buildApp({ config, db: handle.db, dbKind: handle.kind, clock, cache, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const sessions = createSessions(handle.db, clock, config.sessionSecret);
  let counter = 0;

  return {
    app,
    handle,
    config,
    clock,
    cache,
    baseUrl,
    anonymous: client(baseUrl),
    async signIn(access = [], details = {}) {
      counter += 1;
      const email = details.email ?? `user${counter}@example.org`;
      const password = details.password ?? 'a-long-password';
      const account = await createAccount(handle.db, clock, {
        emailAddress: email,
        name: details.name ?? `User ${counter}`,
        givenName: details.givenName ?? `User`,
        passwordHash: await hashPassword(password, testPasswordHashCost),
        accessLevels: Object.fromEntries(access.map((a) => [a, {}])),
      });
      const session = await sessions.create(account.id);
      return Object.assign(client(baseUrl, `${sessionCookieName}=${session.cookieValue}`), { email, password });
    },
    async close() {
      await app.close();
      await handle.close();
      if (schema) await dropSchema(url, schema);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
