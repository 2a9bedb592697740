import type { z } from 'zod';
import type { AccessOption } from '@darts/domain';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route, as the server checks it: anyone (`public`), any signed-in account
 * (`signedIn`), a server that sends the backup token (`backupToken`), or an account holding the
 * option, or any one of the options listed. Callers without it are refused with 401 (not signed in)
 * or 403, unless the entry says `withoutAccess: 'empty'`.
 */
export type RouteAccess = 'public' | 'signedIn' | 'backupToken' | AccessOption | readonly AccessOption[];

/**
 * One route of the API. `path` uses `:name` for a path value (`:name?` when it may be left off, last
 * only). A JSON request body is `body`; a multipart form is `form`. The JSON answer is `response`;
 * answers in other media types are listed in `responseTypes` (`response` is then undefined when JSON
 * is never sent). `redirect` routes answer with a 302 or 303 whose target `description` names, and a
 * `webSocket` route upgrades the connection.
 */
export type RouteEntry = {
  method: HttpMethod;
  path: string;
  access: RouteAccess;
  /** An option needed as well as `access` (refused with 403 without it). */
  alsoNeeds?: AccessOption;
  /** Callers without the access get an empty answer (204, or `[]` for a list) instead of a refusal. */
  withoutAccess?: 'empty';
  query?: z.ZodTypeAny;
  body?: z.ZodTypeAny;
  /** Media types the body may also come in, besides JSON (a sign-in form posted by the browser). */
  bodyTypes?: readonly string[];
  /** The fields of a `multipart/form-data` body (files are strings here). */
  form?: z.ZodTypeAny;
  response?: z.ZodTypeAny;
  responseTypes?: readonly string[];
  redirect?: true;
  webSocket?: true;
  /** What the schemas do not say: who sees what, the odd status code. */
  description?: string;
};

/** The access options a route's `access` names (none for `public`, `signedIn` and `backupToken`). */
export function accessOptionsOf(access: RouteAccess): readonly AccessOption[] {
  if (access === 'public' || access === 'signedIn' || access === 'backupToken') return [];
  return typeof access === 'string' ? [access] : access;
}

/** The `:name` path values of a route path, in order, with whether each may be left off. */
export function pathParamsOf(path: string): Array<{ name: string; optional: boolean }> {
  return [...path.matchAll(/:(\w+)(\?)?/g)].map((match) => ({ name: match[1]!, optional: match[2] === '?' }));
}

const orList = (options: readonly string[]) =>
  options.length < 2 ? options.join('') : `${options.slice(0, -1).join(', ')} or ${options.at(-1)}`;

/** Who may call a route, in words (the API reference says this for each route). */
export function accessText(entry: Pick<RouteEntry, 'access' | 'alsoNeeds' | 'withoutAccess'>): string {
  if (entry.access === 'public') return 'Anyone, signed in or not.';
  if (entry.access === 'signedIn') return 'Any signed-in account (401 otherwise).';
  if (entry.access === 'backupToken') return 'A server that sends the backup token; no session is used.';
  const options = accessOptionsOf(entry.access);
  const needs = `${options.length > 1 ? `One of ${orList(options)}` : options[0]}${entry.alsoNeeds ? `, and ${entry.alsoNeeds}` : ''}`;
  return entry.withoutAccess === 'empty'
    ? `${needs}; anyone else gets an empty answer.`
    : `${needs} (401 when not signed in, 403 without it).`;
}
