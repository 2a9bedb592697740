import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../scripts/web-build.mjs';
import { Api } from './support/api.js';
import { desktopContext, expectNoSeriousAxeViolations, sizedContext } from './support/browser.js';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { admin, type RunningServer, startServerAndBrowser, stopServerAndBrowser } from './support/server.js';
import { signInDirectly, visible } from './support/sign-in.js';
import { findSidewaysOverflow } from './support/sideways-overflow.js';

const shotsDir = join(repoRoot, 'screenshots', 'live-admin');

// Issue #11, the screens of live updates: the administrator watches a match in one window, finds its
// socket on the Sockets tab in another and closes it after confirming; /connections lists the match
// being scored. Both screens fit a 360 px phone; screenshots land in screenshots/live-admin/.
describe('live connections and sockets admin', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser());
    mkdirSync(shotsDir, { recursive: true });
  });

  afterAll(() => stopServerAndBrowser(server, browser));

  it("closes a watcher's socket after asking, and lists the match being scored on Connections", async () => {
    const watching = await desktopContext(browser, server.baseUrl);
    const watcher = await watching.newPage();
    const managing = await desktopContext(browser, server.baseUrl);
    const page = await managing.newPage();
    screenshotOnFailure({ watcher, admin: page });
    await signInDirectly(watcher, admin);
    await signInDirectly(page, admin);

    // The administrator scores a match (as the scoring screen saves it), which publishes it.
    const matchId = await scoreAMatch(new Api(page.context().request, server.baseUrl));
    await watcher.goto(`/live/match/${matchId}`);
    await visible(watcher.getByText('Samantha').first());
    await openProbeSocket(watcher, matchId);

    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Sockets' }).click();
    await page.waitForURL('**/admin/sockets');
    await expect.poll(() => page.title()).toMatch(/^Sockets – Admin – /);
    const row = probeRow(page);
    await visible(row);
    await expect.poll(() => row.textContent()).toContain(matchId);
    await expect.poll(() => row.textContent()).toContain('Administrator');
    await expectNoSeriousAxeViolations(page);

    // Declining leaves it open; accepting closes it with the spec's question and the server's message.
    const questions: string[] = [];
    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await row.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await visible(row);
    expect(await watcher.evaluate(() => (window as unknown as ProbeWindow).probe.readyState)).toBe(1);

    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.accept();
    });
    await row.getByRole('button', { name: 'Close' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'Socket closed' }));
    await row.waitFor({ state: 'detached' });
    expect(questions).toEqual([
      'Are you sure you want to close this socket?',
      'Are you sure you want to close this socket?',
    ]);
    await expect
      .poll(() => watcher.evaluate(() => (window as unknown as ProbeWindow).probeClosed))
      .toBe('Forced closure');

    // Connections, from the menu: the match being scored, linked to its live page.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Connections' }).click();
    await page.waitForURL('**/connections');
    const match = page.getByRole('link', { name: 'Live match: Jo v Samantha' });
    await visible(match);
    const item = page.getByRole('listitem').filter({ has: match });
    await expect.poll(() => item.textContent()).toMatch(/Polling/);
    await expect
      .poll(() => item.textContent())
      .toMatch(/Last update \d{1,2} \w{3} \d{4}, \d\d:\d\d:\d\d by Administrator/);
    await expectNoSeriousAxeViolations(page);
    await match.click();
    await page.waitForURL(`**/live/match/${matchId}`);

    await watching.close();
    await managing.close();
  });

  it('fits Sockets (with a socket and without) and Connections on a 360 px phone, at 390 px and at 1280 px', async () => {
    const watching = await desktopContext(browser, server.baseUrl);
    const watcher = await watching.newPage();
    await signInDirectly(watcher, admin);
    const problems: string[] = [];

    for (const width of [360, 390, 1280]) {
      const context = await sizedContext(browser, server.baseUrl, width);
      const page = await context.newPage();
      screenshotOnFailure({ [`${width}px`]: page });
      await signInDirectly(page, admin);
      const matchId = await scoreAMatch(new Api(context.request, server.baseUrl));

      // The watcher's page may hold a socket of its own while on a live page; elsewhere it has none.
      await watcher.goto('/about');
      await page.goto('/admin/sockets');
      await expect
        .poll(async () => {
          await page.getByRole('button', { name: 'Refresh' }).click();
          return page.getByText('No open sockets').isVisible();
        })
        .toBe(true);
      problems.push(...(await check(page, `${width}-sockets-empty`)));

      await watcher.goto(`/live/match/${matchId}`);
      await openProbeSocket(watcher, matchId);
      await page.getByRole('button', { name: 'Refresh' }).click();
      await visible(probeRow(page));
      problems.push(...(await check(page, `${width}-sockets`)));
      await watcher.evaluate(() => (window as unknown as ProbeWindow).probe.close());

      await page.goto('/connections');
      await visible(page.getByRole('link', { name: 'Live match: Jo v Samantha' }).first());
      problems.push(...(await check(page, `${width}-connections`)));
      await context.close();
    }
    expect(problems).toEqual([]);
    await watching.close();
  });
});

type ProbeWindow = { probe: WebSocket; probeClosed?: string };

/** POST /api/Sayg as the scoring screen saves a record; the server publishes what it stored. */
async function scoreAMatch(api: Api): Promise<string> {
  const record = await api.write<{ id: string }>('POST', '/api/Sayg', {
    yourName: 'Jo',
    opponentName: 'Samantha',
    numberOfLegs: 3,
    startingScore: 501,
    homeScore: 0,
    awayScore: 0,
    legs: {},
  });
  return record.id;
}

/**
 * A socket from the watcher's page, as the live client opens one (same origin, so the session cookie
 * goes with it), subscribed to the match. Its referrer is marked, so its row is told apart from any
 * socket the page opens itself. Resolves once the server has handled the subscription (a Marco it
 * answers after it).
 */
async function openProbeSocket(page: Page, matchId: string): Promise<void> {
  await page.evaluate(async (id) => {
    const probeWindow = window as unknown as ProbeWindow;
    const url = `${location.origin.replace(/^http/, 'ws')}/api/Live/?referrer=${location.href}?probe=e2e`;
    const socket = new WebSocket(url);
    probeWindow.probe = socket;
    socket.addEventListener('close', (event) => {
      probeWindow.probeClosed = event.reason;
    });
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve);
      socket.addEventListener('error', reject);
    });
    const answered = new Promise((resolve) =>
      socket.addEventListener('message', (event: MessageEvent<string>) => {
        if ((JSON.parse(event.data) as { type: string }).type === 'Polo') resolve(null);
      }),
    );
    socket.send(JSON.stringify({ type: 'Subscribed', id }));
    socket.send(JSON.stringify({ type: 'Marco' }));
    await answered;
  }, matchId);
}

const probeRow = (page: Page) =>
  page.getByRole('table', { name: 'Open sockets' }).getByRole('row').filter({ hasText: '?probe=e2e' });

/** A full-page screenshot under `name`, and everything on the page that does not fit the screen. */
async function check(page: Page, name: string): Promise<string[]> {
  await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: true });
  return (await findSidewaysOverflow(page)).map((problem) => `${name}: ${problem}`);
}
