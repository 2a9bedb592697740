import type { Kysely } from 'kysely';

/** Division data lists fixtures by either team's division: index both team columns. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('game_season_home_team').on('game').columns(['season_id', 'home_team_id']).execute();
  await db.schema.createIndex('game_season_away_team').on('game').columns(['season_id', 'away_team_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('game_season_away_team').execute();
  await db.schema.dropIndex('game_season_home_team').execute();
}
