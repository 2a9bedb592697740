import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../scripts/web-build.mjs';
import { Api } from './support/api.js';
import { desktopContext, expectNoSeriousAxeViolations, phoneContext, sizedContext } from './support/browser.js';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { admin, type RunningServer, startServerAndBrowser, stopServerAndBrowser } from './support/server.js';
import { indicator, shows, tap } from './support/live.js';
import { signInDirectly, visible } from './support/sign-in.js';
import { findSidewaysOverflow } from './support/sideways-overflow.js';

const shotsDir = join(repoRoot, 'screenshots', 'live-match');

// Issue #11, live updates in the browser: a scorer on a phone scores a practice match and a watcher's
// /live/match page shows each visit within a second (the admin holds UseWebSockets, so both use the
// socket); the watcher's socket is closed and it comes back with what was thrown meanwhile; a
// signed-out watcher (socket refused) follows by polling. Screenshots land in screenshots/live-match/.
describe('following a match live', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser());
    mkdirSync(shotsDir, { recursive: true });
  });

  afterAll(() => stopServerAndBrowser(server, browser));

  /** The admin scoring a new practice match on a 390 px phone; answers the page and the record id. */
  async function startScoring(): Promise<{ scorer: Page; id: string; api: Api }> {
    const context = await phoneContext(browser, server.baseUrl);
    const scorer = await context.newPage();
    await signInDirectly(scorer, admin);
    const api = new Api(context.request, server.baseUrl);
    const me = await api.get<{ accessLevels: Record<string, unknown> }>('/api/Account');
    expect(Object.keys(me.accessLevels)).toContain('UseWebSockets');
    await scorer.goto('/practice?yourName=Jo&opponentName=Sam');
    expect(await scorer.getByRole('combobox', { name: 'Watchers' }).inputValue()).toBe('live');
    await scorer.getByRole('button', { name: 'Jo', exact: true }).click();
    await scorer.waitForURL((url) => /^#[0-9a-f-]{36}$/.test(url.hash));
    return { scorer, id: new URL(scorer.url()).hash.slice(1), api };
  }

  async function watch(id: string, signedIn: boolean): Promise<Page> {
    const watcher = await (await desktopContext(browser, server.baseUrl)).newPage();
    if (signedIn) await signInDirectly(watcher, admin);
    await watcher.goto(`/live/match/${id}`);
    await visible(watcher.getByRole('heading', { level: 1, name: 'Jo v Sam' }));
    return watcher;
  }

  it('shows each visit on a second screen within a second of the tap', async () => {
    const { scorer, id } = await startScoring();
    const watcher = await watch(id, true);
    screenshotOnFailure({ scorer, watcher });
    await visible(indicator(watcher).filter({ hasText: /^Live$/ }));

    for (const [score, left] of [
      [100, 401],
      [60, 441],
      [140, 261],
      [45, 396],
      [41, 220],
    ] as const) {
      await tap(scorer, score);
      await expect.poll(() => shows(watcher, left), { timeout: 1_000, interval: 50 }).toBe(true);
    }
    await expectNoSeriousAxeViolations(watcher);
    await watcher.screenshot({ path: join(shotsDir, '1280-statistics.png'), fullPage: true });
    await watcher.getByRole('button', { name: 'Widescreen view' }).click();
    await tap(scorer, 26);
    await expect.poll(() => shows(watcher, 370), { timeout: 1_000, interval: 50 }).toBe(true);
    await watcher.screenshot({ path: join(shotsDir, '1280-widescreen.png') });
    await scorer.screenshot({ path: join(shotsDir, '390-scorer.png'), fullPage: true });
    await scorer.context().close();
    await watcher.context().close();
  });

  it("recovers when the watcher's socket is closed, with the visits thrown meanwhile", async () => {
    const { scorer, id, api } = await startScoring();
    const watcher = await watch(id, true);
    screenshotOnFailure({ scorer, watcher });
    await visible(indicator(watcher).filter({ hasText: /^Live$/ }));
    const before = await watcherSocket(api, id);
    expect(before).toBeDefined();

    const closed = await api.send('DELETE', `/api/Live/Socket/${before!.id}`, undefined);
    expect(closed.body.messages).toContain('Socket closed');
    await tap(scorer, 100, 60);
    await expect.poll(() => shows(watcher, 441), { timeout: 10_000 }).toBe(true);
    await visible(indicator(watcher).filter({ hasText: /^Live$/ }));
    await expect.poll(async () => (await watcherSocket(api, id))?.id ?? before!.id).not.toBe(before!.id);
    // Back on the socket: the next visit arrives within a second again.
    await tap(scorer, 140);
    await expect.poll(() => shows(watcher, 261), { timeout: 1_000, interval: 50 }).toBe(true);
    await scorer.context().close();
    await watcher.context().close();
  });

  it('catches up when the watcher loses its network for a while and gets it back', async () => {
    const { scorer, id } = await startScoring();
    const watcher = await watch(id, true);
    screenshotOnFailure({ scorer, watcher });
    await visible(indicator(watcher).filter({ hasText: /^Live$/ }));

    await watcher.context().setOffline(true);
    await tap(scorer, 100, 60);
    // The watcher notices (its socket is gone) and says so, rather than showing an old score as live.
    await visible(indicator(watcher).filter({ hasText: /^(Reconnecting…|Offline: retrying)$/ }));
    expect(await shows(watcher, 441)).toBe(false);
    await watcher.context().setOffline(false);
    await expect.poll(() => shows(watcher, 441), { timeout: 12_000 }).toBe(true);
    await visible(indicator(watcher).filter({ hasText: /^Live$/ }));
    await tap(scorer, 140);
    await expect.poll(() => shows(watcher, 261), { timeout: 1_000, interval: 50 }).toBe(true);
    await scorer.context().close();
    await watcher.context().close();
  });

  it('keeps a signed-out watcher current by polling, the socket being refused', async () => {
    const { scorer, id } = await startScoring();
    const watcher = await watch(id, false);
    screenshotOnFailure({ scorer, watcher });
    await visible(indicator(watcher).filter({ hasText: 'Updates every 10 s' }));
    await tap(scorer, 100);
    await expect.poll(() => shows(watcher, 401), { timeout: 12_000 }).toBe(true);
    await tap(scorer, 45);
    await expect.poll(() => shows(watcher, 456), { timeout: 12_000 }).toBe(true);
    expect(await indicator(watcher).innerText()).toBe('Updates every 10 s');
    await scorer.context().close();
    await watcher.context().close();
  });

  it('fits the live views at 360 px and 390 px, at 1280 px and on a 1920×1080 TV', async () => {
    const { scorer, id } = await startScoring();
    await tap(scorer, 100, 60, 140);
    const problems: string[] = [];
    for (const size of [
      { width: 360, height: 780 },
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      const context = await sizedContext(browser, server.baseUrl, size.width, size.height);
      const page = await context.newPage();
      screenshotOnFailure({ [`${size.width}px`]: page });
      await signInDirectly(page, admin);
      await page.goto(`/live/match/${id}`);
      await visible(indicator(page).filter({ hasText: /^Live$/ }));
      problems.push(...(await check(page, `${size.width}-statistics`)));
      await page.getByRole('button', { name: 'Widescreen view' }).click();
      await visible(page.getByRole('region', { name: 'Widescreen view: Jo v Sam' }));
      problems.push(...(await check(page, `${size.width}-widescreen`)));
      if (size.width === 360) {
        await page.goto('/practice?yourName=Jo&opponentName=Samantha');
        await page.getByRole('button', { name: 'Jo', exact: true }).click();
        await visible(page.getByRole('combobox', { name: 'Watchers' }));
        problems.push(...(await check(page, '360-scorer')));
      }
      await context.close();
    }
    const tv = await sizedContext(browser, server.baseUrl, 1920, 1080);
    const page = await tv.newPage();
    await page.goto(`/tv?id=${id}`);
    await visible(indicator(page).filter({ hasText: 'Updates every 10 s' }));
    await page.screenshot({ path: join(shotsDir, '1920-tv.png') });
    await tv.close();
    await scorer.context().close();
    expect(problems).toEqual([]);
  });
});

type Socket = { id: string; originatingUrl: string | null; subscriptions: string[] };

/** The watcher's socket: the one opened from its /live/match page, subscribed to the match. */
async function watcherSocket(api: Api, id: string): Promise<Socket | undefined> {
  const sockets = await api.get<{ result: Socket[] }>('/api/Live/Sockets');
  return sockets.result.find(
    (socket) => socket.originatingUrl?.includes(`/live/match/${id}`) && socket.subscriptions.includes(id),
  );
}

/** A full-page screenshot under `name`, and everything on the page that does not fit the screen. */
async function check(page: Page, name: string): Promise<string[]> {
  await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: true });
  return (await findSidewaysOverflow(page)).map((problem) => `${name}: ${problem}`);
}
