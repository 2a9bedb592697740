import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AccessOption } from '@darts/domain';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/config.js';
import { createSchema, dropSchema, migrateToLatest, openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { createRedisHub } from '../src/live/redis-hub.js';
import { createAccount } from '../src/modules/accounts/accounts.repository.js';
import { createSessions, sessionCookieName } from '../src/modules/accounts/sessions.js';
import { fixedClock } from '../src/shared/clock.js';
import { client, type TestClient } from './harness.js';

/** Redis for the fan-out tests; in CI (CI=true) it must be there, elsewhere they skip without it. */
export const redisTestUrl = process.env.REDIS_URL_TEST;
export const runRedisTests = Boolean(redisTestUrl) || process.env.CI === 'true';

/** REDIS_URL_TEST, or a failure that says what is missing (CI must run these tests). */
export function requireRedisUrl(): string {
  if (!redisTestUrl) throw new Error('REDIS_URL_TEST is not set: the live fan-out tests need Redis (CI=true)');
  return redisTestUrl;
}

export type Instance = { app: FastifyInstance; baseUrl: string; anonymous: TestClient; handle: DatabaseHandle };

export type Instances = {
  list: Instance[];
  /** The Redis key prefix of this run. */
  prefix: string;
  /** An account, and a signed-in client for it on each instance (sessions live in the shared database). */
  signIn(access: AccessOption[], name: string): Promise<TestClient[]>;
  close(): Promise<void>;
};

/**
 * Several real app instances sharing one database (PostgreSQL when TEST_DATABASE_URL is set, else
 * one SQLite file) and one Redis, each behind its own port, like servers behind a load balancer.
 * `redisUrls` gives each instance its Redis address (a proxy lets a test take Redis away from one).
 */
export async function startInstances(redisUrls: string[]): Promise<Instances> {
  requireRedisUrl();
  const dataDir = mkdtempSync(join(tmpdir(), 'darts-live-'));
  const pg = process.env.TEST_DATABASE_URL;
  const schema = pg ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const url = pg ?? `sqlite:${join(dataDir, 'shared.sqlite')}`;
  if (pg) await createSchema(pg, schema!);
  const prefix = `darts-test:${randomBytes(6).toString('hex')}:`;
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    DEMO_DATA: 'false',
    WEB_DIST: join(dataDir, 'none'),
  });
  const clock = fixedClock('2026-11-21T12:00:00Z');
  const list: Instance[] = [];
  for (const [index, redisUrl] of redisUrls.entries()) {
    const handle = openDatabase(url, { schema });
    if (index === 0) await migrateToLatest(handle.db, schema);
    const live = createRedisHub({ url: redisUrl, clock, prefix, heartbeatMs: 100 });
    const app = await buildApp({ config, db: handle.db, dbKind: handle.kind, clock, live, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    list.push({ app, baseUrl, anonymous: client(baseUrl), handle });
  }
  const db = list[0]!.handle.db;
  const sessions = createSessions(db, clock, config.sessionSecret);
  return {
    list,
    prefix,
    async signIn(access, name) {
      const account = await createAccount(db, clock, {
        emailAddress: `${name.replace(/\W/g, '')}@example.org`,
        name,
        givenName: name,
        passwordHash: null,
        accessLevels: Object.fromEntries(access.map((a) => [a, {}])),
      });
      const session = await sessions.create(account.id);
      return list.map((instance) => client(instance.baseUrl, `${sessionCookieName}=${session.cookieValue}`));
    },
    async close() {
      for (const instance of list) {
        await instance.app.close();
        await instance.handle.close();
      }
      if (pg) await dropSchema(pg, schema!);
      rmSync(dataDir, { recursive: true, force: true });
      // Leave nothing of this run in Redis.
      const redis = new Redis(requireRedisUrl());
      const left = await redis.keys(`${prefix}*`);
      if (left.length > 0) await redis.del(...left);
      redis.disconnect();
    },
  };
}
