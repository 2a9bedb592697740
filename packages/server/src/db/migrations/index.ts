import type { Migration, MigrationProvider } from 'kysely';
import * as m001 from './001-initial.js';
import * as m002 from './002-sayg.js';
import * as m003 from './003-game-team-indexes.js';
import * as m004 from './004-photos.js';
import * as m005 from './005-division-data-indexes.js';
import * as m006 from './006-tournament.js';
import * as m007 from './007-templates.js';
import * as m008 from './008-sayg-writers.js';

/**
 * Every migration, in order. One set for SQLite and PostgreSQL: migrations use only portable
 * column types (text, integer, real) and Kysely's schema builder. Add a new file as `NNN-what.ts`
 * and list it here; never edit one that has shipped.
 */
const migrations: Record<string, Migration> = {
  '001-initial': m001,
  '002-sayg': m002,
  '003-game-team-indexes': m003,
  '004-photos': m004,
  '005-division-data-indexes': m005,
  '006-tournament': m006,
  '007-templates': m007,
  '008-sayg-writers': m008,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
