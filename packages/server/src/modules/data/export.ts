import { dataTexts, type ExportMetaDto } from '@darts/contract';
import type { Db } from '../../db/database.js';
import { systemClock } from '../../shared/clock.js';
import { readRecords } from './records.js';
import { dataTables, findDataTable, type DataTable } from './tables.js';
import { createZipFile, metaEntryName } from './zip.js';

export type ExportOptions = {
  password: string;
  includeDeletedEntries: boolean;
  /** Table name (any case) → ids to export; an empty list exports the whole table, an empty map every table. */
  tables: Record<string, string[]>;
  creator: string;
  hostname: string;
  /**
   * When the export is made, from the app's clock: meta.json's `created` and every entry's time.
   * Scripts and tests that export without an app may leave it to the system clock.
   */
  at?: Date;
};

/** The tables an export covers and the ids asked for (empty = all), in registry order. */
function requestedTables(tables: Record<string, string[]>): Array<{ table: DataTable; ids: string[] }> {
  const names = Object.keys(tables);
  if (!names.length) return dataTables.map((table) => ({ table, ids: [] }));
  const wanted = new Map<DataTable, string[]>();
  for (const name of names) {
    const table = findDataTable(name.trim());
    if (!table) throw new Error(dataTexts.tableNotFound(name));
    // `Division` and `division` in one request: one table, the ids of both.
    wanted.set(table, [...(wanted.get(table) ?? []), ...(tables[name] ?? []).map((id) => id.toLowerCase())]);
  }
  return dataTables.filter((table) => wanted.has(table)).map((table) => ({ table, ids: wanted.get(table)! }));
}

/**
 * Writes the export zip to the file at `path`; per-table row counts; throws on failure.
 * Records are read from the database in batches and each is written to the file as it comes, so
 * memory stays flat however large the league. Password hashes go only into an encrypted export.
 */
export async function exportToFile(db: Db, options: ExportOptions, path: string): Promise<{ tables: Record<string, number> }> {
  const selected = requestedTables(options.tables);
  const at = options.at ?? systemClock.now();
  const meta: ExportMetaDto = {
    created: at.toISOString(),
    version: 'v2',
    creator: options.creator,
    hostname: options.hostname,
    // What was asked for: an empty map is a whole export, which alone may be imported with a purge.
    requestedTables: Object.keys(options.tables).length
      ? Object.fromEntries(selected.map(({ table, ids }) => [table.name, ids]))
      : {},
  };
  const zip = await createZipFile(path, options.password, at);
  const counts: Record<string, number> = {};
  try {
    await zip.add(metaEntryName, JSON.stringify(meta));
    for (const { table, ids } of selected) {
      let count = 0;
      const records = readRecords(db, table, { ids, includeDeleted: options.includeDeletedEntries, withSecrets: options.password !== '' });
      for await (const record of records) {
        await zip.add(`${table.name}/${record.id}.json`, JSON.stringify(record));
        count += 1;
      }
      counts[table.name] = count;
    }
    await zip.close();
  } catch (error) {
    await zip.abandon();
    throw error;
  }
  return { tables: counts };
}
