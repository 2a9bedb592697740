import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../scripts/web-build.mjs';
import { Api } from './support/api.js';
import { desktopContext, expectNoSeriousAxeViolations, sizedContext } from './support/browser.js';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { admin, type RunningServer, startServerAndBrowser, stopServerAndBrowser } from './support/server.js';
import { findSidewaysOverflow } from './support/sideways-overflow.js';
import { visible } from './support/sign-in.js';

// Issue #22, "Done when" (3): from an empty install, a league match scored leg by leg from its score
// card on a 360 px phone. The 180s and the checkouts of 100 or more thrown go on the card as they
// are thrown (an edited 180 is taken back), the record is linked to the match before the card's own
// Save, and once saved they count in the division's players table (the card's one match, won 2-0, is a
// card of whitewashes, which counts as any other). Checked again at 1280 px.
// Screenshots go to test-results/league-match-scoring/ (git-ignored).

type Player = { id: string; name: string };
type Team = { id: string; name: string; seasons?: Array<{ seasonId: string; players: Player[] }> };
type Game = {
  id: string;
  updated: string;
  matches: Array<{ sayg?: { id: string } }>;
  oneEighties: Player[];
  over100Checkouts: Array<Player & { score?: number }>;
};

const divisionName = 'Riverside';
const seasonName = 'Winter';
const today = new Date().toISOString().slice(0, 10);
const shotsDir = join(repoRoot, 'test-results', 'league-match-scoring');
const settle = { timeout: 10_000 };

