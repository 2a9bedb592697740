import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../src/db/database.js';

/** Every row of every table, ordered, as one string: equal strings mean nothing was changed. */
export async function dumpDatabase(db: Db): Promise<Map<string, string>> {
  const tables = (await db.introspection.getTables()).filter((table) => !/^kysely_/.test(table.name));
  const dump = new Map<string, string>();
  for (const table of tables) {
    const columns = table.columns.map((column) => column.name);
    // Ordered by every column, so the dump does not depend on the database's row order.
    const rows = await db
      .selectFrom(table.name as never)
      .selectAll()
      .orderBy(sql.join(columns.map((column) => sql.ref(column))))
      .execute();
    dump.set(table.name, JSON.stringify(rows, bytesAsHashes));
  }
  return dump;
}

/** Image bytes as a short hash (Buffer's own toJSON would list every byte). */
function bytesAsHashes(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const raw = this[key];
  return Buffer.isBuffer(raw) || raw instanceof Uint8Array ? createHash('sha256').update(raw).digest('base64') : value;
}

/** The tables whose rows differ between two dumps. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name));
}
