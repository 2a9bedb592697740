import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../scripts/web-build.mjs';
import { Api } from './support/api.js';
import { desktopContext, expectNoSeriousAxeViolations, phoneContext, sizedContext } from './support/browser.js';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { admin, type RunningServer, startServerAndBrowser, stopServerAndBrowser } from './support/server.js';
import { winLeg } from './support/scoring.js';
import { signInDirectly, visible } from './support/sign-in.js';
import { findSidewaysOverflow } from './support/sideways-overflow.js';

const shotsDir = join(repoRoot, 'screenshots', 'tournament-knockout');
/** The signed-out watcher follows over the event stream (issue #23): a save shows within 2 s, not one 10 s poll. */
const watchTimeout = 2_000;

type Season = { id: string; name: string; startDate: string; endDate: string; isCurrent?: boolean };
type Tournament = {
  id: string;
  updated: string;
  sides: Array<{ id: string; name?: string }>;
  round?: Round;
};
type Match = {
  id: string;
  sideA?: { name?: string };
  sideB?: { name?: string };
  scoreA?: number;
  scoreB?: number;
  saygId?: string;
};
type Round = { matches: Match[]; nextRound?: Round };

/** The calendar date `days` after `date` (YYYY-MM-DD). */
function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** The first Sunday after today that lies inside the season (the demo's league nights are weekdays). */
function nextSunday(season: Season): string {
  let date = addDays(new Date().toISOString().slice(0, 10), 1);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 0) date = addDays(date, 1);
  expect(date <= season.endDate.slice(0, 10)).toBe(true);
  return date;
}

const roundsOf = (round: Round | undefined): Round[] => (round ? [round, ...roundsOf(round.nextRound)] : []);

/** Picks the two legs-won scores in the open match dialog and saves it. */
async function enterScore(page: Page, matchNumber: number, scoreA: number, scoreB: number) {
  await page.getByRole('button', { name: `Edit match ${matchNumber}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Match ${matchNumber} \\(`) });
  await visible(dialog);
  const scores = dialog.locator('select.tournament-dialog-score');
  await scores.nth(0).selectOption(String(scoreA));
  await scores.nth(1).selectOption(String(scoreB));
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Saves the tournament from its page and waits for the save to finish. */
async function saveTournament(page: Page) {
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await save.click();
  await expect.poll(() => save.isEnabled(), { timeout: 10_000 }).toBe(true);
  await expect.poll(() => page.getByText('Saving…').count()).toBe(0);
}

