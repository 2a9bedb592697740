import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from './support/api.js';
import { desktopContext } from './support/browser.js';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { admin, type RunningServer, startServerAndBrowser, stopServerAndBrowser } from './support/server.js';
import { signInDirectly } from './support/sign-in.js';

type Game = { id: string; date: string; home: { name: string }; away: { name: string } };

// Issue #10: a pub TV with three tabs open. Every route's tab title says where it leads, in the
// real browser against the real server (demo league), and no two routes share one.
describe('page titles', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser());
  });

  afterAll(() => stopServerAndBrowser(server, browser));

  it('gives every route a title of its own, never the bare site name', async () => {
    const context = await desktopContext(browser, server.baseUrl);
    const page = await context.newPage();
    screenshotOnFailure({ desktop: page });
    const api = new Api(context.request, server.baseUrl);
    const siteName = (await api.get<{ name: string }>('/api/Site')).name;
    const game = (await api.get<Game[]>('/api/Game'))[0]!;
    const sayg = await api.write<{ id: string }>('POST', '/api/Sayg', {
      yourName: 'Jo',
      opponentName: 'Sam',
      numberOfLegs: 3,
      startingScore: 501,
      homeScore: 0,
      legs: {},
    });
    await signInDirectly(page, admin);

    const routes: Array<[string, string | RegExp]> = [
      ['/', 'Home'],
      ['/about', 'About'],
      ['/division/Premier', /^Premier/],
      [
        `/score/${game.id}`,
        new RegExp(`^${escape(game.home.name)} v ${escape(game.away.name)}, \\w{3} \\d{1,2} \\w{3} – Score card$`),
      ],
      ['/practice', 'Practice'],
      ['/live/match', 'Live match'],
      [`/live/match/${sayg.id}`, 'Jo v Sam – Live'],
      ['/tv', 'TV'],
      [`/tv?id=${sayg.id}`, 'TV: Jo v Sam'],
      ['/tournament/00000000-0000-4000-8000-000000000001', 'Tournament'],
      ['/admin/user', 'Manage access – Admin'],
      ['/admin/errors', 'Errors – Admin'],
      ['/admin/features', 'Features – Admin'],
      ['/admin/import', 'Import data – Admin'],
      ['/setup', 'Set up your league'],
      ['/no-such-page', 'Page not found'],
    ];
    const suffix = ` – ${siteName}`;
    const titles = new Set<string>();
    for (const [path, expected] of routes) {
      await page.goto(path);
      const pattern = typeof expected === 'string' ? new RegExp(`^${escape(expected)}$`) : expected;
      // The page's part of the title, before ' – {site name}' ('' when the title is not of that form).
      const pagePart = async () => {
        const title = await page.title();
        return title.endsWith(suffix) ? title.slice(0, -suffix.length) : '';
      };
      await expect.poll(pagePart, { timeout: 10_000 }).toMatch(pattern);
      titles.add(await page.title());
    }
    expect(titles.size).toBe(routes.length);

    // Signed out, the sign-in page says so too.
    await context.clearCookies();
    await page.goto('/login');
    await expect.poll(() => page.title()).toBe(`Sign in – ${siteName}`);
    await context.close();
  }, 120_000);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
