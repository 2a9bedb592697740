import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../scripts/web-build.mjs';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { serverAndBrowserFor, signedInWindow } from './support/journey.js';
import { visible } from './support/sign-in.js';
import { aLeague, aTournamentNight, nested, roundsOf, scoreOf } from './support/tournament-nights.js';
import type { Match, Round, Stage, Tournament } from './support/tournament-nights.js';

const shotsDir = join(repoRoot, 'screenshots', 'tournament-print');
/** A4 landscape less the sheet's 10 mm margins (tournament.css `@page`): 277 × 190 mm at 96 px an inch. */
const a4 = { width: 1047, height: 718 };

/** The legs a match is played over: its round's (or group's) best of, else the tournament's. */
const legsOf = (t: Tournament, round: Pick<Round, 'matchOptions'>, index: number) =>
  round.matchOptions?.[index]?.numberOfLegs ?? t.bestOf ?? 3;
const toWin = (legs: number) => Math.floor(legs / 2) + 1;
const isDecided = (match: Match, legs: number) =>
  (match.scoreA ?? 0) >= toWin(legs) || (match.scoreB ?? 0) >= toWin(legs);
const isReady = (match: Match, legs: number) => !match.bye && !!match.sideA && !!match.sideB && !isDecided(match, legs);

/**
 * What of the tournament sheet does not fit the printed page, in print media: the page wider than
 * the paper, any box of the sheet past the paper's left or right edge, and any box whose content is
 * wider than it (a name or score spilling over its neighbour, or cut off). Empty when it all fits.
 */
function printProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const problems: string[] = [];
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${(element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
    if (root.scrollWidth > width) problems.push(`the page is ${root.scrollWidth} px wide on ${width} px of paper`);
    for (const element of Array.from(document.querySelectorAll('.tournament-page *'))) {
      if (!element.checkVisibility({ visibilityProperty: true }) || element.closest('.visually-hidden')) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.left < -0.5 || box.right > width + 0.5)
        problems.push(`${describe(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} px of ${width} px`);
      else if (getComputedStyle(element).display !== 'inline' && element.scrollWidth > element.clientWidth + 1)
        problems.push(`${describe(element)} holds ${element.scrollWidth} px in ${element.clientWidth} px`);
    }
    return problems.slice(0, 8);
  });
}

/** The names of the rounds shown in a stage's region, and whether each round's every match is on screen. */
async function printedRounds(page: Page, stage: string) {
  const region = page.getByRole('region', { name: stage, exact: true });
  await visible(region);
  const rounds = region.locator('.tournament-round');
  const shown: { name: string; matches: number; visible: boolean }[] = [];
  for (const round of await rounds.all()) {
    const matches = round.locator('.tournament-match');
    const all = await matches.all();
    const eachVisible = await Promise.all(all.map((match) => match.isVisible()));
    shown.push({
      name: (await round.locator('.tournament-round-name').innerText()).trim(),
      matches: all.length,
      visible: (await round.isVisible()) && eachVisible.every(Boolean),
    });
  }
  return shown;
}

