import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isPagePath, pageRoutes } from '@darts/contract';
import { routeObjects } from './router';

/** Every route's full path pattern ('*' included), an index route under its parent's. */
function fullPaths(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.index
      ? parent || '/'
      : route.path?.startsWith('/')
        ? route.path
        : `${parent.replace(/\/$/, '')}/${route.path ?? ''}`;
    return [...(route.index || route.path ? [own] : []), ...fullPaths(route.children ?? [], own)];
  });
}

/** Whether the router shows a page of its own at `path`, not its catch-all not-found page. */
const routerHasPage = (path: string) => {
  const matches = matchRoutes(routeObjects, path);
  return Boolean(matches && matches[matches.length - 1]!.route.path !== '*');
};

// Issue #24: the server answers 404 for a path that is no page; its list is the contract's pageRoutes.
describe('the router and the server share one list of pages', () => {
  it('routes every page the server answers, and the server answers every page it routes', () => {
    const routed = new Set(fullPaths(routeObjects).filter((path) => !path.endsWith('*')));
    expect([...routed].sort()).toEqual(Object.values(pageRoutes).sort());
  });

  it.each([
    '/',
    '/about/',
    '/LOGIN',
    '/division/3f2c8a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6/fixtures/2026%2F27',
    '/teams',
    '/players/2026',
    '/score/x',
    '/live/match',
    '/live/match/3f2c8a4e',
    '/overlay/match/3f2c8a4e',
    '/overlay/tournament/3f2c8a4e/',
    '/overlay/match',
    '/admin/access',
    '/backup.sql',
    '/wp-login.php',
    '/division',
    '/division/a/b/c/d',
    '/live',
    '/admin/access/more',
    '/data/somewhere',
  ])('the server and the router agree whether %s is a page', (path) => {
    expect(isPagePath(path)).toBe(routerHasPage(path));
  });
});
