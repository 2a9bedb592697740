import type { Kysely } from 'kysely';
import { storedRecordSchemas } from '@darts/contract';
import type { Db } from '../../db/database.js';
import { chunks, embedChildren, idsPerStatement, pascal, toDocument, type DataChild, type DataTable, type Row } from './tables.js';

/**
 * Stored records ↔ rows for export and import.
 *
 * Row → document (`readRecords`) is the View mapping (`toDocument` in tables.ts): PascalCase names
 * except `id`, 0/1 booleans as booleans, calendar dates as `YYYY-MM-DDT00:00:00`, JSON columns parsed,
 * the properties of a `spread` column (tournament `doc`) at the top level, the owned child rows
 * embedded (`children`); every column is present, null columns as null. Unlike View, an export also
 * carries a photo's image bytes (base64 in `Content`) and, for a backup with secrets, the password hash.
 *
 * Document → row (`writeRecords`) is its inverse, column by column from the registry's `columns`:
 * - a column's property is its PascalCase name; an absent property stores null;
 * - booleans: true → 1, false → 0 (null stays null);
 * - dates: a trailing `T00:00:00` is stripped (a bare `YYYY-MM-DD` is stored as is);
 * - JSON columns: `JSON.stringify` of the value (null stays null), so the text equals the exported
 *   text after parsing, not byte for byte;
 * - a `spread` column collects every property that is neither a column nor a child property, its name
 *   camelCased again (`BestOf` → `bestOf`); a string in the spread column's own property (`Doc`, for a
 *   document that was not an object when read) is stored as is;
 * - `Content` (photo) is decoded from base64 into bytes;
 * - child rows get their owner's id in `parentKey` back.
 * A JSON column whose stored text is not JSON at all is exported as that text (as View shows it); the
 * stored-record schemas refuse such a document on import rather than store it re-quoted.
 * Upsert is delete-by-id then insert, in slices of `rowsPerStatement`, with the child rows the
 * records own deleted and written again, so the same statements work on SQLite and PostgreSQL.
 */

/** A record as it travels in an export zip: its stored document, PascalCase except `id`. */
export type RecordDocument = Record<string, unknown> & { id: string };

/** Rows per select and per insert statement: bounded memory, and well under the databases' parameter limits. */
const rowsPerStatement = 200;

/** The registry names tables and columns at run time, so these statements are built untyped. */
type AnyDb = Kysely<Record<string, Row>>;
const untyped = (db: Db) => db as unknown as AnyDb;

/** The password hash column: exported only with secrets, kept on import when a document omits it. */
const secretColumn = 'passwordHash';
/** The photo bytes column: base64 in the document. */
const bytesColumn = 'content';

/**
 * A table's records as documents, in id order, read in batches (memory stays bounded for big tables).
 * `ids` empty = all; deleted rows only when includeDeleted; the user's password hash (`PasswordHash`) only
 * when withSecrets; a photo's image bytes as base64 in `Content`.
 */
export async function* readRecords(
  db: Db,
  table: DataTable,
  options: { ids: readonly string[]; includeDeleted: boolean; withSecrets: boolean },
): AsyncGenerator<RecordDocument> {
  const base = () => {
    let query = untyped(db).selectFrom(table.table).selectAll();
    if (!options.includeDeleted) query = query.where('deleted', 'is', null);
    return query;
  };
  const hiddenKeys = options.withSecrets ? [] : [secretColumn];
  const documents = async (rows: Row[]) => {
    const embedded = await embedChildren(db, table.children, rows.map((row) => String(row.id)));
    return rows.map((row) => {
      const bytes = row[bytesColumn];
      const stored = Buffer.isBuffer(bytes) ? { ...row, [bytesColumn]: bytes.toString('base64') } : row;
      return { ...toDocument(stored, { ...table, hiddenKeys }), ...embedded.get(String(row.id)) } as RecordDocument;
    });
  };

  if (options.ids.length) {
    const ids = [...new Set(options.ids)].sort();
    for (const slice of chunks(ids, rowsPerStatement)) {
      const rows = await base().where('id', 'in', slice).orderBy('id').execute();
      yield* await documents(rows);
    }
    return;
  }
  // Keyset paging: each batch starts after the last id of the one before.
  let after: string | undefined;
  for (;;) {
    let query = base();
    if (after !== undefined) query = query.where('id', '>', after);
    const rows = await query.orderBy('id').limit(rowsPerStatement).execute();
    if (!rows.length) return;
    yield* await documents(rows);
    if (rows.length < rowsPerStatement) return;
    after = String(rows[rows.length - 1]!.id);
  }
}

