import type { Kysely } from 'kysely';

/**
 * Tournaments: the columns the server looks records up by (season, division,
 * date, venue) plus the rest of the record (type, notes, bestOf, host, opponent, gender, flags,
 * sides, the round chain, 180s and hi-checks) as one JSON document, the way a score card is kept.
 * Photos stay in the `photo` table with the tournament's id as their entity.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tournament')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .addColumn('editor', 'text', (c) => c.notNull())
    .addColumn('deleted', 'text')
    .addColumn('remover', 'text')
    .addColumn('season_id', 'text', (c) => c.notNull())
    // Null for a cross-divisional tournament.
    .addColumn('division_id', 'text')
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('single_round', 'integer', (c) => c.notNull())
    .addColumn('doc', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('tournament_season_date')
    .on('tournament')
    .columns(['season_id', 'date', 'deleted'])
    .execute();
  await db.schema.createIndex('tournament_date').on('tournament').columns(['date', 'deleted']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tournament').execute();
}
