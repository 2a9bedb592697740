import type { DivisionDto } from '@darts/contract';
import { isSameName } from '@darts/domain';
import type { Db } from '../../db/database.js';
import { toBool, type DivisionTable } from '../../db/schema.js';
import { auditFieldsOf } from '../../shared/audit.js';

/** A stored division as the wire shows it. */
export function divisionDtoOf(row: DivisionTable): DivisionDto {
  return { ...auditFieldsOf(row), name: row.name, superleague: toBool(row.superleague) };
}

/** Non-deleted divisions in the order they were created. */
export async function listDivisions(db: Db): Promise<DivisionDto[]> {
  const rows = await db
    .selectFrom('division')
    .selectAll()
    .where('deleted', 'is', null)
    .orderBy('created')
    .orderBy('name')
    .execute();
  return rows.map(divisionDtoOf);
}

/** One division, deleted or not (single reads return deleted records). */
export async function findDivision(db: Db, id: string): Promise<DivisionDto | undefined> {
  const row = await db.selectFrom('division').selectAll().where('id', '=', id).executeTakeFirst();
  return row && divisionDtoOf(row);
}

/** The non-deleted divisions taking part in each of `seasonIds`, keyed by season id. */
export async function divisionsBySeason(db: Db, seasonIds: readonly string[]): Promise<Map<string, DivisionDto[]>> {
  const bySeason = new Map<string, DivisionDto[]>(seasonIds.map((id) => [id, []]));
  if (seasonIds.length === 0) return bySeason;
  const rows = await db
    .selectFrom('seasonDivision')
    .innerJoin('division', 'division.id', 'seasonDivision.divisionId')
    .selectAll('division')
    .select('seasonDivision.seasonId')
    .where('seasonDivision.seasonId', 'in', seasonIds)
    .where('division.deleted', 'is', null)
    .orderBy('division.created')
    .orderBy('division.name')
    .execute();
  for (const { seasonId, ...division } of rows) bySeason.get(seasonId)?.push(divisionDtoOf(division));
  return bySeason;
}

/** A non-deleted division called `name` (trimmed, any case) other than `exceptId`. */
export async function findDivisionNamed(db: Db, name: string, exceptId?: string): Promise<DivisionDto | undefined> {
  const rows = await db.selectFrom('division').selectAll().where('deleted', 'is', null).execute();
  const row = rows.find((r) => r.id !== exceptId && isSameName(r.name, name));
  return row && divisionDtoOf(row);
}

/** Which of `ids` name no non-deleted division. */
export async function missingDivisions(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await db
    .selectFrom('division')
    .select('id')
    .where('id', 'in', ids)
    .where('deleted', 'is', null)
    .execute();
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

export async function insertDivision(db: Db, row: DivisionTable): Promise<void> {
  await db.insertInto('division').values(row).execute();
}

/** Updates a division only if it is still at `lastUpdated`; returns the number of rows changed. */
export async function updateDivision(
  db: Db,
  id: string,
  lastUpdated: string,
  changes: Partial<Omit<DivisionTable, 'id' | 'created' | 'author'>>,
): Promise<bigint> {
  const result = await db
    .updateTable('division')
    .set(changes)
    .where('id', '=', id)
    .where('updated', '=', lastUpdated)
    .executeTakeFirst();
  return result.numUpdatedRows;
}

/** Soft-deletes a division. */
export async function softDeleteDivision(
  db: Db,
  id: string,
  stamp: Pick<DivisionTable, 'deleted' | 'remover' | 'updated' | 'editor'>,
) {
  await db.updateTable('division').set(stamp).where('id', '=', id).where('deleted', 'is', null).execute();
}