/** Checks a document against the contract's stored-record schema of its table (data-records.ts). */
export function validateRecord(
  table: DataTable,
  document: unknown,
): { ok: true; document: RecordDocument } | { ok: false; problems: string[] } {
  const id =
    document && typeof document === 'object' && typeof (document as { id?: unknown }).id === 'string'
      ? (document as { id: string }).id
      : '(no id)';
  const schema = storedRecordSchemas[table.name];
  if (!schema) return { ok: false, problems: [`${table.name} ${id}: no stored-record schema for this table`] };
  const result = schema.safeParse(document);
  if (result.success) return { ok: true, document: document as RecordDocument };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => {
      const path = issue.path.map((part, index) => (typeof part === 'number' ? `[${part}]` : index ? `.${part}` : part)).join('');
      return `${table.name} ${id}: ${path ? `${path}: ` : ''}${issue.message}`;
    }),
  };
}

const camel = (key: string) => (key === 'id' ? key : key.charAt(0).toLowerCase() + key.slice(1));
const storedDate = (value: unknown) => (typeof value === 'string' ? value.replace(/T00:00:00$/, '') : value);

type Columns = Pick<DataTable, 'columns' | 'json' | 'spread' | 'booleans' | 'dates'> & { children?: readonly DataChild[] };

/** One document as its stored row (see the mapping above); `fixed` columns (the owner's id) win. */
function toRow(how: Columns, document: Record<string, unknown>, fixed: Row = {}): Row {
  const row: Row = {};
  for (const column of how.columns) {
    if (column in fixed) {
      row[column] = fixed[column];
      continue;
    }
    const value = document[pascal(column)];
    if (how.spread?.includes(column)) {
      row[column] = typeof value === 'string' ? value : JSON.stringify(spreadProperties(how, document));
    } else if (value === undefined || value === null) {
      row[column] = null;
    } else if (how.json?.includes(column)) {
      row[column] = JSON.stringify(value);
    } else if (how.booleans?.includes(column)) {
      row[column] = value ? 1 : 0;
    } else if (how.dates?.includes(column)) {
      row[column] = storedDate(value);
    } else if (column === bytesColumn && typeof value === 'string') {
      row[column] = Buffer.from(value, 'base64');
    } else {
      row[column] = value;
    }
  }
  return row;
}

/** The properties a spread column collects: every one that is not a column or a child property. */
function spreadProperties(how: Columns, document: Record<string, unknown>): Record<string, unknown> {
  const taken = new Set([...how.columns.map(pascal), ...(how.children ?? []).map((child) => child.property)]);
  const spread: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(document)) if (!taken.has(key)) spread[camel(key)] = value;
  return spread;
}

/** Inserts rows in slices of `rowsPerStatement`. */
async function insertRows(trx: Db, table: string, rows: readonly Row[]): Promise<void> {
  for (const slice of chunks(rows, rowsPerStatement)) await untyped(trx).insertInto(table).values(slice).execute();
}

/** Deletes the rows that `parentIds` own in `children`, and what those rows own in turn. */
async function deleteChildren(trx: Db, children: readonly DataChild[] | undefined, parentIds: readonly string[]): Promise<void> {
  for (const child of children ?? []) {
    for (const slice of chunks(parentIds, idsPerStatement)) {
      if (child.children?.length) {
        const owned = await untyped(trx).selectFrom(child.table).select('id').where(child.parentKey, 'in', slice).execute();
        await deleteChildren(trx, child.children, owned.map((row) => String(row.id)));
      }
      await untyped(trx).deleteFrom(child.table).where(child.parentKey, 'in', slice).execute();
    }
  }
}

