import { useQuery } from '@tanstack/react-query';
import { routes, type UserDto } from '@darts/contract';
import { api } from './api-client';
import { appKeys } from './query-keys';

/** The signed-in account (null when signed out), loaded once at start and shared. */
export function useAccount() {
  const query = useQuery({
    queryKey: appKeys.account,
    queryFn: () => api.call(routes.account),
    staleTime: 60_000,
  });
  return { account: (query.data ?? null) as UserDto | null, isLoading: query.isLoading, error: query.error };
}

/** Where the Login and Logout links go (spec 1 §7 Login/Logout): back to this page afterwards. */
export function loginUrl(target: string = currentPath()) {
  return `/api/Account/Login/?redirectUrl=${encodeURIComponent(target)}`;
}

export function logoutUrl(target: string = currentPath()) {
  return `/api/Account/Logout/?redirectUrl=${encodeURIComponent(target)}`;
}

function currentPath() {
  return typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search + window.location.hash;
}
