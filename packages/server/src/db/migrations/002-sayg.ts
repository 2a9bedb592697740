import type { Kysely } from 'kysely';

/** Stand-alone score-as-you-go records: practice, live and tournament matches. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recorded_score_as_you_go')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .addColumn('editor', 'text', (c) => c.notNull())
    .addColumn('deleted', 'text')
    .addColumn('remover', 'text')
    .addColumn('your_name', 'text', (c) => c.notNull())
    .addColumn('opponent_name', 'text')
    .addColumn('number_of_legs', 'integer', (c) => c.notNull())
    .addColumn('starting_score', 'integer', (c) => c.notNull())
    .addColumn('home_score', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('away_score', 'integer')
    .addColumn('tournament_match_id', 'text')
    // The legs map as JSON text: portable, and always read and written whole.
    .addColumn('legs', 'text', (c) => c.notNull())
    .execute();
  // Tournaments find a match's record by its match id.
  await db.schema
    .createIndex('recorded_score_as_you_go_tournament_match')
    .on('recorded_score_as_you_go')
    .column('tournament_match_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('recorded_score_as_you_go').execute();
}
