import type { Migration, MigrationProvider } from 'kysely';
import * as m001 from './001-initial.js';
import * as m002 from './002-sayg.js';

/**
 * Every migration, in order. One set for SQLite and PostgreSQL: migrations use only portable
 * column types (text, integer, real) and Kysely's schema builder. Add a new file as `NNN-what.ts`
 * and list it here; never edit one that has shipped.
 */
const migrations: Record<string, Migration> = {
  '001-initial': m001,
  '002-sayg': m002,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
