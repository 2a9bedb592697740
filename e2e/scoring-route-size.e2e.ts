import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneContext } from './support/browser.js';
import { type RunningServer, startServerAndBrowser, stopServerAndBrowser } from './support/server.js';
import { visible } from './support/sign-in.js';

/** Budget for the JavaScript the practice scoring route loads beyond what the home route loads. */
const budgetBytes = 100 * 1024;

type Script = { path: string; body: Buffer };

// Issue #4: after the build, the scoring screen's own JavaScript stays small. The chunks are found the
// way a browser finds them: load / and /practice (up to the keypad) in fresh phone contexts against the
// real server, record every JavaScript response, and count those only /practice needed.
describe('the production web build', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser());
  });

  afterAll(() => stopServerAndBrowser(server, browser));

  it(`loads at most ${budgetBytes / 1024} KB of gzipped JavaScript for the practice route beyond the home route`, async () => {
    const home = await scriptsLoadedBy(async (page) => {
      await page.goto('/');
      await page.waitForLoadState('networkidle');
    });
    const practice = await scriptsLoadedBy(async (page) => {
      await page.goto('/practice?yourName=Jo&opponentName=Sam');
      await visible(page.getByRole('heading', { name: 'Who plays first?' }));
      await page.getByRole('button', { name: 'Jo', exact: true }).click();
      await visible(page.getByRole('button', { name: 'Enter score' }));
      await page.waitForLoadState('networkidle');
    });
    expect(home.size, 'the home route loaded no JavaScript').toBeGreaterThan(0);

    const extra = [...practice.values()].filter((script) => !home.has(script.path));
    const sizes = extra
      .map((script) => ({ path: script.path, gzip: gzipSync(script.body, { level: 9 }).length }))
      .sort((a, b) => b.gzip - a.gzip);
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    console.log(
      `Practice route JavaScript beyond the home route (${home.size} shell files): ` +
        `${kb(total)} gzipped of a ${kb(budgetBytes)} budget\n` +
        (sizes.map((s) => `  ${kb(s.gzip).padStart(9)}  ${s.path}`).join('\n') || '  (none)'),
    );
    expect(
      total,
      `practice route JavaScript is ${kb(total)} gzipped, over the ${kb(budgetBytes)} budget`,
    ).toBeLessThanOrEqual(budgetBytes);
  });

  /** Every JavaScript file (by path) a fresh phone context fetches while `visit` runs. */
  async function scriptsLoadedBy(visit: (page: Page) => Promise<void>): Promise<Map<string, Script>> {
    const context = await phoneContext(browser, server.baseUrl);
    const scripts = new Map<string, Script>();
    const reading: Promise<void>[] = [];
    context.on('response', (response) => {
      const url = new URL(response.url());
      const isScript = response.request().resourceType() === 'script' || url.pathname.endsWith('.js');
      // The service worker's own downloads (issue #16: it caches every file of the build in the
      // background) are not what the page needed; what the page fetched through it still counts.
      const byServiceWorker = response.request().serviceWorker() !== null;
      if (!isScript || byServiceWorker || url.origin !== server.baseUrl || !response.ok()) return;
      reading.push(
        response
          .body()
          // A body the browser no longer keeps (e.g. after a navigation) is fetched again.
          .catch(async () => Buffer.from(await (await fetch(url)).arrayBuffer()))
          .then((body) => void scripts.set(url.pathname, { path: url.pathname, body })),
      );
    });
    try {
      const page = await context.newPage();
      await visit(page);
      await Promise.all(reading);
    } finally {
      await context.close();
    }
    return scripts;
  }
});

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
