import { sql } from 'kysely';
import type { TestServer } from './harness.js';

/**
 * Makes every `event` on `table` fail inside the database (a trigger), so a test can show that a
 * write touching several rows leaves nothing half-done. Returns the undo.
 */
export async function failWrites(
  server: TestServer,
  table: string,
  event: 'INSERT' | 'UPDATE',
): Promise<() => Promise<void>> {
  const db = server.handle.db;
  const name = sql.id(`fail_${table}_${event.toLowerCase()}`);
  if (server.handle.kind === 'sqlite') {
    await sql`create trigger ${name} before ${sql.raw(event)} on ${sql.id(table)} begin select raise(abort, 'writes are failing'); end`.execute(
      db,
    );
    return async () => {
      await sql`drop trigger ${name}`.execute(db);
    };
  }
  await sql`create or replace function fail_write() returns trigger language plpgsql as $$ begin raise exception 'writes are failing'; end $$`.execute(
    db,
  );
  await sql`create trigger ${name} before ${sql.raw(event)} on ${sql.id(table)} for each row execute function fail_write()`.execute(
    db,
  );
  return async () => {
    await sql`drop trigger ${name} on ${sql.id(table)}`.execute(db);
  };
}
