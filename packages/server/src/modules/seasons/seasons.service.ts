import type { ActionResult, EditSeason, SeasonDto } from '@darts/contract';
import { utcDateOf } from '@darts/domain';
import { fromBool } from '../../db/schema.js';
import { failed, refused, succeeded } from '../../http/envelope.js';
import { assertCanUpdate, createdBy, deletedBy, updatedBy } from '../../shared/audit.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import { missingDivisions } from '../divisions/divisions.service.js';
import {
  findSeason,
  findSeasonNamed,
  insertSeason,
  seasonDivisionIds,
  setSeasonDivisions,
  softDeleteSeason,
  updateSeason,
} from './seasons.repository.js';
import { assertStillCurrent, versionOf } from '../../shared/versioned.js';
import { distinct, inTransaction, notWritten, written, type LeagueDeps } from '../../shared/write-outcome.js';

// What other modules use of this one: they come here, never to the repository.
export { findSeason, listSeasons, lockSeason, seasonDtoOf } from './seasons.repository.js';

export const seasonMessages = {
  updated: 'Season updated',
  deleted: 'Season deleted',
  notFound: 'Season not found',
  alreadyDeleted: 'Season has already been deleted',
  nameRequired: 'Enter a season name',
  datesRequired: 'Enter the start and end dates of the season',
  endsBeforeStart: 'The end date must be on or after the start date',
  nameInUse: (name: string) => `A season called '${name}' already exists`,
  divisionNotFound: (id: string) => `Division ${id} could not be found`,
  copySourceNotFound: 'Could not find season to copy teams from',
  copied: (copied: number, total: number) => `Copied ${copied} of ${total} team/s from other season`,
} as const;

/** An absent field keeps what is stored; null clears it (see `editSeasonDto`). */
const keep = <T>(given: T | null | undefined, stored: T | null | undefined): T | null =>
  given === undefined ? (stored ?? null) : given;

/**
 * Registers another season's teams, with their players, in a new season's divisions; teams'
 * `copySeasonTeams`. The route hands it over, so seasons, which teams build on, need not import
 * teams.
 */
export type CopySeasonTeams = (
  db: Db,
  clock: Clock,
  user: string,
  fromSeasonId: string,
  toSeasonId: string,
  divisionIds: ReadonlySet<string>,
) => Promise<{ copied: number; total: number }>;

/**
 * PUT /api/Season/: creates (optionally copying another season's teams into
 * the divisions the new season has) or updates under the concurrency check. All in one transaction.
 */
export async function saveSeason(
  deps: LeagueDeps,
  edit: EditSeason,
  user: string,
  copySeasonTeams: CopySeasonTeams,
): Promise<ActionResult<SeasonDto>> {
  if (!edit.name) return failed(seasonMessages.nameRequired);
  const { clock } = deps;
  const today = utcDateOf(clock.now());
  return inTransaction(deps, async (trx) => {
    const refusal = notWritten<SeasonDto>;
    const existing = edit.id ? await findSeason(trx, edit.id, today) : undefined;
    if (existing) assertCanUpdate(versionOf(existing), edit.lastUpdated, 'Season');
    const startDate = (edit.startDate ?? existing?.startDate)?.slice(0, 10);
    const endDate = (edit.endDate ?? existing?.endDate)?.slice(0, 10);
    if (!startDate || !endDate) return refusal(failed(seasonMessages.datesRequired));
    if (endDate < startDate) return refusal(failed(seasonMessages.endsBeforeStart));
    const clash = await findSeasonNamed(trx, edit.name, existing?.id);
    if (clash) return refusal(refused(seasonMessages.nameInUse(clash.name)));
    const missing = await missingDivisions(trx, edit.divisionIds ?? []);
    if (missing.length > 0) return refusal(refused(...missing.map(seasonMessages.divisionNotFound)));
    const copyFrom =
      !existing && edit.copyTeamsFromSeasonId ? await findSeason(trx, edit.copyTeamsFromSeasonId, today) : undefined;
    if (!existing && edit.copyTeamsFromSeasonId && (!copyFrom || copyFrom.deleted)) {
      return refusal(refused(seasonMessages.copySourceNotFound));
    }

    const allowFavouriteTeams = keep(edit.allowFavouriteTeams, existing?.allowFavouriteTeams);
    const values = {
      name: edit.name,
      startDate,
      endDate,
      fixtureStartTime: keep(edit.fixtureStartTime, existing?.fixtureStartTime),
      fixtureDuration: keep(edit.fixtureDuration, existing?.fixtureDuration),
      allowFavouriteTeams: allowFavouriteTeams === null ? null : fromBool(allowFavouriteTeams),
    };
    let id: string;
    let before: string[] = [];
    if (existing) {
      id = existing.id;
      before = await seasonDivisionIds(trx, id);
      const changed = await updateSeason(trx, id, edit.lastUpdated!, { ...values, ...updatedBy(clock, user) });
      const reread = async () => versionOf((await findSeason(trx, id, today))!);
      await assertStillCurrent(changed, reread, edit.lastUpdated!, 'Season');
    } else {
      const audit = createdBy(clock, user);
      id = audit.id;
      await insertSeason(trx, { ...audit, ...values });
    }
    const divisionIds = edit.divisionIds ?? before;
    if (edit.divisionIds) await setSeasonDivisions(trx, id, edit.divisionIds);
    let message: string = seasonMessages.updated;
    if (copyFrom) {
      const { copied, total } = await copySeasonTeams(trx, clock, user, copyFrom.id, id, new Set(divisionIds));
      message = seasonMessages.copied(copied, total);
    }
    const season = (await findSeason(trx, id, today))!;
    return written(succeeded(season, message), { seasonIds: [id], divisionIds: distinct(before, divisionIds) });
  });
}

/** DELETE /api/Season/{id}: a soft delete; the season's teams and fixtures stay stored. */
export async function deleteSeason(deps: LeagueDeps, id: string, user: string): Promise<ActionResult<SeasonDto>> {
  const today = utcDateOf(deps.clock.now());
  return inTransaction(deps, async (trx) => {
    const existing = await findSeason(trx, id, today);
    if (!existing) return notWritten(refused(seasonMessages.notFound));
    if (existing.deleted) return notWritten(refused(seasonMessages.alreadyDeleted));
    await softDeleteSeason(trx, id, deletedBy(deps.clock, user));
    return written(succeeded((await findSeason(trx, id, today))!, seasonMessages.deleted), { seasonIds: [id] });
  });
}
