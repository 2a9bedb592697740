// `npm run bench` (seventh part): league data export and import over the large league.
//
// Builds the real app (buildApp, as main.ts does) over a fresh SQLite database seeded with
// seedLargeLeague (10 divisions × 12 teams × 8 players, 1,320 fixtures with full results, 6,600 singles
// scored as you go), signs the bootstrap administrator in and, over loopback, times
//   - POST /api/Data/Export of every table (deleted rows included, no password: the zip comes back
//     base64-encoded in the answer) beside a static route answering the same bytes, and
//   - POST /api/Data/Import of that zip for real with purge (every table emptied and written again)
//     beside a static route that reads the same multipart body and throws it away,
// three times each, in one run. Memory is the process's (the server is in-process): resident memory
// at its peak during each operation (Linux's VmHWM, reset before each) and how far above the resident
// memory before it that peak went, and the heap after a full
// garbage collection before and after all the runs (what the operations left behind). The client's
// copy of the zip (a few MB) is part of both. Not a test: numbers depend on the machine, and nothing
// fails on timing.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { buildApp } from '../packages/server/src/app.js';
import { migrateToLatest } from '../packages/server/src/db/database.js';
import { seedLargeLeague } from '../packages/server/test/fixtures/large-league.js';
import { systemClock } from '../packages/server/src/shared/clock.js';
import { prepareData } from '../packages/server/src/startup.js';
import { printTable, residentKb } from './bench-table.js';
import { benchDatabase, signIn } from './bench-http.js';

