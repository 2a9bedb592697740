import type { DivisionDto } from '@darts/contract';
import type { Db } from '../../db/database.js';
import { toBool, type DivisionTable } from '../../db/schema.js';
import { auditFieldsOf } from '../../shared/audit.js';

function toDto(row: DivisionTable): DivisionDto {
  return { ...auditFieldsOf(row), name: row.name, superleague: toBool(row.superleague) };
}

/** Non-deleted divisions in the order they were created (contract §5.1, §1.10). */
export async function listDivisions(db: Db): Promise<DivisionDto[]> {
  const rows = await db
    .selectFrom('division')
    .selectAll()
    .where('deleted', 'is', null)
    .orderBy('created')
    .orderBy('name')
    .execute();
  return rows.map(toDto);
}

/** One division, deleted or not (contract §1.10: single reads return deleted records). */
export async function findDivision(db: Db, id: string): Promise<DivisionDto | undefined> {
  const row = await db.selectFrom('division').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toDto(row);
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
  for (const { seasonId, ...division } of rows) bySeason.get(seasonId)?.push(toDto(division));
  return bySeason;
}
