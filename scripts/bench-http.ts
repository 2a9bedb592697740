// Shared by the in-process HTTP benchmarks (bench-templates, bench-reports): the bootstrap administrator they
// sign in as, and one autocannon run over a signed-in route.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { loadConfig } from '../packages/server/src/config/config.js';
import { openDatabase } from '../packages/server/src/db/database.js';

/** The administrator the benchmark server bootstraps (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const benchAdmin = { email: 'bench@example.org', password: 'bench-admin-password-0123' };

/**
 * A fresh SQLite database in a temporary folder and the production configuration the benchmark server
 * runs with (no demo data, the bench administrator, no web build). The caller migrates, seeds, closes
 * `handle` and removes `dataDir`.
 */
export function benchDatabase() {
  const dataDir = mkdtempSync(join(tmpdir(), 'darts-bench-'));
  const databaseUrl = `sqlite:${join(dataDir, 'bench.sqlite')}`;
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DEMO_DATA: 'false',
    ADMIN_EMAIL: benchAdmin.email,
    ADMIN_PASSWORD: benchAdmin.password,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    WEB_DIST: join(dataDir, 'no-web'),
  });
  return { dataDir, config, handle: openDatabase(databaseUrl) };
}

export type Load = { name: string; method: 'GET' | 'POST'; path: string; body?: unknown };
export type Measure = { reqPerSec: number; mean: number; p50: number; p99: number; ok: number; other: number };

/** Signs the bootstrap administrator in with a password (POST /api/Account/Login); returns the session cookie. */
export async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/Account/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress: benchAdmin.email, password: benchAdmin.password }),
  });
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`Signing in failed: ${response.status} ${await response.text()}`);
  return cookie;
}

/** One connection for `duration` seconds against `load`, signed in with `cookie`. */
export async function run(baseUrl: string, cookie: string, load: Load, duration: number): Promise<Measure> {
  const result = await autocannon({
    url: baseUrl + load.path,
    method: load.method,
    connections: 1,
    duration,
    workers: 1,
    headers: { cookie, ...(load.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(load.body === undefined ? {} : { body: JSON.stringify(load.body) }),
  });
  return {
    reqPerSec: result.requests.average,
    mean: result.latency.mean,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    other: result.non2xx + result.errors + result.timeouts,
  };
}
