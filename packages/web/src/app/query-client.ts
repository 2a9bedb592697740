import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

/** One cache for the app. Reads retry once; writes never retry silently. Tests pass `retry: false`. */
export function createQueryClient(queries: DefaultOptions['queries'] = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000, ...queries },
      mutations: { retry: false },
    },
  });
}
