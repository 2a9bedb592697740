import type { TournamentGameDto } from '@darts/contract';
import type { Db } from '../../db/database.js';
import { fromBool, toBool, type Audit, type TournamentTable } from '../../db/schema.js';

/**
 * The parts of a tournament kept as one JSON document: the record's own fields less those kept in
 * columns and the audit. The issue #26 fields are absent on a knockout made as before, so its stored
 * document is unchanged.
 */
export type TournamentDoc = Pick<
  TournamentGameDto,
  | 'type'
  | 'notes'
  | 'bestOf'
  | 'host'
  | 'opponent'
  | 'gender'
  | 'accoladesCount'
  | 'excludeFromReports'
  | 'sides'
  | 'round'
  | 'oneEighties'
  | 'over100Checkouts'
  | 'format'
  | 'draw'
  | 'boards'
  | 'losersRound'
  | 'finalRound'
  | 'grandFinalReset'
  | 'groups'
  | 'groupAdvance'
>;

/** A stored tournament as the server works with it: dates `YYYY-MM-DD`, booleans, a parsed document. */
export type StoredTournament = Audit & {
  seasonId: string;
  divisionId: string | null;
  date: string;
  address: string;
  singleRound: boolean;
  doc: TournamentDoc;
};

const emptyDoc: TournamentDoc = {
  accoladesCount: false,
  excludeFromReports: false,
  sides: [],
  oneEighties: [],
  over100Checkouts: [],
};

function toTournament(row: TournamentTable): StoredTournament {
  return {
    ...row,
    singleRound: toBool(row.singleRound),
    doc: { ...emptyDoc, ...(JSON.parse(row.doc) as Partial<TournamentDoc>) },
  };
}

function toRow(tournament: StoredTournament): TournamentTable {
  return { ...tournament, singleRound: fromBool(tournament.singleRound), doc: JSON.stringify(tournament.doc) };
}

/** One tournament, deleted or not. */
export async function findTournament(db: Db, id: string): Promise<StoredTournament | undefined> {
  const row = await db.selectFrom('tournament').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toTournament(row);
}

/** Every non-deleted tournament, by date then venue (`GET /api/Tournament/`). */
export async function listTournaments(db: Db): Promise<StoredTournament[]> {
  const rows = await db
    .selectFrom('tournament')
    .selectAll()
    .where('deleted', 'is', null)
    .orderBy('date')
    .orderBy('address')
    .execute();
  return rows.map(toTournament);
}

/** Non-deleted tournaments of a season, by date then venue. */
export async function seasonTournaments(db: Db, seasonId: string): Promise<StoredTournament[]> {
  const rows = await db
    .selectFrom('tournament')
    .selectAll()
    .where('deleted', 'is', null)
    .where('seasonId', '=', seasonId)
    .orderBy('date')
    .orderBy('address')
    .execute();
  return rows.map(toTournament);
}

/** Non-deleted tournaments on a date (any season), by venue, optionally other than `exceptId`. */
export async function tournamentsOnDate(
  db: Db,
  date: string,
  exceptId: string | null = null,
): Promise<StoredTournament[]> {
  let query = db.selectFrom('tournament').selectAll().where('deleted', 'is', null).where('date', '=', date);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.orderBy('address').execute()).map(toTournament);
}

/** Non-deleted tournaments by id (missing ids are left out). */
export async function tournamentsById(db: Db, ids: readonly string[]): Promise<StoredTournament[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('tournament')
    .selectAll()
    .where('deleted', 'is', null)
    .where('id', 'in', ids)
    .execute();
  return rows.map(toTournament);
}

export async function insertTournament(db: Db, tournament: StoredTournament): Promise<void> {
  await db.insertInto('tournament').values(toRow(tournament)).execute();
}

/**
 * Replaces a tournament's stored values only while it is still at `expectedUpdated` (contract
 * §1.11): false when somebody changed it in between, and nothing was written.
 */
export async function replaceTournament(
  db: Db,
  tournament: StoredTournament,
  expectedUpdated: string,
): Promise<boolean> {
  const { id, ...values } = toRow(tournament);
  const result = await db
    .updateTable('tournament')
    .set(values)
    .where('id', '=', id)
    .where('updated', '=', expectedUpdated)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Takes the tournament's row lock for the rest of the transaction (a no-op update), as `lockGame` does. */
export async function lockTournament(db: Db, id: string): Promise<void> {
  await db
    .updateTable('tournament')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', id)
    .execute();
}
