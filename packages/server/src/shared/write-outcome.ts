import type { ActionResult } from '@darts/contract';
import type { Db } from '../db/database.js';
import type { CacheTags } from './response-cache.js';
import type { AppDeps } from '../app-deps.js';

/** What the league writes need. */
export type LeagueDeps = Pick<AppDeps, 'db' | 'clock' | 'cache'>;

/** What a league write did: its envelope and, when it changed something, the reads it made stale. */
export type WriteOutcome<T> = { result: ActionResult<T>; touched?: CacheTags };

/** A refusal decided before anything was written. */
export const notWritten = <T>(result: ActionResult<T>): WriteOutcome<T> => ({ result });

/** A change, with the divisions and seasons whose cached reads it makes stale. */
export const written = <T>(result: ActionResult<T>, touched: CacheTags): WriteOutcome<T> => ({ result, touched });

/**
 * Runs a league write in one transaction (a failure anywhere rolls back every row), then evicts
 * the cached reads it touched once the change is committed.
 */
export async function inTransaction<T>(
  { db, cache }: LeagueDeps,
  work: (trx: Db) => Promise<WriteOutcome<T>>,
): Promise<ActionResult<T>> {
  const { result, touched } = await db.transaction().execute(work);
  if (touched) cache.evict(touched);
  return result;
}

/** Distinct values, for cache tags. */
export const distinct = (...lists: ReadonlyArray<ReadonlyArray<string | null | undefined>>): string[] => [
  ...new Set(lists.flat().filter((id): id is string => Boolean(id))),
];
