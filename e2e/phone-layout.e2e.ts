import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../scripts/web-build.mjs';
import { sizedContext } from './support/browser.js';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { admin, type RunningServer, startServerAndBrowser, stopServerAndBrowser } from './support/server.js';
import { signInDirectly, visible } from './support/sign-in.js';
import { findSidewaysOverflow, findWordsCutInHeadings } from './support/sideways-overflow.js';

const divisionName = 'Premier';
const shotsDir = join(repoRoot, 'screenshots', 'phone-360');

// Issue #10, "Done when": at 360 px nothing is wider than the screen, no control is clipped and no
// table needs a sideways scroll: the division tabs, players, teams, a team, a player, a score card,
// practice and the TV view, signed out and as the administrator. Screenshots land in
// screenshots/phone-360/ (git-ignored) for a person to look at.
describe('every page fits a 360 px phone', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser());
    mkdirSync(shotsDir, { recursive: true });
  });

  afterAll(() => stopServerAndBrowser(server, browser));

  it('keeps the footer still while a page loads its data: no layout shift on the division tabs (issue #24)', async () => {
    const context = await sizedContext(browser, server.baseUrl, 360, 740);
    const page = await context.newPage();
    screenshotOnFailure({ phone: page });
    // Every layout shift from the first paint on, as the browser scores them (CLS).
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const pages: Array<[string, (page: Page) => ReturnType<Page['getByRole']>]> = [
      [
        `/division/${divisionName}`,
        (p) =>
          p
            .getByRole('table', { name: /^League table/ })
            .getByRole('row')
            .nth(1),
      ],
      [`/division/${divisionName}/players`, (p) => p.getByRole('table').first().getByRole('row').nth(1)],
      [`/division/${divisionName}/fixtures`, (p) => p.getByRole('list', { name: /^Fixtures on / }).first()],
    ];
    for (const [path, content] of pages) {
      await page.goto(path);
      const footerTop = await page.locator('.site-footer').evaluate((footer) => footer.getBoundingClientRect().top);
      await visible(content(page));
      await page.waitForTimeout(500);
      const shifted = await page.evaluate(() =>
        (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0),
      );
      expect(shifted, `${path}: cumulative layout shift`).toBeLessThanOrEqual(0.05);
      expect(footerTop, `${path}: the footer starts below the first screen`).toBeGreaterThanOrEqual(740);
    }
    await context.close();
  });

  it('signed out: the division tabs, a team, a player, a score card, practice and the TV view', async () => {
    const context = await sizedContext(browser, server.baseUrl, 360, 740);
    const page = await context.newPage();
    screenshotOnFailure({ phone: page });
    const problems: string[] = [];

    problems.push(...(await divisionPages(page, 'visitor')));

    await page.goto('/practice?yourName=Jo&opponentName=Samantha%20Longname');
    await page.getByRole('button', { name: 'Jo', exact: true }).click();
    await visible(page.getByRole('region', { name: 'Jo, to throw' }));
    for (const digit of '100') await page.getByRole('button', { name: digit, exact: true }).click();
    await page.getByRole('button', { name: 'Enter score' }).click();
    await visible(page.getByRole('status', { name: 'Save status' }).filter({ hasText: /^Saved$/ }));
    problems.push(...(await check(page, 'practice')));
    const matchId = new URL(page.url()).hash.slice(1);

    await page.goto('/tv');
    await visible(page.getByRole('heading', { name: 'TV', exact: true }));
    problems.push(...(await check(page, 'tv-chooser')));
    await page.goto(`/tv?id=${matchId}`);
    await visible(page.getByText('Samantha Longname').first());
    problems.push(...(await check(page, 'tv-match')));
    await page.goto(`/live/match/${matchId}`);
    await visible(page.getByText('Samantha Longname').first());
    problems.push(...(await check(page, 'live-match')));
    await page.getByRole('switch', { name: 'Details for leg 1' }).check();
    await visible(page.getByRole('table').nth(1));
    problems.push(...(await check(page, 'live-match-details')));

    expect(problems).toEqual([]);
    await context.close();
  });

  it('as the administrator: the division tabs with their edit buttons, a team, a player, a score card and admin', async () => {
    const context = await sizedContext(browser, server.baseUrl, 360, 740);
    const page = await context.newPage();
    screenshotOnFailure({ phone: page });
    await signInDirectly(page, admin);

    const problems = await divisionPages(page, 'admin');
    for (const tab of ['Reports', 'Health']) {
      await divisionTab(page, tab).click();
      await currentTab(page, tab);
      problems.push(...(await check(page, `admin-${tab.toLowerCase()}`)));
    }
    for (const mode of ['user', 'errors', 'features', 'sockets']) {
      await page.goto(`/admin/${mode}`);
      await page.waitForLoadState('networkidle');
      problems.push(...(await check(page, `admin-${mode}`)));
    }
    await page.goto('/connections');
    await page.waitForLoadState('networkidle');
    problems.push(...(await check(page, 'connections')));

    expect(problems).toEqual([]);
    await context.close();
  });

  it("the demo's tournaments: a knockout bracket, a superleague evening and its TV view, signed out and as the administrator", async () => {
    const context = await sizedContext(browser, server.baseUrl, 360, 740);
    const page = await context.newPage();
    screenshotOnFailure({ phone: page });
    const tournaments = (await (await context.request.get(`${server.baseUrl}/api/Tournament/`)).json()) as Array<{
      id: string;
      date: string;
      singleRound: boolean;
    }>;
    const knockout = tournaments.find((t) => !t.singleRound)!;
    const evening = tournaments.find((t) => t.singleRound)!;
    const problems: string[] = [];
    for (const who of ['visitor', 'admin']) {
      if (who === 'admin') await signInDirectly(page, admin);
      await page.goto(`/tournament/${knockout.id}`);
      await visible(page.getByRole('region', { name: 'Bracket' }).getByRole('heading', { name: 'Final', exact: true }));
      // The bracket alone may scroll sideways, inside its own focusable region.
      problems.push(...(await check(page, `${who}-tournament`, { scrollers: ['Bracket'] })));
      await page.goto(`/tournament/${evening.id}`);
      await visible(page.getByRole('heading', { name: 'Summary' }));
      await page.waitForLoadState('networkidle');
      problems.push(...(await check(page, `${who}-superleague`)));
    }
    await page.goto(`/live/superleague?date=${evening.date.slice(0, 10)}`);
    await page.waitForURL((url) => url.searchParams.has('id'));
    await visible(page.getByRole('article').first());
    await page.waitForLoadState('networkidle');
    problems.push(...(await check(page, 'live-superleague')));

    expect(problems).toEqual([]);
    await context.close();
  });
});

