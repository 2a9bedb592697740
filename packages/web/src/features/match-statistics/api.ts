import { useQuery, useQueryClient } from '@tanstack/react-query';
import { recordedScoreAsYouGoDto, saygFromRecord } from '@darts/contract';
import type { Sayg } from '@darts/domain';
import { api } from '../../lib/api-client';
import { useLiveSubscription } from '../../lib/live';
import { saygFromLiveState } from './live-sayg';

/**
 * Query keys of sayg records. Live updates write into the same key, so the pages do not care
 * whether a record came by socket, by polling or by a refetch.
 */
export const saygKeys = {
  all: ['sayg'] as const,
  record: (id: string) => [...saygKeys.all, id] as const,
};

/** The record's own refetch while the socket does not serve it (spec 2 §9: 10 000 ms). */
export const pollingIntervalMs = 10_000;

/** A body that is not a sayg record (a proxy page, a changed server): says what was wrong. */
export class UnreadableSaygError extends Error {
  override name = 'UnreadableSaygError';
}

/**
 * GET /api/Sayg/{id} (contract §18.1) in the domain's shape. Null is 'Data not found' (contract
 * §3.4): no record (204), a deleted one, or one without `legs`.
 */
export async function fetchSayg(id: string): Promise<Sayg | null> {
  const body = await api.request<unknown>('GET', `/api/Sayg/${encodeURIComponent(id)}`);
  if (body === null || typeof body !== 'object' || !('legs' in body) || body.legs == null) return null;
  const parsed = recordedScoreAsYouGoDto.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UnreadableSaygError(
      `The match record could not be read (${issue?.path.join('.') || 'record'}: ${issue?.message})`,
    );
  }
  const dto = parsed.data;
  if (dto.deleted) return null;
  return saygFromRecord(dto);
}

/**
 * A record followed live (issue #11): read once, then kept current by the app's live client (socket
 * or polling) writing each update into the query cache. While the socket does not serve it, the
 * record is also refetched every 10 s, also in a background tab (a TV), so an id the server is not
 * live-updating (no scorer since a restart) still follows the stored record.
 */
export function useLiveSayg(id: string) {
  const queryClient = useQueryClient();
  const live = useLiveSubscription(id, 'Sayg', {
    onUpdate: (data) => {
      const sayg = saygFromLiveState(data);
      if (sayg !== undefined) queryClient.setQueryData(saygKeys.record(id), sayg);
    },
    onResync: () => void queryClient.invalidateQueries({ queryKey: saygKeys.record(id) }),
  });
  const query = useQuery({
    queryKey: saygKeys.record(id),
    queryFn: () => fetchSayg(id),
    refetchInterval: live.status === 'live' ? false : pollingIntervalMs,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
  return { query, live };
}
