import type { z } from 'zod';
import { routes, type RouteEntry } from '@darts/contract';

/** How a route takes its body: JSON (from a schema or generic), a multipart form, or none. */
export type BodyKind = 'json' | 'photo-form' | 'import-form' | 'none';

export type FuzzRoute = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: z.ZodTypeAny;
  bodyKind: BodyKind;
  /** The 2xx body; undefined when it is not JSON (redirects, images, calendars) or not fixed. */
  response?: z.ZodTypeAny;
  /** A schema for the query string, for the one route that reads one. */
  query?: z.ZodTypeAny;
  /** Media types a 2xx may come in besides JSON (images, calendars, the reference page). */
  responseTypes?: readonly string[];
};

const multipartRoutes: Record<string, BodyKind> = {
  '/api/Scores/Photo': 'photo-form',
  '/api/Tournament/Photo': 'photo-form',
  '/api/Data/Import': 'import-form',
};

/** The sign-in and sign-out routes take a query for where to go next; only division data's is fuzzed. */
const fuzzedQueries = new Set(['divisionData']);

/** An event stream stays open until the watcher leaves: nothing to fuzz in one answer. */
const unfuzzed = new Set(['liveEvents']);

/** Every API route, from the contract's table (the only list of them). */
export const fuzzRoutes: FuzzRoute[] = (Object.entries(routes) as Array<[string, RouteEntry]>)
  .filter(([name]) => !unfuzzed.has(name))
  .map(([name, route]) => ({
    name,
    method: route.method,
    path: route.path,
    body: route.body,
    response: route.response,
    query: fuzzedQueries.has(name) ? route.query : undefined,
    responseTypes: route.responseTypes,
    bodyKind: multipartRoutes[route.path] ?? (route.method === 'GET' || route.method === 'DELETE' ? 'none' : 'json'),
  }));

/** The `:name` parameters of a route path, in order. */
export const paramsOf = (path: string): string[] => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/**
 * Write routes anyone may call (errors, sayg records, live updates; and signing in and out):
 * every other write refuses an anonymous caller with 401 whatever the body or path.
 */
export const openWrites = new Set([
  'errorAdd',
  'saygUpdate',
  'livePublish',
  'accountLogin',
  'accountRegister',
  'accountLogout',
  'dataBackup',
  'dataRestore',
]);