/** Teams, a team, its score card, Fixtures, Players and a player of the demo division; what each page breaks. */
async function divisionPages(page: Page, who: string): Promise<string[]> {
  const problems: string[] = [];
  await page.goto(`/division/${divisionName}`);
  const table = page.getByRole('table', { name: /^League table/ });
  await visible(table.getByRole('row').nth(1));
  problems.push(...(await check(page, `${who}-teams`)));
  if (who === 'admin') await visible(table.getByRole('button', { name: /^Edit / }).first());

  await table.getByRole('rowheader').first().getByRole('link').click();
  await currentTab(page, 'Team Details');
  const fixtures = page.getByRole('table', { name: /^Fixtures of / });
  await visible(fixtures.getByRole('row').nth(1));
  problems.push(...(await check(page, `${who}-team`)));

  await fixtures.getByRole('link').first().click();
  await page.waitForURL(/\/score\//);
  await visible(page.getByRole('heading', { level: 1 }).first());
  await page.waitForLoadState('networkidle');
  problems.push(...(await check(page, `${who}-score-card`)));
  await page.goBack();

  await divisionTab(page, 'Fixtures').click();
  await currentTab(page, 'Fixtures');
  await visible(page.getByRole('list', { name: /^Fixtures on / }).first());
  problems.push(...(await check(page, `${who}-fixtures`)));

  await divisionTab(page, 'Players').click();
  await currentTab(page, 'Players');
  const players = page.getByRole('table', { name: /^Players, / });
  await visible(players.getByRole('row').nth(1));
  problems.push(...(await check(page, `${who}-players`)));

  await players.getByRole('rowheader').first().getByRole('link').first().click();
  await visible(page.getByRole('table', { name: /played in$/ }));
  problems.push(...(await check(page, `${who}-player`)));
  return problems;
}

/** A full-page screenshot under `name`, and everything on the page that does not fit the screen. */
async function check(page: Page, name: string, options: { scrollers?: string[] } = {}): Promise<string[]> {
  await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: true });
  const problems = [...(await findSidewaysOverflow(page, options)), ...(await findWordsCutInHeadings(page))];
  return problems.map((problem) => `${name} (${new URL(page.url()).pathname}): ${problem}`);
}

const divisionTab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Division' }).getByRole('link', { name, exact: true });

async function currentTab(page: Page, name: string) {
  await expect.poll(() => divisionTab(page, name).getAttribute('aria-current')).toBe('page');
}
