import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../src/db/database.js';

/** Every row of every table, ordered, as one string: equal strings mean nothing was changed. */
export async function dumpDatabase(db: Db): Promise<Map<string, string>> {
  const tables = (await tablesOf(db)).filter((table) => !/^kysely_/.test(table.name));
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

/**
 * This database's tables and their columns. On PostgreSQL only the test's own schema is read: Kysely's
 * introspection reads every schema, and another test file running beside this one may drop its schema
 * in the middle of that read.
 */
export async function tablesOf(db: Db): Promise<Array<{ name: string; columns: Array<{ name: string }> }>> {
  let rows: Array<{ tablename: string; columnname: string }>;
  try {
    rows = (
      await sql<{ tablename: string; columnname: string }>`
        select c.relname as tablename, a.attname as columnname
        from pg_catalog.pg_class c
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        join pg_catalog.pg_attribute a on a.attrelid = c.oid
        where n.nspname = current_schema() and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
        order by c.relname, a.attnum`.execute(db)
    ).rows;
  } catch {
    return db.introspection.getTables(); // SQLite: one database, nothing else in it
  }
  const tables = new Map<string, Array<{ name: string }>>();
  for (const row of rows) tables.set(row.tablename, [...(tables.get(row.tablename) ?? []), { name: row.columnname }]);
  return [...tables].map(([name, columns]) => ({ name, columns }));
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
