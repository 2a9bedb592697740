import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { routes, type RouteEntry } from '@darts/contract';

/** The path values a route path names: `:id` is `id: string`, `:since?` is `since?: string`. */
export type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}?`
    ? { [K in Name]?: string }
    : P extends `${string}:${infer Name}`
      ? { [K in Name]: string }
      : Record<string, never>;

export type ContractRequest<E extends RouteEntry> = FastifyRequest<{ Params: ParamsOf<E['path']> }>;
export type ContractHandler<E extends RouteEntry> = (request: ContractRequest<E>, reply: FastifyReply) => unknown;

/** What a route may add to its entry: hooks (`onRequest: refuseFirst(...)`), `bodyLimit`, `wsHandler`. */
export type RouteExtras = Omit<Partial<RouteOptions>, 'method' | 'url' | 'path' | 'handler'>;

/**
 * Registers the contract's route `entry` on `app`, at the entry's method and path: the server names no
 * path of its own. The handler still validates, authorises and answers as it always did.
 */
export function route<const E extends RouteEntry>(app: FastifyInstance, entry: E, handler: ContractHandler<E>): void;
export function route<const E extends RouteEntry>(
  app: FastifyInstance,
  entry: E,
  extras: RouteExtras,
  handler: ContractHandler<E>,
): void;
export function route<const E extends RouteEntry>(
  app: FastifyInstance,
  entry: E,
  ...rest: [ContractHandler<E>] | [RouteExtras, ContractHandler<E>]
): void {
  const [extras, handler] = rest.length === 1 ? [{}, rest[0]] : rest;
  app.route({ ...extras, method: entry.method, url: entry.path, handler: handler as RouteOptions['handler'] });
}

const apiPath = /^\/api(\/|$)/i;
const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path.toLowerCase()}`;
const tableKeys = new Set(Object.values(routes).map((entry: RouteEntry) => keyOf(entry.method, entry.path)));
const served = new WeakMap<FastifyInstance, Array<{ method: string; path: string }>>();

/**
 * Holds `app` to the route table: registering an API route the table lacks throws, so the app does not
 * start with a route nobody can find in the table. Add it before any route. Fastify's own HEAD twins
 * of GET routes, and the web app's routes outside /api, are not API routes.
 */
export function holdToRouteTable(app: FastifyInstance): void {
  const list: Array<{ method: string; path: string }> = [];
  served.set(app, list);
  app.addHook('onRoute', (options) => {
    if (!apiPath.test(options.url)) return;
    for (const method of [options.method].flat()) {
      if (method === 'HEAD') continue;
      if (!tableKeys.has(keyOf(method, options.url))) {
        throw new Error(
          `${method} ${options.url} is not in the contract's route table (packages/contract/src/routes.ts): ` +
            'add an entry there and register the route from it with route().',
        );
      }
      list.push({ method, path: options.url });
    }
  });
}

/** The API routes registered on `app` since `holdToRouteTable` (for the test that compares them with the table). */
export function servedApiRoutes(app: FastifyInstance): ReadonlyArray<{ method: string; path: string }> {
  return served.get(app) ?? [];
}
