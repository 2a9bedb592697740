import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteError } from '../features/shell/route-error';

/**
 * Every route of spec 1 §2. Each route file is loaded on demand (route-level code splitting) and
 * exports `Component`. A failure the page's own error boundary cannot catch (a route file that
 * will not load) shows `RouteError`.
 */
export const routeObjects: RouteObject[] = [
  {
    path: '/',
    lazy: () => import('./layout'),
    errorElement: <RouteError />,
    HydrateFallback: () => null,
    children: [
      { index: true, lazy: () => import('./routes/home') },
      { path: 'about', lazy: () => import('./routes/about') },
      { path: 'login', lazy: () => import('./routes/login') },
      { path: 'division/:divisionId/:mode?/:seasonId?', lazy: () => import('./routes/division') },
      { path: 'teams/:season?', lazy: () => import('./routes/division') },
      { path: 'players/:season?', lazy: () => import('./routes/division') },
      { path: 'fixtures/:season?', lazy: () => import('./routes/division') },
      { path: 'score/:fixtureId', lazy: () => import('./routes/score') },
      { path: 'tournament/:tournamentId', lazy: () => import('./routes/tournament') },
      { path: 'practice', lazy: () => import('./routes/practice') },
      { path: 'live/:type/:id?', lazy: () => import('./routes/live') },
      { path: 'tv', lazy: () => import('./routes/tv') },
      { path: 'connections', lazy: () => import('./routes/connections') },
      { path: 'admin/:mode?', lazy: () => import('./routes/admin') },
      { path: 'setup', lazy: () => import('./routes/setup') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routeObjects);
}
