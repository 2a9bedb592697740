import { createBrowserRouter, type RouteObject } from 'react-router';
import { pageRoutes } from '@darts/contract';
import { RouteError } from '../features/shell/route-error';

/**
 * Every route of spec 1 §2. Each path comes from the contract's `pageRoutes`, the list the server
 * answers with the app (any other path is a 404 there; router.test.ts holds the two together).
 * Each route file is loaded on demand (route-level code splitting) and exports `Component`. A
 * failure the page's own error boundary cannot catch (a route file that will not load) shows
 * `RouteError`.
 */
export const routeObjects: RouteObject[] = [
  {
    path: pageRoutes.home,
    lazy: () => import('./layout'),
    errorElement: <RouteError />,
    HydrateFallback: () => null,
    children: [
      { index: true, lazy: () => import('./routes/home') },
      { path: pageRoutes.about, lazy: () => import('./routes/about') },
      { path: pageRoutes.login, lazy: () => import('./routes/login') },
      { path: pageRoutes.logout, lazy: () => import('./routes/logout') },
      { path: pageRoutes.division, lazy: () => import('./routes/division') },
      { path: pageRoutes.teams, lazy: () => import('./routes/division') },
      { path: pageRoutes.players, lazy: () => import('./routes/division') },
      { path: pageRoutes.fixtures, lazy: () => import('./routes/division') },
      { path: pageRoutes.score, lazy: () => import('./routes/score') },
      { path: pageRoutes.tournament, lazy: () => import('./routes/tournament') },
      { path: pageRoutes.practice, lazy: () => import('./routes/practice') },
      { path: pageRoutes.live, lazy: () => import('./routes/live') },
      { path: pageRoutes.tv, lazy: () => import('./routes/tv') },
      { path: pageRoutes.connections, lazy: () => import('./routes/connections') },
      { path: pageRoutes.admin, lazy: () => import('./routes/admin') },
      { path: pageRoutes.setup, lazy: () => import('./routes/setup') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routeObjects);
}
