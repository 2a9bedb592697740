import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { formatCalendarDate } from '@darts/domain';
import { repoRoot } from '../scripts/web-build.mjs';
import { Api } from './support/api.js';
import { expectNoSeriousAxeViolations, sizedContext } from './support/browser.js';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { indicator } from './support/live.js';
import { serverAndBrowserFor, signedInWindow } from './support/journey.js';
import { findSidewaysOverflow } from './support/sideways-overflow.js';
import { visible } from './support/sign-in.js';
import { aLeague, aSide, aTeam, aTournamentNight } from './support/tournament-nights.js';

// Issue #27, the evening on one screen: from an empty install, two league fixtures and a knockout
// tonight; three matches scored at once on three 360 px phones (a match on each fixture's card and
// a tournament match). The pub's TV, signed out at 1920×1080, shows all three live with what each
// player needs, following every visit; a finished match moves to Results, and once its card is
// saved the league table below changes. Screenshots at 360, 390, 1280 and 1920 px land in
// screenshots/evening-board/ (git-ignored).

const shotsDir = join(repoRoot, 'screenshots', 'evening-board');
/** A new record is found by re-reading the cards and tournaments every 10 s; a visit comes live. */
const found = { timeout: 15_000 };
const today = new Date().toISOString().slice(0, 10);

