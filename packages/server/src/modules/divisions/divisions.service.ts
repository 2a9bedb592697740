import type { ActionResult, DivisionDto, EditDivision } from '@darts/contract';
import { fromBool } from '../../db/schema.js';
import { failed, refused, succeeded } from '../../http/envelope.js';
import { assertCanUpdate, createdBy, deletedBy, updatedBy } from '../../shared/audit.js';
import {
  findDivision,
  findDivisionNamed,
  insertDivision,
  softDeleteDivision,
  updateDivision,
} from './divisions.repository.js';
import { assertStillCurrent, versionOf } from '../../shared/versioned.js';
import { inTransaction, notWritten, written, type LeagueDeps } from '../../shared/write-outcome.js';

// What other modules use of this one: they come here, never to the repository.
export { divisionDtoOf, divisionsBySeason, findDivision, missingDivisions } from './divisions.repository.js';

export const divisionMessages = {
  updated: 'Division updated',
  deleted: 'Division deleted',
  notFound: 'Division not found',
  alreadyDeleted: 'Division has already been deleted',
  nameRequired: 'Enter a division name',
  nameInUse: (name: string) => `A division called '${name}' already exists`,
} as const;

/**
 * PUT /api/Division: creates when the id is absent or unknown (with a fresh
 * id, §1.4), otherwise updates under the concurrency check (§1.11). Names are unique, ignoring case.
 * Seasons refer to divisions rather than copy them, so a rename shows in every season at once.
 */
export async function saveDivision(
  deps: LeagueDeps,
  edit: EditDivision,
  user: string,
): Promise<ActionResult<DivisionDto>> {
  if (!edit.name) return failed(divisionMessages.nameRequired);
  const { clock } = deps;
  return inTransaction(deps, async (trx) => {
    const existing = edit.id ? await findDivision(trx, edit.id) : undefined;
    if (existing) assertCanUpdate(versionOf(existing), edit.lastUpdated, 'Division');
    const clash = await findDivisionNamed(trx, edit.name, existing?.id);
    if (clash) return notWritten(refused(divisionMessages.nameInUse(clash.name)));

    const values = { name: edit.name, superleague: fromBool(edit.superleague) };
    let id: string;
    if (existing) {
      id = existing.id;
      const changed = await updateDivision(trx, id, edit.lastUpdated!, { ...values, ...updatedBy(clock, user) });
      const reread = async () => versionOf((await findDivision(trx, id))!);
      await assertStillCurrent(changed, reread, edit.lastUpdated!, 'Division');
    } else {
      const audit = createdBy(clock, user);
      id = audit.id;
      await insertDivision(trx, { ...audit, ...values });
    }
    return written(succeeded((await findDivision(trx, id))!, divisionMessages.updated), { divisionIds: [id] });
  });
}

/**
 * DELETE /api/Division/{id}: a soft delete. The contract refuses nothing here, so
 * a division with teams or fixtures can be deleted; they stay stored and its seasons stop listing it.
 */
export async function deleteDivision(deps: LeagueDeps, id: string, user: string): Promise<ActionResult<DivisionDto>> {
  return inTransaction(deps, async (trx) => {
    const existing = await findDivision(trx, id);
    if (!existing) return notWritten(refused(divisionMessages.notFound));
    if (existing.deleted) return notWritten(refused(divisionMessages.alreadyDeleted));
    await softDeleteDivision(trx, id, deletedBy(deps.clock, user));
    return written(succeeded((await findDivision(trx, id))!, divisionMessages.deleted), { divisionIds: [id] });
  });
}
