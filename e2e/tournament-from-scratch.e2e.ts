import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../scripts/web-build.mjs';
import { Api } from './support/api.js';
import { expectNoSeriousAxeViolations, sizedContext } from './support/browser.js';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { admin, type RunningServer, startServerAndBrowser, stopServerAndBrowser } from './support/server.js';
import { tap } from './support/live.js';
import { signInDirectly, visible } from './support/sign-in.js';
import { findSidewaysOverflow } from './support/sideways-overflow.js';

const shotsDir = join(repoRoot, 'screenshots', 'tournament-from-scratch');

type Side = { id: string; name?: string; players?: Array<{ name: string }> };
/** A side's name as shown: its own, else its one player's (a side added as an individual). */
const nameOf = (side: Side | undefined) => side?.name || side?.players?.map((p) => p.name).join(' & ');
type Match = { id: string; sideA?: Side; sideB?: Side; scoreA?: number; scoreB?: number; saygId?: string };
type Round = { matches: Match[]; nextRound?: Round };
type Tournament = {
  id: string;
  bestOf?: number;
  round?: Round;
  oneEighties: Array<{ name: string }>;
  over100Checkouts: Array<{ name: string; score?: number }>;
};

const roundsOf = (round: Round | undefined): Round[] => (round ? [round, ...roundsOf(round.nextRound)] : []);
const matchesOf = (tournament: Tournament) => roundsOf(tournament.round).flatMap((round) => round.matches);

/**
 * The lines of the page's 180s or Hi-checks box as a reader gets them: an editor's one per entry (its
 * text, without the Remove button), else the sheet's (180s one line per player, 'Ann × 4').
 */
async function entries(page: Page, box: '180s' | 'Hi-checks') {
  return page
    .getByRole('region', { name: box })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => (item.querySelector('span') ?? item).textContent.trim()));
}

/**
 * One leg of 501 that `winner` checks out 141 in nine darts (180, 180, 141) while `loser` throws
 * 26s: each visit waits for the screen to name its thrower, so a fast tap never goes to the wrong side.
 */
async function winLeg(page: Page, winner: string, loser: string) {
  const toThrow = (name: string) => page.getByRole('heading', { name: `${name}, to throw` });
  await expect.poll(async () => (await toThrow(winner).isVisible()) || (await toThrow(loser).isVisible())).toBe(true);
  let winnerToThrow = await toThrow(winner).isVisible();
  const plan = [180, 180, 141];
  while (plan.length > 0) {
    await visible(toThrow(winnerToThrow ? winner : loser));
    await tap(page, winnerToThrow ? plan.shift()! : 26);
    winnerToThrow = !winnerToThrow;
  }
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await visible(checkout.getByText('How many darts to checkout?'));
  await checkout.getByRole('button', { name: '3', exact: true }).click();
  await checkout.waitFor({ state: 'detached' });
}

