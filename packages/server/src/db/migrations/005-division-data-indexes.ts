import type { Kysely } from 'kysely';

/**
 * Division data reads other divisions' fixtures on the dates where a team has no fixture, for
 * ManageGames (`fixturesUsingAddress`): look fixtures up by date. Date
 * first, so that queries ordering a season's fixtures by date keep their team indexes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('game_date_season').on('game').columns(['date', 'season_id', 'deleted']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('game_date_season').execute();
}
