// The soak's servers, shared by `npm run soak` and e2e/soak.e2e.ts: a
// database of the run's own on a PostgreSQL server, and instances of the production build sharing it
// and one Redis, like servers behind a load balancer. Everything it makes, `stop` takes away again.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { admin, startServer, type RunningServer } from '../e2e/support/server.js';
import { ensureServerBuild, serverEntry } from './server-build.mjs';
import { repoRoot } from './web-build.mjs';

export type ClusterOptions = {
  /** A PostgreSQL server; the run creates a database of its own there and drops it at the end. */
  databaseUrl: string;
  redisUrl: string;
  instances: number;
  log?: (line: string) => void;
};

/** One instance's memory (bytes): resident size and, after a full collection, the live heap. */
export type Memory = { rss: number; heapUsed: number; heapTotal: number };

/** The live states the production hub keeps in Redis (redis-hub.ts prefix `darts:live:`). */
const stateKey = (id: string) => `darts:live:state:${id}`;

const probe = pathToFileURL(join(repoRoot, 'packages/server/test/soak/memory-probe.mjs')).href;

export async function startSoakCluster(options: ClusterOptions) {
  const log = options.log ?? (() => undefined);
  const work = mkdtempSync(join(tmpdir(), 'darts-soak-'));
  const servers: RunningServer[] = [];
  const database = await createDatabase(options.databaseUrl);
  const stop = async (liveIds: string[] = []) => {
    for (const server of servers.splice(0)) await server.stop();
    await database.drop();
    if (liveIds.length > 0) {
      const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 1 });
      await redis.del(...liveIds.map(stateKey)).finally(() => redis.disconnect());
    }
    rmSync(work, { recursive: true, force: true });
  };
  try {
    ensureServerBuild({ log: (line) => log(`[server] ${line}`) });
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: options.redisUrl,
      SESSION_SECRET: `soak-${randomBytes(16).toString('hex')}`,
      DEMO_DATA: 'false',
    };
    // One after the other: the first migrates the new database.
    for (let i = 0; i < options.instances; i += 1) {
      const memoryFile = join(work, `memory-${i}.json`);
      const server = await startServer({
        env: { ...env, SOAK_MEMORY_FILE: memoryFile },
        nodeArgs: ['--enable-source-maps', '--expose-gc', '--import', probe, serverEntry],
      });
      servers.push(server);
      log(`instance ${i + 1}: ${server.baseUrl} (pid ${server.pid})`);
    }
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    baseUrls: servers.map((s) => s.baseUrl),
    pids: servers.map((s) => s.pid),
    databaseName: database.name,
    /** Signs in as the bootstrap administrator (sessions live in the shared database). */
    signIn: () => signIn(servers[0]!.baseUrl),
    /** Each instance's memory, read by its probe after a full garbage collection. */
    memory: () => Promise.all(servers.map((server, i) => readMemory(server.pid, join(work, `memory-${i}.json`)))),
    /** Stops the instances, drops the database, deletes the live states of `liveIds` from Redis. */
    stop,
  };
}

export type SoakCluster = Awaited<ReturnType<typeof startSoakCluster>>;

async function readMemory(pid: number, file: string): Promise<Memory> {
  rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 10_000;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`Instance ${pid} did not report its memory`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return JSON.parse(readFileSync(file, 'utf8')) as Memory;
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/Account/Login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ emailAddress: admin.email, password: admin.password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => !c.endsWith('='));
  if (!cookie) throw new Error(`Could not sign in to ${baseUrl} (${response.status})`);
  return cookie;
}

/** A new database on the server `serverUrl` names, and how to drop it (closing what still uses it). */
async function createDatabase(serverUrl: string) {
  const name = `soak_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    name,
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      await run(`drop database if exists ${name} with (force)`);
    },
  };
}
