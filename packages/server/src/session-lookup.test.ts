import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config/config.js';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './db/database.js';
import { fixedClock } from './shared/clock.js';
import { createAccount } from './modules/accounts/accounts.repository.js';
import { createSessions, sessionCookieName } from './modules/accounts/sessions.js';

/**
 * What finding the signed-in account costs: nothing for a static file or a page of the
 * app, one query for an API request. Counted by a plugin on the app's own database handle; the
 * count is the same on either database, so SQLite alone.
 */
describe('the session lookup', () => {
  const folder = mkdtempSync(join(tmpdir(), 'darts-session-lookup-'));
  const clock = fixedClock('2026-11-21T12:00:00Z');
  const queries: string[] = [];
  const counting: KyselyPlugin = {
    transformQuery: ({ node }) => {
      queries.push(node.kind);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let cookie: string;

  beforeAll(async () => {
    const webDist = join(folder, 'web');
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Darts</title>');
    writeFileSync(join(webDist, 'assets', 'app-1234.js'), 'console.log("darts");');
    const url = `sqlite:${join(folder, 'test.sqlite')}`;
    handle = openDatabase(url);
    await migrateToLatest(handle.db);
    const config = loadConfig({ DATA_DIR: folder, DATABASE_URL: url, DEMO_DATA: 'false', WEB_DIST: webDist });
    app = await buildApp({ config, db: handle.db.withPlugin(counting), dbKind: handle.kind, clock, logger: false });
    const account = await createAccount(handle.db, clock, {
      emailAddress: 'signed-in@example.org',
      name: 'Signed In',
      givenName: 'Signed',
      passwordHash: null,
      accessLevels: {},
    });
    const session = await createSessions(handle.db, clock, config.sessionSecret).create(account.id);
    cookie = `${sessionCookieName}=${session.cookieValue}`;
  });

  afterAll(async () => {
    await app.close();
    await handle.close();
    rmSync(folder, { recursive: true, force: true });
  });

  /** The queries one signed-in GET makes. */
  async function queriesOf(url: string): Promise<{ status: number; queries: string[] }> {
    queries.length = 0;
    const response = await app.inject({ method: 'GET', url, headers: { cookie } });
    return { status: response.statusCode, queries: [...queries] };
  }

  it('makes no query for a static file or a page of the app', async () => {
    expect(await queriesOf('/assets/app-1234.js')).toEqual({ status: 200, queries: [] });
    expect(await queriesOf('/')).toEqual({ status: 200, queries: [] });
    expect(await queriesOf('/divisions')).toMatchObject({ queries: [] });
    expect(await queriesOf('/manifest.webmanifest')).toEqual({ status: 200, queries: [] });
  });

  it('makes one query for an API request, and the account is found by it', async () => {
    // GET /api/Site reads nothing itself, so every query is the session's.
    expect(await queriesOf('/api/Site')).toEqual({ status: 200, queries: ['SelectQueryNode'] });
    const account = await app.inject({ method: 'GET', url: '/api/Account', headers: { cookie } });
    expect(account.json()).toMatchObject({ name: 'Signed In', emailAddress: 'signed-in@example.org' });
  });
});
