import { useQuery } from '@tanstack/react-query';
import { recordedScoreAsYouGoDto, saygFromRecord } from '@darts/contract';
import type { Sayg } from '@darts/domain';
import { api } from '../../lib/api-client';

/**
 * Query keys of sayg records. A live socket (a later issue) writes into the same key, so the
 * pages do not care whether a record came by socket or by polling.
 */
export const saygKeys = {
  all: ['sayg'] as const,
  record: (id: string) => [...saygKeys.all, id] as const,
};

/** Polling fallback while the live socket is not built (spec 2 §9: 10 000 ms after the first). */
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

/** A record followed live: refetched every 10 s, also while the tab is in the background (a TV). */
export function useLiveSayg(id: string) {
  return useQuery({
    queryKey: saygKeys.record(id),
    queryFn: () => fetchSayg(id),
    refetchInterval: pollingIntervalMs,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
}
