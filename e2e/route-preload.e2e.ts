import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { Manifest } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneContext } from './support/browser.js';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { type RunningServer, startServerAndBrowser, stopServerAndBrowser } from './support/server.js';
import { visible } from './support/sign-in.js';

const dist = join(import.meta.dirname, '..', 'packages', 'web', 'dist');

/** What the build made of a source module of the web app: its chunk's URL path. */
function chunkOf(source: string): string {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  return `/${manifest[source]!.file}`;
}

type Timing = { path: string; initiatorType: string; startTime: number; responseEnd: number };

// Issue #24: a division page's chunk is fetched beside the entry script, not after it has run.
describe('a page’s code is preloaded with its index.html', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser());
  });

  afterAll(() => stopServerAndBrowser(server, browser));

  it('starts the division page’s chunk before the entry script has even arrived, and fetches it once', async () => {
    const divisions = (await (await fetch(`${server.baseUrl}/api/Division`)).json()) as Array<{ id: string }>;
    const context = await phoneContext(browser, server.baseUrl);
    // A first visit: the service worker (which would answer from its cache later) is not yet in charge.
    await context.route('**/sw.js', (route) => route.abort());
    const page = await context.newPage();
    screenshotOnFailure({ phone: page });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));

    const answer = await page.goto(`/division/${divisions[0]!.id}`);
    const html = (await answer?.text()) ?? '';
    await visible(page.getByRole('heading', { level: 1 }).first());
    await page.waitForLoadState('networkidle');

    const entry = chunkOf('index.html');
    const route = chunkOf('src/app/routes/division.tsx');
    expect(html).toContain(`<link rel="modulepreload" crossorigin fetchpriority="low" href="${route}">`);
    const timings = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((timing): Timing => {
        const resource = timing as PerformanceResourceTiming;
        return {
          path: new URL(resource.name).pathname,
          initiatorType: resource.initiatorType,
          startTime: resource.startTime,
          responseEnd: resource.responseEnd,
        };
      }),
    );
    const timingOf = (path: string) => timings.find((timing) => timing.path === path);
    // Asked for as the parser met the page's <link>, before the entry script's last byte came: without
    // the hint, only the entry script, once run, could ask for it. (Chromium reports a modulepreload's
    // initiator as 'other', as it does a dynamic import's, so the order is what tells them apart.)
    expect(timingOf(route)!.startTime).toBeLessThan(timingOf(entry)!.responseEnd);
    // The app's own loader took the preloaded chunks and stylesheets: nothing of the build came twice.
    const assets = requested.filter((path) => path.startsWith('/assets/'));
    expect(assets.filter((path, i) => assets.indexOf(path) !== i)).toEqual([]);
    expect(assets).toContain(route);
    await context.close();
  });

  it('preloads the start-up reads, and the app takes those answers instead of asking again', async () => {
    const context = await phoneContext(browser, server.baseUrl);
    await context.route('**/sw.js', (route) => route.abort());
    const page = await context.newPage();
    screenshotOnFailure({ phone: page });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));

    await page.goto('/division/Premier/players');
    await visible(page.getByRole('table').first());
    await page.waitForLoadState('networkidle');

    const reads = ['/api/Site', '/api/Account', '/api/Division', '/api/Season', '/api/Team'];
    // Each once, by the page's <link>: the app's own fetch of it (initiator 'fetch') never went out.
    expect(reads.map((read) => requested.filter((path) => path === read).length)).toEqual([1, 1, 1, 1, 1]);
    const initiators = await page.evaluate(
      (paths) =>
        paths.map((path) =>
          performance
            .getEntriesByType('resource')
            .filter((timing) => new URL(timing.name).pathname === path)
            .map((timing) => (timing as PerformanceResourceTiming).initiatorType),
        ),
      reads,
    );
    expect(initiators).toEqual(reads.map(() => ['link']));
    // The app read them: the division's players, which need the start-up lists, are on the page.
    expect(requested).toContain('/api/Division/Data');
    await context.close();
  });

  it('preloads nothing on a path that is no page', async () => {
    const answer = await fetch(`${server.baseUrl}/wp-login.php`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain('modulepreload');
  });
});
