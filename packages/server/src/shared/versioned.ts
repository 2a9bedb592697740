import type { Audit } from '../db/schema.js';
import { conflict } from '../http/errors.js';
import { assertCanUpdate } from './audit.js';

/** What the concurrency check needs of a stored record. */
export type Versioned = Pick<Audit, 'updated' | 'editor' | 'deleted'>;

/** The concurrency fields of an audited DTO (which leaves `deleted` out when not deleted). */
export const versionOf = (dto: { updated: string; editor?: string; deleted?: string }): Versioned => ({
  updated: dto.updated,
  editor: dto.editor ?? '',
  deleted: dto.deleted ?? null,
});

/**
 * After an update made conditional on `updated = lastUpdated`: when no row matched, someone saved
 * between our read and our write, so the §1.11 conflict is thrown with what is stored now (and the
 * transaction rolls back).
 */
export async function assertStillCurrent(
  updatedRows: bigint,
  reread: () => Promise<Versioned | undefined>,
  lastUpdated: string,
  type: string,
): Promise<void> {
  if (updatedRows > 0n) return;
  const now = await reread();
  if (now) assertCanUpdate(now, lastUpdated, type);
  // Records are never removed, so this is unreachable short of someone editing the database by hand.
  throw conflict(`Unable to update ${type}, it was changed before you saved`);
}
