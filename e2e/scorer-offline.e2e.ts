import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../scripts/web-build.mjs';
import { Api } from './support/api.js';
import { sizedContext } from './support/browser.js';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { admin, type RunningServer, startServerAndBrowser, stopServerAndBrowser } from './support/server.js';
import { findSidewaysOverflow } from './support/sideways-overflow.js';
import { visible } from './support/sign-in.js';

// Issue #23, "A scorer who is never stranded": a phone opens the evening's fixtures online and goes
// offline; it opens a score card it never opened and scores a match; it reloads while still offline
// and keeps scoring, told how many visits wait to be sent; it leaves the match for another page, and
// when the connection is back every visit reaches the server with nothing tapped.
// Screenshots go to test-results/scorer-offline/ (git-ignored).

type Team = { id: string; name: string };
type Throws = { throws: Array<{ score: number }> };
type Game = { matches: Array<{ sayg?: { id: string; legs: Record<string, { home: Throws; away: Throws }> } }> };

const divisionName = 'Riverside';
const today = new Date().toISOString().slice(0, 10);
const shotsDir = join(repoRoot, 'test-results', 'scorer-offline');

describe('a scorer offline all evening (issue #23)', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let api: Api;
  const fixtures: string[] = [];

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser({ env: { DEMO_DATA: 'false' } }));
    context = await sizedContext(browser, server.baseUrl, 360);
    api = new Api(context.request, server.baseUrl);
    await api.write('POST', '/api/Account/Login', { emailAddress: admin.email, password: admin.password });
    // A division with two fixtures tonight, each between two teams of two players.
    const divisionId = (await api.write<{ id: string }>('PUT', '/api/Division', { name: divisionName })).id;
    const year = Number(today.slice(0, 4));
    const seasonId = (
      await api.write<{ id: string }>('PUT', '/api/Season/', {
        name: 'Winter',
        startDate: `${year - 1}-09-01T00:00:00`,
        endDate: `${year + 1}-05-31T00:00:00`,
        divisionIds: [divisionId],
      })
    ).id;
    const teams: Team[] = [];
    for (const [name, players] of [
      ['Crown', ['Ann Archer', 'Bea Bell']],
      ['Swan', ['Sam Stone', 'Tom Tate']],
      ['Anchor', ['Cal Cole', 'Dee Dunn']],
      ['Plough', ['Pat Pine', 'Ray Reed']],
    ] as const) {
      const team = await api.write<Team>('PUT', '/api/Team/', {
        name,
        address: `${name}, High Street`,
        seasonId,
        divisionId,
        newDivisionId: divisionId,
      });
      for (const player of players)
        await api.write('POST', `/api/Player/${divisionId}/${seasonId}/${team.id}`, { name: player, captain: false });
      teams.push(team);
    }
    const pairs: Array<[Team, Team]> = [
      [teams[0]!, teams[1]!],
      [teams[2]!, teams[3]!],
    ];
    for (const [home, away] of pairs) {
      const game = await api.write<{ id: string }>('PUT', '/api/Game/', {
        address: `${home.name}, High Street`,
        date: `${today}T00:00:00`,
        divisionId,
        seasonId,
        homeTeamId: home.id,
        awayTeamId: away.id,
        postponed: false,
        isKnockout: false,
        accoladesCount: true,
      });
      fixtures.push(game.id);
    }
  }, 120_000);

  afterAll(async () => {
    await context?.close();
    await stopServerAndBrowser(server, browser);
  });

  it('scores a card never opened, through a reload, and sends every visit once back online', async () => {
    const page = await context.newPage();
    screenshotOnFailure({ phone: page });
    await page.goto('/');
    await controlledByServiceWorker(page);

    // Online: tonight's fixtures, and nothing else. Their score cards are kept for offline use.
    await page.goto(`/division/${encodeURIComponent(divisionName)}/fixtures`);
    await visible(page.getByRole('link', { name: /Anchor/ }).first());
    const second = fixtures[1]!;
    await expect
      .poll(async () => (await cachedPaths(page)).filter((path) => path.startsWith('/api/')), { timeout: 15_000 })
      .toEqual(expect.arrayContaining([`/api/Game/${fixtures[0]}`, `/api/Game/${second}`]));

    // Offline: the second card, never opened, from the home screen.
    await context.setOffline(true);
    await page.goto(`/score/${second}`);
    await visible(page.getByRole('heading', { level: 1, name: 'Anchor v Plough' }));
    let dialog = await openMatch(page);
    await dialog.getByRole('button', { name: 'Cal Cole', exact: true }).click();
    await tap(dialog, 60, 45, 100);
    await waiting(dialog, 3);

    // A reload offline (or the phone killing the tab): the card opens, and the match carries on.
    await page.reload();
    await visible(page.getByRole('heading', { level: 1, name: 'Anchor v Plough' }));
    dialog = await openMatch(page);
    await visible(dialog.getByRole('button', { name: 'Throw 2 for Cal Cole: 100' }));
    await waiting(dialog, 3);
    await tap(dialog, 81, 26);
    await waiting(dialog, 5);
    expect(await findSidewaysOverflow(page)).toEqual([]);
    await shot(page, 'waiting-360');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await findSidewaysOverflow(page)).toEqual([]);
    await shot(page, 'waiting-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, 'waiting-1280');

    // Away to another page; the connection comes back; nothing is tapped.
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await page.goto('/');
    await visible(page.getByText('Pick a division from the menu to see fixtures and the league tables.'));
    await context.setOffline(false);
    await expect
      .poll(
        async () => {
          const stored = (await api.get<Game>(`/api/Game/${second}`)).matches[0]?.sayg?.legs['0'];
          return stored && [stored.home.throws.map((t) => t.score), stored.away.throws.map((t) => t.score)];
        },
        { timeout: 15_000 },
      )
      .toEqual([
        [60, 100, 26],
        [45, 81],
      ]);
  }, 60_000);

  it('resumes practice after a reload offline on the first visit ever, and sends it when back', async () => {
    const record = (id: string) => api.get<{ legs: Record<string, { home: Throws; away: Throws }> }>(`/api/Sayg/${id}`);
    // A phone that never opened the app: the first page's reads went past the service worker.
    const phone = await sizedContext(browser, server.baseUrl, 390);
    const page = await phone.newPage();
    screenshotOnFailure({ practice: page });
    await page.goto('/practice?yourName=Jo&opponentName=Sam');
    await page.getByRole('button', { name: 'Jo', exact: true }).click();
    await page.waitForURL((url) => /^#[0-9a-f-]{36}$/.test(url.hash));
    const id = new URL(page.url()).hash.slice(1);
    await controlledByServiceWorker(page);
    await tap(page.locator('main'), 100);
    await expect.poll(async () => (await record(id)).legs['0']?.home.throws.length, { timeout: 10_000 }).toBe(1);

    await phone.setOffline(true);
    await tap(page.locator('main'), 60);
    await page.reload();
    await visible(page.getByRole('button', { name: 'Throw 1 for Sam: 60' }));
    await tap(page.locator('main'), 45);
    await waiting(page.locator('main'), 2);

    await phone.setOffline(false);
    await expect.poll(async () => (await record(id)).legs['0']?.home.throws.length, { timeout: 15_000 }).toBe(2);
    await phone.close();
  }, 30_000);
});

/** Picks the match's players on the card (a reload offline forgets the card's unsaved edits) and opens its scoring. */
async function openMatch(page: Page): Promise<Locator> {
  await page.getByLabel('Match 1 home player', { exact: true }).selectOption({ label: 'Cal Cole' });
  await page.getByLabel('Match 1 away player', { exact: true }).selectOption({ label: 'Pat Pine' });
  await page.getByRole('button', { name: 'Score match 1', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Match 1' });
  await visible(dialog);
  return dialog;
}

/** Waits until the scoring screen says `count` visits are waiting to be sent. */
async function waiting(dialog: Locator, count: number) {
  await visible(
    dialog.getByRole('status', { name: 'Save status' }).filter({ hasText: `${count} visits waiting to be sent` }),
  );
}

async function tap(scope: Locator, ...scores: number[]) {
  for (const score of scores) {
    for (const digit of String(score)) await scope.getByRole('button', { name: digit, exact: true }).click();
    await scope.getByRole('button', { name: 'Enter score' }).click();
  }
}

async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

/** The paths of every response the page's caches keep. */
async function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

async function shot(page: Page, name: string) {
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `${name}.png`) });
}