describe('the printed A4 sheet of a double elimination and of a groups night (issue #26)', () => {
  const journey = serverAndBrowserFor(shotsDir, { env: { DEMO_DATA: 'false' } });
  let league: { seasonId: string; divisionId: string } | undefined;

  /** A signed-in page of A4's printable width, an API client as the same administrator, and a league. */
  async function signedIn() {
    const { context, page, api } = await signedInWindow(journey, a4.width, a4.height);
    league ??= await aLeague(api);
    return { context, page, api, league };
  }

  /** The sheet in print media: every stage's rounds (by name) with all their matches on the paper. */
  async function expectPrinted(page: Page, id: string, stages: Record<string, string[]>, shot: string) {
    await page.goto(`/tournament/${id}`);
    await page.emulateMedia({ media: 'print' });
    for (const [stage, roundNames] of Object.entries(stages)) {
      const rounds = await printedRounds(page, stage);
      expect(
        rounds.map((r) => r.name),
        stage,
      ).toEqual(roundNames);
      expect(
        rounds.filter((r) => !r.visible || r.matches === 0).map((r) => r.name),
        stage,
      ).toEqual([]);
    }
    // Nothing of the page's tools is printed.
    expect(await page.getByRole('button', { name: /^Start scoring/, includeHidden: true }).count()).toBeGreaterThan(0);
    for (const tool of await page.getByRole('button', { includeHidden: true }).all())
      expect(await tool.isVisible()).toBe(false);
    expect(await printProblems(page)).toEqual([]);
    await page.screenshot({ path: join(shotsDir, `${shot}.png`), fullPage: true });
    await page.pdf({ path: join(shotsDir, `${shot}.pdf`), preferCSSPageSize: true, printBackground: true });
    // A phone prints every round too (on screen it shows one at a time).
    await page.setViewportSize({ width: 360, height: 780 });
    for (const stage of Object.keys(stages))
      expect((await printedRounds(page, stage)).every((r) => r.visible)).toBe(true);
    await page.setViewportSize(a4);
    await page.emulateMedia({ media: 'screen' });
  }

  it('prints a 12-side double elimination whole: winners and losers brackets, grand final and reset, byes, boards, best of per round', async () => {
    const { context, page, api, league } = await signedIn();
    screenshotOnFailure({ page });
    const { id } = await aTournamentNight(api, league, 'Double elimination', 12, {
      format: 'doubleElimination',
      grandFinalReset: true,
      boards: 2,
    });
    await api.write('POST', `/api/Tournament/${id}/Draw`, {
      method: 'random',
      roundBestOf: { rounds: [3, 3, 5, 5], final: 7 },
    });
    const drawn = await api.get<Tournament>(`/api/Tournament/${id}`);
    const losersNames = roundsOf(drawn.losersRound).map((r, i) => r.name?.trim() || `Losers Round ${i + 1}`);
    const winnersNames = roundsOf(drawn.round).map((r, i) => r.name?.trim() || `Round ${i + 1}`);
    expect(winnersNames).toHaveLength(4);

    // Drawn: the byes of the first round, the first matches on boards 1 and 2, the grand final to come.
    await expectPrinted(
      page,
      id,
      {
        'Winners bracket': winnersNames,
        'Losers bracket': losersNames,
        'Grand final': ['Grand Final'],
      },
      'double-elimination-drawn',
    );
    await page.emulateMedia({ media: 'print' });
    const winners = page.getByRole('region', { name: 'Winners bracket', exact: true });
    await expect.poll(() => winners.getByText(/— bye$/).count()).toBe(4);
    for (const bye of await winners.getByText(/— bye$/).all()) expect(await bye.isVisible()).toBe(true);
    expect(
      await page
        .locator('.tournament-match-board', { hasText: /^Board 1$/ })
        .first()
        .isVisible(),
    ).toBe(true);
    expect(
      await page
        .locator('.tournament-match-board', { hasText: /^Board 2$/ })
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await winners.getByText('Best of 3').count()).toBe(8);
    expect(await winners.getByText('Best of 5').count()).toBe(3);
    expect(await page.getByRole('region', { name: 'Grand final' }).getByText('Best of 7').isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });

    // Played by the API to the grand final, which the losers-bracket side wins: the reset is to play.
    for (;;) {
      const t = await api.get<Tournament>(`/api/Tournament/${id}`);
      const next = (['round', 'losersRound', 'finalRound'] as const)
        .flatMap((stage: Stage) =>
          roundsOf(t[stage]).flatMap((round, depth) =>
            round.matches
              .map((match, index) => ({ stage, depth, match, legs: legsOf(t, round, index) }))
              .filter(({ match, legs }) => isReady(match, legs)),
          ),
        )
        .at(0);
      if (!next || (next.stage === 'finalRound' && next.depth === 1)) break;
      const { stage, depth, match, legs } = next;
      const losersChampion = roundsOf(t.losersRound).at(-1)!.matches[0]!;
      const losersSide = (losersChampion.scoreA ?? 0) > (losersChampion.scoreB ?? 0) ? 'A' : 'B';
      const lbSideId = (losersSide === 'A' ? losersChampion.sideA : losersChampion.sideB)?.id;
      const aWins = stage !== 'finalRound' || match.sideA?.id === lbSideId;
      const [a, b] = aWins ? [toWin(legs), 0] : [0, toWin(legs)];
      await api.write('PATCH', `/api/Tournament/${id}`, { [stage]: nested(depth, scoreOf(match, a, b)) });
    }
    const reset = roundsOf((await api.get<Tournament>(`/api/Tournament/${id}`)).finalRound)[1]!.matches[0]!;
    expect(reset.sideA && reset.sideB).toBeTruthy();
    expect(reset.board).toBe(1);
    await expectPrinted(
      page,
      id,
      {
        'Winners bracket': winnersNames,
        'Losers bracket': losersNames,
        'Grand final': ['Grand Final', 'Grand Final Reset'],
      },
      'double-elimination-reset',
    );
    await context.close();
  }, 240_000);

  it('prints a groups night whole: each group’s table and matches, and the seeded knockout with its best of per round', async () => {
    const { context, page, api, league } = await signedIn();
    screenshotOnFailure({ page });
    const { id } = await aTournamentNight(api, league, 'Groups night', 16, {
      format: 'groups',
      groupAdvance: 2,
      boards: 4,
    });
    await api.write('POST', `/api/Tournament/${id}/Draw`, {
      method: 'random',
      groupCount: 4,
      roundBestOf: { groups: 3, rounds: [5, 5], final: 7 },
    });
    const drawn = await api.get<Tournament>(`/api/Tournament/${id}`);
    const groupNames = drawn.groups!.map((g) => g.name);
    expect(groupNames).toHaveLength(4);
    const knockoutNames = roundsOf(drawn.round).map((r, i) => r.name?.trim() || `Round ${i + 1}`);
    const stages = {
      ...Object.fromEntries(groupNames.map((name) => [name, ['Matches']])),
      Knockout: knockoutNames,
    };
    await expectPrinted(page, id, stages, 'groups-drawn');

    // Every group match but the last played, the side earlier in the draw winning 2–0.
    for (const group of drawn.groups!)
      for (const match of group.matches.slice(0, -1))
        await api.write('PATCH', `/api/Tournament/${id}`, { group: { id: group.id, ...scoreOf(match, 2, 0) } });
    await expectPrinted(page, id, stages, 'groups-playing');
    await page.emulateMedia({ media: 'print' });
    for (const name of groupNames) {
      const table = page.getByRole('table', { name: `${name} table` });
      expect(await table.isVisible()).toBe(true);
      expect(await table.locator('tbody tr').count()).toBe(4);
    }
    expect(
      await page
        .locator('.tournament-match-board', { hasText: /^Board 4$/ })
        .first()
        .isVisible(),
    ).toBe(true);
    const knockout = page.getByRole('region', { name: 'Knockout', exact: true });
    expect(await knockout.getByText('Best of 5').count()).toBe(6);
    expect(await knockout.getByText('Best of 7').count()).toBe(1);
    await context.close();
  }, 240_000);
});
