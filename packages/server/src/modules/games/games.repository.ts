import type { Db } from '../../db/database.js';
import { fromBool, toBool, type Audit, type GameTable } from '../../db/schema.js';
import { parseCard, type StoredCard } from './game-card.js';

/** A stored fixture as the games module works with it: booleans, a parsed card, dates `YYYY-MM-DD`. */
export type StoredGame = Audit & {
  seasonId: string;
  divisionId: string;
  date: string;
  address: string;
  homeTeamId: string;
  awayTeamId: string | null;
  postponed: boolean;
  isKnockout: boolean;
  accoladesCount: boolean;
  card: StoredCard;
};

function toGame(row: GameTable): StoredGame {
  return {
    ...row,
    postponed: toBool(row.postponed),
    isKnockout: toBool(row.isKnockout),
    accoladesCount: toBool(row.accoladesCount),
    card: parseCard(row.card),
  };
}

function toRow(game: StoredGame): GameTable {
  return {
    ...game,
    postponed: fromBool(game.postponed),
    isKnockout: fromBool(game.isKnockout),
    accoladesCount: fromBool(game.accoladesCount),
    card: JSON.stringify(game.card),
  };
}

/**
 * Takes the fixture's row lock for the rest of the transaction (a no-op update), so two score
 * writes to one fixture run one after the other on PostgreSQL as on SQLite.
 */
export async function lockGame(db: Db, id: string): Promise<void> {
  await db
    .updateTable('game')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', id)
    .execute();
}

/** One fixture, deleted or not. */
export async function findGame(db: Db, id: string): Promise<StoredGame | undefined> {
  const row = await db.selectFrom('game').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toGame(row);
}

/** Every non-deleted fixture, by date (`GET /api/Game/`). */
export async function listGames(db: Db): Promise<StoredGame[]> {
  const rows = await db
    .selectFrom('game')
    .selectAll()
    .where('deleted', 'is', null)
    .orderBy('date')
    .orderBy('created')
    .execute();
  return rows.map(toGame);
}

/** Non-deleted fixtures on `date` (any season) in which any of `teamIds` plays, other than `exceptId`. */
export async function gamesOfTeamsOnDate(db: Db, date: string, teamIds: readonly string[], exceptId: string | null) {
  if (teamIds.length === 0) return [];
  let query = db
    .selectFrom('game')
    .selectAll()
    .where('deleted', 'is', null)
    .where('date', '=', date)
    .where((eb) => eb.or([eb('homeTeamId', 'in', teamIds), eb('awayTeamId', 'in', teamIds)]));
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.orderBy('created').execute()).map(toGame);
}

/** Non-deleted league (not knockout) fixtures of a season where `homeTeamId` is at home to `awayTeamId`. */
export async function sameLegGames(
  db: Db,
  seasonId: string,
  homeTeamId: string,
  awayTeamId: string,
  exceptId: string | null,
) {
  let query = db
    .selectFrom('game')
    .selectAll()
    .where('deleted', 'is', null)
    .where('seasonId', '=', seasonId)
    .where('isKnockout', '=', 0)
    .where('homeTeamId', '=', homeTeamId)
    .where('awayTeamId', '=', awayTeamId);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.orderBy('date').execute()).map(toGame);
}

/** Non-deleted fixtures of a season, by date. */
export async function seasonGames(db: Db, seasonId: string): Promise<StoredGame[]> {
  const rows = await db
    .selectFrom('game')
    .selectAll()
    .where('deleted', 'is', null)
    .where('seasonId', '=', seasonId)
    .orderBy('date')
    .orderBy('created')
    .execute();
  return rows.map(toGame);
}

export async function insertGame(db: Db, game: StoredGame): Promise<void> {
  await db.insertInto('game').values(toRow(game)).execute();
}

/**
 * Replaces a fixture's stored values, only while it is still at `expectedUpdated`:
 * false when somebody changed it in between, and nothing was written.
 */
export async function replaceGame(db: Db, game: StoredGame, expectedUpdated: string): Promise<boolean> {
  const { id, ...values } = toRow(game);
  const result = await db
    .updateTable('game')
    .set(values)
    .where('id', '=', id)
    .where('updated', '=', expectedUpdated)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes fixtures for good (the only hard delete). */
export async function removeGames(db: Db, ids: readonly string[]): Promise<void> {
  const batch = 500;
  for (let start = 0; start < ids.length; start += batch) {
    await db
      .deleteFrom('game')
      .where('id', 'in', ids.slice(start, start + batch))
      .execute();
  }
}
