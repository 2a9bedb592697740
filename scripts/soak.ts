// `npm run soak`: a finals night on loopback. Two instances of the
// production build share a fresh PostgreSQL database and Redis; 1,000 watchers on sockets, 200
// pollers and 20 scorers entering a visit every 3 s (socket publish + POST /api/Sayg, as the scoring
// screen does) for 10 minutes. Targets: zero errors (failed requests, socket errors, missed or
// out-of-order updates, anyone behind at the end) and each instance's memory growing under 10% from
// the end of the warm-up to the end. Delays, staleness and request rates are reported. Bounded:
// everything stops and is removed at the end, on Ctrl-C too. Exits 1 unless every target passes.
//
//   SOAK_MINUTES=10 SOAK_WATCHERS=1000 SOAK_POLLERS=200 SOAK_SCORERS=20 npm run soak
//   (also SOAK_VISIT_SECONDS=3, SOAK_POLL_SECONDS=1, SOAK_WARMUP_SECONDS=30, SOAK_INSTANCES=2,
//    SOAK_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test, SOAK_REDIS_URL=redis://127.0.0.1:6379)
import { execSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { openSoakLoad, type SoakLoad } from '../packages/server/test/soak/soak-load.js';
import { visitsPerMatch } from '../packages/server/test/soak/soak-match.js';
import { delay, type Samples } from '../packages/server/test/soak/soak-tally.js';
import { printTable } from './bench-table.js';
import { startSoakCluster, type Memory, type SoakCluster } from './soak-cluster.js';

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[`SOAK_${name}`] ?? fallback);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`SOAK_${name} must be a number, not ${process.env[`SOAK_${name}`]}`);
  return value;
};
const minutes = setting('MINUTES', 10);
const watchers = setting('WATCHERS', 1_000);
const pollers = setting('POLLERS', 200);
const scorers = Math.max(1, setting('SCORERS', 20));
const instances = Math.max(1, setting('INSTANCES', 2));
const visitSeconds = setting('VISIT_SECONDS', 3);
const pollSeconds = setting('POLL_SECONDS', 1);
const warmupSeconds = setting('WARMUP_SECONDS', 30);
const databaseUrl = process.env.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.SOAK_REDIS_URL ?? 'redis://127.0.0.1:6379';
const log = (line: string) => console.log(`[soak] ${line}`);

// ── Bounds: loopback only, enough file descriptors, a match long enough for the run ─────────────
for (const url of [databaseUrl, redisUrl]) {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname)) {
    throw new Error(`The soak runs on loopback only: ${new URL(url).host} is not this machine`);
  }
}
const descriptors = Number(execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim());
const needed = watchers + pollers + 2 * scorers + 256;
if (descriptors < needed) {
  throw new Error(
    `ulimit -n is ${descriptors}; this run needs about ${needed}: raise it (ulimit -n ${needed}) or use fewer SOAK_WATCHERS`,
  );
}
const plannedVisits = Math.ceil(((minutes * 60 + warmupSeconds) / visitSeconds) * 1.1);
if (plannedVisits > visitsPerMatch()) {
  throw new Error(`One match holds ${visitsPerMatch()} visits; ${plannedVisits} do not fit: shorten the run`);
}

const interrupted = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted.signal.aborted) process.exit(130);
    log(`${signal}: stopping and cleaning up (again to quit at once)`);
    interrupted.abort();
  });
}

const loadAtStart = loadavg();
log(
  `${instances} instances, ${watchers} watchers, ${pollers} pollers, ${scorers} scorers (a visit every ${visitSeconds} s), ` +
    `${warmupSeconds} s warm-up + ${minutes} min; ulimit -n ${descriptors}; load average ${loadAtStart.map((l) => l.toFixed(2)).join(' ')}`,
);

