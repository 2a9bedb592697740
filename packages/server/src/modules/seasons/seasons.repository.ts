import type { SeasonDto } from '@darts/contract';
import { isCurrentSeason, isSameName, toWireDate, type CalendarDate } from '@darts/domain';
import type { Db } from '../../db/database.js';
import { toBool, type SeasonTable } from '../../db/schema.js';
import { auditFieldsOf } from '../../shared/audit.js';
import { divisionsBySeason } from '../divisions/divisions.service.js';

/** A stored season with its divisions as the wire shows it on `today`. */
export function seasonDtoOf(row: SeasonTable, divisions: SeasonDto['divisions'], today: CalendarDate): SeasonDto {
  const startDate = toWireDate(row.startDate);
  const endDate = toWireDate(row.endDate);
  return {
    ...auditFieldsOf(row),
    name: row.name,
    startDate,
    endDate,
    isCurrent: isCurrentSeason({ startDate, endDate }, today),
    divisions,
    ...(row.fixtureStartTime != null ? { fixtureStartTime: row.fixtureStartTime } : {}),
    ...(row.fixtureDuration != null ? { fixtureDuration: row.fixtureDuration } : {}),
    ...(row.allowFavouriteTeams != null ? { allowFavouriteTeams: toBool(row.allowFavouriteTeams) } : {}),
  };
}

/** Non-deleted seasons, latest first, each with its divisions; `today` is the UTC date. */
export async function listSeasons(db: Db, today: CalendarDate): Promise<SeasonDto[]> {
  const rows = await db
    .selectFrom('season')
    .selectAll()
    .where('deleted', 'is', null)
    .orderBy('startDate', 'desc')
    .orderBy('name')
    .execute();
  const divisions = await divisionsBySeason(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => seasonDtoOf(row, divisions.get(row.id) ?? [], today));
}

/** One season, deleted or not. */
export async function findSeason(db: Db, id: string, today: CalendarDate): Promise<SeasonDto | undefined> {
  const row = await db.selectFrom('season').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const divisions = await divisionsBySeason(db, [row.id]);
  return seasonDtoOf(row, divisions.get(row.id) ?? [], today);
}

/** A non-deleted season called `name` (the same name by `isSameName`) other than `exceptId`. */
export async function findSeasonNamed(
  db: Db,
  name: string,
  exceptId?: string,
): Promise<{ id: string; name: string } | undefined> {
  const rows = await db.selectFrom('season').select(['id', 'name']).where('deleted', 'is', null).execute();
  return rows.find((row) => row.id !== exceptId && isSameName(row.name, name));
}

/** The ids of every division linked to a season, deleted divisions included. */
export async function seasonDivisionIds(db: Db, seasonId: string): Promise<string[]> {
  const rows = await db.selectFrom('seasonDivision').select('divisionId').where('seasonId', '=', seasonId).execute();
  return rows.map((row) => row.divisionId);
}

export async function insertSeason(db: Db, row: SeasonTable): Promise<void> {
  await db.insertInto('season').values(row).execute();
}

/**
 * Takes the season's row lock for the rest of the transaction (a no-op update, as `lockTeam` does),
 * so writes whose rules read the whole season (a team's name must be unique in it) run one after
 * the other on PostgreSQL as on SQLite.
 */
export async function lockSeason(db: Db, id: string): Promise<void> {
  await db
    .updateTable('season')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', id)
    .execute();
}

/** Updates a season only if it is still at `lastUpdated`; returns the number of rows changed. */
export async function updateSeason(
  db: Db,
  id: string,
  lastUpdated: string,
  changes: Partial<Omit<SeasonTable, 'id' | 'created' | 'author'>>,
): Promise<bigint> {
  const result = await db
    .updateTable('season')
    .set(changes)
    .where('id', '=', id)
    .where('updated', '=', lastUpdated)
    .executeTakeFirst();
  return result.numUpdatedRows;
}

/** Replaces the divisions taking part in a season. */
export async function setSeasonDivisions(db: Db, seasonId: string, divisionIds: readonly string[]): Promise<void> {
  await db.deleteFrom('seasonDivision').where('seasonId', '=', seasonId).execute();
  if (divisionIds.length > 0) {
    await db
      .insertInto('seasonDivision')
      .values(divisionIds.map((divisionId) => ({ seasonId, divisionId })))
      .execute();
  }
}

/** Soft-deletes a season. */
export async function softDeleteSeason(
  db: Db,
  id: string,
  stamp: Pick<SeasonTable, 'deleted' | 'remover' | 'updated' | 'editor'>,
) {
  await db.updateTable('season').set(stamp).where('id', '=', id).where('deleted', 'is', null).execute();
}
