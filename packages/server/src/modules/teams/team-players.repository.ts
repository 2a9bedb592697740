import type { Db } from '../../db/database.js';
import type { TeamPlayerTable } from '../../db/schema.js';

/** A stored player of one team season, deleted or not. */
export type PlayerRecord = TeamPlayerTable;

/** The players of a registration, removed ones included. */
export async function playersOf(db: Db, teamSeasonId: string): Promise<PlayerRecord[]> {
  return db.selectFrom('teamPlayer').selectAll().where('teamSeasonId', '=', teamSeasonId).orderBy('created').execute();
}

export async function insertPlayers(db: Db, rows: readonly PlayerRecord[]): Promise<void> {
  // Batches keep well inside SQLite's bound-parameter limit when a whole season is copied.
  for (let start = 0; start < rows.length; start += 100) {
    await db
      .insertInto('teamPlayer')
      .values(rows.slice(start, start + 100))
      .execute();
  }
}

/**
 * Updates a player; with `lastUpdated`, only if it is still at that version. Returns the number of
 * rows changed.
 */
export async function updatePlayer(
  db: Db,
  id: string,
  changes: Partial<Omit<PlayerRecord, 'id' | 'created' | 'author'>>,
  lastUpdated?: string,
): Promise<bigint> {
  let query = db.updateTable('teamPlayer').set(changes).where('id', '=', id);
  if (lastUpdated !== undefined) query = query.where('updated', '=', lastUpdated);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows;
}

export async function findPlayer(db: Db, id: string): Promise<PlayerRecord | undefined> {
  return db.selectFrom('teamPlayer').selectAll().where('id', '=', id).executeTakeFirst();
}
