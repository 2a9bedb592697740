import { QueryClient } from '@tanstack/react-query';

/** One cache for the app. Reads retry once; writes never retry silently. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
