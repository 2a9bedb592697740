import { sql } from 'kysely';
import type { Db, DatabaseKind } from './database.js';

/** Any fixed number: PostgreSQL advisory locks are named by a 64-bit key per database. */
const startupLockKey = 0x6461727473n; // 'darts'

/**
 * Runs `work` while holding a database-wide lock, so several instances starting together on one
 * PostgreSQL database take turns at first-start data (the administrator, the demo league) instead of
 * each finding the tables empty and seeding them twice. The lock lives on one pinned connection; the
 * work may use any other. SQLite is one process's file and needs none.
 */
export async function withStartupLock<T>(db: Db, kind: DatabaseKind, work: () => Promise<T>): Promise<T> {
  if (kind !== 'postgres') return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${startupLockKey})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${startupLockKey})`.execute(connection);
    }
  });
}
