import { formatAuditTime } from '@darts/domain';
import type { Audit } from '../db/schema.js';
import { conflict, invalid } from '../http/errors.js';
import { auditTimestamp, type Clock } from './clock.js';
import { newId } from './ids.js';

/** The audit fields of a stored record as every DTO writes them: nulls left out. */
export function auditFieldsOf(row: Audit) {
  return {
    id: row.id,
    created: row.created,
    author: row.author,
    updated: row.updated,
    editor: row.editor,
    ...(row.deleted != null ? { deleted: row.deleted } : {}),
    ...(row.remover != null ? { remover: row.remover } : {}),
  };
}

/** Audit columns of a record being created by `user` (the display name). */
export function createdBy(clock: Clock, user: string): Audit {
  const now = auditTimestamp(clock);
  return { id: newId(), created: now, author: user, updated: now, editor: user, deleted: null, remover: null };
}

/** Audit columns to set when `user` changes a record. */
export function updatedBy(clock: Clock, user: string) {
  return { updated: auditTimestamp(clock), editor: user };
}

/** Audit columns to set when `user` soft-deletes a record. */
export function deletedBy(clock: Clock, user: string) {
  const now = auditTimestamp(clock);
  return { deleted: now, remover: user, updated: now, editor: user };
}

/**
 * Optimistic concurrency: an update applies only when `lastUpdated` equals
 * the stored `updated` exactly; otherwise 409 with the contract's warning and nothing written.
 * A deleted record cannot be updated.
 */
export function assertCanUpdate(
  existing: Pick<Audit, 'updated' | 'editor' | 'deleted'>,
  lastUpdated: string | null | undefined,
  type: string,
) {
  if (existing.deleted) throw invalid(`Cannot update a ${type} that has already been deleted`);
  if (!lastUpdated) throw conflict(`Unable to update ${type}, data integrity token is missing`);
  if (lastUpdated !== existing.updated) {
    throw conflict(
      `Unable to update ${type}, ${existing.editor} updated it before you at ${formatAuditTime(new Date(existing.updated))}`,
    );
  }
}
