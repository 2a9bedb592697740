import { describe, expect, it } from 'vitest';
import { accountRoutes } from './account-routes.js';
import { dataRoutes } from './data.js';
import { gameRoutes } from './game-routes.js';
import { leagueRoutes } from './league-routes.js';
import { liveRoutes } from './live.js';
import { reportRoutes } from './report.js';
import { accessOptionsOf, accessText, pathParamsOf, type RouteEntry } from './route-entry.js';
import { routes } from './routes.js';
import { templateRoutes } from './template.js';
import { tournamentRoutes } from './tournament-routes.js';

const entries = Object.entries(routes) as Array<[string, RouteEntry]>;

describe('the route table', () => {
  it('loses no entry to another of the same name when its parts are put together', () => {
    const parts = [
      accountRoutes,
      leagueRoutes,
      gameRoutes,
      liveRoutes,
      tournamentRoutes,
      templateRoutes,
      reportRoutes,
      dataRoutes,
    ];
    const names = parts.flatMap((part) => Object.keys(part));
    expect(names.length + 2).toBe(entries.length);
    expect(new Set(names).size).toBe(names.length);
  });

  it('holds each method and path once (paths match in any case)', () => {
    const keys = entries.map(([, route]) => `${route.method} ${route.path.toLowerCase()}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it.each(entries)('%s: a path under /api whose only optional value is the last', (_name, route) => {
    expect(route.path).toMatch(/^\/api\/[\w./:?-]+$/);
    const params = pathParamsOf(route.path);
    expect(params.slice(0, -1).filter((param) => param.optional)).toEqual([]);
    if (params.at(-1)?.optional) expect(route.path).toMatch(/\?$/);
  });

  it.each(entries)('%s: a JSON body or a form, never both, and only on a write', (_name, route) => {
    if (route.body || route.form) expect(route.method).not.toBe('GET');
    expect(Boolean(route.body && route.form)).toBe(false);
  });

  it('reads the options of an access', () => {
    expect(accessOptionsOf('public')).toEqual([]);
    expect(accessOptionsOf('signedIn')).toEqual([]);
    expect(accessOptionsOf('ManageTeams')).toEqual(['ManageTeams']);
    expect(accessOptionsOf(['ManagePlayers', 'ManageTeams'])).toEqual(['ManagePlayers', 'ManageTeams']);
  });

  it('says an empty answer only of a route that needs an option', () => {
    for (const [name, route] of entries) {
      if (route.withoutAccess)
        expect({ name, options: accessOptionsOf(route.access).length > 0 }).toEqual({ name, options: true });
    }
  });

  it('reads the path values of a path', () => {
    expect(pathParamsOf('/api/Error/Since/:since?')).toEqual([{ name: 'since', optional: true }]);
    expect(pathParamsOf('/api/Team/:id/:seasonId')).toEqual([
      { name: 'id', optional: false },
      { name: 'seasonId', optional: false },
    ]);
  });
});

describe('accessText', () => {
  it.each([
    [{ access: 'public' }, 'Anyone, signed in or not.'],
    [{ access: 'signedIn' }, 'Any signed-in account (401 otherwise).'],
    [{ access: 'ManageTeams' }, 'ManageTeams (401 when not signed in, 403 without it).'],
    [
      { access: ['ManagePlayers', 'ManageTeams'] },
      'One of ManagePlayers or ManageTeams (401 when not signed in, 403 without it).',
    ],
    [
      { access: ['ManageTournaments', 'EnterTournamentResults', 'UploadPhotos'], alsoNeeds: 'RecordScoresAsYouGo' },
      'One of ManageTournaments, EnterTournamentResults or UploadPhotos, and RecordScoresAsYouGo (401 when not signed in, 403 without it).',
    ],
    [{ access: 'ManageAccess', withoutAccess: 'empty' }, 'ManageAccess; anyone else gets an empty answer.'],
  ] as const)('%j reads "%s"', (entry, text) => {
    expect(accessText(entry)).toBe(text);
  });
});
