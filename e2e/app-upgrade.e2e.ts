import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, webDist } from '../scripts/web-build.mjs';
import { launchBrowser, phoneContext } from './support/browser.js';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { findSidewaysOverflow } from './support/sideways-overflow.js';
import { type RunningServer, startServer } from './support/server.js';
import { visible } from './support/sign-in.js';

const shotsDir = join(repoRoot, 'test-results', 'app-upgrade');
const newVersionText = 'A new version is ready.';

// Issue #23: a tab left open across a new build keeps working and offers the new version. The
// new build's worker waits while tabs are open; a scorer's tab offers Reload and runs the new
// version once the scorer agrees; a visitor's tab that was never reloaded still opens a page whose
// code it never loaded (the old build's files are gone from the server), then moves to the new
// version on the way, since nothing is in progress there.
describe('a tab left open across a new build', () => {
  let dir: string;
  let dist: string;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    // A copy of the build, so the test can deploy a "new build" over it without touching the real one.
    dir = mkdtempSync(join(tmpdir(), 'darts-upgrade-'));
    dist = join(dir, 'dist');
    cpSync(webDist, dist, { recursive: true });
    server = await startServer({ env: { WEB_DIST: dist } });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps working, offers the new version, and runs it once the user agrees', async () => {
    const context = await phoneContext(browser, server.baseUrl);
    const scorer = await context.newPage();
    const visitor = await context.newPage();
    screenshotOnFailure({ scorer, visitor });

    // A practice match under way on one tab, the home page on another: both the first build.
    await scorer.goto('/practice?yourName=Jo&opponentName=Sam');
    await visible(scorer.getByRole('heading', { name: 'Who plays first?' }));
    await scorer.getByRole('button', { name: 'Jo', exact: true }).click();
    await scorer.getByRole('button', { name: 'Score 100' }).click();
    await visible(throwButton(scorer, 'Throw 1 for Jo: 100'));
    await controlledByServiceWorker(scorer);
    await visitor.goto('/');
    await visible(visitor.getByText('Pick a division from the menu to see fixtures and the league tables.'));
    await controlledByServiceWorker(visitor);
    const [firstCache] = (await cacheNames(scorer)).filter((name) => name.startsWith('darts-shell-'));
    expect(firstCache).toBeDefined();
    const oldDivisionChunk = readdirSync(join(dist, 'assets')).find((file) => /^division-.*\.js$/.test(file))!;

    // The next build is deployed: every file renamed, the old ones gone from the server.
    deployNextBuild(dist, firstCache!.slice('darts-shell-'.length));
    await clearHttpCache(context, scorer);
    expect((await fetch(`${server.baseUrl}/assets/${oldDivisionChunk}`)).status).toBe(404);

    // The app asks for a new build every hour and when shown again; here at once.
    await scorer.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())!.update();
    });
    // Both tabs offer it, and neither was taken over: each still runs the build it opened with.
    await visible(scorer.getByText(newVersionText));
    await visible(visitor.getByText(newVersionText));
    expect(await buildOf(scorer)).toBe('first');
    expect(await buildOf(visitor)).toBe('first');
    expect(await scorer.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(
      true,
    );

    // The scorer keeps scoring, the banner above the page and never over the keypad.
    await scorer.getByRole('button', { name: 'Score 60' }).click();
    await visible(throwButton(scorer, 'Throw 1 for Sam: 60'));
    const banner = scorer.getByText(newVersionText);
    const keypad = scorer.getByRole('group', { name: 'Keypad' });
    for (const width of [360, 390, 1280]) {
      await scorer.setViewportSize({ width, height: width < 600 ? 780 : 800 });
      const [bannerBox, keypadBox] = [await banner.boundingBox(), await keypad.boundingBox()];
      expect(bannerBox!.y + bannerBox!.height, `at ${width} px`).toBeLessThanOrEqual(keypadBox!.y);
      expect(await findSidewaysOverflow(scorer), `at ${width} px`).toEqual([]);
      mkdirSync(shotsDir, { recursive: true });
      await scorer.evaluate(() => window.scrollTo(0, 0));
      await scorer.screenshot({ path: join(shotsDir, `banner-${width}.png`), fullPage: true });
    }
    await scorer.setViewportSize({ width: 390, height: 844 });

    // The scorer agrees: the new worker takes over and the page reloads into the new build.
    await scorer.getByRole('button', { name: 'Reload', exact: true }).click();
    await expect.poll(() => buildOf(scorer), { timeout: 10_000 }).toBe('next');
    await visible(
      scorer.getByRole('button', { name: 'Enter score' }).or(scorer.getByRole('heading', { name: 'Who plays first?' })),
    );
    expect(await scorer.getByText(newVersionText).count()).toBe(0);

    // The visitor's tab was never reloaded: it still runs the first build, under the new worker,
    // and still offers the new version.
    expect(await buildOf(visitor)).toBe('first');
    await visible(visitor.getByText(newVersionText));
    // It opens a page whose code it never loaded: the old build's chunk comes from the worker's
    // copy, the page shows, and on the way the tab moves to the new build.
    const oldChunks: number[] = [];
    visitor.on('response', (response) => {
      if (response.url().endsWith(`/assets/${oldDivisionChunk}`)) oldChunks.push(response.status());
    });
    await visitor.getByRole('button', { name: 'Menu', exact: true }).click();
    await visitor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Premier', exact: true }).click();
    await expect.poll(() => buildOf(visitor), { timeout: 10_000 }).toBe('next');
    await visible(visitor.getByRole('link', { name: 'Fixtures', exact: true }));
    expect(new URL(visitor.url()).searchParams.get('division')).toBe('Premier');
    expect(oldChunks).toEqual([200]);
    expect(await visitor.getByText('Unexpected Application Error!').count()).toBe(0);

    // The new build's files, and the first build's kept for tabs still running it.
    const shells = (await cacheNames(visitor)).filter((name) => name.startsWith('darts-shell-'));
    expect(shells.sort()).toEqual([firstCache, 'darts-shell-next-build-0001'].sort());
    await context.close();
  }, 120_000); // A long journey: give it room on a loaded machine.
});

