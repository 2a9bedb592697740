import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../scripts/web-build.mjs';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { serverAndBrowserFor, signedInWindow } from './support/journey.js';
import { visible } from './support/sign-in.js';
import { findSidewaysOverflow } from './support/sideways-overflow.js';
import { aLeague, aTournamentNight, matchCard as card, type Side } from './support/tournament-nights.js';

const shotsDir = join(repoRoot, 'screenshots', 'tournament-boards');
/** A live update (or the 10 s poll of a page off the live channel) and some. */
const watchTimeout = 15_000;

type Match = { id: string; sideA?: Side; sideB?: Side; board?: number; offBoard?: boolean };
type Round = { matches: Match[]; nextRound?: Round };
type Tournament = { id: string; round?: Round; losersRound?: Round };

describe('boards by hand and where the losers come from (issue #26)', () => {
  const journey = serverAndBrowserFor(shotsDir, { env: { DEMO_DATA: 'false' } });

  it('keeps a match taken off the boards by hand off them after another finishes; losers slots say "Loser of match N"', async () => {
    const { context, page: phone, api } = await signedInWindow(journey, 360);
    screenshotOnFailure({ phone });
    const { id } = await aTournamentNight(api, await aLeague(api), 'Boards by hand', 8, {
      format: 'doubleElimination',
      boards: 2,
    });
    await api.write('POST', `/api/Tournament/${id}/Draw`, { method: 'random' });
    // 8 sides: winners matches 1–7 (round 1 is 1–4), losers 8–13, the grand final 14.
    const drawn = await api.get<Tournament>(`/api/Tournament/${id}`);
    expect(drawn.round!.matches.map((m) => m.board ?? null)).toEqual([1, 2, null, null]);

    await phone.goto(`/tournament/${id}`);
    const winners = 'Winners bracket';
    const first = await card(phone, winners, 'Winners Quarter-Final', 1);
    await visible(first.getByText('Board 1', { exact: true }));

    // Match 1 taken off the boards by hand: board 1 goes to match 3.
    await first.getByRole('button', { name: 'Set the board of match 1' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Board for match 1' });
    await dialog.getByRole('combobox', { name: 'Board' }).selectOption('Not on a board');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await visible(first.getByText('Not on a board', { exact: true }));
    await visible((await card(phone, winners, 'Winners Quarter-Final', 3)).getByText('Board 1', { exact: true }));

    // Match 2 finishes: its board goes to match 4; match 1 stays off the boards.
    const second = drawn.round!.matches[1]!;
    await api.write('PATCH', `/api/Tournament/${id}`, {
      round: { match: { sideA: second.sideA!.id, sideB: second.sideB!.id, scoreA: 2, scoreB: 0 } },
    });
    const fourth = await card(phone, winners, 'Winners Quarter-Final', 4);
    await fourth.getByText('Board 2', { exact: true }).waitFor({ state: 'visible', timeout: watchTimeout });
    await visible(first.getByText('Not on a board', { exact: true }));
    const after = await api.get<Tournament>(`/api/Tournament/${id}`);
    expect(after.round!.matches.map((m) => m.board ?? null)).toEqual([null, null, 1, 2]);
    expect(after.round!.matches[0]).toMatchObject({ offBoard: true });

    // The losers bracket says where each side still to come is from, by the numbers shown.
    const losers = 'Losers bracket';
    const firstLosers = await card(phone, losers, 'Losers Round 1', 8);
    await visible(firstLosers.getByText('Loser of match 1', { exact: true }));
    await visible(firstLosers.getByText(second.sideB!.name, { exact: true }));
    await visible((await card(phone, losers, 'Losers Round 1', 9)).getByText('Loser of match 3', { exact: true }));
    // Winners round 2's losers drop in reverse order: match 10 takes the loser of match 6.
    const dropped = await card(phone, losers, 'Losers Round 2', 10);
    await visible(dropped.getByText('Winner of match 8', { exact: true }));
    await visible(dropped.getByText('Loser of match 6', { exact: true }));
    const grandFinal = await card(phone, 'Grand final', 'Grand Final', 14);
    await visible(grandFinal.getByText('Winner of match 7', { exact: true }));
    await visible(grandFinal.getByText('Winner of match 13', { exact: true }));
    for (const stage of [losers, 'Grand final'])
      expect(
        await phone.getByRole('region', { name: stage, exact: true }).getByText('–', { exact: true }).count(),
      ).toBe(0);

    await (await card(phone, losers, 'Losers Round 1', 8)).scrollIntoViewIfNeeded();
    expect(await findSidewaysOverflow(phone)).toEqual([]);
    await phone.screenshot({ path: join(shotsDir, '360-double-elimination.png'), fullPage: true });
    for (const width of [390, 1280]) {
      const { context: wider, page } = await signedInWindow(journey, width);
      screenshotOnFailure({ phone, page });
      await page.goto(`/tournament/${id}`);
      await visible(page.getByRole('region', { name: losers, exact: true }));
      await card(page, losers, 'Losers Round 1', 8);
      expect(await findSidewaysOverflow(page)).toEqual([]);
      await page.screenshot({ path: join(shotsDir, `${width}-double-elimination.png`), fullPage: true });
      await wider.close();
    }
    await context.close();
  });
});
