import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './support/browser.js';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { serverAndBrowserFor, signedInWindow } from './support/journey.js';
import { visible } from './support/sign-in.js';
import { findSidewaysOverflow } from './support/sideways-overflow.js';
import {
  matchCard as card,
  aLeague,
  aTournamentNight,
  nested,
  roundsOf,
  scoreOf,
  type Round,
  type Tournament,
} from './support/tournament-nights.js';

const shotsDir = '/tmp/shots/draw-best-of';

/** Each round's best of as stored (its first match's legs). */
const legsOf = (round: Round | null | undefined) =>
  roundsOf(round).map((r) => r.matchOptions?.[0]?.numberOfLegs ?? null);

describe('best of per round in the draw panel (issue #26 "Best of per round")', () => {
  const journey = serverAndBrowserFor(shotsDir, { env: { DEMO_DATA: 'false' } });
  let league: Awaited<ReturnType<typeof aLeague>> | undefined;
  /** The one league of this file, made on first use. */
  const theLeague = async (api: Parameters<typeof aLeague>[0]) => (league ??= await aLeague(api));

  it('sets the winners final’s and the losers final’s best of on a phone, keeps one set through the API, and the matches play to them', async () => {
    const { context, page: phone, api } = await signedInWindow(journey, 360);
    screenshotOnFailure({ phone });
    const { id } = await aTournamentNight(api, await theLeague(api), 'Best of per round', 8, {
      format: 'doubleElimination',
    });
    // Drawn once through the API with losers round 1 best of 5 (the tournament plays best of 3).
    await api.write('POST', `/api/Tournament/${id}/Draw`, {
      method: 'random',
      roundBestOf: { losersRounds: [5, null, null, null] },
    });

    await phone.goto(`/tournament/${id}`);
    const panel = phone.getByRole('region', { name: 'Format and draw' });
    await visible(panel);
    const winnersFields = panel.getByRole('group', { name: 'Winners bracket' });
    const losersFields = panel.getByRole('group', { name: 'Losers bracket' });
    expect(await losersFields.getByRole('spinbutton', { name: 'Losers Round 1' }).inputValue()).toBe('5');
    expect(await losersFields.getByRole('spinbutton', { name: 'Losers Final' }).inputValue()).toBe('');
    await winnersFields.getByRole('spinbutton', { name: 'Winners Final' }).fill('5');
    await losersFields.getByRole('spinbutton', { name: 'Losers Final' }).fill('7');
    expect(await findSidewaysOverflow(phone)).toEqual([]);
    await expectNoSeriousAxeViolations(phone);
    await panel.screenshot({ path: join(shotsDir, '360-draw-panel.png') });

    await panel.getByRole('button', { name: 'Draw', exact: true }).click();
    await expect
      .poll(async () => legsOf((await api.get<Tournament>(`/api/Tournament/${id}`)).round), { timeout: 10_000 })
      .toEqual([3, 3, 5]);
    const drawn = await api.get<Tournament>(`/api/Tournament/${id}`);
    // Losers round 1 kept the API's 5; the grand final plays the tournament's 3.
    expect(legsOf(drawn.losersRound)).toEqual([5, 3, 3, 7]);
    expect(legsOf(drawn.finalRound)).toEqual([3]);

    // 8 sides: winners matches 1–7 (the winners final is 7), losers 8–13 (the losers final is 13).
    await visible((await card(phone, 'Winners bracket', 'Winners Final', 7)).getByText('Best of 5', { exact: true }));
    await visible((await card(phone, 'Losers bracket', 'Losers Final', 13)).getByText('Best of 7', { exact: true }));

    // Played by the API to the winners final: two legs do not win it, three do.
    for (const depth of [0, 1]) {
      const t = await api.get<Tournament>(`/api/Tournament/${id}`);
      for (const match of roundsOf(t.round)[depth]!.matches.filter((m) => !m.bye && m.sideA && m.sideB))
        await api.write('PATCH', `/api/Tournament/${id}`, { round: nested(depth, scoreOf(match, 2, 0)) });
    }
    const winnersFinal = () =>
      api.get<Tournament>(`/api/Tournament/${id}`).then((t) => roundsOf(t.round)[2]!.matches[0]!);
    const grandFinal = () => api.get<Tournament>(`/api/Tournament/${id}`).then((t) => t.finalRound!.matches[0]!);
    const final = await winnersFinal();
    await api.write('PATCH', `/api/Tournament/${id}`, { round: nested(2, scoreOf(final, 2, 0)) });
    expect((await grandFinal()).sideA ?? null).toBeNull();
    await api.write('PATCH', `/api/Tournament/${id}`, { round: nested(2, scoreOf(final, 3, 0)) });
    expect((await grandFinal()).sideA?.id).toBe(final.sideA!.id);
    await context.close();
  }, 120_000);

  it.each([360, 390, 1280])(
    'shows the draw panel’s best of per round at %i px, prefilled, without sideways scroll',
    async (width) => {
      const { context, page, api } = await signedInWindow(journey, width);
      screenshotOnFailure({ page });
      const { id } = await aTournamentNight(api, await theLeague(api), `Best of at ${width}`, 12, {
        format: 'doubleElimination',
      });
      await api.write('POST', `/api/Tournament/${id}/Draw`, {
        method: 'random',
        roundBestOf: { rounds: [null, null, 5, 7], losersRounds: [null, null, null, 5, 5, 7], final: 9 },
      });
      await page.goto(`/tournament/${id}`);
      const panel = page.getByRole('region', { name: 'Format and draw' });
      await visible(panel);
      expect(await panel.getByRole('spinbutton', { name: 'Winners Final' }).inputValue()).toBe('7');
      expect(await panel.getByRole('spinbutton', { name: 'Losers Final' }).inputValue()).toBe('7');
      expect(await panel.getByRole('spinbutton', { name: 'Grand Final' }).inputValue()).toBe('9');
      // On a phone nothing scrolls sideways; on a wide screen a big bracket scrolls in its own box, the panel never.
      if (width < 768) expect(await findSidewaysOverflow(page)).toEqual([]);
      expect(await panel.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await panel.screenshot({ path: join(shotsDir, `${width}-draw-panel.png`) });
      await context.close();
    },
    60_000,
  );
});