/**
 * Deploys "the next build" over `dist` in place, as a new release would: every hashed file gets a
 * new name (and every reference to it, the worker's file list included), the worker a new version,
 * and index.html a `<meta name="build" content="next">` the test reads. The old files are gone.
 */
function deployNextBuild(dist: string, oldVersion: string): void {
  const assets = join(dist, 'assets');
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.map'))) rmSync(join(assets, file));
  // The build's brotli and gzip copies would still hold the first build: without them
  // the server compresses the next build's files as it sends them.
  // Each page's index.html (issue #24: the page's chunks preloaded) is the next build's too.
  const routePages = join(dist, 'route-pages');
  for (const folder of [dist, assets, routePages]) {
    for (const file of readdirSync(folder).filter((name) => /\.(br|gz)$/.test(name))) rmSync(join(folder, file));
  }
  // Longest first, so no name is replaced inside a longer one.
  const renames = readdirSync(assets)
    .sort((a, b) => b.length - a.length)
    .map((file) => [file, file.replace(/(\.\w+)$/, 'n$1')] as const);
  const rewrite = (path: string, change: (text: string) => string = (text) => text) => {
    let text = readFileSync(path, 'utf8');
    for (const [from, to] of renames) text = text.replaceAll(from, to);
    writeFileSync(path, change(text));
  };
  for (const [from, to] of renames) {
    if (/\.(js|css)$/.test(from)) rewrite(join(assets, from));
    renameSync(join(assets, from), join(assets, to));
  }
  rewrite(join(dist, 'sw.js'), (text) => text.replaceAll(oldVersion, 'next-build-0001'));
  const markNext = (text: string) => text.replace('<title>', '<meta name="build" content="next" /><title>');
  rewrite(join(dist, 'index.html'), markNext);
  for (const page of readdirSync(routePages)) rewrite(join(routePages, page), markNext);
}

/** The build a page runs: `next` once it is the deployed one. */
async function buildOf(page: Page): Promise<string> {
  return page.evaluate(() => document.querySelector('meta[name="build"]')?.getAttribute('content') ?? 'first');
}

/** The browser's HTTP cache holds the first build's files for a year; a phone's would have let them go. */
async function clearHttpCache(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

async function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(() => caches.keys());
}

const throwButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
