import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../scripts/web-build.mjs';
import type { Api } from './support/api.js';
import { sizedContext } from './support/browser.js';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { serverAndBrowserFor, signedInWindow } from './support/journey.js';
import { visible } from './support/sign-in.js';
import { findSidewaysOverflow } from './support/sideways-overflow.js';
import { aLeague, aTournamentNight, roundsOf, type Tournament } from './support/tournament-nights.js';

const shotsDir = join(repoRoot, 'screenshots', 'tournament-64');

/** 64 sides, a few with the long names a pub team or a double-barrelled pair really has. */
const long = [
  'Bartholomew Fitzgerald-Worthington',
  'The Royal Oak Tuesday Night Arrows',
  'Maximilian Oppenheimer-Vanderbilt',
  'Wolverhampton Wanderers Darts Club',
];
const names = Array.from({ length: 64 }, (_, i) => long[i] ?? `Player ${String(i + 1).padStart(2, '0')}`);

/** The rounds on a phone: the tab of each shown round is the only one pressed, and only its matches show. */
async function shownMatches(region: Locator) {
  return region.locator('.tournament-round-current article').count();
}

describe('a 64-side night on a 360 px phone (issue #26)', () => {
  const journey = serverAndBrowserFor(shotsDir, { env: { DEMO_DATA: 'false' } });
  let league: { seasonId: string; divisionId: string } | undefined;

  async function signedInPhone() {
    const { context, page: phone, api } = await signedInWindow(journey, 360);
    league ??= await aLeague(api);
    return { context, phone, api };
  }

  /** A tournament of the 64 sides in `format`, made through the API and drawn by its Draw route. */
  async function drawn64(api: Api, type: string, extra: object, groupCount?: number) {
    const { id, sides } = await aTournamentNight(api, league!, type, names, extra);
    await api.write('POST', `/api/Tournament/${id}/Draw`, {
      method: 'random',
      ...(groupCount ? { groupCount } : {}),
    });
    return { id, sides, tournament: await api.get<Tournament>(`/api/Tournament/${id}`) };
  }

  /** Screenshots of the page at 390 and 1280 px, each fitting its width (a laptop's bracket scrolls in its box). */
  async function wider(id: string, name: string, scrollers: string[]) {
    for (const width of [390, 1280]) {
      const context = await sizedContext(journey.browser, journey.server.baseUrl, width);
      const page = await context.newPage();
      await page.goto(`/tournament/${id}`);
      await visible(page.getByRole('heading', { name: /at The Crown/ }).first());
      await page.locator('.tournament-match').first().waitFor();
      expect(await findSidewaysOverflow(page, width > 600 ? { scrollers } : {})).toEqual([]);
      await page.screenshot({ path: join(shotsDir, `${width}-${name}.png`) });
      await context.close();
    }
  }

  /**
   * Every round of the stage reachable on the phone by its tab and by Next and Previous; each shows
   * its matches alone, and nothing scrolls sideways or is cut at the edge.
   */
  async function everyRound(phone: Page, stage: string, matchesPerRound: number[]) {
    const region = phone.getByRole('region', { name: stage, exact: true });
    const tabs = phone.getByRole('tablist', { name: `${stage} round`, exact: true }).getByRole('tab');
    expect(await tabs.count()).toBe(matchesPerRound.length);
    const picker = phone.getByRole('navigation', { name: `${stage} rounds` });
    const previous = picker.getByRole('button', { name: 'Previous', exact: true });
    const next = picker.getByRole('button', { name: 'Next', exact: true });
    for (const [index, count] of matchesPerRound.entries()) {
      await tabs.nth(index).click();
      await expect.poll(() => tabs.nth(index).getAttribute('aria-selected')).toBe('true');
      expect(await shownMatches(region)).toBe(count);
      expect(await tabs.nth(index).isVisible()).toBe(true);
      expect(await findSidewaysOverflow(phone)).toEqual([]);
    }
    // Back to the first round with Previous, then on to the last with Next.
    for (let index = matchesPerRound.length - 1; index > 0; index -= 1) await previous.click();
    expect(await previous.isDisabled()).toBe(true);
    expect(await shownMatches(region)).toBe(matchesPerRound[0]);
    for (let index = 0; index < matchesPerRound.length - 1; index += 1) await next.click();
    expect(await next.isDisabled()).toBe(true);
    expect(await shownMatches(region)).toBe(matchesPerRound.at(-1));
  }

  it('reads a 64-side knockout a round at a time: every round reachable by tap and by keyboard, a followed side’s path marked', async () => {
    const { context, phone, api } = await signedInPhone();
    screenshotOnFailure({ phone });
    const { id, tournament } = await drawn64(api, 'Big knockout', {});
    expect(roundsOf(tournament.round).map((round) => round.matches.length)).toEqual([32, 16, 8, 4, 2, 1]);

    await phone.goto(`/tournament/${id}`);
    const bracket = phone.getByRole('region', { name: 'Bracket', exact: true });
    await visible(bracket);
    expect(await shownMatches(bracket)).toBe(32);
    // The long names wrap inside their card; nothing reaches past the screen's edge.
    for (const name of long) await visible(bracket.getByText(name, { exact: true }));
    expect(await findSidewaysOverflow(phone)).toEqual([]);
    await phone.getByRole('navigation', { name: 'Bracket rounds' }).scrollIntoViewIfNeeded();
    await phone.screenshot({ path: join(shotsDir, '360-knockout-round-1.png') });
    await phone.screenshot({ path: join(shotsDir, '360-knockout-round-1-full.png'), fullPage: true, timeout: 30_000 });

    await everyRound(phone, 'Bracket', [32, 16, 8, 4, 2, 1]);
    await phone.screenshot({ path: join(shotsDir, '360-knockout-final.png') });

    // The keyboard: Tab from Previous reaches the round tabs, Enter shows that round.
    const tabs = phone.getByRole('tablist', { name: 'Bracket round', exact: true }).getByRole('tab');
    await tabs.first().click();
    await phone.getByRole('navigation', { name: 'Bracket rounds' }).getByRole('button', { name: 'Next' }).focus();
    await phone.keyboard.press('Enter');
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    await tabs.nth(2).focus();
    await phone.keyboard.press('Enter');
    expect(await tabs.nth(2).getAttribute('aria-selected')).toBe('true');
    expect(await shownMatches(bracket)).toBe(8);
    // The arrow keys move along the tabs, as in any tab list.
    await phone.keyboard.press('ArrowRight');
    expect(await tabs.nth(3).getAttribute('aria-selected')).toBe('true');
    expect(await phone.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
    await phone.keyboard.press('ArrowLeft');
    expect(await tabs.nth(2).getAttribute('aria-selected')).toBe('true');

    // A followed side: a first-round winner's match is marked there and in the second round.
    const first = tournament.round!.matches.find((match) => match.sideA && match.sideB)!;
    await api.write('PATCH', `/api/Tournament/${id}`, {
      round: { match: { sideA: first.sideA!.id, sideB: first.sideB!.id, scoreA: 2, scoreB: 0 } },
    });
    await phone.reload();
    await phone.getByLabel('Follow', { exact: true }).selectOption({ label: first.sideA!.name });
    const followed = bracket.locator('.tournament-round-current .tournament-match-followed');
    // The phone opens at the side's latest round: the second.
    await expect.poll(() => tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await followed.count()).toBe(1);
    expect(await followed.innerText()).toContain(first.sideA!.name);
    await visible(followed.getByText('Followed side', { exact: false }));
    await tabs.first().click();
    expect(await followed.count()).toBe(1);
    expect(await followed.innerText()).toContain(first.sideB!.name);
    expect(await findSidewaysOverflow(phone)).toEqual([]);
    await phone.screenshot({ path: join(shotsDir, '360-knockout-followed.png') });

    await wider(id, 'knockout', ['Bracket']);
    await context.close();
  }, 240_000);

  it('reads a 64-side double elimination on a phone: ten losers rounds, each a tap away', async () => {
    const { context, phone, api } = await signedInPhone();
    screenshotOnFailure({ phone });
    const { id, tournament } = await drawn64(api, 'Big double', { format: 'doubleElimination' });
    const losers = roundsOf(tournament.losersRound).map((round) => round.matches.length);
    expect(losers).toEqual([16, 16, 8, 8, 4, 4, 2, 2, 1, 1]);

    await phone.goto(`/tournament/${id}`);
    await visible(phone.getByRole('region', { name: 'Winners bracket', exact: true }));
    expect(await findSidewaysOverflow(phone)).toEqual([]);
    await phone.screenshot({ path: join(shotsDir, '360-double-winners.png') });
    await everyRound(phone, 'Winners bracket', [32, 16, 8, 4, 2, 1]);
    await everyRound(phone, 'Losers bracket', losers);
    const losersTabs = phone.getByRole('tablist', { name: 'Losers bracket round', exact: true });
    await losersTabs.scrollIntoViewIfNeeded();
    for (const tab of await losersTabs.getByRole('tab').all()) expect(await tab.isVisible()).toBe(true);
    await phone.screenshot({ path: join(shotsDir, '360-double-losers.png') });
    await visible(phone.getByRole('region', { name: 'Grand final', exact: true }));
    expect(await findSidewaysOverflow(phone)).toEqual([]);
    await phone.screenshot({ path: join(shotsDir, '360-double-full.png'), fullPage: true, timeout: 30_000 });

    await wider(id, 'double', ['Winners bracket', 'Losers bracket']);
    await context.close();
  }, 240_000);

  it.each([
    [16, 4],
    [8, 8],
  ])(
    'fits %i groups of %i sides’ tables on a phone, every column named in full for a screen reader',
    async (groups, size) => {
      const { context, phone, api } = await signedInPhone();
      screenshotOnFailure({ phone });
      const { id, tournament } = await drawn64(api, `Groups of ${size}`, { format: 'groups', groupAdvance: 1 }, groups);
      expect(tournament.groups).toHaveLength(groups);

      await phone.goto(`/tournament/${id}`);
      const table = phone.getByRole('table', { name: `${tournament.groups![0]!.name} table` });
      await visible(table);
      expect(await phone.getByRole('table').count()).toBe(groups);
      for (const column of ['Played', 'Won', 'Lost', 'Legs for', 'Legs against', 'Difference', 'Average'])
        await visible(table.getByRole('columnheader', { name: column, exact: true }));
      expect(await table.locator('tbody tr').count()).toBe(size);
      // Every table within the screen, a long name wrapping in its cell.
      const widths = await phone
        .getByRole('table')
        .evaluateAll((tables) => tables.map((t) => Math.ceil(t.getBoundingClientRect().right)));
      expect(Math.max(...widths)).toBeLessThanOrEqual(360);
      expect(await findSidewaysOverflow(phone)).toEqual([]);
      await table.scrollIntoViewIfNeeded();
      await phone.screenshot({ path: join(shotsDir, `360-groups-${groups}x${size}.png`) });
      // The group's section (a whole page of 8 groups is too tall to photograph in one go on a loaded machine).
      await phone
        .locator('.tournament-group')
        .first()
        .screenshot({ path: join(shotsDir, `360-groups-${groups}x${size}-group.png`), timeout: 30_000 });
      await wider(id, `groups-${groups}x${size}`, ['Knockout']);
      await context.close();
    },
    180_000,
  );
});
