import { useQuery } from '@tanstack/react-query';
import type { UserDto } from '@darts/contract';
import type { AccessLevels } from '@darts/domain';
import { appQueries } from './app-data';

/** The signed-in account (null when signed out), loaded once at start and shared. */
export function useAccount() {
  const query = useQuery(appQueries.account);
  return { account: query.data ?? null, isLoading: query.isLoading, error: query.error };
}

/** Where the Login link goes: back to this page afterwards. */
export function loginUrl(target: string = currentPath()) {
  return `/api/Account/Login/?redirectUrl=${encodeURIComponent(target)}`;
}

/** Where the Logout form posts (a POST since issue #24), with `redirectUrl` as a field. */
export const signOutAction = '/api/Account/Logout';

function currentPath() {
  return typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search + window.location.hash;
}

/** The account as the domain's permission checks take it (`can`, `canSeeAdminEntry`). */
export function accessOf(account: UserDto | null): { accessLevels: AccessLevels } | null {
  return account ? { accessLevels: account.accessLevels } : null;
}