// Issue #12, a knockout night end to end in Chromium: an organiser creates a tournament from the
// fixtures tab, enters six players as individual sides, enters results round by round (one match
// scored leg by leg on a phone), a second watcher's bracket follows every save live, and the winner
// shows on the fixtures tab. Screenshots land in screenshots/tournament-knockout/.
describe('a knockout night', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser());
    mkdirSync(shotsDir, { recursive: true });
  });

  afterAll(() => stopServerAndBrowser(server, browser));

  it('is created on the fixtures tab, played round by round and followed live', async () => {
    const organiserContext = await desktopContext(browser, server.baseUrl);
    const organiser = await organiserContext.newPage();
    await signInDirectly(organiser, admin);
    const api = new Api(organiserContext.request, server.baseUrl);
    const season = (await api.get<Season[]>('/api/Season')).find((s) => s.isCurrent)!;
    const date = nextSunday(season);

    // The fixtures tab: a new date, then the 'New tournament' row on it.
    await organiser.goto(`/fixtures/${encodeURIComponent(season.name)}/?division=Premier`);
    await organiser.getByRole('button', { name: 'Add date' }).click();
    const addDate = organiser.getByRole('dialog', { name: 'Add a date to the season' });
    await addDate.getByRole('textbox', { name: 'Date' }).fill(date);
    await addDate.getByRole('button', { name: 'Add date' }).click();
    const label = new Date(`${date}T00:00:00Z`)
      .toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
      .replace(',', '');
    const form = organiser.getByRole('form', { name: `New tournament on ${label}` });
    await visible(form);
    const add = form.getByRole('button', { name: /^Add tournament on / });
    expect(await add.isDisabled()).toBe(true); // no venue yet
    const venue = form.getByLabel('Venue');
    const venueName = (await venue.locator('option').nth(1).textContent())!.trim();
    await venue.selectOption({ index: 1 });
    await form.getByLabel('Type').fill('Singles');
    await add.click();
    const row = organiser.getByRole('link', { name: `Singles at ${venueName}` });
    await visible(row);
    await organiser.screenshot({ path: join(shotsDir, '1280-fixtures-new-tournament.png') });
    await row.click();
    await organiser.waitForURL(/\/tournament\/[0-9a-f-]{36}$/);
    const id = organiser.url().split('/').pop()!;
    await visible(organiser.getByRole('heading', { level: 1, name: new RegExp(`Singles at ${venueName}`) }));

    // Six players, added together as individual sides, then saved: the draw has a preliminary round.
    await organiser.getByRole('button', { name: 'Add player', exact: true }).click();
    const sideDialog = organiser.getByRole('dialog', { name: 'Add a side' });
    await visible(sideDialog);
    const players = sideDialog.getByRole('checkbox');
    await expect.poll(() => players.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(6);
    const names: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const checkbox = players.nth(index);
      await checkbox.check();
      const label = sideDialog.locator(`label[for="${await checkbox.getAttribute('id')}"]`);
      // The label is the player's name, then their team in a smaller span.
      names.push(await label.evaluate((element) => element.childNodes[0]!.textContent!.trim()));
    }
    await sideDialog.getByRole('button', { name: 'Add as individuals' }).click();
    await sideDialog.waitFor({ state: 'detached' });
    const bracket = organiser.getByRole('region', { name: 'Bracket' });
    await visible(bracket.getByRole('heading', { name: 'Preliminary', exact: true }));
    await visible(bracket.getByRole('heading', { name: 'Semi-Final' }));
    await visible(bracket.getByRole('heading', { name: 'Final', exact: true }));
    await saveTournament(organiser);
    const saved = await api.get<Tournament>(`/api/Tournament/${id}`);
    expect(saved.sides.map((side) => side.name).sort()).toEqual([...names].sort());
    // sides − 1 matches in a knockout without no-shows: 2 preliminary, 2 semi-finals, the final.
    expect(await bracket.locator('article.tournament-match').count()).toBe(5);
    /** The name shown for side A of the bracket's `n`th match (0-based, in reading order). */
    const sideAOf = (n: number) =>
      bracket.locator('article.tournament-match').nth(n).locator('.tournament-entrant-name').first().innerText();
    const firstWinner = await sideAOf(0);
    const home = await sideAOf(1);

    // A watcher, signed out, on another screen: no socket, so it follows over the read-only event
    // stream (issue #23), and each save reaches it within 2 s, with no poll.
    const watcher = await (await desktopContext(browser, server.baseUrl)).newPage();
    const polls: string[] = [];
    watcher.on('request', (request) => request.url().includes('/api/Live/Update/') && polls.push(request.url()));
    screenshotOnFailure({ organiser, watcher });
    await watcher.goto(`/tournament/${id}`);
    const watched = watcher.getByRole('region', { name: 'Bracket' });
    await visible(watched.getByRole('heading', { name: 'Preliminary', exact: true }));
    expect(await watcher.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
    // The page says so, as /live/match and /tv do.
    await visible(watcher.getByRole('status', { name: 'Live updates' }).filter({ hasText: /^Live$/ }));

    // Rounds must be filled in order: a semi-final (whose side A had a bye) before the preliminaries.
    await organiser.getByRole('button', { name: 'Edit match 3', exact: true }).click();
    const early = organiser.getByRole('dialog', { name: /^Match 3 \(/ });
    await early.locator('select.tournament-dialog-score').nth(0).selectOption('3');
    await early.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(early.getByText('Finish entering data for the previous rounds first'));
    await early.getByRole('button', { name: 'Cancel' }).click();

    // Preliminary match 1 from the match dialog; the watcher's bracket moves its winner on.
    const shownBefore = await watched.getByText(firstWinner, { exact: true }).count();
    await enterScore(organiser, 1, 3, 1);
    await saveTournament(organiser);
    // The draw is stored with the first result.
    const drawn = await api.get<Tournament>(`/api/Tournament/${id}`);
    expect(roundsOf(drawn.round).map((r) => r.matches.length)).toEqual([2, 2, 1]);
    expect(roundsOf(drawn.round)[0]!.matches[1]!.sideA?.name).toBe(home);
    await expect
      .poll(() => watched.getByText(firstWinner, { exact: true }).count(), { timeout: watchTimeout })
      .toBe(shownBefore + 1);
    expect(await watched.locator('.tournament-winner').count()).toBe(1);

    // Preliminary match 2 scored leg by leg on a phone: the legs won fill the match score.
    const phone = await (await phoneContext(browser, server.baseUrl)).newPage();
    screenshotOnFailure({ organiser, watcher, phone });
    await signInDirectly(phone, admin);
    await phone.goto(`/tournament/${id}`);
    await phone.getByRole('button', { name: 'Start scoring match 2', exact: true }).click();
    const homeShownBefore = await watched.getByText(home, { exact: true }).count();
    await visible(phone.getByRole('heading', { name: new RegExp(`^${home}(, to throw)?$`) }));
    await phone.screenshot({ path: join(shotsDir, '390-scoring.png') });
    for (let leg = 0; leg < 3; leg += 1) await winLeg(phone, home);
    await expect
      .poll(
        async () => {
          const stored = await api.get<Tournament>(`/api/Tournament/${id}`);
          const match = roundsOf(stored.round)[0]!.matches[1]!;
          return [match.scoreA, match.scoreB, Boolean(match.saygId)];
        },
        { timeout: 10_000 },
      )
      .toEqual([3, 0, true]);
    await expect
      .poll(() => watched.getByText(home, { exact: true }).count(), { timeout: watchTimeout })
      .toBe(homeShownBefore + 1);
    await phone.context().close();
    await organiser.reload();
    await visible(
      organiser.getByRole('region', { name: 'Bracket' }).getByRole('heading', { name: 'Final', exact: true }),
    );

    // Semi-finals, then the final; each save reaches the watcher.
    await enterScore(organiser, 3, 3, 2);
    await enterScore(organiser, 4, 1, 3);
    await saveTournament(organiser);
    const afterSemis = await api.get<Tournament>(`/api/Tournament/${id}`);
    const final = roundsOf(afterSemis.round)[2]!.matches[0] as { sideA?: { name?: string }; sideB?: { name?: string } };
    expect(final.sideA?.name && final.sideB?.name).toBeTruthy();
    await enterScore(organiser, 5, 3, 0);
    await saveTournament(organiser);
    const champion = final.sideA!.name!;
    const venueWinner = watcher.getByRole('region', { name: 'Venue winner' });
    await expect.poll(() => venueWinner.innerText(), { timeout: watchTimeout }).toContain(champion);
    expect(polls).toEqual([]);
    await expectNoSeriousAxeViolations(watcher);
    await watcher.screenshot({ path: join(shotsDir, '1280-watcher.png'), fullPage: true });

    // The winner on the fixtures tab.
    await organiser.goto(`/fixtures/${encodeURIComponent(season.name)}/?division=Premier`);
    const tournamentRow = organiser.locator('li', {
      has: organiser.getByRole('link', { name: `Singles at ${venueName}` }),
    });
    await expect.poll(() => tournamentRow.innerText(), { timeout: 10_000 }).toContain(champion);

    // The finished bracket on a 360 px phone: nothing wider than the screen but the bracket's own scroller.
    const small = await (await sizedContext(browser, server.baseUrl, 360)).newPage();
    await small.goto(`/tournament/${id}`);
    await visible(small.getByRole('region', { name: 'Bracket' }).getByRole('heading', { name: 'Final', exact: true }));
    await visible(small.getByRole('status', { name: 'Live updates' }).filter({ hasText: /^Live$/ }));
    // The bracket is the one thing allowed to scroll sideways (issue #12: 'scroll or zoom, never
    // cut'): in its own labelled region, which a keyboard can focus to scroll.
    expect(await findSidewaysOverflow(small, { scrollers: ['Bracket'] })).toEqual([]);
    expect(await small.getByRole('region', { name: 'Bracket' }).getAttribute('tabindex')).toBe('0');
    await small.screenshot({ path: join(shotsDir, '360-bracket.png'), fullPage: true });
    await small.context().close();
    await watcher.context().close();
    await organiserContext.close();
    // The phone's legs now also send their 180s and hi-checks, and the watcher polls every 10 s.
  }, 120_000);
});
