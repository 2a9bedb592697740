import { copyFileSync, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase, type Db } from '../../src/db/database.js';

/**
 * Whole databases for the crash tests: a server process is killed and started again on them, so each
 * is a real SQLite file or a PostgreSQL database of its own (not a schema of a shared one).
 */

export type DatabaseKind = 'sqlite' | 'postgres';

/** Where each round's database comes from, and whether a transaction is open in it right now. */
export type Databases = {
  /** A new database: a copy of the pristine one when there is one, else empty. Its URL. */
  fresh(name: string): Promise<string>;
  /**
   * Starts watching `url` (call it before the write): the check it returns says, without taking any
   * lock or slowing the server, whether a write transaction has begun (for SQLite: 256 KB of it).
   */
  watch(url: string): Promise<() => Promise<boolean>>;
  /** Drops every database made here (PostgreSQL; SQLite files go with their folder). */
  close(): Promise<void>;
};

/** SQLite files in `folder`; `pristine` (a file) is copied for each fresh one. */
export async function sqliteDatabases(folder: string, pristine?: string): Promise<Databases> {
  return {
    async fresh(name) {
      const file = join(folder, `${name}.sqlite`);
      if (pristine) copyFileSync(pristine, file);
      return `sqlite:${file}`;
    },
    // The transaction's pages go to the WAL as SQLite's page cache fills, long before the commit.
    async watch(url) {
      const wal = `${url.slice('sqlite:'.length)}-wal`;
      const size = () => (existsSync(wal) ? statSync(wal).size : 0);
      const before = size();
      return async () => size() > before + 256 * 1024;
    },
    async close() {},
  };
}

/** The URL of database `name` on the server of `serverUrl`. */
export function postgresUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * PostgreSQL databases on the server of `serverUrl`, named `<prefix>_<name>`; made from the template
 * database `pristineName` when given (which `close` drops too), else empty.
 */
export async function postgresDatabases(serverUrl: string, prefix: string, pristineName?: string): Promise<Databases> {
  const maintenance = openDatabase(serverUrl);
  const names: string[] = [];
  return {
    async fresh(name) {
      const full = `${prefix}_${name}`.replace(/\W/g, '_').toLowerCase();
      names.push(full);
      await sql`drop database if exists ${sql.id(full)} with (force)`.execute(maintenance.db);
      if (pristineName)
        await sql`create database ${sql.id(full)} template ${sql.id(pristineName)}`.execute(maintenance.db);
      else await sql`create database ${sql.id(full)}`.execute(maintenance.db);
      return postgresUrlOf(serverUrl, full);
    },
    async watch(url) {
      const name = new URL(url).pathname.slice(1);
      // A transaction of several statements: between two of them, or running one that is not its first.
      return async () => {
        const open = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
          where datname = ${name} and (state = 'idle in transaction' or (state = 'active' and xact_start < query_start))`.execute(
          maintenance.db,
        );
        return (open.rows[0]?.n ?? 0) > 0;
      };
    },
    async close() {
      for (const name of [...names, ...(pristineName ? [pristineName] : [])]) {
        await sql`drop database if exists ${sql.id(name)} with (force)`.execute(maintenance.db);
      }
      await maintenance.close();
    },
  };
}

/** Opens `url`, migrates it, runs `work` on it and closes it again. */
export async function withDatabase<T>(url: string, work: (db: Db) => Promise<T>): Promise<T> {
  const handle = openDatabase(url);
  try {
    await migrateToLatest(handle.db);
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}
