import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../scripts/web-build.mjs';
import { Api } from './support/api.js';
import { sizedContext } from './support/browser.js';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { tap } from './support/live.js';
import { admin, type RunningServer, startServerAndBrowser, stopServerAndBrowser } from './support/server.js';
import { signInDirectly, visible } from './support/sign-in.js';
import { findSidewaysOverflow } from './support/sideways-overflow.js';
import {
  aLeague,
  aTournamentNight,
  nested,
  roundsOf,
  scoreOf,
  type Match,
  type Side,
  type Stage,
  type Tournament,
} from './support/tournament-nights.js';

const shotsDir = join(repoRoot, 'screenshots', 'tournament-formats');
/** A live update (or the 10 s poll of a page off the live channel) and some. */
const watchTimeout = 15_000;

/** Every match is best of 3 here: two legs win it. */
const decided = (match: Match) => (match.scoreA ?? 0) >= 2 || (match.scoreB ?? 0) >= 2;
const ready = (match: Match) => !match.bye && !!match.sideA && !!match.sideB && !decided(match);

/**
 * One leg of 501 that `winner` checks out 141 in nine darts (180, 180, 141) while `loser` throws
 * 26s: each visit waits for the screen to name its thrower.
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

/**
 * The card of the match between `a` and `b` in the stage shown as region `stage`, brought on screen:
 * on a phone one round shows at a time, so the stage's round tabs are tried in turn.
 */
async function matchCard(page: Page, stage: string, a: string, b: string) {
  const card = page
    .getByRole('region', { name: stage, exact: true })
    .locator('article')
    .filter({ hasText: a })
    .filter({ hasText: b });
  const tabs = page.getByRole('tablist', { name: `${stage} round`, exact: true }).getByRole('tab');
  for (let tab = 0; tab < (await tabs.count()) && !(await card.isVisible()); tab += 1) await tabs.nth(tab).click();
  await visible(card);
  return card;
}

