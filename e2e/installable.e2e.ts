import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webDist } from '../scripts/web-build.mjs';
import { chromiumPath, launchBrowser, phoneContext } from './support/browser.js';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { findSidewaysOverflow } from './support/sideways-overflow.js';
import { type RunningServer, startServer } from './support/server.js';
import { visible } from './support/sign-in.js';

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
};

// Issue #16 Installable: the app has a manifest a phone installs from, and a service worker that
// caches the shell, so the scoring screen and practice open from the home screen with no network
// at all, while data comes from the network whenever there is one.
describe('the app installed on a phone', () => {
  let dist: string;
  let siteConfig: string;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    // A copy of the build, so the test can ship a "new build" without touching the real one.
    const dir = mkdtempSync(join(tmpdir(), 'darts-installable-'));
    dist = join(dir, 'dist');
    cpSync(webDist, dist, { recursive: true });
    siteConfig = join(dir, 'site.json');
    writeFileSync(siteConfig, JSON.stringify({ name: 'Riverside Darts League' }));
    server = await startServer({ env: { WEB_DIST: dist, SITE_CONFIG: siteConfig } });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dist) rmSync(join(dist, '..'), { recursive: true, force: true });
  });

  it('serves a manifest named after the site, with its icons, that Chromium finds installable', async () => {
    const response = await fetch(`${server.baseUrl}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Riverside Darts League',
      short_name: 'Riverside',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#14532d',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const png = await fetch(server.baseUrl + icon.src);
      expect(png.headers.get('content-type'), icon.src).toBe('image/png');
      const bytes = Buffer.from(await png.arrayBuffer());
      // A PNG's width and height are the first fields of its IHDR chunk.
      expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }

    // Chromium installs nothing from an incognito window, which every context of a shared browser is:
    // the check runs in a browser of its own, with a profile.
    const profile = mkdtempSync(join(tmpdir(), 'darts-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath()!,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
      baseURL: server.baseUrl,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    screenshotOnFailure({ phone: page });
    await page.goto('/');
    await controlledByServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const parsed = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(parsed.url).toBe(`${server.baseUrl}/manifest.webmanifest`);
    expect(parsed.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });

  it('opens a score card and practice from the home screen with no network, and reads fresh data once back', async () => {
    const context = await phoneContext(browser, server.baseUrl);
    const page = await context.newPage();
    screenshotOnFailure({ phone: page });

    // Online: the home page once, then a score card the scorer will need in the pub.
    await page.goto('/');
    await visible(page.getByText('Pick a division from the menu to see fixtures and the league tables.'));
    await controlledByServiceWorker(page);
    const fixtureUrl = await firstScoreCardUrl(page);
    await page.goto(fixtureUrl);
    const cardHeading = page.getByRole('heading', { level: 1, name: / v / });
    await visible(cardHeading);
    const fixtureTitle = await cardHeading.innerText();

    // No network at all: the browser is offline and the server is gone.
    await context.setOffline(true);
    await server.stop();

    // Opened from the home screen (a new window): practice, a whole visit scored.
    const offline = await context.newPage();
    screenshotOnFailure({ offline });
    await offline.goto('/practice?yourName=Jo&opponentName=Sam');
    await visible(offline.getByRole('heading', { name: 'Who plays first?' }));
    await offline.getByRole('button', { name: 'Jo', exact: true }).click();
    await visible(offline.getByRole('button', { name: 'Enter score' }));
    await offline.getByRole('button', { name: '1', exact: true }).click();
    await offline.getByRole('button', { name: '0', exact: true }).click();
    await offline.getByRole('button', { name: '0', exact: true }).click();
    await offline.getByRole('button', { name: 'Enter score' }).click();
    await visible(offline.getByRole('button', { name: 'Throw 1 for Jo: 100' }));
    await expectNoSideways(offline);

    // The score card opened before, and the site it belongs to.
    await offline.goto(fixtureUrl);
    await visible(offline.getByRole('heading', { level: 1, name: fixtureTitle }));
    await visible(offline.getByText('Riverside Darts League').first());
    await expectNoSideways(offline);

    // Nothing from the API is kept but the start-up data and the card's reads.
    const kept = await cachedUrls(offline);
    expect(
      kept
        .filter((url) => url.includes('/api/'))
        .map((url) => new URL(url).pathname.replace(/[0-9a-f-]{36}/, ':id'))
        .sort(),
    ).toEqual(
      expect.arrayContaining([
        '/api/Account',
        '/api/Division',
        '/api/Game/:id',
        '/api/Season',
        '/api/Site',
        '/api/Team',
      ]),
    );
    for (const url of kept.filter((url) => url.includes('/api/'))) {
      expect(new URL(url).pathname).toMatch(
        /^\/api\/(Site|Account|Division|Season|Team|Feature|(Game|Team|Tournament|Sayg)\/[0-9a-f-]{36})$/,
      );
    }

    // Back online with the site renamed: what the page reads now comes from the network, not a copy.
    writeFileSync(siteConfig, JSON.stringify({ name: 'Lakeside Darts League' }));
    server = await startServer({ port: server.port, env: { WEB_DIST: dist, SITE_CONFIG: siteConfig } });
    await context.setOffline(false);
    await offline.goto('/');
    await visible(offline.getByText('Lakeside Darts League').first());
    const site = await offline.evaluate(
      async () => ((await (await fetch('/api/Site')).json()) as { name: string }).name,
    );
    expect(site).toBe('Lakeside Darts League');
    await context.close();
  });

  it("takes a new build at the next visit, keeping the previous build's files for tabs still open", async () => {
    const context = await phoneContext(browser, server.baseUrl);
    const page = await context.newPage();
    screenshotOnFailure({ phone: page });
    await page.goto('/');
    await controlledByServiceWorker(page);
    const [oldCache] = (await cacheNames(page)).filter((name) => name.startsWith('darts-shell-'));
    expect(oldCache).toBeDefined();
    const oldVersion = oldCache!.slice('darts-shell-'.length);

    // The next build: a new worker version and a page that says so.
    const worker = join(dist, 'sw.js');
    writeBuilt(worker, readFileSync(worker, 'utf8').replaceAll(oldVersion, 'next-build-0001'));
    // index.html and each page's copy of it (issue #24: with the page's chunks preloaded).
    const routePages = join(dist, 'route-pages');
    const pages = [
      join(dist, 'index.html'),
      ...readdirSync(routePages)
        .filter((name) => name.endsWith('.html'))
        .map((name) => join(routePages, name)),
    ];
    for (const file of pages) {
      writeBuilt(file, readFileSync(file, 'utf8').replace('<title>', '<meta name="build" content="next" /><title>'));
    }

    // The browser looks for a new worker at each visit. The page reloaded from the network is
    // already the new build, so it lets the new worker take over without a word; the
    // previous build's files stay for tabs still running it (app-upgrade.e2e.ts).
    await page.reload();
    await expect
      .poll(
        async () => ({
          shells: (await cacheNames(page)).filter((name) => name.startsWith('darts-shell-')).sort(),
          waiting: await page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            return Boolean(registration?.installing ?? registration?.waiting);
          }),
        }),
        { timeout: 20_000 },
      )
      .toEqual({ shells: [oldCache, 'darts-shell-next-build-0001'].sort(), waiting: false });
    expect(await page.getByText('A new version is ready.').count()).toBe(0);

    // With no network, the new build's shell opens.
    await context.setOffline(true);
    await server.stop();
    const offline = await context.newPage();
    await offline.goto('/practice');
    expect(await offline.locator('meta[name="build"]').getAttribute('content')).toBe('next');
    await context.close();
  });
});

/** Rewrites a file of the build as a build would: with its brotli and gzip copies, where it has them. */
function writeBuilt(path: string, content: string): void {
  writeFileSync(path, content);
  if (existsSync(`${path}.br`)) writeFileSync(`${path}.br`, brotliCompressSync(content));
  if (existsSync(`${path}.gz`)) writeFileSync(`${path}.gz`, gzipSync(content));
}

/** Waits until a service worker controls `page` (its first visit installs it; it takes over at once). */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

/** The URL of a score card, as a visitor finds it: Premier's fixtures, the first one listed. */
async function firstScoreCardUrl(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Premier', exact: true }).click();
  await page.getByRole('link', { name: 'Fixtures', exact: true }).click();
  const link = page
    .getByRole('list', { name: /^Fixtures on / })
    .first()
    .locator('a[href^="/score/"]')
    .first();
  await visible(link);
  return (await link.getAttribute('href'))!;
}

async function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(() => caches.keys());
}

/** Every URL in every cache of the page's origin. */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

async function expectNoSideways(page: Page): Promise<void> {
  expect(await findSidewaysOverflow(page)).toEqual([]);
}
