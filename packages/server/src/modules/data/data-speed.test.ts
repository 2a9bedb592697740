import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TestServer } from '../../../test/harness.js';
import { storedRows } from '../../../test/data-seed.js';
import { seedLargeLeague } from '../division-data/large-league.js';
import { exportToFile } from './export.js';
import { importFromFile } from './import.js';
import { readRecords, validateRecord, writeRecords, type RecordDocument } from './records.js';
import { dataTables } from './tables.js';

/**
 * Issue #24: a league's export and import cost about what their records cost, not a zip library's
 * overhead per entry (zip.js's web streams made the large league 10 s each way). Measured as processor
 * time against the work no implementation can skip, done in the same test: reading every record and
 * deflating its JSON for the export; parsing, validating and writing every record for the import.
 * Ratios of processor time hold on a slow or busy machine where seconds do not.
 */
describe.each(testDatabases)('export and import of a league of thousands of records on %s (issue #24)', (kind) => {
  let server: TestServer;
  const folder = mkdtempSync(join(tmpdir(), 'darts-speed-'));
  const zip = join(folder, 'league.zip');
  const everything = { password: '', includeDeletedEntries: true, tables: {}, creator: 'speed test', hostname: 'test' };

  beforeAll(async () => {
    server = await startTestServer(kind);
    // 2 divisions: 24 teams, 264 fixtures, 1,320 leg-by-leg records.
    await seedLargeLeague(server.handle.db, server.clock, { divisions: 2 });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  /** Processor time (all threads, milliseconds) of `work`, the best of `runs`. */
  async function cpuMs(work: () => Promise<unknown>, runs = 3): Promise<number> {
    let best = Infinity;
    for (let run = 0; run < runs; run += 1) {
      const started = process.cpuUsage();
      await work();
      const used = process.cpuUsage(started);
      best = Math.min(best, (used.user + used.system) / 1000);
    }
    return best;
  }

  /** Every record as the export writes it: table, id and JSON text. */
  async function recordTexts() {
    const texts: Array<{ table: (typeof dataTables)[number]; id: string; json: string }> = [];
    for (const table of dataTables) {
      for await (const record of readRecords(server.handle.db, table, { ids: [], includeDeleted: true, withSecrets: false })) {
        texts.push({ table, id: record.id, json: JSON.stringify(record) });
      }
    }
    return texts;
  }

  it('exports at most 3 times the processor time of reading and deflating every record', { timeout: 300_000 }, async () => {
    const records = await recordTexts();
    expect(records.length).toBeGreaterThan(1500);
    const floor = await cpuMs(async () => {
      for (const { json } of await recordTexts()) deflateRawSync(Buffer.from(json));
    });
    const exported = await cpuMs(() => exportToFile(server.handle.db, everything, zip));
    expect(statSync(zip).size).toBeGreaterThan(0);
    console.log(`${kind}: export ${Math.round(exported)} ms of processor time, reading and deflating ${Math.round(floor)} ms`);
    expect(exported, `export ${Math.round(exported)} ms against ${Math.round(floor)} ms`).toBeLessThan(3 * floor);
  });

  it('imports at most 2 times the processor time of parsing, validating and writing every record, the league unchanged', { timeout: 300_000 }, async () => {
    await exportToFile(server.handle.db, everything, zip);
    const before = await storedRows(server.handle.db);
    const records = await recordTexts();
    const floor = await cpuMs(async () => {
      const documents = new Map<(typeof dataTables)[number], RecordDocument[]>();
      for (const { table, json } of records) {
        const checked = validateRecord(table, JSON.parse(json));
        if (!checked.ok) throw new Error(checked.problems.join('; '));
        documents.set(table, [...(documents.get(table) ?? []), checked.document]);
      }
      await server.handle.db.transaction().execute(async (trx) => {
        for (const [table, list] of documents) await writeRecords(trx, table, list);
      });
    });
    const options = { password: '', dryRun: false, purgeData: true, tables: [], permitted: () => true };
    const imported = await cpuMs(async () => expect(await importFromFile(server.handle.db, zip, options)).toMatchObject({ success: true, errors: [] }));
    console.log(`${kind}: import ${Math.round(imported)} ms of processor time, parsing, validating and writing ${Math.round(floor)} ms`);
    expect(imported, `import ${Math.round(imported)} ms against ${Math.round(floor)} ms`).toBeLessThan(2 * floor);
    expect(await storedRows(server.handle.db)).toEqual(before);
    expect(readFileSync(zip).length).toBeGreaterThan(0);
  });
});
