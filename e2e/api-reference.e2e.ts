import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations, sizedContext } from './support/browser.js';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { type RunningServer, startServerAndBrowser, stopServerAndBrowser } from './support/server.js';

// Issue #25: the API reference the built server publishes from its route table (/api/docs) is a page a
// person can read on a phone or a desktop, with a keyboard or a screen reader, fetching nothing from
// anywhere and breaking no rule of the app's content security policy.
describe('the API reference', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser());
  });

  afterAll(() => stopServerAndBrowser(server, browser));

  /** The page at `width` px, with every request it made and every error or warning it logged. */
  async function openDocs(
    width: number,
  ): Promise<{ context: BrowserContext; page: Page; requests: string[]; complaints: string[] }> {
    const context = await sizedContext(browser, server.baseUrl, width);
    const page = await context.newPage();
    screenshotOnFailure({ [`docs-${width}`]: page });
    const requests: string[] = [];
    const complaints: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') complaints.push(message.text());
    });
    const response = await page.goto('/api/docs');
    expect(response?.status()).toBe(200);
    return { context, page, requests, complaints };
  }

  it('reads well on a phone: headings, no accessibility problem, nothing wider than the screen', async () => {
    const { context, page, requests, complaints } = await openDocs(360);
    expect(await page.title()).toBe('API reference');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'API reference' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Team' }).count()).toBe(1);
    await expect
      .poll(() => page.getByRole('heading', { level: 3, name: 'PUT /api/Team', exact: true }).count())
      .toBe(1);
    // Long: every route and schema is on the one page (a few seconds on an idle machine).
    await expectNoSeriousAxeViolations(page);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBeLessThanOrEqual(0);
    expect(requests).toEqual([`${server.baseUrl}/api/docs`]);
    expect(complaints).toEqual([]);
    await context.close();
  }, 180_000);

  it('fetches nothing but itself and breaks no rule of the security policy; its links lead on', async () => {
    const { context, page, requests, complaints } = await openDocs(1280);
    // Only the page itself: no script, style sheet, font or image from here or elsewhere.
    expect(requests).toEqual([`${server.baseUrl}/api/docs`]);
    expect(complaints).toEqual([]);
    await page
      .getByRole('navigation', { name: 'Route groups' })
      .getByRole('link', { name: 'Live', exact: true })
      .click();
    expect(page.url()).toMatch(/#group-Live$/);
    await page.getByRole('link', { name: '/api/openapi.json' }).first().click();
    const document = JSON.parse((await page.locator('body').textContent()) ?? '') as { openapi: string };
    expect(document.openapi).toMatch(/^3\./);
    await context.close();
  });
});