describe('the evening board (issue #27)', () => {
  const journey = serverAndBrowserFor(shotsDir, { env: { DEMO_DATA: 'false' } }, 120_000);
  const contexts: BrowserContext[] = [];

  // Runs before the journey's own afterAll stops the browser (vitest runs them last first).
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  async function phone(): Promise<Page> {
    const { context, page } = await signedInWindow(journey, 360);
    contexts.push(context);
    return page;
  }

  it('shows three matches scored at once on three phones, live, with results and the league table', async () => {
    const organiser = await phone();
    const api = new Api(organiser.context().request, journey.server.baseUrl);

    // A season of one division, four teams of two, two fixtures and a knockout of four tonight.
    const league = await aLeague(api, [{ name: 'Riverside' }]);
    const teams: Record<string, string> = {};
    for (const [team, players] of [
      ['Crown', ['Ann Archer', 'Bea Bell']],
      ['Swan', ['Sam Stone', 'Tom Tate']],
      ['Oak', ['Cat Cole', 'Dan Dale']],
      ['Ash', ['Eve East', 'Fay Fox']],
    ] as const)
      teams[team] = await aTeam(api, league, team, players);
    const fixture = async (home: string, away: string) =>
      (
        await api.write<{ id: string }>('PUT', '/api/Game/', {
          address: `The ${home}`,
          date: `${today}T00:00:00`,
          divisionId: league.divisionId,
          seasonId: league.seasonId,
          homeTeamId: teams[home],
          awayTeamId: teams[away],
          postponed: false,
          isKnockout: false,
          accoladesCount: true,
        })
      ).id;
    const crownSwan = await fixture('Crown', 'Swan');
    const oakAsh = await fixture('Oak', 'Ash');
    const sides = ['Gus Gray', 'Hal Hill', 'Ivy Ince', 'Jon Jay'].map(aSide);
    const tournament = await aTournamentNight(api, league, 'Singles', sides, {
      round: {
        id: randomUUID(),
        matches: [
          { id: randomUUID(), sideA: sides[0], sideB: sides[1] },
          { id: randomUUID(), sideA: sides[2], sideB: sides[3] },
        ],
        matchOptions: [],
        nextRound: { id: randomUUID(), matches: [{ id: randomUUID() }], matchOptions: [] },
      },
    });

    // The pub's TV, nobody signed in: nothing scored yet; the table of the division playing.
    const tvContext = await sizedContext(journey.browser, journey.server.baseUrl, 1920, 1080);
    contexts.push(tvContext);
    const tv = await tvContext.newPage();
    await tv.goto('/live/evening');
    await tv.waitForURL(/\/live\/evening\?kiosk=true$/);
    await visible(
      tv.getByRole('heading', {
        level: 1,
        name: `Tonight ${formatCalendarDate(today, { weekday: true, year: true })}`,
      }),
    );
    await visible(
      tv.getByText(`Nothing is being scored on ${formatCalendarDate(today, { weekday: true, year: true })}`, {
        exact: true,
      }),
    );
    expect(await tv.title()).toMatch(/^Evening board, /);
    expect(await tableLine(tv, 'Crown')).toEqual({ played: '0', points: '0' });
    await tv.screenshot({ path: join(shotsDir, '1920x1080-empty.png') });

    // Three phones, each starting a match: Ann v Sam and Cat v Eve on the cards, Gus v Hal at the knockout.
    const [one, two, three] = [await phone(), organiser, await phone()] as [Page, Page, Page];
    screenshotOnFailure({ tv, one, two, three });
    const matchOne = await startCardMatch(one, crownSwan, 'Ann Archer', 'Sam Stone');
    const matchTwo = await startCardMatch(two, oakAsh, 'Cat Cole', 'Eve East');
    await three.goto(`/tournament/${tournament.id}`);
    await three.getByRole('button', { name: 'Start scoring match 1', exact: true }).click();
    const matchThree = three.getByRole('dialog', { name: 'Gus Gray v Hal Hill' });
    await visible(matchThree);
    const tournamentFirst = await firstToThrow(matchThree, 'Gus Gray', 'Hal Hill');

    // A visit on each, one phone after the other.
    await tap(matchOne, 180);
    await tap(matchTwo, 140);
    await tap(matchThree, 100);
    await expect.poll(() => needs(tv, 'Ann Archer v Sam Stone'), found).toEqual([321, 501]);
    await expect.poll(() => needs(tv, 'Cat Cole v Eve East'), found).toEqual([361, 501]);
    const gusFirst = tournamentFirst === 'Gus Gray';
    await expect.poll(() => needs(tv, 'Gus Gray v Hal Hill'), found).toEqual(gusFirst ? [401, 501] : [501, 401]);
    expect(await tv.getByRole('region', { name: 'Live' }).getByRole('article').count()).toBe(3);
    await visible(indicator(tv));

    // The answers follow live.
    await tap(matchOne, 26);
    await tap(matchTwo, 60);
    await tap(matchThree, 45);
    await expect.poll(() => needs(tv, 'Ann Archer v Sam Stone')).toEqual([321, 475]);
    await expect.poll(() => needs(tv, 'Cat Cole v Eve East')).toEqual([361, 441]);
    await expect.poll(() => needs(tv, 'Gus Gray v Hal Hill')).toEqual(gusFirst ? [401, 456] : [456, 401]);
    expect(await findSidewaysOverflow(tv)).toEqual([]);
    await expectNoSeriousAxeViolations(tv);
    await tv.screenshot({ path: join(shotsDir, '1920x1080-three-live.png') });

    // Ann wins the first match 2-0: leg 1 (180, 180 already thrown... 141 out), then leg 2.
    await tap(matchOne, 180, 26, 141);
    await checkout(one);
    await toThrow(matchOne, 'Sam Stone');
    await expect.poll(() => legs(tv, 'Ann Archer v Sam Stone')).toEqual([1, 0]);
    for (const score of [26, 180, 26, 180, 26, 141]) await tap(matchOne, score);
    await checkout(one);
    await visible(matchOne.getByRole('heading', { name: 'Match finished' }));
    const results = tv.getByRole('region', { name: 'Results' });
    await visible(results.getByRole('listitem', { name: 'Ann Archer 2–0 Sam Stone' }));
    expect(await tv.getByRole('article', { name: 'Ann Archer v Sam Stone' }).count()).toBe(0);
    expect(await tv.getByRole('article').count()).toBe(2);

    // The card saved with that result: the table below changes.
    await matchOne.getByRole('button', { name: 'Close', exact: true }).click();
    await matchOne.waitFor({ state: 'detached' });
    await one.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(one.getByText('Scores updated', { exact: true }));
    await expect.poll(() => tableLine(tv, 'Crown'), found).toEqual({ played: '1', points: '2' });
    expect(await tableLine(tv, 'Swan')).toEqual({ played: '1', points: '0' });
    await tv.screenshot({ path: join(shotsDir, '1920x1080-result.png') });
    await one.screenshot({ path: join(shotsDir, '360-phone-card.png') });
    await three.screenshot({ path: join(shotsDir, '360-phone-tournament.png') });

    // The same board on a phone, a small phone and a laptop: nothing sideways, everything there.
    for (const width of [360, 390, 1280]) {
      const context = await sizedContext(journey.browser, journey.server.baseUrl, width);
      const page = await context.newPage();
      await page.goto('/live/evening');
      await visible(page.getByRole('article', { name: 'Cat Cole v Eve East' }));
      await visible(page.getByRole('region', { name: 'Results' }).getByRole('listitem'));
      await visible(page.getByRole('table', { name: 'Riverside table' }));
      expect(await findSidewaysOverflow(page)).toEqual([]);
      await page.screenshot({ path: join(shotsDir, `${width}-board.png`), fullPage: true });
      await context.close();
    }
  }, 300_000);
});

