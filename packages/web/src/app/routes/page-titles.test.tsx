import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from '@darts/domain';
import { joWinsLeg, playMatch, recordOf } from '../../features/match-statistics/testing-matches';
import { aGame, aScoreCardLeague } from '../../features/score-card/testing-render';
import { envelope, type FakeRoutes } from '../../testing/fake-api';
import { aUser } from '../../testing/fixtures';
import { leagueRoutes, renderApp } from '../../testing/render-app';

const site = 'Riverside Darts League';
const saygId = '5a760000-0000-4000-8000-00000000000c';
const record = recordOf(playMatch([joWinsLeg]), saygId);
const cardLeague = aScoreCardLeague();
const game = aGame(cardLeague);
const admin = aUser(['ManageAccess', 'ViewExceptions', 'ManageFeatures', 'ImportData', 'ExportData']);

const routes = (extra: FakeRoutes = {}) =>
  leagueRoutes({
    [`/api/Sayg/${saygId}`]: record,
    [`/api/Game/${game.id}`]: game,
    '/api/Feature': [],
    ...extra,
  });

// Issue #10: every route's tab says where it leads, so a pub TV with three tabs open can tell them apart.
describe('page titles', () => {
  it.each<[string, string, FakeRoutes?]>([
    ['/', 'Home'],
    ['/about', 'About'],
    ['/login', 'Sign in'],
    ['/login?mode=register', 'Create account'],
    ['/logout', 'Sign out'],
    ['/admin', 'Manage access – Admin', { '/api/Account': admin }],
    ['/admin/errors', 'Errors – Admin', { '/api/Account': admin }],
    ['/admin/features', 'Features – Admin', { '/api/Account': admin }],
    ['/admin/import', 'Import data – Admin', { '/api/Account': admin }],
    ['/admin/browser', 'Data browser – Admin', { '/api/Account': admin }],
    ['/admin/user', 'Not permitted – Admin'],
    ['/admin/nope', 'Admin page not found', { '/api/Account': admin }],
    ['/live/match', 'Live match'],
    [`/live/match/${saygId}`, 'Jo v Sam – Live'],
    ['/live/superleague', 'Live superleague'],
    ['/practice', 'Practice'],
    [
      '/setup',
      'Set up your league',
      { '/api/Account': aUser(['ManageDivisions', 'ManageSeasons', 'ManageTeams', 'ManagePlayers']) },
    ],
    [
      `/score/${game.id}`,
      `${game.home.name} v ${game.away.name}, ${formatCalendarDate(game.date, { weekday: true })} – Score card`,
      {
        '/api/Season': cardLeague.league.seasons,
        '/api/Division': cardLeague.league.divisions,
        '/api/Team': [cardLeague.crown, cardLeague.swan],
      },
    ],
    ['/tv', 'TV'],
    ['/connections', 'Connections'],
    [
      '/admin/sockets',
      'Sockets – Admin',
      { '/api/Account': aUser(['ManageSockets']), '/api/Live/Sockets': envelope([]) },
    ],
    [`/tv?id=${saygId}&kiosk=true`, 'TV: Jo v Sam'],
    ['/tournament/123', 'Tournament'],
    ['/nope', 'Page not found'],
  ])('%s is titled "%s – site"', async (path, title, extra) => {
    renderApp(path, { routes: routes(extra) });
    await waitFor(() => expect(document.title).toBe(`${title} – ${site}`), { timeout: 10_000 });
  });

  it('gives every route its own title', async () => {
    const { router } = renderApp('/about', { routes: routes({ '/api/Account': admin }) });
    const seen = new Set<string>();
    for (const path of ['/about', '/admin/errors', '/admin/features', '/practice', '/tv', '/live/match']) {
      await router.navigate(path);
      await waitFor(() => expect(seen.has(document.title) || document.title === site).toBe(false), { timeout: 10_000 });
      seen.add(document.title);
    }
    expect(seen.size).toBe(6);
  });
});
