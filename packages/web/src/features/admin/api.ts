import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes, type ConfiguredFeatureDto, type UserDto } from '@darts/contract';
import type { AccessLevels } from '@darts/domain';
import { api } from '../../lib/api-client';
import { appKeys } from '../../lib/query-keys';

/** Query keys for the admin screens. */
export const adminKeys = {
  all: ['admin'] as const,
  accounts: () => [...adminKeys.all, 'accounts'] as const,
  errorsSince: (since: string) => [...adminKeys.all, 'errors', since] as const,
  features: () => [...adminKeys.all, 'features'] as const,
  sockets: () => [...adminKeys.all, 'sockets'] as const,
};

/** Every account (`GET /api/Account/All`). */
export function useAccounts() {
  return useQuery({ queryKey: adminKeys.accounts(), queryFn: () => api.call(routes.accountAll) });
}

/** Replaces an account's whole access map; a refusal comes back as the envelope. */
export function useUpdateAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { emailAddress: string; accessLevels: AccessLevels; teamId?: string | null }) =>
      api.call(routes.accountAccess, { body }),
    onSuccess: async (outcome) => {
      const updated = outcome.success ? outcome.result : undefined;
      if (!updated) return;
      queryClient.setQueryData<UserDto[]>(adminKeys.accounts(), (accounts) =>
        accounts?.map((a) => (a.emailAddress.toLowerCase() === updated.emailAddress.toLowerCase() ? updated : a)),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.accounts() }),
        // The signed-in account may be the one that changed.
        queryClient.invalidateQueries({ queryKey: appKeys.account }),
      ]);
    },
  });
}

/** Error log entries with `time >= since`; `since` is `YYYY-MM-DD`. */
export function useErrorsSince(since: string) {
  return useQuery({
    queryKey: adminKeys.errorsSince(since),
    queryFn: () => api.call(routes.errorsSince, { params: { since } }),
    enabled: since !== '',
    staleTime: 0,
  });
}

/** Every feature with its default and configured value. */
export function useFeatures() {
  return useQuery({ queryKey: adminKeys.features(), queryFn: () => api.call(routes.features) });
}

/** Configures a feature; `configuredValue` undefined clears it. */
export function useUpdateFeature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, configuredValue }: { id: string; configuredValue?: string }) =>
      api.call(routes.featureUpdate, { body: configuredValue === undefined ? { id } : { id, configuredValue } }),
    onSuccess: async (outcome) => {
      const updated = outcome.success ? outcome.result : undefined;
      if (!updated) return;
      queryClient.setQueryData<ConfiguredFeatureDto[]>(adminKeys.features(), (features) =>
        features?.map((f) => (f.id === updated.id ? updated : f)),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.features() }),
        // The rest of the app reads features from its own start-up cache.
        queryClient.invalidateQueries({ queryKey: appKeys.features }),
      ]);
    },
  });
}

/** Open live sockets (`GET /api/Live/Sockets`); a refusal comes back as the envelope. */
export function useSockets() {
  return useQuery({ queryKey: adminKeys.sockets(), queryFn: () => api.call(routes.liveSockets), staleTime: 0 });
}

/** Closes a socket (`DELETE /api/Live/Socket/{id}`), then reads the list again. */
export function useCloseSocket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(routes.liveSocketClose, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.sockets() }),
  });
}
