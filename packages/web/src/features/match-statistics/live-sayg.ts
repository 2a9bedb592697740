import { recordedScoreAsYouGoDto, saygFromRecord } from '@darts/contract';
import type { Sayg } from '@darts/domain';

/** JSON without its nulls: the server leaves them out (contract §0.4); a scorer's state may carry them. */
const withoutNulls = (data: unknown): unknown =>
  JSON.parse(JSON.stringify(data, (_key, item: unknown) => (item === null ? undefined : item))) as unknown;

/**
 * A live `Sayg` state (contract §17.4: the stored record the server publishes after POST /api/Sayg,
 * or the record a scorer's socket publishes) in the domain's shape. Null when the record says it
 * was deleted; undefined when it is not a record this page can show, so the update is ignored and
 * the last good score stays on screen.
 */
export function saygFromLiveState(data: unknown): Sayg | null | undefined {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return undefined;
  // A scorer's own state has no `updated` until saved; the statistics do not need it.
  const parsed = recordedScoreAsYouGoDto.safeParse({ updated: '', ...(withoutNulls(data) as object) });
  if (!parsed.success) return undefined;
  return parsed.data.deleted ? null : saygFromRecord(parsed.data);
}
