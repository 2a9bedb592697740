import type { FastifyRequest } from 'fastify';
import { can, canAny, type AccessOption } from '@darts/domain';
import type { Account } from '../modules/accounts/accounts.service.js';
import { AppError, notLoggedIn, notPermitted } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, or null; set for every request before any handler runs. */
    account: Account | null;
  }
}

/** The signed-in account, or a 401 "Not logged in" refusal. */
export function requireAccount(request: FastifyRequest): Account {
  if (!request.account) throw notLoggedIn();
  return request.account;
}

/** The signed-in account holding `option`, or a 401/403 refusal. The server checks every write itself. */
export function requireAccess(request: FastifyRequest, option: AccessOption): Account {
  const account = requireAccount(request);
  if (!can(account, option)) throw notPermitted();
  return account;
}

/** Whether the caller holds `option` (for reads that answer 204 or [] instead of refusing). */
export function hasAccess(request: FastifyRequest, option: AccessOption): boolean {
  return can(request.account, option);
}

/** How a route words its refusals, when not with the standard warnings. */
export type Refusals = { notLoggedIn?: () => AppError; notPermitted?: () => AppError };

/**
 * A route's `onRequest` hook that refuses (401, or 403 without any of `anyOf`) before the body is
 * read or a path value checked, so a caller who may not write learns nothing from a bad body: the
 * refusal wins over 400, 413 and 415. With no options, signing in is enough.
 * The handler still calls `requireAccess`/`requireAccount` for the account it acts as.
 */
export function refuseFirst(anyOf: readonly AccessOption[] = [], refusals: Refusals = {}) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.account) throw (refusals.notLoggedIn ?? notLoggedIn)();
    if (anyOf.length > 0 && !canAny(request.account, anyOf)) throw (refusals.notPermitted ?? notPermitted)();
  };
}
