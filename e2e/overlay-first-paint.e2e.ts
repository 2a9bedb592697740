import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../scripts/web-build.mjs';
import { sizedContext } from './support/browser.js';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { serverAndBrowserFor } from './support/journey.js';

const transparent = 'rgba(0, 0, 0, 0)';

/** The computed backgrounds of the page's html and body. */
function backgrounds(page: Page): Promise<{ html: string; body: string }> {
  return page.evaluate(() => ({
    html: getComputedStyle(document.documentElement).backgroundColor,
    body: getComputedStyle(document.body).backgroundColor,
  }));
}

// Issue #27: OBS's browser source shows the overlay page as it loads. Before any script runs, its
// stylesheet already paints html and body transparent (the server marks the page; the CSP allows no
// inline script), so the stream never flashes white; a page of the site stays white. Offline, the
// service worker's cached shell opens an overlay page marked the same.
describe("the score overlay's first paint", () => {
  const journey = serverAndBrowserFor(join(repoRoot, 'test-results', 'overlay-first-paint'), {
    env: { DEMO_DATA: 'false' },
  });

  it('is transparent with every script blocked, where a page of the site is white', async () => {
    const context = await sizedContext(journey.browser, journey.server.baseUrl, 1920, 1080);
    const page = await context.newPage();
    screenshotOnFailure({ page });
    const blocked: string[] = [];
    await page.route(/\.js(\?|$)/, (route) => {
      blocked.push(new URL(route.request().url()).pathname);
      return route.abort();
    });

    for (const path of [
      `/overlay/match/${randomUUID()}`,
      `/overlay/tournament/${randomUUID()}?board=2`,
      `/overlay/superleague/${randomUUID()}`,
    ]) {
      await page.goto(path);
      expect(await backgrounds(page), path).toEqual({ html: transparent, body: transparent });
      // Nothing of the app ran: the page is as the stylesheet alone paints it.
      expect(await page.locator('#root').innerHTML()).toBe('');
    }
    expect(blocked.some((path) => path.startsWith('/assets/'))).toBe(true);

    await page.goto('/live/match');
    const site = await backgrounds(page);
    expect(site.body).toBe('rgb(255, 255, 255)');
    await context.close();
  });

  it("opens offline from the service worker's shell marked as an overlay page", async () => {
    const context = await sizedContext(journey.browser, journey.server.baseUrl, 1920, 1080);
    const page = await context.newPage();
    screenshotOnFailure({ page });
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    await context.setOffline(true);

    const mark = () => page.evaluate(() => document.documentElement.getAttribute('data-page'));
    await page.goto(`/overlay/match/${randomUUID()}`);
    expect(await mark()).toBe('overlay');
    expect(await backgrounds(page)).toEqual({ html: transparent, body: transparent });
    await page.goto('/tv');
    expect(await mark()).toBeNull();
    await context.setOffline(false);
    await context.close();
  });
});
