import type { SeasonDto } from '@darts/contract';
import { isCurrentSeason, toWireDate, type CalendarDate } from '@darts/domain';
import type { Db } from '../../db/database.js';
import { toBool, type SeasonTable } from '../../db/schema.js';
import { auditFieldsOf } from '../../shared/audit.js';
import { divisionsBySeason } from './division.repository.js';

function toDto(row: SeasonTable, divisions: SeasonDto['divisions'], today: CalendarDate): SeasonDto {
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

/** Non-deleted seasons, latest first, each with its divisions; `today` is the UTC date (contract §6.1, §3.2). */
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
  return rows.map((row) => toDto(row, divisions.get(row.id) ?? [], today));
}

/** One season, deleted or not. */
export async function findSeason(db: Db, id: string, today: CalendarDate): Promise<SeasonDto | undefined> {
  const row = await db.selectFrom('season').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const divisions = await divisionsBySeason(db, [row.id]);
  return toDto(row, divisions.get(row.id) ?? [], today);
}