// Issue #22, scored as you go → tournament, from an empty install: on a 360 px phone a knockout is
// made on the Fixtures tab, its eight players added as sides, drawn on the page, saved, and every
// match scored leg by leg to its final. The server
// moves each winner on; every 180 and 141 checkout thrown is on the tournament at once, and on its
// printed sheet. Screenshots land in screenshots/tournament-from-scratch/.
describe('a knockout of eight from an empty install', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser({ env: { DEMO_DATA: 'false' } }));
    mkdirSync(shotsDir, { recursive: true });
  });

  afterAll(() => stopServerAndBrowser(server, browser));

  it('is drawn, saved and scored to its final on a phone, with its 180s and hi-checks', async () => {
    const phoneContext = await sizedContext(browser, server.baseUrl, 360);
    const phone = await phoneContext.newPage();
    screenshotOnFailure({ phone });
    await signInDirectly(phone, admin);
    const api = new Api(phoneContext.request, server.baseUrl);

    // What the journey needs, seeded through the API: a season with a division, and two teams of
    // four players (the venues and players a tournament is made from).
    const division = await api.write<{ id: string }>('PUT', '/api/Division', { name: 'Premier' });
    const today = new Date().toISOString().slice(0, 10);
    const year = Number(today.slice(0, 4));
    const season = await api.write<{ id: string }>('PUT', '/api/Season', {
      name: 'This season',
      startDate: `${year - 1}-01-01`,
      endDate: `${year + 1}-12-31`,
      divisionIds: [division.id],
    });
    const names = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal'];
    for (const [index, team] of ['Crown', 'Swan'].entries()) {
      const { id } = await api.write<{ id: string }>('PUT', '/api/Team/', {
        name: team,
        address: `The ${team}`,
        seasonId: season.id,
        divisionId: division.id,
        newDivisionId: division.id,
      });
      for (const name of names.slice(4 * index, 4 * index + 4))
        await api.write('POST', `/api/Player/${division.id}/${season.id}/${id}`, { name, captain: false });
    }

    // On the phone: today's date on the Fixtures tab, a knockout at the Crown on it, and the eight
    // players added as individual sides.
    await phone.goto(`/division/Premier/fixtures/${encodeURIComponent('This season')}`);
    await phone.getByRole('button', { name: 'Add date' }).click();
    const addDate = phone.getByRole('dialog', { name: 'Add a date to the season' });
    await addDate.getByRole('textbox', { name: 'Date' }).fill(today);
    await addDate.getByRole('button', { name: 'Add date' }).click();
    await addDate.waitFor({ state: 'detached' });
    const form = phone.getByRole('form', { name: /^New tournament on / });
    await form.getByLabel('Venue').selectOption('The Crown');
    await form.getByLabel('Type').fill('Knockout');
    await form.getByRole('button', { name: /^Add tournament on / }).click();
    await phone.getByRole('link', { name: 'Knockout at The Crown' }).click();
    await phone.waitForURL(/\/tournament\/[0-9a-f-]{36}$/);
    const created = { id: phone.url().split('/').pop()! };
    await phone.getByRole('button', { name: 'Add player', exact: true }).click();
    const sideDialog = phone.getByRole('dialog', { name: 'Add a side' });
    for (const name of names) await sideDialog.getByRole('checkbox', { name: new RegExp(`^${name}\\b`) }).check();
    await sideDialog.getByRole('button', { name: 'Add as individuals' }).click();
    await sideDialog.waitFor({ state: 'detached' });
    expect((await api.get<Tournament>(`/api/Tournament/${created.id}`)).round).toBeUndefined();

    // The page draws the bracket from the sides; matches are best of 3 (the page offers 5); Save
    // stores the draw with the tournament.
    const bracket = phone.getByRole('region', { name: 'Bracket' });
    await visible(bracket.getByRole('heading', { name: 'Quarter-Final' }));
    await phone.getByRole('spinbutton', { name: 'Best of', exact: true }).fill('3');
    await phone.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(phone.getByText('Tournament saved'));
    const drawn = await api.get<Tournament>(`/api/Tournament/${created.id}`);
    expect(roundsOf(drawn.round).map((round) => round.matches.length)).toEqual([4, 2, 1]);
    expect(drawn.bestOf).toBe(3);
    await phone.screenshot({ path: join(shotsDir, '360-drawn.png'), fullPage: true });

    // Every match, straight after the save, scored leg by leg: side A wins 2-0 with 180, 180, 141.
    for (let number = 1; number <= 7; number += 1) {
      const match = matchesOf(await api.get<Tournament>(`/api/Tournament/${created.id}`))[number - 1]!;
      const [winner, loser] = [nameOf(match.sideA)!, nameOf(match.sideB)!];
      await phone.getByRole('button', { name: `Start scoring match ${number}`, exact: true }).click();
      const scoring = phone.getByRole('dialog', { name: `${winner} v ${loser}` });
      await visible(scoring);
      if (number === 1) await phone.screenshot({ path: join(shotsDir, '360-scoring.png') });
      for (let leg = 0; leg < 2; leg += 1) await winLeg(phone, winner, loser);
      await expect
        .poll(
          async () => {
            const stored = matchesOf(await api.get<Tournament>(`/api/Tournament/${created.id}`))[number - 1]!;
            return [stored.scoreA, stored.scoreB];
          },
          { timeout: 10_000 },
        )
        .toEqual([2, 0]);
      await scoring.getByRole('button', { name: 'Close', exact: true }).first().click();
      await scoring.waitFor({ state: 'detached' });
    }

    // The server moved each winner on: the final was played by the winners of the semi-finals.
    const finished = await api.get<Tournament>(`/api/Tournament/${created.id}`);
    const final = roundsOf(finished.round)[2]!.matches[0]!;
    expect([nameOf(final.sideA), nameOf(final.sideB)]).toEqual(['Ann', 'Eve']);
    await expect.poll(() => phone.getByRole('region', { name: 'Venue winner' }).innerText()).toContain('Ann');

    // Two 180s and a 141 checkout for the winner of each of the 14 legs, on the tournament and the page.
    const legWinners = [...matchesOf(finished)].flatMap((m) => [nameOf(m.sideA)!, nameOf(m.sideA)!]);
    expect(finished.oneEighties.map((p) => p.name).sort()).toEqual(legWinners.flatMap((n) => [n, n]).sort());
    expect(finished.over100Checkouts.map((p) => `${p.name} ${p.score}`).sort()).toEqual(
      legWinners.map((n) => `${n} 141`).sort(),
    );
    expect(await entries(phone, '180s')).toHaveLength(28);
    expect((await entries(phone, 'Hi-checks')).sort()).toEqual(legWinners.map((n) => `${n} 141`).sort());
    expect(await phone.getByText('Unsaved changes').count()).toBe(0);
    expect(await findSidewaysOverflow(phone, { scrollers: ['Bracket'] })).toEqual([]);
    await expectNoSeriousAxeViolations(phone);
    await phone.screenshot({ path: join(shotsDir, '360-finished.png'), fullPage: true });

    // The same tournament at 390 and 1280 px, and its printed sheet with the 180s and hi-checks.
    for (const width of [390, 1280]) {
      const context = await sizedContext(browser, server.baseUrl, width);
      const page = await context.newPage();
      await page.goto(`/tournament/${created.id}`);
      await visible(page.getByRole('region', { name: 'Bracket' }).getByRole('heading', { name: 'Final', exact: true }));
      await page.screenshot({ path: join(shotsDir, `${width}-finished.png`), fullPage: true });
      if (width === 1280) {
        await page.emulateMedia({ media: 'print' });
        await visible(page.getByRole('region', { name: '180s' }));
        await visible(page.getByRole('region', { name: 'Hi-checks' }));
        // The sheet lists 180s per player, most first, then by name: each leg winner threw two a leg.
        const perPlayer = new Map<string, number>();
        for (const name of legWinners) perPlayer.set(name, (perPlayer.get(name) ?? 0) + 2);
        const sheetLines = [...perPlayer]
          .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
          .map(([name, count]) => `${name} × ${count}`);
        expect(await entries(page, '180s')).toEqual(sheetLines);
        expect(await entries(page, 'Hi-checks')).toHaveLength(14);
        await page.screenshot({ path: join(shotsDir, '1280-print.png'), fullPage: true });
      }
      await context.close();
    }
    await phoneContext.close();
  }, 240_000);
});