const runs = 3;
/** Issue #24: export and import of the large league each in at most 1 s. */
const targetSeconds = 1;
/** Issue #24: an import's resident memory grows by at most this much. */
const targetGrowthMb = 100;

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const { dataDir, config, handle } = benchDatabase();
try {
  await migrateToLatest(handle.db);
  const seedStarted = performance.now();
  const league = await seedLargeLeague(handle.db, systemClock);
  const seedMs = Math.round(performance.now() - seedStarted);
  await prepareData({ config, db: handle.db, dbKind: handle.kind, clock: systemClock, log: () => undefined });

  // The baselines: the export's own bytes from a static route, and the import's upload read and dropped.
  let exportAnswer = '';
  const app = await buildApp({ config, db: handle.db, dbKind: handle.kind, clock: systemClock, logger: false });
  await app.register(async (scope) => {
    scope.addContentTypeParser('multipart/form-data', (_request, payload, done) => {
      let bytes = 0;
      payload.on('data', (chunk: Buffer) => (bytes += chunk.length));
      payload.on('end', () => done(null, bytes));
      payload.on('error', done);
    });
    scope.get('/bench/static', async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(exportAnswer),
    );
    scope.post('/bench/upload', async (request) => ({ bytes: request.body }));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const address = app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const cookie = await signIn(baseUrl);
    const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
      fetch(baseUrl + path, { method: 'POST', headers: { cookie, ...headers }, body });
    const exportBody = JSON.stringify({ password: '', includeDeletedEntries: true, tables: {} });
    const importForm = (zip: Buffer) => {
      const form = new FormData();
      form.append('Zip', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'league.zip');
      form.append('password', '');
      form.append('dryRun', 'false');
      form.append('purgeData', 'true');
      return form;
    };

    // One warm-up of each (JIT, first statements prepared), also giving the zip the imports use.
    const first = await post('/api/Data/Export', exportBody, { 'content-type': 'application/json' });
    exportAnswer = await first.text();
    const exported = JSON.parse(exportAnswer) as {
      success: boolean;
      result?: { tables: Record<string, number>; zip?: string };
      errors: string[];
    };
    if (!first.ok || !exported.success || !exported.result?.zip)
      throw new Error(`POST /api/Data/Export answered ${first.status}: ${exportAnswer.slice(0, 300)}`);
    const zip = Buffer.from(exported.result.zip, 'base64');
    const zipFile = join(dataDir, 'league.zip');
    writeFileSync(zipFile, zip);
    const rowsExported = Object.values(exported.result.tables).reduce((sum, n) => sum + n, 0);
    await (await post('/bench/upload', importForm(zip))).text();
    await checkedImport(await post('/api/Data/Import', importForm(zip)));

    collectGarbage();
    const before = process.memoryUsage();
    const timings = new Map<string, { seconds: number[]; peakRssKb: number; growthKb: number }>();
    const time = async (
      name: string,
      request: () => Promise<Response>,
      check: (response: Response) => Promise<unknown>,
    ) => {
      const entry = { seconds: [] as number[], peakRssKb: 0, growthKb: 0 };
      for (let i = 0; i < runs; i += 1) {
        const rssBeforeKb = residentKb(process.pid);
        resetPeakRss();
        const started = performance.now();
        await check(await request());
        entry.seconds.push((performance.now() - started) / 1000);
        entry.peakRssKb = Math.max(entry.peakRssKb, peakRssKb());
        entry.growthKb = Math.max(entry.growthKb, peakRssKb() - rssBeforeKb);
      }
      timings.set(name, entry);
    };
    const exportOk = async (response: Response) => {
      const body = (await response.json()) as { success: boolean; result?: { zip?: string } };
      if (!response.ok || !body.success || !body.result?.zip) throw new Error(`Export answered ${response.status}`);
    };
    await time(
      'POST /api/Data/Export (every table, deleted rows)',
      () => post('/api/Data/Export', exportBody, { 'content-type': 'application/json' }),
      exportOk,
    );
    await time(
      '  baseline: GET of the same bytes',
      () => fetch(`${baseUrl}/bench/static`),
      (r) => r.text(),
    );
    await time(
      'POST /api/Data/Import (real, purge)',
      () => post('/api/Data/Import', importForm(readFileSync(zipFile))),
      checkedImport,
    );
    await time(
      '  baseline: POST of the same upload',
      () => post('/bench/upload', importForm(readFileSync(zipFile))),
      (r) => r.text(),
    );
    collectGarbage();
    const after = process.memoryUsage();

    const [cpus, load1] = [availableParallelism(), loadavg()[0]!];
    console.log(
      `\nData export/import benchmark: ${league.divisionIds.length} divisions, ${league.teams} teams, ${league.players} players, ` +
        `${league.games} fixtures, ${league.saygs} sayg records (seeded in ${seedMs} ms); ${rowsExported.toLocaleString('en-GB')} ` +
        `records exported into a ${mb(zip.length)} zip (${mb(Buffer.byteLength(exportAnswer))} answer), SQLite, in-process ` +
        `server, ${runs} runs each.`,
    );
    console.log(
      `Machine: ${cpus} CPU(s), load average ${load1.toFixed(2)} at the end${load1 > cpus / 2 ? ' (busy: expect noise)' : ''}.\n`,
    );
    printTable(
      ['route', 'median', 'slowest', 'peak RSS', 'RSS growth to peak'],
      [...timings].map(([name, t]) => [
        name,
        `${median(t.seconds).toFixed(2)} s`,
        `${Math.max(...t.seconds).toFixed(2)} s`,
        mb(t.peakRssKb * 1024),
        `+${mb(t.growthKb * 1024)}`,
      ]),
    );
    console.log(
      `\nMemory: RSS ${mb(before.rss)} → ${mb(after.rss)} (${signedMb(after.rss - before.rss)}), heap after GC ` +
        `${mb(before.heapUsed)} → ${mb(after.heapUsed)} (${signedMb(after.heapUsed - before.heapUsed)}) across the ${runs * 2} ` +
        `exports and imports.`,
    );
    const slowest = (name: string) => Math.max(...timings.get(name)!.seconds);
    const exportName = [...timings.keys()][0]!;
    const importName = [...timings.keys()][2]!;
    console.log(`\nTargets (issue #24):\n`);
    printTable(
      ['target', 'measured (slowest)', 'met'],
      [
        [
          `export of the large league ≤ ${targetSeconds} s`,
          `${slowest(exportName).toFixed(2)} s`,
          slowest(exportName) <= targetSeconds ? 'yes' : 'NO',
        ],
        [
          `import of it (real, purge) ≤ ${targetSeconds} s`,
          `${slowest(importName).toFixed(2)} s`,
          slowest(importName) <= targetSeconds ? 'yes' : 'NO',
        ],
        [
          `import RSS growth ≤ ${targetGrowthMb} MB`,
          `+${mb(timings.get(importName)!.growthKb * 1024)}`,
          timings.get(importName)!.growthKb / 1024 <= targetGrowthMb ? 'yes' : 'NO',
        ],
      ],
    );
  } finally {
    await app.close();
  }
} finally {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}

async function checkedImport(response: Response) {
  const body = (await response.json()) as { success: boolean; errors: string[] };
  if (!response.ok || !body.success)
    throw new Error(`POST /api/Data/Import answered ${response.status}: ${body.errors?.join('; ')}`);
}

/** Resets Linux's peak resident memory mark (VmHWM) of this process; elsewhere nothing happens. */
function resetPeakRss() {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
  } catch {
    // Not Linux, or not allowed: the peak is then the process's peak so far.
  }
}

function peakRssKb(): number {
  try {
    return Number(/^VmHWM:\s+(\d+)\s+kB/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? NaN);
  } catch {
    return process.memoryUsage().rss / 1024;
  }
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function mb(bytes: number) {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function signedMb(bytes: number) {
  return `${bytes >= 0 ? '+' : '−'}${mb(Math.abs(bytes))}`;
}
