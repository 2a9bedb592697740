// `npm run chaos`: a real server process killed with SIGKILL (`kill -9`) at random moments
// during a score card save, a tournament save, a fixture wizard's save of a season and an import, at
// least 20 times each (CHAOS_REPETITIONS), then started again on the same database and checked: every
// fixture, division and tournament reads, no half-written record, no orphaned sayg link, the import
// all old or all new. On SQLite always; on PostgreSQL too when TEST_DATABASE_URL (or a postgres
// DATABASE_URL) names a server. CHAOS_SEED repeats a run's kill moments. Exits 1 on any failure.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresDatabases, sqliteDatabases, type Databases } from '../packages/server/test/chaos/databases.js';
import { runChaosKind, seededRandom, summaryTable, type KindResult } from '../packages/server/test/chaos/run.js';
import { importKind, scoreCardKind, tournamentKind, wizardKind } from '../packages/server/test/chaos/scenarios.js';
import { bundleServer } from '../packages/server/test/chaos/server-process.js';

const repetitions = Number(process.env.CHAOS_REPETITIONS ?? 20);
const seed = Number(process.env.CHAOS_SEED ?? Date.now() % 1_000_000);
const postgresUrl =
  process.env.TEST_DATABASE_URL ??
  (/^postgres(ql)?:/.test(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL : undefined);
const random = seededRandom(seed);
const folder = mkdtempSync(join(tmpdir(), 'darts-chaos-'));
const results: KindResult[] = [];
// The sources bundled once, as `npm run build` does: restarts take a fraction of tsx's time.
const entry = await bundleServer();
console.log(`chaos: ${repetitions} kills of each write, seed ${seed} (CHAOS_SEED=${seed} repeats it)`);
try {
  for (const database of postgresUrl ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const)) {
    const databases: Databases =
      database === 'sqlite'
        ? await sqliteDatabases(folder)
        : await postgresDatabases(postgresUrl!, `darts_chaos_${process.pid}`);
    try {
      for (const kind of [scoreCardKind(), tournamentKind(), wizardKind(), importKind(folder)]) {
        results.push(
          await runChaosKind(kind, {
            database,
            databases,
            folder,
            repetitions,
            random,
            entry,
            log: (line) => console.log(line),
          }),
        );
      }
    } finally {
      await databases.close();
    }
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
  entry.remove();
}
console.log(`\n${summaryTable(results)}\n`);
const failures = results.flatMap((result) =>
  result.failures.map((failure) => `${result.database} ${result.kind} ${failure}`),
);
for (const failure of failures) console.log(`FAILED ${failure}`);
console.log(
  failures.length === 0
    ? `chaos: no inconsistency after ${results.reduce((n, r) => n + r.kills, 0)} kills`
    : `chaos: ${failures.length} failures`,
);
process.exit(failures.length === 0 ? 0 : 1);
