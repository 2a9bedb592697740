import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { pageRoutes, startupRoutes } from '@darts/contract';
import { api } from '../lib/api-client';
import { RouteError } from '../features/shell/route-error';
import type { PageRead } from './page-reads';
import { layoutModule, pageModules, pagesWithoutLayout, pagesWithReadsModule, type PageName } from './route-modules';

/** The lazy modules of src/app (route-modules.ts names them), each a chunk of its own. */
const lazyModules = import.meta.glob(['./layout.tsx', './routes/*.tsx', '!./routes/*.test.tsx']);

/** A module of route-modules.ts as a route's `lazy`: React Router takes its exports (`Component`, …). */
function lazyModule(name: string): NonNullable<RouteObject['lazy']> {
  const load = lazyModules[`./${name}.tsx`];
  if (!load) throw new Error(`src/app/${name}.tsx is no lazy module`);
  return load as NonNullable<RouteObject['lazy']>;
}

/** A page's route: its path from the contract, its module from route-modules.ts. */
const pageRoute = (page: PageName): RouteObject => ({ path: pageRoutes[page], lazy: lazyModule(pageModules[page]) });

/**
 * Every route of spec 1 §2. Each path comes from the contract's `pageRoutes`, the list the server
 * answers with the app (any other path is a 404 there; router.test.ts holds the two together).
 * Each page's module (route-modules.ts) is loaded on demand (route-level code splitting) and
 * exports `Component`; the build preloads the same modules in each page's index.html. A failure the
 * page's own error boundary cannot catch (a route file that will not load) shows `RouteError`.
 */
export const routeObjects: RouteObject[] = [
  {
    path: pageRoutes.home,
    lazy: lazyModule(layoutModule),
    errorElement: <RouteError />,
    HydrateFallback: () => null,
    children: [
      { index: true, lazy: lazyModule(pageModules.home) },
      ...(Object.keys(pageModules) as PageName[])
        .filter((page) => page !== 'home' && !pagesWithoutLayout.has(page))
        .map(pageRoute),
      { path: '*', lazy: lazyModule('routes/not-found') },
    ],
  },
  // The score overlay for OBS (issue #27): no shell around it, so OBS shows only the score bug.
  ...[...pagesWithoutLayout].map((page): RouteObject => ({
    ...pageRoute(page),
    errorElement: <RouteError />,
    HydrateFallback: () => null,
  })),
];

/**
 * The first reads that need code of their own (page-reads.ts, `pagesWithReadsModule`): a chunk of a
 * few KB, fetched beside the page's code while the start-up reads it needs are on their way, so the
 * read starts long before the page's code is in.
 */
const readFromModule =
  (page: PageName): PageRead =>
  (client, args) =>
    import('./page-reads').then((reads) => reads.pageReadsOf[page]?.(client, args));

/**
 * The first read of a page about one record, named by the address: started at once through the API
 * client (`prefetch`), whose first call of the same path, the page's own once its code is in, takes
 * the answer. No parsing here, so nothing of the page's code (or zod) comes into the entry script.
 */
const recordRead =
  (route: typeof startupRoutes.game | typeof startupRoutes.tournament | typeof startupRoutes.sayg, param: string) =>
  (_client: QueryClient, { params }: Pick<LoaderFunctionArgs, 'params'>) => {
    const id = params[param];
    if (id) api.prefetch(route, { params: { id } });
    return Promise.resolve();
  };

/**
 * /live/{type}/{id}: a match's record; the superleague's tournaments named in the query (`?id=…`,
 * each a tile); other live pages read what their code decides.
 */
const liveRead: PageRead = (client, args) => {
  if (args.params.type === 'match') return recordRead(startupRoutes.sayg, 'id')(client, args);
  if (args.params.type === 'superleague') {
    const ids = new Set(new URL(args.request.url).searchParams.getAll('id').filter((id) => id.trim() !== ''));
    for (const id of ids) api.prefetch(startupRoutes.tournament, { params: { id } });
  }
  return Promise.resolve();
};

/** /overlay/match/{id}: the record's first read starts with the page's code, as on /live/match. */
const overlayRead: PageRead = (client, args) =>
  args.params.type === 'match' ? recordRead(startupRoutes.sayg, 'id')(client, args) : Promise.resolve();

/** A route's loader that starts `read` and returns at once: the page never waits for it to render. */
const startingRead =
  (client: QueryClient, read: PageRead) =>
  (args: LoaderFunctionArgs): null => {
    void read(client, args).catch(() => undefined);
    return null;
  };

/** The pages whose first read starts as the router matches them, beside their code (page-reads.ts). */
export const pageReads: Readonly<Partial<Record<string, PageRead>>> = {
  ...Object.fromEntries([...pagesWithReadsModule].map((page) => [pageRoutes[page], readFromModule(page)])),
  [pageRoutes.score]: recordRead(startupRoutes.game, 'fixtureId'),
  [pageRoutes.tournament]: recordRead(startupRoutes.tournament, 'tournamentId'),
  [pageRoutes.live]: liveRead,
  [pageRoutes.overlay]: overlayRead,
};

/** The multi-division pages, whose divisions are in the query (`?division=…`). */
const queryNamesData = new Set<string>([pageRoutes.teams, pageRoutes.players, pageRoutes.fixtures]);

/**
 * A page's read starts again only when the address names other data: another path, or another query
 * on a page that reads it. A page that changes only its own query (a live page's tiles, a tab's
 * filters) navigates without its loader.
 */
const readAgain =
  (path: string): NonNullable<RouteObject['shouldRevalidate']> =>
  ({ currentUrl, nextUrl }) =>
    currentUrl.pathname !== nextUrl.pathname || (queryNamesData.has(path) && currentUrl.search !== nextUrl.search);

/** The routes, each page of `pageReads` with a loader that starts its read and returns at once. */
export function withPageReads(routes: readonly RouteObject[], client: QueryClient): RouteObject[] {
  return routes.map((route): RouteObject => {
    const read = route.path === undefined ? undefined : pageReads[route.path];
    const loader =
      read && route.path ? { loader: startingRead(client, read), shouldRevalidate: readAgain(route.path) } : {};
    if (route.index) return { ...route, ...loader };
    return { ...route, ...loader, ...(route.children ? { children: withPageReads(route.children, client) } : {}) };
  });
}

export function createRouter(client: QueryClient) {
  return createBrowserRouter(withPageReads(routeObjects, client));
}
