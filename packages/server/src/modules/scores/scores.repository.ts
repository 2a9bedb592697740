import type { Db } from '../../db/database.js';

/**
 * Ids of the players of `teamId` registered in `seasonId`, removed ones included: a card may name
 * somebody who played then and has left since.
 */
export async function teamPlayerIds(db: Db, teamId: string | null, seasonId: string): Promise<string[]> {
  if (!teamId) return [];
  const rows = await db
    .selectFrom('teamPlayer')
    .innerJoin('teamSeason', 'teamSeason.id', 'teamPlayer.teamSeasonId')
    .select('teamPlayer.id')
    .where('teamSeason.teamId', '=', teamId)
    .where('teamSeason.seasonId', '=', seasonId)
    .execute();
  return rows.map((row) => row.id);
}
