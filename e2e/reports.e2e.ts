import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktopContext, expectNoSeriousAxeViolations, sizedContext } from './support/browser.js';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { admin, type RunningServer, startServerAndBrowser, stopServerAndBrowser } from './support/server.js';
import { findSidewaysOverflow } from './support/sideways-overflow.js';
import { signIn, visible } from './support/sign-in.js';

// Issue #14, the Reports tab: a league secretary (the bootstrap administrator, every access option) opens
// Premier's Reports tab in the demo league, gets the reports, picks each one the server produced, follows a
// player link to the player's page, and prints the finals-night sheet to PDF. Screenshots (and the PDF) go to
// /tmp/shots/reports/ — the tab at 360, 390 and 1280 px, and the print view of the finals-night sheet.

const shotsDir = '/tmp/shots/reports';
const reportsPath = '/division/Premier/reports';
const widths = [360, 390, 1280];

const reportPicker = (page: Page) => page.getByRole('combobox', { name: 'Report', exact: true });
const sheet = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

describe('the Reports tab', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser());
    context = await desktopContext(browser, server.baseUrl);
    mkdirSync(shotsDir, { recursive: true });
  }, 120_000);

  afterAll(async () => {
    await context?.close();
    await stopServerAndBrowser(server, browser);
  });

  it('gets the reports, shows each, links to a player and prints the finals-night sheet', async () => {
    const page = await context.newPage();
    screenshotOnFailure({ desktop: page });
    await page.goto('/');
    await signIn(page, admin);
    await page.goto(reportsPath);
    expect(await page.getByRole('link', { name: 'Reports', exact: true }).getAttribute('aria-current')).toBe('page');
    const top = page.getByRole('spinbutton', { name: 'Return top' });
    expect(await top.inputValue()).toBe('15');

    // Outside 1-100 is named at once and nothing is asked; put right, the reports come.
    await top.fill('101');
    await visible(page.getByText('Return top must be a whole number from 1 to 100.'));
    await top.fill('10');
    expect(await page.getByText('Return top must be a whole number from 1 to 100.').count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('top')).toBe('10');
    await page.getByRole('button', { name: 'Get reports...', exact: true }).click();
    await visible(reportPicker(page));
    await visible(page.getByRole('list', { name: 'Messages' }).getByText(/^\d+ games inspected$/));
    await expectNoSeriousAxeViolations(page);

    const names = await reportPicker(page)
      .locator('option')
      .evaluateAll((options) => options.map((o) => o.textContent ?? ''));
    expect(names).toEqual(
      expect.arrayContaining([
        'Man of the match',
        'Most played player',
        'Most 180s',
        'Highest checkouts',
        'Finals night report',
      ]),
    );
    for (const name of names) {
      await reportPicker(page).selectOption({ label: name });
      const shown = sheet(page, name);
      await visible(shown);
      expect(new URL(page.url()).searchParams.get('report')).toBe(name);
      const table = shown.getByRole('table');
      if ((await table.count()) > 0) {
        const rows = await table.locator('tbody tr').count();
        expect(rows).toBeGreaterThan(0);
        if (name !== 'Finals night report') expect(rows).toBeLessThanOrEqual(10);
        expect(await table.locator('tbody tr').first().locator('td').first().innerText()).toBe('1');
      } else {
        await visible(shown.getByText('No rows', { exact: true }));
      }
      await page.screenshot({ path: join(shotsDir, `${slug(name)}-1280.png`), fullPage: true });
    }

    // Most played player: the top player's name leads to their page in the division.
    await reportPicker(page).selectOption({ label: 'Most played player' });
    const mostPlayed = sheet(page, 'Most played player');
    const firstRow = mostPlayed.locator('tbody tr').first();
    const playerLink = firstRow.locator('td').nth(2).getByRole('link');
    const playerName = await playerLink.innerText();
    await playerLink.click();
    await page.waitForURL((url) => url.pathname.includes('/player:'));
    await visible(page.getByRole('heading', { name: new RegExp(escapeRegExp(playerName)) }).first());
    await page.goBack();

    // The finals-night sheet on paper: only its title, description and table.
    await visible(reportPicker(page));
    await reportPicker(page).selectOption({ label: 'Finals night report' });
    const finals = sheet(page, 'Finals night report');
    await visible(finals);
    expect(await finals.locator('tbody tr').count()).toBeGreaterThan(10);
    await page.emulateMedia({ media: 'print' });
    for (const hidden of [
      page.getByRole('button', { name: 'Get reports...', exact: true }),
      page.getByRole('button', { name: 'Print', exact: true }),
      page.getByRole('list', { name: 'Messages' }),
      reportPicker(page),
      page.getByRole('link', { name: 'Reports', exact: true }),
    ]) {
      expect(await hidden.isVisible()).toBe(false);
    }
    await visible(finals.getByRole('heading', { name: 'Finals night report' }));
    await page.screenshot({ path: join(shotsDir, 'finals-night-print.png'), fullPage: true });
    const pdfPath = join(shotsDir, 'finals-night.pdf');
    await page.pdf({ path: pdfPath, format: 'A4', printBackground: true, preferCSSPageSize: true });
    const pdf = readFileSync(pdfPath, 'latin1');
    expect(pdf.startsWith('%PDF')).toBe(true);
    // The demo's 40 award rows fit two A4 pages: rows do not wrap their awards, nor grow taller than a line needs.
    const pages = Number(/\/Count (\d+)/.exec(pdf)?.[1] ?? 0);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
    await page.emulateMedia({ media: 'screen' });
    await page.close();

    // A link to the finals-night sheet runs the reports at once; at no width does the page scroll sideways.
    for (const width of widths) {
      const sized = await sizedContext(browser, server.baseUrl, width);
      await sized.addCookies(await context.cookies());
      const narrow = await sized.newPage();
      for (const name of ['Finals night report', 'Most played player']) {
        await narrow.goto(`${reportsPath}?top=15&report=${encodeURIComponent(name)}`);
        await visible(sheet(narrow, name));
        await narrow.screenshot({ path: join(shotsDir, `${slug(name)}-${width}.png`), fullPage: true });
        const scroller = await sheet(narrow, name).locator('[role=region]').getAttribute('aria-label');
        expect(await findSidewaysOverflow(narrow, { scrollers: [scroller ?? ''] }), `${name} at ${width} px`).toEqual(
          [],
        );
        expect(await narrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
      if (width === 360) await expectNoSeriousAxeViolations(narrow);
      await sized.close();
    }
  }, 240_000);
});

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
