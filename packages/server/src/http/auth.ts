import type { FastifyRequest } from 'fastify';
import { can, type AccessOption } from '@darts/domain';
import type { Account } from '../modules/accounts/accounts.repository.js';
import { notLoggedIn, notPermitted } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, or null; set for every request before any handler runs. */
    account: Account | null;
  }
}

/** The signed-in account, or a 401 "Not logged in" refusal (contract §0.2). */
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
