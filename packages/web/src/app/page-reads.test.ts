import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { divisionDataQuery } from '../lib/records/division-data';
import { startStartupReads } from '../lib/app-data';
import { leagueRoutes } from '../testing/render-app';
import { fakeApi } from '../testing/fake-api';
import { createQueryClient } from './query-client';
import { divisionPageRead, pageReadsOf } from './page-reads';
import { pagesWithReadsModule } from './route-modules';
import { routeObjects, withPageReads } from './router';
import { aLeague, aUser } from '../testing/fixtures';

const league = aLeague();
/** The start-up answers of this file's league (each `aLeague()` has ids of its own). */
const routesOf = (overrides = {}) =>
  leagueRoutes({ '/api/Division': league.divisions, '/api/Season': league.seasons, ...overrides });
const divisionData = { id: league.premier.id, name: 'Premier', teams: [], fixtures: [], players: [], dataErrors: [] };

/** The routes with every page's code held back, as on a slow phone still downloading it. */
function codeNeverArrives(routes: readonly RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const held = route.lazy ? { lazy: () => new Promise<never>(() => undefined) } : {};
    if (route.index) return { ...route, ...held };
    return { ...route, ...held, ...(route.children ? { children: codeNeverArrives(route.children) } : {}) };
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** The app's routes with every page's code held back, opened at `path` over `server`'s answers. */
function openWithoutCode(path: string) {
  const client = createQueryClient({ retry: false });
  startStartupReads(client);
  createMemoryRouter(withPageReads(codeNeverArrives(routeObjects), client), { initialEntries: [path] });
}

/** Lets every read the loaders start go out (the ones that never start stay at none). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

// Issue #24: "start the page's first API reads in parallel with the route's code, not after it".
describe('a page’s first read starts beside its code', () => {
  it.each([
    ['/division/Premier', [league.premier.id]],
    ['/division/premier/players', [league.premier.id]],
    [`/division/${league.premier.id}/fixtures/Winter%202025`, [league.premier.id]],
    [`/teams?division=Premier&division=Division%20One`, [league.premier.id, league.one.id]],
  ])('%s asks for its division data while the page’s code is still loading', async (path, divisionIds) => {
    const server = fakeApi(routesOf({ '/api/Division/Data': divisionData }));
    const client = createQueryClient({ retry: false });
    startStartupReads(client);
    createMemoryRouter(withPageReads(codeNeverArrives(routeObjects), client), { initialEntries: [path] });

    await vi.waitFor(() => expect(server.requestsTo('/api/Division/Data')).toHaveLength(1));
    const asked = new URL(server.requestsTo('/api/Division/Data')[0]!.url, 'http://localhost').searchParams;
    expect(asked.getAll('divisionId').sort()).toEqual([...divisionIds].sort());
    // The entry the page reads: the page finds it filled, and asks no second time.
    const seasonId = path.includes('Winter') ? league.current.id : undefined;
    await vi.waitFor(() =>
      expect(client.getQueryData(divisionDataQuery({ divisionIds, seasonId }).queryKey)).toMatchObject({
        name: 'Premier',
      }),
    );
  });

  it('asks nothing for an address that names no division of the league: the page says so itself', async () => {
    const server = fakeApi(routesOf({ '/api/Division/Data': divisionData }));
    const client = createQueryClient({ retry: false });
    await divisionPageRead(client, {
      params: { divisionId: 'Nowhere' },
      request: new Request('http://localhost/division/Nowhere'),
    });
    expect(server.requestsTo('/api/Division')).toHaveLength(1);
    expect(server.requestsTo('/api/Division/Data')).toHaveLength(0);
  });

  it.each([
    ['/score/3f2c8a4e-0000-4000-8000-00000000000a', '/api/Game/3f2c8a4e-0000-4000-8000-00000000000a'],
    ['/tournament/3f2c8a4e-0000-4000-8000-00000000000b', '/api/Tournament/3f2c8a4e-0000-4000-8000-00000000000b'],
    ['/live/match/3f2c8a4e-0000-4000-8000-00000000000c', '/api/Sayg/3f2c8a4e-0000-4000-8000-00000000000c'],
  ])('%s asks for its record while the page’s code is still loading', async (path, read) => {
    const server = fakeApi(routesOf({ [read]: { id: 'x' } }));
    const client = createQueryClient({ retry: false });
    createMemoryRouter(withPageReads(codeNeverArrives(routeObjects), client), { initialEntries: [path] });
    await vi.waitFor(() => expect(server.requestsTo(read)).toHaveLength(1));
  });

  it('has a read in page-reads.ts for exactly the pages whose loader imports it (and whose page preloads it)', () => {
    expect(Object.keys(pageReadsOf).sort()).toEqual([...pagesWithReadsModule].sort());
  });

  it('starts no read on pages without one', async () => {
    const server = fakeApi(routesOf());
    const client = createQueryClient({ retry: false });
    createMemoryRouter(withPageReads(codeNeverArrives(routeObjects), client), { initialEntries: ['/about'] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests).toHaveLength(0);
  });
});

// The routes the last note of issue #24 left: their first read also starts as the router matches them.
describe('the first reads of practice, the superleague live page, admin, set-up and connections start beside their code', () => {
  const saygId = '3f2c8a4e-0000-4000-8000-00000000000d';

  it('/practice#{id}, opened at that address, asks for the shared record', async () => {
    const server = fakeApi(routesOf({ [`/api/Sayg/${saygId}`]: { id: saygId } }));
    window.history.replaceState(null, '', `/practice#${saygId}`);
    openWithoutCode('/practice');
    await vi.waitFor(() => expect(server.requestsTo(`/api/Sayg/${saygId}`)).toHaveLength(1));
  });

  it.each([
    ['no record in the hash', '/practice'],
    ['a hash that is no record id', '/practice#not-an-id'],
  ])('/practice with %s asks for no record', async (_case, address) => {
    const server = fakeApi(routesOf());
    window.history.replaceState(null, '', address);
    openWithoutCode('/practice');
    await settle();
    expect(server.requests.filter((request) => /\/api\/Sayg/i.test(request.path))).toEqual([]);
  });

  it('/live/superleague?id=…&id=… asks for each tournament of its tiles', async () => {
    const [a, b] = ['3f2c8a4e-0000-4000-8000-0000000000a1', '3f2c8a4e-0000-4000-8000-0000000000b2'];
    const server = fakeApi(routesOf({ [`/api/Tournament/${a}`]: { id: a }, [`/api/Tournament/${b}`]: { id: b } }));
    openWithoutCode(`/live/superleague?id=${a}&id=${b}&id=${a}&id=`);
    await vi.waitFor(() => {
      expect(server.requestsTo(`/api/Tournament/${a}`)).toHaveLength(1);
      expect(server.requestsTo(`/api/Tournament/${b}`)).toHaveLength(1);
    });
  });

  it('/connections asks what is live now for an account that may watch', async () => {
    const server = fakeApi(routesOf({ '/api/Account': aUser(['UseWebSockets']), '/api/Live/Watch/': [] }));
    openWithoutCode('/connections');
    await vi.waitFor(() => expect(server.requestsTo('/api/Live/Watch/')).toHaveLength(1));
  });

  it('/connections asks nothing more for a visitor, who may not watch', async () => {
    const server = fakeApi(routesOf());
    openWithoutCode('/connections');
    await vi.waitFor(() => expect(server.requestsTo('/api/Account')).toHaveLength(1));
    await settle();
    expect(server.requests.filter((request) => /\/api\/Live/i.test(request.path))).toEqual([]);
  });

  it.each([
    ['/admin', ['ManageAccess', 'ManageSockets'], '/api/Account/All'],
    ['/admin/sockets', ['ManageAccess', 'ManageSockets'], '/api/Live/Sockets'],
    ['/admin/errors', ['ViewExceptions'], `/api/Error/Since/${new Date().toISOString().slice(0, 10)}`],
    ['/admin/features', ['ManageFeatures'], '/api/Feature'],
    ['/admin/templates', ['ManageSeasonTemplates'], '/api/Template/'],
  ] as const)('%s asks for its mode’s first read for an account with %j', async (path, access, read) => {
    const server = fakeApi(routesOf({ '/api/Account': aUser([...access]), [read]: [] }));
    openWithoutCode(path);
    await vi.waitFor(() => expect(server.requestsTo(read)).toHaveLength(1));
  });

  it('/admin/sockets asks nothing for an account that may not open it', async () => {
    const server = fakeApi(routesOf({ '/api/Account': aUser(['ManageAccess']) }));
    openWithoutCode('/admin/sockets');
    await vi.waitFor(() => expect(server.requestsTo('/api/Account')).toHaveLength(1));
    await settle();
    expect(server.requestsTo('/api/Live/Sockets')).toHaveLength(0);
    expect(server.requestsTo('/api/Account/All')).toHaveLength(0);
  });

  it('/setup starts the start-up lists it reads, even when the app has not', async () => {
    const server = fakeApi(routesOf());
    const client = createQueryClient({ retry: false });
    createMemoryRouter(withPageReads(codeNeverArrives(routeObjects), client), { initialEntries: ['/setup'] });
    await vi.waitFor(() => {
      for (const read of ['/api/Account', '/api/Division', '/api/Season'])
        expect(server.requestsTo(read)).toHaveLength(1);
    });
  });
});
