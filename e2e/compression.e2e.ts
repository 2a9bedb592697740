import type { Browser, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneContext } from './support/browser.js';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { type RunningServer, startServerAndBrowser, stopServerAndBrowser } from './support/server.js';
import { visible } from './support/sign-in.js';

/** What a page load fetched from the server: each script, stylesheet and JSON answer, its size and encoding. */
type Fetched = { path: string; type: string; bytes: number; encoding: string | null; vary: string | null };

const worthCompressing = /^(application\/json|text\/javascript|application\/javascript|text\/css)\b/;

// Issue #24, done when: "every script, stylesheet and JSON answer over 1 KB comes compressed when the
// browser accepts it". A visitor's phone on the demo league: every such answer on the way through the
// home page and a division's tabs (the build's scripts and stylesheets, the start-up reads, division data).
describe('what a phone downloads', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser());
  });

  afterAll(() => stopServerAndBrowser(server, browser));

  it('comes compressed: every script, stylesheet and JSON answer over 1 KB', async () => {
    const context = await phoneContext(browser, server.baseUrl);
    // The first visit, as the service worker (which would answer from its cache later) is not yet in charge.
    await context.route('**/sw.js', (route) => route.abort());
    const page = await context.newPage();
    screenshotOnFailure({ phone: page });
    const pending: Array<Promise<Fetched | undefined>> = [];
    page.on('response', (response) => pending.push(fetched(response, server.baseUrl)));

    await page.goto('/');
    await visible(page.getByRole('heading', { level: 1 }).first());
    for (const tab of ['', '/players', '/fixtures']) {
      await page.goto(`/division/Premier${tab}`);
      await visible(page.getByRole('table').or(page.getByRole('region')).first());
      await page.waitForLoadState('networkidle');
    }

    const answers = (await Promise.all(pending)).filter((answer): answer is Fetched => answer !== undefined);
    const large = answers.filter((answer) => answer.bytes > 1024);
    const kinds = (pattern: RegExp) => large.filter((answer) => pattern.test(answer.type)).length;
    expect(kinds(/javascript/), 'no script over 1 KB was fetched').toBeGreaterThan(3);
    expect(kinds(/css/), 'no stylesheet over 1 KB was fetched').toBeGreaterThan(0);
    expect(kinds(/json/), 'no JSON answer over 1 KB was fetched').toBeGreaterThan(1);
    // Chromium asks for brotli over HTTPS only; over plain HTTP it gets gzip.
    expect(large.filter((answer) => answer.encoding !== 'gzip' && answer.encoding !== 'br')).toEqual([]);
    expect(large.filter((answer) => !/accept-encoding/i.test(answer.vary ?? ''))).toEqual([]);
    await context.close();
  });
});

/** A same-origin script, stylesheet or JSON answer with a body, as the server sent it; else undefined. */
async function fetched(response: Response, baseUrl: string): Promise<Fetched | undefined> {
  const url = new URL(response.url());
  const type = (await response.headerValue('content-type')) ?? '';
  if (url.origin !== new URL(baseUrl).origin || response.status() !== 200 || !worthCompressing.test(type)) {
    return undefined;
  }
  const body = await response.body().catch(() => undefined);
  if (!body) return undefined;
  return {
    path: url.pathname + url.search,
    type,
    bytes: body.length,
    encoding: await response.headerValue('content-encoding'),
    vary: await response.headerValue('vary'),
  };
}