describe('tournament formats: double elimination, groups into a knockout, and boards (issue #26)', () => {
  let server: RunningServer;
  let browser: Browser;
  let seasonId = '';
  let divisionId = '';

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser({ env: { DEMO_DATA: 'false' } }));
    mkdirSync(shotsDir, { recursive: true });
  });

  afterAll(() => stopServerAndBrowser(server, browser));

  /** A signed-in 360 px phone and an API client acting as the same administrator. */
  async function signedInPhone() {
    const context = await sizedContext(browser, server.baseUrl, 360);
    const phone = await context.newPage();
    await signInDirectly(phone, admin);
    const api = new Api(context.request, server.baseUrl);
    if (!seasonId) ({ seasonId, divisionId } = await aLeague(api));
    return { context, phone, api };
  }

  /** A tournament of `count` sides, made through the API with no draw yet. */
  const aTournament = (api: Api, type: string, count: number, extra: object = {}) =>
    aTournamentNight(api, { seasonId, divisionId }, type, count, extra);

  /** On the tournament page: the format chosen (and what goes with it) saved, then Draw pressed. */
  async function drawOnThePage(phone: Page, id: string, choose: () => Promise<void>) {
    await phone.goto(`/tournament/${id}`);
    const panel = phone.getByRole('region', { name: 'Format and draw' });
    await visible(panel);
    await choose();
    await phone.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(phone.getByText('Tournament saved'));
    await panel.getByRole('button', { name: 'Draw', exact: true }).click();
    return panel;
  }

  it('scores a 12-side double elimination with byes to its champion on a phone, and the venue screen names the champion', async () => {
    const { context, phone, api } = await signedInPhone();
    screenshotOnFailure({ phone });
    const { id } = await aTournament(api, 'Double elimination', 12);

    await drawOnThePage(phone, id, async () => {
      await phone.getByLabel('Format', { exact: true }).selectOption('Double elimination');
    });
    await visible(phone.getByText(/^Double elimination · Drawn at random by /));
    const drawn = await api.get<Tournament>(`/api/Tournament/${id}`);
    expect(drawn.format).toBe('doubleElimination');
    // 12 sides in a bracket of 16: the top four of the draw pass the first round by a bye.
    expect(roundsOf(drawn.round).map((round) => round.matches.length)).toEqual([8, 4, 2, 1]);
    expect(drawn.round!.matches.filter((match) => match.bye)).toHaveLength(4);
    const winners = phone.getByRole('region', { name: 'Winners bracket', exact: true });
    await expect.poll(() => winners.getByText(/— bye$/).count()).toBe(4);
    await visible(phone.getByRole('region', { name: 'Losers bracket', exact: true }));
    await visible(phone.getByRole('region', { name: 'Grand final', exact: true }));
    expect(await findSidewaysOverflow(phone)).toEqual([]);
    await phone.screenshot({ path: join(shotsDir, '360-double-elimination-drawn.png'), fullPage: true });

    // Every match to the champion, side A winning 2–0: the first winners-bracket match, the first
    // losers-bracket match and the grand final leg by leg on the phone, the rest by the API.
    const onThePage = new Set<Stage>(['round', 'losersRound', 'finalRound']);
    const stageNames: Record<Stage, string> = {
      round: 'Winners bracket',
      losersRound: 'Losers bracket',
      finalRound: 'Grand final',
    };
    let played = 0;
    for (;;) {
      const current = await api.get<Tournament>(`/api/Tournament/${id}`);
      const next = (['round', 'losersRound', 'finalRound'] as const)
        .flatMap((stage) =>
          roundsOf(current[stage]).flatMap((round, depth) =>
            round.matches.filter(ready).map((match) => ({ stage, depth, match })),
          ),
        )
        .at(0);
      if (!next) break;
      played += 1;
      const { stage, depth, match } = next;
      if (!onThePage.delete(stage)) {
        await api.write('PATCH', `/api/Tournament/${id}`, { [stage]: nested(depth, scoreOf(match, 2, 0)) });
        continue;
      }
      const [winner, loser] = [match.sideA!.name, match.sideB!.name];
      const card = await matchCard(phone, stageNames[stage], winner, loser);
      await card.getByRole('button', { name: /^Start scoring match \d+$/ }).click();
      const scoring = phone.getByRole('dialog', { name: `${winner} v ${loser}` });
      await visible(scoring);
      for (let leg = 0; leg < 2; leg += 1) await winLeg(phone, winner, loser);
      await expect
        .poll(
          async () => {
            const stored = roundsOf((await api.get<Tournament>(`/api/Tournament/${id}`))[stage])[depth]!.matches.find(
              (m) => m.id === match.id,
            )!;
            return [stored.scoreA, stored.scoreB];
          },
          { timeout: 10_000 },
        )
        .toEqual([2, 0]);
      await scoring.getByRole('button', { name: 'Close', exact: true }).first().click();
      await scoring.waitFor({ state: 'detached' });
    }
    expect(onThePage).toEqual(new Set());
    // 11 to drop out of the winners bracket (4 byes: 7 + 4 played), 10 losers-bracket matches that
    // are played, and the grand final.
    expect(played).toBe(22);

    const finished = await api.get<Tournament>(`/api/Tournament/${id}`);
    const champion = finished.finalRound!.matches[0]!.sideA!.name;
    await expect
      .poll(() => phone.getByRole('region', { name: 'Venue winner' }).innerText(), { timeout: watchTimeout })
      .toContain(champion);
    expect(await findSidewaysOverflow(phone)).toEqual([]);
    await phone.screenshot({ path: join(shotsDir, '360-double-elimination-champion.png'), fullPage: true });
    // Every losers round's tab on screen at once, wrapped below Previous and Next.
    const losersTabs = phone.getByRole('tablist', { name: 'Losers bracket round', exact: true });
    await losersTabs.scrollIntoViewIfNeeded();
    for (const tab of await losersTabs.getByRole('tab').all()) expect(await tab.isVisible()).toBe(true);
    await phone.screenshot({ path: join(shotsDir, '360-losers-rounds.png') });
    for (const width of [390, 1280]) {
      const wider = await sizedContext(browser, server.baseUrl, width);
      const page = await wider.newPage();
      await page.goto(`/tournament/${id}`);
      await visible(page.getByRole('link', { name: 'Venue screen', exact: true }));
      await visible(page.getByRole('region', { name: 'Grand final', exact: true }));
      // A laptop shows every round side by side: a bracket wider than the screen scrolls in its box.
      const scrollers = width > 600 ? ['Winners bracket', 'Losers bracket'] : [];
      expect(await findSidewaysOverflow(page, { scrollers })).toEqual([]);
      await page.screenshot({ path: join(shotsDir, `${width}-double-elimination-champion.png`) });
      await wider.close();
    }

    // The page's 'Venue screen' link, next to 'Copy link', opens the TV screen; a signed-out TV shows the champion.
    const link = phone.getByRole('link', { name: 'Venue screen', exact: true });
    const href = await link.getAttribute('href');
    expect(href).toBe(`/live/tournament/${id}`);
    await link.click();
    await phone.waitForURL(new RegExp(`/live/tournament/${id}`));
    const tvContext = await sizedContext(browser, server.baseUrl, 1920, 1080);
    const tv = await tvContext.newPage();
    await tv.goto(href!);
    await visible(tv.getByText(`Champion: ${champion}`).first());
    await tv.screenshot({ path: join(shotsDir, '1920x1080-double-elimination-champion.png') });
    await tvContext.close();
    await context.close();
  }, 420_000);

  it('draws 16 sides into 4 groups of 4 on a phone, and the group winners meet other groups’ runners-up', async () => {
    const { context, phone, api } = await signedInPhone();
    screenshotOnFailure({ phone });
    const { id, sides } = await aTournament(api, 'Groups night', 16);

    await drawOnThePage(phone, id, async () => {
      await phone.getByLabel('Format', { exact: true }).selectOption('Groups then knockout');
      await phone.getByLabel('Groups', { exact: true }).fill('4');
      await phone.getByLabel('Go through from each', { exact: true }).selectOption('2');
    });
    await expect.poll(async () => (await api.get<Tournament>(`/api/Tournament/${id}`)).groups?.length ?? 0).toBe(4);
    const drawn = await api.get<Tournament>(`/api/Tournament/${id}`);
    expect(drawn.format).toBe('groups');
    expect(drawn.groups!.map((group) => group.sides.length)).toEqual([4, 4, 4, 4]);
    expect(drawn.groups!.map((group) => group.matches.length)).toEqual([6, 6, 6, 6]);
    expect(roundsOf(drawn.round).map((round) => round.matches.length)).toEqual([4, 2, 1]);

    // Every group match by the API: the side earlier in the list of names wins 2–0, so each group's
    // order is that of the names.
    const strength = (side: Side) => sides.findIndex((s) => s.id === side.id);
    for (const group of drawn.groups!)
      for (const match of group.matches) {
        const aWins = strength(match.sideA!) < strength(match.sideB!);
        await api.write('PATCH', `/api/Tournament/${id}`, {
          group: { id: group.id, ...scoreOf(match, aWins ? 2 : 0, aWins ? 0 : 2) },
        });
      }
    const placed = drawn.groups!.map((group) => ({
      name: group.name,
      order: [...group.sides].sort((x, y) => strength(x) - strength(y)).map((side) => side.name),
    }));

    // The group tables on the phone: played 3 each, in that order, fitting the screen.
    for (const { name, order } of placed) {
      const table = phone.getByRole('table', { name: `${name} table` });
      await expect.poll(() => table.locator('tbody th').allInnerTexts(), { timeout: watchTimeout }).toEqual(order);
      expect(await table.locator('tbody tr').first().locator('td').nth(1).innerText()).toBe('3');
    }
    expect(await findSidewaysOverflow(phone)).toEqual([]);
    await phone.screenshot({ path: join(shotsDir, '360-groups-decided.png'), fullPage: true });

    // The knockout of 8: each first-round match a group winner against another group's runner-up.
    const filled = await api.get<Tournament>(`/api/Tournament/${id}`);
    const firstRound = filled.round!.matches;
    const groupOf = (name: string) => placed.find((group) => group.order.includes(name))!;
    const place = (name: string) => groupOf(name).order.indexOf(name);
    expect(firstRound).toHaveLength(4);
    for (const match of firstRound) {
      const [a, b] = [match.sideA!.name, match.sideB!.name];
      expect([place(a), place(b)].sort()).toEqual([0, 1]);
      expect(groupOf(a).name).not.toBe(groupOf(b).name);
    }
    expect(firstRound.flatMap((m) => [m.sideA!.name, m.sideB!.name]).sort()).toEqual(
      placed.flatMap((group) => group.order.slice(0, 2)).sort(),
    );
    // And the page shows those pairs in the knockout.
    for (const match of firstRound) await matchCard(phone, 'Knockout', match.sideA!.name, match.sideB!.name);
    expect(await findSidewaysOverflow(phone)).toEqual([]);
    await phone.screenshot({ path: join(shotsDir, '360-groups-knockout.png'), fullPage: true });
    await context.close();
  }, 240_000);

  it('puts ready matches on the venue’s 2 boards, and a finished match’s board goes to the next ready match', async () => {
    const { context, phone, api } = await signedInPhone();
    screenshotOnFailure({ phone });
    const { id } = await aTournament(api, 'Boards night', 8);

    await drawOnThePage(phone, id, async () => {
      await phone.getByLabel('Boards at the venue', { exact: true }).fill('2');
    });
    await expect.poll(async () => (await api.get<Tournament>(`/api/Tournament/${id}`)).round?.matches.length).toBe(4);
    const drawn = await api.get<Tournament>(`/api/Tournament/${id}`);
    const onBoard = (t: Tournament, board: number) => t.round!.matches.find((m) => m.board === board);
    const first = onBoard(drawn, 1)!;
    const second = onBoard(drawn, 2)!;
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(drawn.round!.matches.filter((m) => m.board != null)).toHaveLength(2);
    const bracket = 'Bracket';
    await expect
      .poll(async () => (await matchCard(phone, bracket, first.sideA!.name, first.sideB!.name)).innerText())
      .toContain('Board 1');
    expect(await (await matchCard(phone, bracket, second.sideA!.name, second.sideB!.name)).innerText()).toContain(
      'Board 2',
    );

    const tvContext = await sizedContext(browser, server.baseUrl, 1920, 1080);
    const tv = await tvContext.newPage();
    screenshotOnFailure({ phone, tv });
    await tv.goto(`/live/tournament/${id}`);
    const boards = tv.getByRole('region', { name: 'Now on the boards' });
    await visible(boards);
    const board1 = boards.locator('.venue-board').nth(0);
    expect(await board1.innerText()).toMatch(
      new RegExp(`board 1[^]*${first.sideA!.name}[^]*${first.sideB!.name}`, 'i'),
    );

    // Board 1's match is won: the next ready match takes board 1, on the page and on the TV.
    await api.write('PATCH', `/api/Tournament/${id}`, { round: scoreOf(first, 2, 1) });
    const after = await api.get<Tournament>(`/api/Tournament/${id}`);
    const moved = onBoard(after, 1)!;
    expect(moved).toBeDefined();
    expect(moved.id).not.toBe(first.id);
    expect(moved.id).not.toBe(second.id);
    expect(onBoard(after, 2)!.id).toBe(second.id);
    expect(after.round!.matches.find((m) => m.id === first.id)!.board ?? undefined).toBeUndefined();
    await expect
      .poll(async () => (await matchCard(phone, bracket, moved.sideA!.name, moved.sideB!.name)).innerText(), {
        timeout: watchTimeout,
      })
      .toContain('Board 1');
    await expect
      .poll(() => board1.innerText(), { timeout: watchTimeout })
      .toMatch(new RegExp(`board 1[^]*${moved.sideA!.name}[^]*${moved.sideB!.name}`, 'i'));
    expect(await findSidewaysOverflow(phone)).toEqual([]);
    await phone.screenshot({ path: join(shotsDir, '360-boards.png'), fullPage: true });
    await tv.screenshot({ path: join(shotsDir, '1920x1080-boards.png') });
    await tvContext.close();

    // The scorer's phone names the board by the match's names, and follows it when it is moved.
    const scoringName = `${moved.sideA!.name} v ${moved.sideB!.name}`;
    const openScoring = async (page: Page) => {
      const card = await matchCard(page, bracket, moved.sideA!.name, moved.sideB!.name);
      await card.getByRole('button', { name: /^Start scoring match \d+$/ }).click();
      const scoring = page.getByRole('dialog', { name: scoringName });
      const toThrow = (name: string) => scoring.getByRole('heading', { name: `${name}, to throw` });
      await expect
        .poll(
          async () => (await toThrow(moved.sideA!.name).isVisible()) || (await toThrow(moved.sideB!.name).isVisible()),
        )
        .toBe(true);
      return scoring;
    };
    const scoring = await openScoring(phone);
    await visible(scoring.getByText('Board 1', { exact: true }));
    expect(await findSidewaysOverflow(phone)).toEqual([]);
    await phone.screenshot({ path: join(shotsDir, '360-scoring-board-1.png') });
    await api.write('PATCH', `/api/Tournament/${id}`, { board: { matchId: moved.id, board: 2 } });
    await scoring.getByText('Board 2', { exact: true }).waitFor({ state: 'visible', timeout: watchTimeout });
    expect(await scoring.getByText('Board 1', { exact: true }).count()).toBe(0);
    await phone.screenshot({ path: join(shotsDir, '360-scoring-board-2.png') });
    for (const width of [390, 1280]) {
      const wider = await sizedContext(browser, server.baseUrl, width);
      const page = await wider.newPage();
      await signInDirectly(page, admin);
      await page.goto(`/tournament/${id}`);
      const widerScoring = await openScoring(page);
      await visible(widerScoring.getByText('Board 2', { exact: true }));
      expect(await findSidewaysOverflow(page)).toEqual([]);
      await page.screenshot({ path: join(shotsDir, `${width}-scoring-board.png`) });
      await wider.close();
    }
    await context.close();
  }, 240_000);
});