/** The child rows documents embed (with their owners' ids), per child table, and what those own. */
function collectChildren(children: readonly DataChild[] | undefined, owners: ReadonlyArray<{ id: string; document: Record<string, unknown> }>, into: Map<DataChild, Row[]>): void {
  for (const child of children ?? []) {
    const rows = into.get(child) ?? [];
    into.set(child, rows);
    const grandOwners: Array<{ id: string; document: Record<string, unknown> }> = [];
    for (const owner of owners) {
      const items = owner.document[child.property];
      if (!Array.isArray(items)) continue;
      for (const item of items as unknown[]) {
        if (child.value) {
          rows.push({ [child.parentKey]: owner.id, [child.value]: item });
        } else {
          const document = item as Record<string, unknown>;
          const how = { columns: child.columns, booleans: child.booleans, children: child.children };
          rows.push(toRow(how, document, { [child.parentKey]: owner.id }));
          grandOwners.push({ id: String(document.id), document });
        }
      }
    }
    collectChildren(child.children, grandOwners, into);
  }
}

/**
 * Inserts or replaces (by id) these records and the child rows they own, inside the caller's transaction.
 * A user document without PasswordHash keeps the existing row's hash (or null for a new user).
 */
export async function writeRecords(trx: Db, table: DataTable, documents: readonly RecordDocument[]): Promise<void> {
  for (const slice of chunks(documents, rowsPerStatement)) {
    const ids = slice.map((document) => document.id);
    const keptHashes = new Map<string, unknown>();
    if (table.columns.includes(secretColumn) && slice.some((document) => !(pascal(secretColumn) in document))) {
      const existing = await untyped(trx).selectFrom(table.table).select(['id', secretColumn]).where('id', 'in', ids).execute();
      for (const row of existing) keptHashes.set(String(row.id), row[secretColumn]);
    }
    const rows = slice.map((document) => {
      const row = toRow(table, document);
      if (table.columns.includes(secretColumn) && !(pascal(secretColumn) in document)) row[secretColumn] = keptHashes.get(document.id) ?? null;
      return row;
    });
    const childRows = new Map<DataChild, Row[]>();
    collectChildren(
      table.children,
      slice.map((document) => ({ id: document.id, document })),
      childRows,
    );

    await deleteChildren(trx, table.children, ids);
    // A child row may have moved from another owner: its id is replaced too.
    for (const [child, rows] of childRows) {
      if (child.value) continue;
      for (const idSlice of chunks(rows.map((row) => String(row.id)), idsPerStatement)) {
        await untyped(trx).deleteFrom(child.table).where('id', 'in', idSlice).execute();
      }
    }
    await untyped(trx).deleteFrom(table.table).where('id', 'in', ids).execute();
    await insertRows(trx, table.table, rows);
    for (const [child, rows] of childRows) await insertRows(trx, child.table, rows);
  }
}

/**
 * Deletes every row of the table and the child rows it owns (caller's transaction). In a table with
 * password hashes the rows the import is about to write again are kept until writeRecords replaces
 * them, so a purge from an unencrypted export (no hashes in it) does not lock every account out:
 * the end state is the same, the zip's rows and no others, and each account keeps its password.
 */
export async function purgeRecords(trx: Db, table: DataTable, importedIds: readonly string[] = []): Promise<number> {
  const purgeChildren = async (children: readonly DataChild[] | undefined): Promise<void> => {
    for (const child of children ?? []) {
      await purgeChildren(child.children);
      // Every row of a child table belongs to some record of this table (or to none left): all go.
      await untyped(trx).deleteFrom(child.table).execute();
    }
  };
  await purgeChildren(table.children);
  const keep = table.columns.includes(secretColumn) ? importedIds : [];
  let purge = untyped(trx).deleteFrom(table.table);
  for (const slice of chunks(keep, rowsPerStatement)) purge = purge.where('id', 'not in', slice);
  const result = await purge.executeTakeFirst();
  return Number(result.numDeletedRows);
}
