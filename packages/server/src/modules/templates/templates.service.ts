import { templateTexts, type ActionResult, type EditTemplate } from '@darts/contract';
import { templateHealth, type SeasonHealthCheckResult, type SeasonTemplate } from '@darts/domain';
import type { AppDeps } from '../../app-deps.js';
import { refused, succeeded } from '../../http/envelope.js';
import { assertCanUpdate, createdBy, deletedBy, updatedBy } from '../../shared/audit.js';
import { findTemplate, insertTemplate, replaceTemplate, type StoredTemplate } from './templates.repository.js';

// What other modules use of this one: they come here, never to the repository.
export { insertTemplate } from './templates.repository.js';

export type TemplatesDeps = Pick<AppDeps, 'db' | 'clock'>;

/** The record name the contract uses in template outcomes. */
const type = 'Template';

export const templateMessages = {
  ...templateTexts,
  alreadyDeleted: `${type} has already been deleted`,
} as const;

/** The fixture pattern of an edit as the domain sees it: only the fields of contract §11.1. */
export function templateOf(edit: Pick<EditTemplate, 'sharedAddresses' | 'divisions'>): SeasonTemplate {
  return {
    sharedAddresses: edit.sharedAddresses.map((group) => [...group]),
    divisions: edit.divisions.map((division) => ({
      sharedAddresses: division.sharedAddresses.map((group) => [...group]),
      dates: division.dates.map((date) => ({
        fixtures: date.fixtures.map(({ home, away }) => (away === undefined ? { home } : { home, away })),
      })),
    })),
  };
}

/** `POST /api/Template/Health`: the health of an unsaved template; nothing is stored. */
export function unsavedTemplateHealth(edit: EditTemplate): SeasonHealthCheckResult {
  return templateHealth(templateOf(edit));
}

/**
 * `PUT /api/Template/`: creates (no `id`, or one not stored) or updates a
 * template in one transaction, after the concurrency check (409); `templateHealth` is recomputed
 * by the domain's `templateHealth` on every save.
 */
export async function saveTemplate(
  { db, clock }: TemplatesDeps,
  edit: EditTemplate,
  user: string,
): Promise<ActionResult<StoredTemplate>> {
  return db.transaction().execute(async (trx) => {
    const existing = edit.id ? await findTemplate(trx, edit.id) : undefined;
    if (existing) assertCanUpdate(existing, edit.lastUpdated, type);
    const pattern = templateOf(edit);
    const template: StoredTemplate = {
      ...(existing ? { ...existing, ...updatedBy(clock, user) } : createdBy(clock, user)),
      name: edit.name,
      description: edit.description ?? null,
      sharedAddresses: pattern.sharedAddresses,
      divisions: pattern.divisions,
      templateHealth: templateHealth(pattern),
    };
    if (!existing) {
      await insertTemplate(trx, template);
    } else if (!(await replaceTemplate(trx, template, existing.updated))) {
      // Somebody saved it between our read and write: answer as if we had read their version.
      assertCanUpdate((await findTemplate(trx, existing.id))!, existing.updated, type);
    }
    return succeeded(template, templateMessages.updated);
  });
}

/** `DELETE /api/Template/{id}`: a soft delete. */
export async function deleteTemplate(
  { db, clock }: TemplatesDeps,
  id: string,
  user: string,
): Promise<ActionResult<StoredTemplate>> {
  return db.transaction().execute(async (trx): Promise<ActionResult<StoredTemplate>> => {
    const existing = await findTemplate(trx, id);
    if (!existing) return refused(templateMessages.notFound);
    if (existing.deleted) return refused(templateMessages.alreadyDeleted);
    const deleted: StoredTemplate = { ...existing, ...deletedBy(clock, user) };
    if (!(await replaceTemplate(trx, deleted, existing.updated))) return refused(templateMessages.alreadyDeleted);
    return succeeded(deleted, templateMessages.deleted);
  });
}
