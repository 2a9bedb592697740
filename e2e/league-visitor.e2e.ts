import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations, phoneContext } from './support/browser.js';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { type RunningServer, startServerAndBrowser, stopServerAndBrowser } from './support/server.js';
import { visible } from './support/sign-in.js';

// Issue #3, "Done when": on a phone, signed out, a visitor picks a division from the menu and reads
// the league table, the fixtures with their scores, a team's page and a player's page; every page
// passes axe and fits the 390 px screen without scrolling sideways.
describe('a visitor browsing the league on a phone', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser());
  });

  afterAll(() => stopServerAndBrowser(server, browser));

  it('reads the table, the fixtures, a team and a player of a division picked from the menu', async () => {
    const context = await phoneContext(browser, server.baseUrl);
    const page = await context.newPage();
    screenshotOnFailure({ phone: page });

    // Home: the prompt; the division links sit behind the Menu toggle.
    await page.goto('/');
    await visible(page.getByText('Pick a division from the menu to see fixtures and the league tables.'));
    await checkPage(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Premier', exact: true }).click();

    // Teams: the league table, each team with its Played and Points.
    await currentTab(page, 'Teams');
    const table = page.getByRole('table', { name: /^League table/ });
    const firstTeam = table.getByRole('row').nth(1);
    await visible(firstTeam);
    expect(await table.getByRole('row').count()).toBe(9);
    const teamName = (await firstTeam.getByRole('rowheader').innerText()).trim();
    const [played, points] = await firstTeam.getByRole('cell').allInnerTexts();
    expect(Number(played), `Played of ${teamName}`).toBeGreaterThan(0);
    expect(Number(points), `Points of ${teamName}`).toBeGreaterThan(0);
    await checkPage(page);

    // Fixtures: a block per date; the first (past) date's fixtures show their scores.
    await divisionTab(page, 'Fixtures').click();
    await currentTab(page, 'Fixtures');
    const firstDate = page.getByRole('list', { name: /^Fixtures on / }).first();
    await visible(firstDate);
    expect(await page.getByRole('region', { name: /^\w{3} \d{1,2} \w{3}/ }).count()).toBeGreaterThan(5);
    const results = await firstDate.getByRole('listitem').allInnerTexts();
    expect(results.length).toBe(4);
    for (const result of results) expect(result.replace(/\s+/g, ' ')).toMatch(/^\D+ \d+ vs \d+ \D+$/);
    await checkPage(page);

    // A team's page, opened from the league table: its fixtures and its players.
    await divisionTab(page, 'Teams').click();
    await table.getByRole('link', { name: teamName, exact: true }).click();
    await visible(page.getByRole('heading', { level: 2, name: teamName, exact: true }));
    await currentTab(page, 'Team Details');
    const teamFixtures = page.getByRole('table', { name: `Fixtures of ${teamName}` });
    await visible(teamFixtures);
    expect(await teamFixtures.getByRole('row').count()).toBeGreaterThan(10);
    expect((await teamFixtures.getByRole('row').nth(1).innerText()).replace(/\s+/g, ' ')).toMatch(/\d+ – \d+/);
    const teamPlayers = page.getByRole('table', { name: `Players of ${teamName}` });
    await visible(teamPlayers);
    expect(await teamPlayers.getByRole('row').count()).toBeGreaterThan(1);
    await checkPage(page);

    // A player's page, opened from the Players tab: their row of the player table.
    await divisionTab(page, 'Players').click();
    await currentTab(page, 'Players');
    const players = page.getByRole('table', { name: /^Players, / });
    const topRow = players.getByRole('row').nth(1);
    const topPlayer = topRow.getByRole('rowheader').getByRole('link');
    await visible(topPlayer);
    const playerName = (await topPlayer.innerText()).trim();
    const rowInTable = await topRow.innerText();
    await topPlayer.click();
    await visible(page.getByRole('heading', { level: 2, name: playerName }));
    await currentTab(page, playerName);
    const playerRow = page.getByRole('table', { name: new RegExp(`^${escape(playerName)}, `) }).getByRole('row');
    await expect.poll(() => playerRow.count()).toBe(2);
    expect(await playerRow.nth(1).innerText()).toBe(rowInTable);
    await visible(page.getByRole('table', { name: `Fixtures ${playerName} played in` }));
    await checkPage(page);

    await context.close();
  }, 120_000); // A long journey: give it room on a loaded machine.
});

const divisionTab = (page: Page, name: string): Locator =>
  page.getByRole('navigation', { name: 'Division' }).getByRole('link', { name, exact: true });

/** Waits until the tab called `name` is the one marked as the page shown. */
async function currentTab(page: Page, name: string) {
  await expect.poll(() => divisionTab(page, name).getAttribute('aria-current')).toBe('page');
}

/** No serious accessibility problems, and nothing wider than the screen. */
async function checkPage(page: Page) {
  await expectNoSeriousAxeViolations(page);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${page.url()} scrolls sideways on a ${clientWidth} px screen`).toBeLessThanOrEqual(clientWidth);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** On failure, saves what each page showed to test-results/ (git-ignored). */