let cluster: SoakCluster | undefined;
let load: SoakLoad | undefined;
let exitCode = 1;
try {
  cluster = await startSoakCluster({ databaseUrl, redisUrl, instances, log });
  log(`database ${cluster.databaseName}`);
  load = await openSoakLoad({
    baseUrls: cluster.baseUrls,
    cookie: await cluster.signIn(),
    watchers,
    pollers,
    scorers,
    visitEveryMs: visitSeconds * 1000,
    pollEveryMs: pollSeconds * 1000,
    log,
  });
  load.start();
  log(`scoring; warming up for ${warmupSeconds} s`);
  await delay(warmupSeconds * 1000, interrupted.signal);
  if (interrupted.signal.aborted) throw new Error('Interrupted');
  const memoryAtStart = await cluster.memory();
  const runUntil = Date.now() + minutes * 60_000;
  while (Date.now() < runUntil && !interrupted.signal.aborted) {
    await delay(Math.min(60_000, runUntil - Date.now()), interrupted.signal);
    const so = load.report();
    const heaps = (await cluster.memory()).map((m) => `${(m.heapUsed / 1048576).toFixed(1)} MB`).join(', ');
    log(
      `${(so.seconds / 60).toFixed(1)} min: ${so.visits} visits, ${so.requests} requests, ${so.messages} messages, ${load.errors.count()} errors; live heaps ${heaps}`,
    );
  }
  if (interrupted.signal.aborted) throw new Error('Interrupted');
  // Read under the same load as at the start, before the scorers and pollers stop.
  const memoryAtEnd = await cluster.memory();
  await load.finish();
  exitCode = printReport(load, memoryAtStart, memoryAtEnd) ? 0 : 1;
} catch (error) {
  console.error(`[soak] ${(error as Error).message}`);
} finally {
  await load?.close();
  await cluster?.stop(load?.ids() ?? []);
  log('stopped; database dropped, live states removed');
}
process.exit(exitCode);

/** Prints the table; answers whether every target passed. */
function printReport(run: SoakLoad, before: Memory[], after: Memory[]): boolean {
  const r = run.report();
  const rows: string[][] = [];
  let passed = true;
  const target = (name: string, value: string, goal: string, ok: boolean) => {
    passed &&= ok;
    rows.push([name, value, goal, ok ? 'PASS' : 'FAIL']);
  };
  const kinds = [
    'failed request',
    'socket error',
    'missed update',
    'out-of-order update',
    'watcher behind at the end',
    'poller behind at the end',
  ] as const;
  for (const kind of kinds)
    target(`errors: ${kind}`, String(run.errors.count(kind)), '0', run.errors.count(kind) === 0);
  target('watchers with every update, in order', `${r.complete} of ${r.watchers}`, 'all', r.complete === r.watchers);
  const ms = (samples: Samples) => {
    const [p50, p95, p99] = samples.quantiles(0.5, 0.95, 0.99).map((v) => v.toFixed(0));
    return `${p50} / ${p95} / ${p99} / ${samples.max().toFixed(0)} ms`;
  };
  rows.push(['watcher delay, save → message (p50/p95/p99/max)', ms(r.delays.saved), 'reported', '']);
  rows.push(['watcher delay, socket publish → message', ms(r.delays.published), 'reported', '']);
  rows.push([`poller staleness, visit → seen (polls every ${pollSeconds} s)`, ms(r.staleness), 'reported', '']);
  rows.push(['visits saved', `${r.visits} in ${r.seconds.toFixed(0)} s`, 'reported', '']);
  rows.push(['HTTP requests per second', (r.requests / r.seconds).toFixed(1), 'reported', '']);
  rows.push(['socket updates delivered per second', (r.messages / r.seconds).toFixed(1), 'reported', '']);
  rows.push([
    'load generator event-loop delay (p99/max)',
    `${r.loopDelay.p99.toFixed(0)} / ${r.loopDelay.max.toFixed(0)} ms`,
    'reported',
    '',
  ]);
  const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;
  for (const [i, start] of before.entries()) {
    const end = after[i]!;
    for (const field of ['rss', 'heapUsed'] as const) {
      const growth = (end[field] - start[field]) / start[field];
      const name = `instance ${i + 1} ${field === 'rss' ? 'RSS' : 'live heap'} (start → end)`;
      target(name, `${mb(start[field])} → ${mb(end[field])} (${(growth * 100).toFixed(1)}%)`, '< 10%', growth < 0.1);
    }
  }
  console.log(
    `\nSoak (issue #16): ${instances} instances on PostgreSQL + Redis, ${r.watchers} watchers, ${r.pollers} pollers, ` +
      `${r.scorers} scorers every ${visitSeconds} s, ${minutes} min after ${warmupSeconds} s warm-up, loopback.\n` +
      `Load average at start ${loadAtStart.map((l) => l.toFixed(2)).join(' ')}, at end ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} (${availableParallelism()} CPUs)\n`,
  );
  printTable(['measure', 'value', 'target', ''], rows);
  for (const { kind, count, examples } of run.errors.list()) {
    console.log(`\n${count} × ${kind}, e.g.:\n  ${examples.join('\n  ')}`);
  }
  console.log(`\n${passed ? 'PASS' : 'FAIL'}`);
  return passed;
}