describe('a league match scored leg by leg from its score card (issue #22)', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let api: Api;
  let fixtureId: string;

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser({ env: { DEMO_DATA: 'false' } }));
    context = await sizedContext(browser, server.baseUrl, 360);
    api = new Api(context.request, server.baseUrl);
    await api.write('POST', '/api/Account/Login', { emailAddress: admin.email, password: admin.password });
    // The smallest league: a season, a division, two teams of two players, one fixture tonight.
    expect(await api.get<unknown[]>('/api/Division')).toEqual([]);
    const divisionId = (await api.write<{ id: string }>('PUT', '/api/Division', { name: divisionName })).id;
    const year = Number(today.slice(0, 4));
    const seasonId = (
      await api.write<{ id: string }>('PUT', '/api/Season/', {
        name: seasonName,
        startDate: `${year - 1}-09-01T00:00:00`,
        endDate: `${year + 1}-05-31T00:00:00`,
        divisionIds: [divisionId],
      })
    ).id;
    const teams: Team[] = [];
    for (const [name, players] of [
      ['Crown', ['Ann Archer', 'Bea Bell']],
      ['Swan', ['Sam Stone', 'Tom Tate']],
    ] as const) {
      const team = await api.write<Team>('PUT', '/api/Team/', {
        name,
        address: `${name}, High Street`,
        seasonId,
        divisionId,
        newDivisionId: divisionId,
      });
      for (const player of players)
        await api.write('POST', `/api/Player/${divisionId}/${seasonId}/${team.id}`, { name: player, captain: false });
      teams.push(team);
    }
    const [crown, swan] = teams as [Team, Team];
    fixtureId = (
      await api.write<{ id: string }>('PUT', '/api/Game/', {
        address: 'Crown, High Street',
        date: `${today}T00:00:00`,
        divisionId,
        seasonId,
        homeTeamId: crown.id,
        awayTeamId: swan.id,
        postponed: false,
        isKnockout: false,
        accoladesCount: true,
      })
    ).id;
  }, 120_000);

  afterAll(async () => {
    await context?.close();
    await stopServerAndBrowser(server, browser);
  });

  it('puts the 180s and hi-checks thrown on the card at once, takes an edited 180 back, and counts them once saved', async () => {
    const page = await context.newPage();
    screenshotOnFailure({ phone: page });
    await page.goto(`/score/${fixtureId}`);
    await visible(page.getByRole('heading', { level: 1, name: 'Crown v Swan' }));
    await page.getByLabel('Match 1 home player', { exact: true }).selectOption({ label: 'Ann Archer' });
    await page.getByLabel('Match 1 away player', { exact: true }).selectOption({ label: 'Sam Stone' });
    await page.getByRole('button', { name: 'Options for match 1', exact: true }).click();
    let dialog = page.getByRole('dialog', { name: 'Match 1 options' });
    await dialog.getByLabel('Number of legs', { exact: true }).fill('3');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    // Leg 1: Ann throws 180, 180 and checks out 141; Sam throws 26s.
    await page.getByRole('button', { name: 'Score match 1', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Match 1' });
    await dialog.getByRole('button', { name: 'Ann Archer', exact: true }).click();
    for (const score of [180, 26, 180, 26, 141]) await tap(dialog, score);
    await checkout(page, 3);
    await toThrow(dialog, 'Sam Stone');
    await saved(dialog);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    // On the card at once, and the record is the match's before the card is saved.
    await expect.poll(() => accolades(page), settle).toEqual({ oneEighties: 2, hiChecks: ['141'] });
    await shot(page, 'card-after-leg-1-360');
    const linked = await api.get<Game>(`/api/Game/${fixtureId}`);
    expect(linked.matches[0]?.sayg?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(linked.oneEighties).toEqual([]);

    // Leg 2 (Sam first): Ann's 180 is edited to 140 and goes from the card; then 180, 81 and 100 out.
    await page.getByRole('button', { name: 'Score match 1', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Match 1' });
    await toThrow(dialog, 'Sam Stone');
    await tap(dialog, 26, 180);
    await saved(dialog);
    await dialog.getByRole('button', { name: 'Throw 1 for Ann Archer: 180' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit throw 1 for Ann Archer' });
    await edit.getByLabel('Score').fill('140');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.waitFor({ state: 'detached' });
    await visible(dialog.getByRole('button', { name: 'Throw 1 for Ann Archer: 140' }));
    for (const score of [26, 180, 26, 81, 26, 100]) await tap(dialog, score);
    await checkout(page, 2);
    await visible(dialog.getByRole('heading', { name: 'Match finished' }));
    await saved(dialog);
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'match-finished-360', false);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    await expect.poll(() => accolades(page), settle).toEqual({ oneEighties: 3, hiChecks: ['141', '100'] });
    expect(await findSidewaysOverflow(page)).toEqual([]);
    // The card's own Save with that one match, won 2-0: a card of whitewashes counts in the tables.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByText('Scores updated', { exact: true }));
    await shot(page, 'card-saved-360');
    const stored = await api.get<Game>(`/api/Game/${fixtureId}`);
    expect(stored.oneEighties.map((p) => p.name)).toEqual(['Ann Archer', 'Ann Archer', 'Ann Archer']);
    expect(stored.over100Checkouts.map((p) => [p.name, p.score])).toEqual([
      ['Ann Archer', 141],
      ['Ann Archer', 100],
    ]);

    // The division's players table counts them.
    await page.goto(`/division/${encodeURIComponent(divisionName)}/players`);
    expect(await playerLine(page, 'Ann Archer')).toEqual({ oneEighties: 3, hiCheck: 141 });
    expect(await playedAndWon(page, 'Ann Archer')).toEqual([1, 1]);
    expect(await findSidewaysOverflow(page)).toEqual([]);
    await shot(page, 'players-table-360');

    // The same card at 1280 px.
    const desktop = await desktopContext(browser, server.baseUrl);
    await new Api(desktop.request, server.baseUrl).write('POST', '/api/Account/Login', {
      emailAddress: admin.email,
      password: admin.password,
    });
    const wide = await desktop.newPage();
    screenshotOnFailure({ desktop: wide });
    await wide.goto(`/score/${fixtureId}`);
    await expect.poll(() => accolades(wide), settle).toEqual({ oneEighties: 3, hiChecks: ['141', '100'] });
    await expectNoSeriousAxeViolations(wide);
    await shot(wide, 'card-saved-1280');
    await wide.goto(`/division/${encodeURIComponent(divisionName)}/players`);
    expect(await playerLine(wide, 'Ann Archer')).toEqual({ oneEighties: 3, hiCheck: 141 });
    expect(await playedAndWon(wide, 'Ann Archer')).toEqual([1, 1]);
    await shot(wide, 'players-table-1280');
    await desktop.close();
  }, 240_000);
});

/** The card's 180s by Ann (how many) and hi-checks (their scores), read from their Remove buttons' names. */
async function accolades(page: Page) {
  const labels = (prefix: string) =>
    page
      .getByRole('button', { name: new RegExp(`^${prefix}`) })
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  const oneEighties = (await labels('Remove 180 by Ann Archer')).length;
  const hiChecks = (await labels('Remove hi-check')).map((label) => /hi-check (\d+)/.exec(label)?.[1] ?? '?');
  return { oneEighties, hiChecks };
}

/** A player's 180s and hi-check in the players table: inline under the name on a phone, columns on a desktop. */
async function playerLine(page: Page, player: string) {
  const table = page.getByRole('table', { name: /^Players, / });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader').getByRole('link', { name: player, exact: true }) });
  await visible(row);
  const inline = /180s (\d+) hi-check (\d+)/.exec((await row.innerText()).replace(/\s+/g, ' '));
  if (inline) return { oneEighties: Number(inline[1]), hiCheck: Number(inline[2]) };
  const cells = await row.getByRole('cell').allInnerTexts();
  // Rank, team, played, won, lost, points, win %, 180s, hi-check.
  return { oneEighties: Number(cells[7]), hiCheck: Number(cells[8]) };
}

const tap = async (scope: Locator, ...scores: number[]) => {
  for (const score of scores) {
    for (const digit of String(score)) await scope.getByRole('button', { name: digit, exact: true }).click();
    await scope.getByRole('button', { name: 'Enter score' }).click();
  }
};

const toThrow = (scope: Locator, name: string) => visible(scope.getByRole('region', { name: `${name}, to throw` }));

const saved = (scope: Locator) =>
  visible(scope.getByRole('status', { name: 'Save status' }).filter({ hasText: /^Saved$/ }));

async function checkout(page: Page, darts: number) {
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await dialog.getByRole('button', { name: String(darts), exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function shot(page: Page, name: string, fullPage = true) {
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage });
}

/** A player's singles played and won in the players table (shown on a phone and a desktop alike). */
async function playedAndWon(page: Page, player: string) {
  const row = page
    .getByRole('table', { name: /^Players, / })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader').getByRole('link', { name: player, exact: true }) });
  await visible(row);
  // Rank, team (hidden on a phone, still in the row), played, won, ...
  const cells = await row.locator('td').allInnerTexts();
  return [Number(cells[2]), Number(cells[3])];
}
