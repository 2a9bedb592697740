// `npm run bench` (sixth part): season reports — POST /api/Report over the large league.
//
// Builds the real app (buildApp, as main.ts does) over a fresh SQLite database seeded with
// seedLargeLeague (10 divisions × 12 teams × 8 players, a double round robin with full results: 1,320
// fixtures with line-ups, 180s, hi-checks and men of the match), signs the bootstrap administrator in
// (RunReports and ManageScores, so all five reports are produced) and, one connection at a time over
// loopback, loads POST /api/Report for one division with topCount 15 beside the cheapest route of the
// same app (GET /api/Site) as a baseline. Every request inspects the whole season; score cards are
// parsed once per fixture version and kept, as in production after the first request. autocannon runs
// in a worker thread so it does not share the server's event loop. Not a test: numbers depend on the
// machine, and nothing fails on timing.
import { rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { reportCollectionDto } from '@darts/contract';
import { buildApp } from '../packages/server/src/app.js';
import { migrateToLatest } from '../packages/server/src/db/database.js';
import { seedLargeLeague } from '../packages/server/test/fixtures/large-league.js';
import { systemClock } from '../packages/server/src/shared/clock.js';
import { prepareData } from '../packages/server/src/startup.js';
import { printTable } from './bench-table.js';
import { benchDatabase, run, signIn, type Load, type Measure } from './bench-http.js';

const durationSeconds = 5;
const topCount = 15;
/** Issue #14: all five reports for the large league in under 200 ms of server time. */
const targetMs = 200;

const { dataDir, config, handle } = benchDatabase();
try {
  await migrateToLatest(handle.db);
  const league = await seedLargeLeague(handle.db, systemClock);
  await prepareData({ config, db: handle.db, dbKind: handle.kind, clock: systemClock, log: () => undefined });

  const app = await buildApp({ config, db: handle.db, dbKind: handle.kind, clock: systemClock, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const address = app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const cookie = await signIn(baseUrl);
    const reportBody = { seasonId: league.seasonId, divisionId: league.divisionIds[0]!, topCount };

    // The first request parses every score card of the season; it is timed on its own.
    const coldStarted = performance.now();
    const first = await fetch(`${baseUrl}/api/Report`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(reportBody),
    });
    const firstText = await first.text();
    const coldMs = performance.now() - coldStarted;
    if (!first.ok) throw new Error(`POST /api/Report answered ${first.status}: ${firstText.slice(0, 300)}`);
    const answer = reportCollectionDto.parse(JSON.parse(firstText));
    if (answer.reports.length !== 5) {
      throw new Error(`POST /api/Report produced ${answer.reports.length} reports: ${answer.messages.join('; ')}`);
    }

    const loads: Load[] = [
      { name: 'GET /api/Site (baseline)', method: 'GET', path: '/api/Site' },
      { name: `POST /api/Report (top ${topCount})`, method: 'POST', path: '/api/Report', body: reportBody },
    ];
    for (const load of loads) await run(baseUrl, cookie, load, 1); // warm-up (JIT)
    const measured = new Map<string, Measure>();
    for (const load of loads) measured.set(load.name, await run(baseUrl, cookie, load, durationSeconds));

    const [cpus, load1] = [availableParallelism(), loadavg()[0]!];
    console.log(
      `\nSeason reports benchmark: ${league.divisionIds.length} divisions, ${league.teams} teams, ${league.players} ` +
        `players, ${league.games} fixtures with full results; one division's five reports (${answer.messages.join(', ')}, ` +
        `${(Buffer.byteLength(firstText) / 1024).toFixed(1)} KB), SQLite, in-process server, 1 connection, ` +
        `${durationSeconds} s per route. The first request (every card parsed) took ${coldMs.toFixed(0)} ms.`,
    );
    console.log(
      `Machine: ${cpus} CPU(s), load average ${load1.toFixed(2)} at the end${load1 > cpus / 2 ? ' (busy: expect noise)' : ''}.\n`,
    );
    printTable(
      ['route', 'p50', 'p99', 'mean', 'req/s', '2xx / other'],
      loads.map((load) => {
        const m = measured.get(load.name)!;
        return [
          load.name,
          `${m.p50} ms`,
          `${m.p99} ms`,
          `${m.mean.toFixed(1)} ms`,
          Math.round(m.reqPerSec).toLocaleString('en-GB'),
          `${m.ok} / ${m.other}`,
        ];
      }),
    );

    const report = measured.get(loads[1]!.name)!;
    console.log(`\nTarget (issue #14):\n`);
    printTable(
      ['target', 'measured (p50 / p99)', 'met (p99)'],
      [
        [
          `all five reports, large league < ${targetMs} ms`,
          `${report.p50} / ${report.p99} ms`,
          report.p99 < targetMs ? 'yes' : 'NO',
        ],
      ],
    );
    if ([...measured.values()].some((m) => m.other > 0))
      console.log('\nNote: some answers were not 2xx; the numbers above measure those answers.');
  } finally {
    await app.close();
  }
} finally {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}
