// `npm run bench` (second part): GET /api/Division/Data over the issue #3 performance league.
//
// Builds the real app (buildApp, as main.ts does) over a fresh SQLite database seeded with
// seedLargeLeague (10 divisions × 12 teams × 8 players, a double round robin with full results, the singles
// scored as you go for the player table's averages),
// then loads one division's data over loopback: anonymous (served from the answer cache), signed in
// (never cached) and, for comparison, a static route on the same app answering the same bytes.
// Signed-in answers are worked out for every request, but from score cards parsed once per fixture
// version (kept between requests until the fixture is written), as in production after the first read.
// autocannon runs in a worker thread so it does not share the server's event loop. Not a test:
// numbers depend on the machine, and nothing fails on timing.
import { rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { buildApp } from '../packages/server/src/app.js';
import { migrateToLatest } from '../packages/server/src/db/database.js';
import { seedLargeLeague } from '../packages/server/test/fixtures/large-league.js';
import { systemClock } from '../packages/server/src/shared/clock.js';
import { prepareData } from '../packages/server/src/startup.js';
import { printTable } from './bench-table.js';
import { benchAdmin, benchDatabase } from './bench-http.js';

const durationSeconds = 5;
const throughputConnections = 10;
/** Issue #3 targets. */
const targets = { uncachedP50Ms: 15, cachedShareOfStatic: 0.5 };
const admin = benchAdmin;

type Load = { name: string; path: string; headers?: Record<string, string> };
type Measure = { reqPerSec: number; p50: number; p99: number; ok: number; other: number };

const { dataDir, config, handle } = benchDatabase();
try {
  await migrateToLatest(handle.db);
  const seedStarted = performance.now();
  const league = await seedLargeLeague(handle.db, systemClock);
  const seedMs = Math.round(performance.now() - seedStarted);
  await prepareData({ config, db: handle.db, dbKind: handle.kind, clock: systemClock, log: () => undefined });

  // The comparison route answers whatever bytes the anonymous division data answered.
  let staticBody = '';
  const app = await buildApp({ config, db: handle.db, dbKind: handle.kind, clock: systemClock, logger: false });
  app.get('/bench/static', async (_request, reply) => reply.type('application/json; charset=utf-8').send(staticBody));
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const address = app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const divisionId = league.divisionIds[0]!;
    const dataPath = `/api/Division/Data?divisionId=${divisionId}&seasonId=${league.seasonId}`;

    const anonymous = await fetch(baseUrl + dataPath);
    staticBody = await anonymous.text();
    if (!anonymous.ok) throw new Error(`GET ${dataPath} answered ${anonymous.status}: ${staticBody.slice(0, 300)}`);
    const cookie = await signIn(baseUrl);
    const signedIn = await (await fetch(baseUrl + dataPath, { headers: { cookie } })).text();

    const loads: Load[] = [
      { name: 'anonymous (cached)', path: dataPath },
      { name: 'signed in (uncached)', path: dataPath, headers: { cookie } },
      { name: 'static, same bytes', path: '/bench/static' },
    ];
    for (const load of loads) await run(baseUrl, load, throughputConnections, 1); // warm-up (JIT, cache)
    const latency = new Map<string, Measure>();
    const throughput = new Map<string, Measure>();
    for (const load of loads) latency.set(load.name, await run(baseUrl, load, 1, durationSeconds));
    for (const load of loads)
      throughput.set(load.name, await run(baseUrl, load, throughputConnections, durationSeconds));

    const [cpus, load1] = [availableParallelism(), loadavg()[0]!];
    console.log(
      `\nDivision data benchmark: ${league.divisionIds.length} divisions, ${league.teams} teams, ` +
        `${league.players} players, ${league.games} fixtures, ${league.saygs} singles scored as you go ` +
        `(seeded in ${seedMs} ms), SQLite, in-process server.`,
    );
    console.log(
      `One division: ${kb(Buffer.byteLength(staticBody))} anonymous, ${kb(Buffer.byteLength(signedIn))} signed in. ` +
        `Machine: ${cpus} CPU(s), load average ${load1.toFixed(2)} at the end${load1 > cpus / 2 ? ' (busy: expect noise)' : ''}.\n`,
    );
    const rows = loads.map((load) => {
      const one = latency.get(load.name)!;
      const many = throughput.get(load.name)!;
      return [
        load.name,
        `${one.p50} ms`,
        `${one.p99} ms`,
        Math.round(one.reqPerSec).toLocaleString('en-GB'),
        Math.round(many.reqPerSec).toLocaleString('en-GB'),
        `${many.p50} ms`,
        `${many.p99} ms`,
        `${one.ok + many.ok} / ${one.other + many.other}`,
      ];
    });
    printTable(
      [
        'GET /api/Division/Data',
        'p50 (1 conn)',
        'p99 (1 conn)',
        'req/s (1 conn)',
        `req/s (${throughputConnections} conn)`,
        'p50',
        'p99',
        '2xx / other',
      ],
      rows,
    );

    const uncachedP50 = latency.get(loads[1]!.name)!.p50;
    const cachedShare = throughput.get(loads[0]!.name)!.reqPerSec / throughput.get(loads[2]!.name)!.reqPerSec;
    console.log(`\nTargets (issue #3), ${durationSeconds} s per run, loopback:\n`);
    printTable(
      ['target', 'measured', 'met'],
      [
        [
          `signed-in (uncached) p50 ≤ ${targets.uncachedP50Ms} ms`,
          `${uncachedP50} ms`,
          yes(uncachedP50 <= targets.uncachedP50Ms),
        ],
        [
          `anonymous (cached) ≥ ${targets.cachedShareOfStatic * 100}% of the static route's req/s`,
          `${Math.round(cachedShare * 100)}%`,
          yes(cachedShare >= targets.cachedShareOfStatic),
        ],
      ],
    );
    if ([...latency.values(), ...throughput.values()].some((m) => m.other > 0))
      console.log('\nNote: some answers were not 2xx; the numbers above measure those answers.');
  } finally {
    await app.close();
  }
} finally {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}

/** Signs the bootstrap administrator in with a password (POST /api/Account/Login); returns the session cookie. */
async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/Account/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress: admin.email, password: admin.password }),
  });
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`Signing in failed: ${response.status} ${await response.text()}`);
  return cookie;
}

async function run(baseUrl: string, load: Load, connections: number, duration: number): Promise<Measure> {
  const result = await autocannon({
    url: baseUrl + load.path,
    connections,
    duration,
    workers: 1,
    ...(load.headers ? { headers: load.headers } : {}),
  });
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    other: result.non2xx + result.errors + result.timeouts,
  };
}

function kb(bytes: number) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function yes(met: boolean) {
  return met ? 'yes' : 'NO';
}
