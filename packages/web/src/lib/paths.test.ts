import { describe, expect, it } from 'vitest';
import { pageRoutes, routes, startupRoutes } from '@darts/contract';
import { routePath } from './api-client';
import { fillPath, pagePath } from './paths';

describe('fillPath: the one place a path segment is encoded', () => {
  it.each([
    ['/api/Game/:id', { id: 'a b/c' }, '/api/Game/a%20b%2Fc'],
    ['/api/Player/:divisionId/:seasonId/:teamId', { divisionId: 'd', seasonId: 's', teamId: 't' }, '/api/Player/d/s/t'],
    ['/api/Data/Browse/:table/', { table: 'game' }, '/api/Data/Browse/game/'],
    ['/api/Error/Since/:since?', { since: '2026-03-14' }, '/api/Error/Since/2026-03-14'],
    ['/api/Error/Since/:since?', {}, '/api/Error/Since'],
    ['/division/:divisionId/:mode?/:seasonId?', { divisionId: 'Premier' }, '/division/Premier'],
  ])('%s with %o is %s', (pattern, params, path) => {
    expect(fillPath(pattern, params)).toBe(path);
  });
});

describe('routePath: a call of the route table', () => {
  it('fills the params and adds the query, a list repeating its name and undefined left out', () => {
    const query = { divisionId: ['a', 'b'], seasonId: 's', date: undefined };
    expect(routePath(routes.divisionData, {}, query)).toBe('/api/Division/Data?divisionId=a&divisionId=b&seasonId=s');
    expect(routePath(startupRoutes.liveUpdate, { id: 'x', type: 'Sayg' })).toBe('/api/Live/Update/x/Sayg');
  });

  it('adds the trailing slash the contract writes for a few writes, before the query', () => {
    expect(routePath(routes.seasonUpdate, {}, {}, true)).toBe('/api/Season/');
    expect(routePath(routes.divisionData, {}, { seasonId: 's' }, true)).toBe('/api/Division/Data/?seasonId=s');
  });
});

describe('pagePath: a link to one of the app’s pages', () => {
  it('encodes each value and leaves out an optional segment without one', () => {
    expect(pagePath(pageRoutes.tournament, { tournamentId: 'a b' })).toBe('/tournament/a%20b');
    expect(pagePath(pageRoutes.live, { type: 'match', id: 'x' })).toBe('/live/match/x');
    expect(pagePath(pageRoutes.live, { type: 'match' })).toBe('/live/match');
  });
});
