import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { recordedScoreAsYouGoDto, routes, saygFromRecord } from '@darts/contract';
import { isMatchFinished, type Sayg } from '@darts/domain';
import { api } from '../api-client';
import { useLiveStatus, useLiveSubscription } from '../live';
import { appKeys } from '../query-keys';

/**
 * A sayg record (a match's leg-by-leg scores) as the pages that show one read it: the live match and
 * TV pages, and the superleague's reports and tiles. One read, one cache entry per record
 * (`appKeys.sayg`), and one live follower writing into it. The scorer's own session reads and
 * writes its record in features/scoring.
 */

/** A record's own refetch while the live client does not serve it. */
export const pollingIntervalMs = 10_000;

/** A body that is not a sayg record (a proxy page, a changed server): says what was wrong. */
export class UnreadableSaygError extends Error {
  override name = 'UnreadableSaygError';
}

/** JSON without its nulls: the server leaves them out; a scorer's state may carry them. */
const withoutNulls = (data: object): object =>
  JSON.parse(JSON.stringify(data, (_key, item: unknown) => (item === null ? undefined : item))) as object;

/** Reads a record; a scorer's own state has no `updated` until saved, which no reader needs. */
const parseRecord = (data: object) => recordedScoreAsYouGoDto.safeParse({ updated: '', ...withoutNulls(data) });

/**
 * A GET body or a live `Sayg` state (the stored record the server publishes after POST /api/Sayg,
 * or the record a scorer's socket publishes) in the domain's shape. Null when the
 * record says it was deleted; undefined when it is not a record, so a live update is ignored and the
 * last good score stays on screen.
 */
export function readSayg(data: unknown): Sayg | null | undefined {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const parsed = parseRecord(data);
  if (!parsed.success) return undefined;
  return parsed.data.deleted ? null : saygFromRecord(parsed.data);
}

/**
 * GET /api/Sayg/{id} in the domain's shape. Null is 'Data not found': no record (204), a deleted
 * one, or one without `legs`.
 */
export async function fetchSayg(id: string): Promise<Sayg | null> {
  const body: unknown = await api.call(routes.sayg, { params: { id } });
  if (body === null || typeof body !== 'object' || !('legs' in body) || body.legs == null) return null;
  const parsed = parseRecord(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UnreadableSaygError(
      `The match record could not be read (${issue?.path.join('.') || 'record'}: ${issue?.message})`,
    );
  }
  return parsed.data.deleted ? null : saygFromRecord(parsed.data);
}

/** A record read once; a reader adds its refetch interval. */
export const saygQuery = (id: string) =>
  queryOptions({ queryKey: appKeys.sayg(id), queryFn: () => fetchSayg(id), staleTime: 0 });

/**
 * Follows one record live: each `Sayg` state goes into its cache entry; a reconnect
 * that found nothing newer refetches it. Returns the live status for an indicator.
 */
export function useFollowSayg(id: string | null) {
  const queryClient = useQueryClient();
  return useLiveSubscription(id, 'Sayg', {
    onUpdate: (data) => {
      const sayg = readSayg(data);
      if (id && sayg !== undefined) queryClient.setQueryData(appKeys.sayg(id), sayg);
    },
    onResync: () => {
      if (id) void queryClient.invalidateQueries({ queryKey: appKeys.sayg(id) });
    },
  });
}

/** Whether a record read is a match that is over: nothing more will be thrown in it. */
const isOver = (sayg: Sayg | null | undefined): boolean => sayg != null && isMatchFinished(sayg);

/**
 * A record followed live: read once, then kept current by the app's live client (socket, event
 * stream or polling). While the live client does not serve it, the record is also refetched every
 * 10 s, also in a background tab (a TV), so an id the server is not live-updating (no scorer since a
 * restart) still follows the stored record. Only a match under way is followed: one not started yet
 * (no record) is only re-read until it is, and a finished one is neither followed nor re-read, so
 * no watcher asks the live channel about a match that is not being live-updated (a poll of one
 * answers 404). `finished` says so, for the indicator. No id reads nothing.
 */
export function useLiveSayg(id: string | null) {
  const status = useLiveStatus();
  const query = useQuery({
    ...saygQuery(id ?? ''),
    enabled: id !== null,
    refetchInterval: (read) => (isOver(read.state.data) || status === 'live' ? false : pollingIntervalMs),
    refetchIntervalInBackground: true,
  });
  const finished = isOver(query.data);
  const live = useFollowSayg(query.data && !finished ? id : null);
  return { query, live, finished };
}
