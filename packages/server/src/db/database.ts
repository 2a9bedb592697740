import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { Database } from './schema.js';
import { migrationProvider } from './migrations/index.js';

export type Db = Kysely<Database>;
export type DatabaseKind = 'sqlite' | 'postgres';

/** Whether `error` is the database refusing a second row with the same unique key (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export type DatabaseHandle = {
  db: Db;
  kind: DatabaseKind;
  close(): Promise<void>;
};

/**
 * Opens the database named by a `sqlite:<path>` or `postgres://` URL. `schema` puts a
 * PostgreSQL connection in its own schema (tests run each suite in a fresh one).
 */
export function openDatabase(url: string, options: { schema?: string } = {}): DatabaseHandle {
  const plugins = [new CamelCasePlugin()];
  if (url.startsWith('sqlite:')) {
    const location = url.slice('sqlite:'.length);
    const inMemory = location === ':memory:' || location === '';
    // Config has made a configured path absolute (`configuredPath`); a relative one is the working directory's.
    const file = inMemory ? ':memory:' : resolve(location);
    if (!inMemory) mkdirSync(dirname(file), { recursive: true });
    const sqlite = new SqliteDatabase(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('foreign_keys = ON');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins });
    return { db, kind: 'sqlite', close: () => db.destroy() };
  }
  // Required here, not imported above: a server on SQLite never loads the PostgreSQL driver.
  const pg = createRequire(import.meta.url)('pg') as typeof import('pg');
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  // With a schema (PostgreSQL tests), the migrator's own tables live in it too; otherwise Kysely
  // finds another schema's kysely_migration table and skips creating this schema's tables.
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/** Creates a PostgreSQL schema and returns its name (tests). */
export async function createSchema(url: string, name: string): Promise<void> {
  const handle = openDatabase(url);
  try {
    await sql`create schema if not exists ${sql.id(name)}`.execute(handle.db);
  } finally {
    await handle.close();
  }
}

/** Drops a PostgreSQL schema and everything in it (tests). */
export async function dropSchema(url: string, name: string): Promise<void> {
  const handle = openDatabase(url);
  try {
    await sql`drop schema if exists ${sql.id(name)} cascade`.execute(handle.db);
  } finally {
    await handle.close();
  }
}
