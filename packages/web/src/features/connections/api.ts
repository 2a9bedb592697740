import { useQuery } from '@tanstack/react-query';
import { routes } from '@darts/contract';
import { api } from '../../lib/api-client';

/** Query keys for the Connections page. */
export const connectionsKeys = {
  all: ['connections'] as const,
  watchable: () => [...connectionsKeys.all, 'watchable'] as const,
};

/**
 * What is live now (contract §16.2 `GET /api/Live/Watch/`, called with an empty type as the
 * reference client does); only read for accounts that may watch, so nobody else asks.
 */
export function useWatchable(enabled: boolean) {
  return useQuery({
    queryKey: connectionsKeys.watchable(),
    queryFn: () => api.call(routes.liveWatch, { params: { type: '' } }),
    enabled,
    staleTime: 0,
  });
}