/** Opens the card, picks the match 1 players, best of 3, and starts scoring with `home` to throw first. */
async function startCardMatch(page: Page, fixtureId: string, home: string, away: string): Promise<Locator> {
  await page.goto(`/score/${fixtureId}`);
  await page.getByLabel('Match 1 home player', { exact: true }).selectOption({ label: home });
  await page.getByLabel('Match 1 away player', { exact: true }).selectOption({ label: away });
  await page.getByRole('button', { name: 'Options for match 1', exact: true }).click();
  const options = page.getByRole('dialog', { name: 'Match 1 options' });
  await options.getByLabel('Number of legs', { exact: true }).fill('3');
  await options.getByRole('button', { name: 'Close', exact: true }).click();
  await options.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Score match 1', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Match 1' });
  await dialog.getByRole('button', { name: home, exact: true }).click();
  await toThrow(dialog, home);
  return dialog;
}

const toThrowRegion = (scope: Locator, name: string) => scope.getByRole('region', { name: `${name}, to throw` });
const toThrow = (scope: Locator, name: string) => visible(toThrowRegion(scope, name));

/** Who throws first in a tournament match (the row decides). */
async function firstToThrow(scope: Locator, a: string, b: string): Promise<string> {
  await expect
    .poll(async () => (await toThrowRegion(scope, a).isVisible()) || (await toThrowRegion(scope, b).isVisible()))
    .toBe(true);
  return (await toThrowRegion(scope, a).isVisible()) ? a : b;
}

/** Scores entered on a scoring dialog's keypad, each once the keypad is ready again. */
async function tap(scope: Locator, ...scores: number[]) {
  for (const score of scores) {
    for (const digit of String(score)) await scope.getByRole('button', { name: digit, exact: true }).click();
    await scope.getByRole('button', { name: 'Enter score' }).click();
  }
}

async function checkout(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await dialog.getByRole('button', { name: '3', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** What each player of a live match needs, home first, as the board shows it (none when not shown). */
async function needs(tv: Page, match: string): Promise<number[]> {
  const card = tv.getByRole('article', { name: match });
  if ((await card.count()) === 0) return [];
  const [home, away] = match.split(' v ') as [string, string];
  return [
    Number(await card.getByLabel(`${home} needs`).innerText()),
    Number(await card.getByLabel(`${away} needs`).innerText()),
  ];
}

async function legs(tv: Page, match: string): Promise<number[]> {
  const card = tv.getByRole('article', { name: match });
  const [home, away] = match.split(' v ') as [string, string];
  return [
    Number(await card.getByLabel(`${home} legs`).innerText()),
    Number(await card.getByLabel(`${away} legs`).innerText()),
  ];
}

/** A team's played and points in the board's table. */
async function tableLine(tv: Page, team: string) {
  const row = tv
    .getByRole('table', { name: 'Riverside table' })
    .getByRole('row')
    .filter({ has: tv.getByRole('rowheader', { name: new RegExp(`^${team}`) }) });
  const cells = await row.getByRole('cell').allInnerTexts();
  // Position, played, won, drawn, lost, points.
  return { played: cells[1], points: cells[5] };
}
