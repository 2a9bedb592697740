import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../scripts/web-build.mjs';
import { Api } from './support/api.js';
import { expectNoSeriousAxeViolations, sizedContext } from './support/browser.js';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { admin, type RunningServer, startServerAndBrowser, stopServerAndBrowser } from './support/server.js';
import { signInDirectly, visible } from './support/sign-in.js';
import { findSidewaysOverflow } from './support/sideways-overflow.js';

const shotsDir = join(repoRoot, 'screenshots', 'tournament-venue');
/** One polling interval (10 s) and some: a TV not on the live channel still follows by polling. */
const watchTimeout = 15_000;

type Side = { id: string; name: string; players: Array<{ id: string; name: string }> };
const aSide = (name: string): Side => ({ id: randomUUID(), name, players: [{ id: randomUUID(), name }] });

/** Whether the page or its screen scrolls in either direction (a TV shows no scrollbars). */
function scrolls(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement!;
    const venue = document.querySelector('.venue')!;
    return {
      page: root.scrollHeight > root.clientHeight || root.scrollWidth > root.clientWidth,
      screen: venue.scrollHeight > venue.clientHeight || venue.scrollWidth > venue.clientWidth,
    };
  });
}

// Issue #26, the venue screen: a pub's TV, signed out, shows the evening of a knockout of eight made
// through the API from an empty install: the matches under way, the next ones, the bracket's rounds.
// A score sent from elsewhere (PATCH) reaches the TV without reload. Screenshots at 1920×1080,
// 1280×720 and 360 px land in screenshots/tournament-venue/.
describe('the venue screen of a tournament night', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser({ env: { DEMO_DATA: 'false' } }));
    mkdirSync(shotsDir, { recursive: true });
  });

  afterAll(() => stopServerAndBrowser(server, browser));

  /** The screen on a laptop and a phone as it is now: nothing sideways, a laptop without scrolling. */
  async function lookAt(moment: string) {
    for (const [width, height] of [
      [1280, 720],
      [360, 780],
    ] as const) {
      const context = await sizedContext(browser, server.baseUrl, width, height);
      const page = await context.newPage();
      await page.goto(`/live/tournament/${tournamentId}`);
      await visible(page.getByRole('heading', { level: 1, name: /Singles at The Crown/ }));
      await visible(page.getByRole('region', { name: 'Bracket' }));
      expect(await findSidewaysOverflow(page)).toEqual([]);
      if (width > 600) expect(await scrolls(page)).toEqual({ page: false, screen: false });
      await page.screenshot({ path: join(shotsDir, `${width}x${height}-${moment}.png`), fullPage: true });
      await context.close();
    }
  }
  let tournamentId = '';

  it('follows the boards live on a signed-out 1920×1080 TV, and reads on a laptop and a phone', async () => {
    const organiserContext = await sizedContext(browser, server.baseUrl, 1280);
    const organiser = await organiserContext.newPage();
    await signInDirectly(organiser, admin);
    const api = new Api(organiserContext.request, server.baseUrl);

    const division = await api.write<{ id: string }>('PUT', '/api/Division', { name: 'Premier' });
    const today = new Date().toISOString().slice(0, 10);
    const year = Number(today.slice(0, 4));
    const season = await api.write<{ id: string }>('PUT', '/api/Season', {
      name: 'This season',
      startDate: `${year - 1}-01-01`,
      endDate: `${year + 1}-12-31`,
      divisionIds: [division.id],
    });
    const sides = ['Ann Archer', 'Bob Bell', 'Cat Cole', 'Dan Dale', 'Eve East', 'Fay Fox', 'Gus Gray', 'Hal Hill'].map(
      aSide,
    );
    const pairs = [0, 1, 2, 3].map((i) => ({ id: randomUUID(), sideA: sides[2 * i], sideB: sides[2 * i + 1] }));
    const tournament = await api.write<{ id: string }>('PUT', '/api/Tournament', {
      address: 'The Crown',
      date: today,
      seasonId: season.id,
      divisionId: division.id,
      type: 'Singles',
      bestOf: 3,
      sides,
      round: {
        id: randomUUID(),
        matches: pairs,
        matchOptions: [],
        nextRound: {
          id: randomUUID(),
          matches: [{ id: randomUUID() }, { id: randomUUID() }],
          matchOptions: [],
          nextRound: { id: randomUUID(), matches: [{ id: randomUUID() }], matchOptions: [] },
        },
      },
      oneEighties: [],
      over100Checkouts: [],
    });
    tournamentId = tournament.id;
    const score = (pair: (typeof pairs)[number], scoreA: number, scoreB: number) =>
      api.write('PATCH', `/api/Tournament/${tournament.id}`, {
        round: { match: { sideA: pair.sideA!.id, sideB: pair.sideB!.id, scoreA, scoreB } },
      });
    // Two quarter-finals under way, a leg in each.
    await score(pairs[0]!, 1, 0);
    await score(pairs[2]!, 0, 1);

    // The pub's TV: nobody signed in, 1920×1080.
    const tvContext = await sizedContext(browser, server.baseUrl, 1920, 1080);
    const tv = await tvContext.newPage();
    screenshotOnFailure({ tv, organiser });
    const failures: string[] = [];
    tv.on('console', (message) => {
      if (message.type() === 'error') failures.push(message.text());
    });
    await tv.goto(`/live/tournament/${tournament.id}`);
    const playing = tv.getByRole('region', { name: 'Now playing' });
    await visible(playing);
    expect(new URL(tv.url()).search).toBe('?kiosk=true');
    await expect.poll(() => tv.title()).toMatch(/^Singles at The Crown — venue screen/);
    const cards = playing.locator('.venue-board');
    await expect.poll(() => cards.count()).toBe(2);
    expect(await cards.nth(0).innerText()).toMatch(/Ann Archer\s*legs\s*1\s*Bob Bell\s*legs\s*0/);
    expect(await cards.nth(1).innerText()).toMatch(/Eve East\s*legs\s*0\s*Fay Fox\s*legs\s*1/);
    const next = tv.getByRole('region', { name: 'Next up' });
    expect(await next.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/Cat Cole v Dan Dale/),
      expect.stringMatching(/Gus Gray v Hal Hill/),
    ]);
    const bracket = tv.getByRole('region', { name: 'Bracket' });
    expect(await bracket.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(['Quarter-Final', 'Semi-Final']);
    await visible(tv.getByRole('status', { name: 'Live updates' }));
    expect(await scrolls(tv)).toEqual({ page: false, screen: false });
    await expectNoSeriousAxeViolations(tv);
    await tv.screenshot({ path: join(shotsDir, '1920x1080-under-way.png') });
    await lookAt('under-way');

    // A result comes in from elsewhere: the TV moves Ann on and drops the match from the boards.
    await score(pairs[0]!, 2, 0);
    await expect.poll(() => cards.count(), { timeout: watchTimeout }).toBe(1);
    expect(await cards.nth(0).innerText()).toMatch(/Eve East/);
    await visible(bracket.locator('.venue-entrant.is-winner', { hasText: 'Ann Archer' }));
    expect(await bracket.locator('.venue-round').nth(1).innerText()).toMatch(/Ann Archer/);
    await tv.screenshot({ path: join(shotsDir, '1920x1080-after-result.png') });

    // The night to its end: every match decided, the champion named.
    await score(pairs[1]!, 2, 1);
    await score(pairs[2]!, 0, 2);
    await score(pairs[3]!, 2, 0);
    const semis = [
      { sideA: sides[0]!, sideB: sides[2]! },
      { sideA: sides[5]!, sideB: sides[6]! },
    ];
    for (const semi of semis)
      await api.write('PATCH', `/api/Tournament/${tournament.id}`, {
        round: { nextRound: { match: { sideA: semi.sideA.id, sideB: semi.sideB.id, scoreA: 2, scoreB: 0 } } },
      });
    await api.write('PATCH', `/api/Tournament/${tournament.id}`, {
      round: {
        nextRound: { nextRound: { match: { sideA: sides[0]!.id, sideB: sides[5]!.id, scoreA: 2, scoreB: 1 } } },
      },
    });
    await visible(tv.getByText('Champion: Ann Archer').first());
    expect(await scrolls(tv)).toEqual({ page: false, screen: false });
    await tv.screenshot({ path: join(shotsDir, '1920x1080-champion.png') });
    expect(failures).toEqual([]);

    await expect
      .poll(() => bracket.getByRole('heading', { level: 3 }).allInnerTexts())
      .toEqual(['Semi-Final', 'Final']);
    await lookAt('champion');
  });
  it('shows a groups night on a signed-out TV: the boards the server gave, a group table and board 1 moving on when its match is scored elsewhere', async () => {
    const organiserContext = await sizedContext(browser, server.baseUrl, 1280);
    const organiser = await organiserContext.newPage();
    await signInDirectly(organiser, admin);
    const api = new Api(organiserContext.request, server.baseUrl);
    const seasons = await api.get<Array<{ id: string }>>('/api/Season');
    const names = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal'].map((name) => `${name} Groups`);
    const created = await api.write<{ id: string }>('PUT', '/api/Tournament', {
      address: 'The Swan',
      date: new Date().toISOString().slice(0, 10),
      seasonId: seasons[0]!.id,
      type: 'Pairs night',
      bestOf: 3,
      format: 'groups',
      groupAdvance: 2,
      boards: 2,
      sides: names.map(aSide),
      oneEighties: [],
      over100Checkouts: [],
    });
    type Match = { id: string; sideA?: Side; sideB?: Side; board?: number };
    type Drawn = { groups: Array<{ id: string; name: string; matches: Match[] }> };
    await api.write('POST', `/api/Tournament/${created.id}/Draw`, { method: 'random', groupCount: 2 });
    // The server put the first ready matches on the two boards (the domain's assignBoards).
    const drawn = await api.get<Drawn>(`/api/Tournament/${created.id}`);
    const onBoard = (n: number) => {
      for (const group of drawn.groups) {
        const match = group.matches.find((m) => m.board === n);
        if (match) return { group, match };
      }
      throw new Error(`No match on board ${n}`);
    };
    const { group: groupA, match: first } = onBoard(1);
    const second = onBoard(2).match;

    const tvContext = await sizedContext(browser, server.baseUrl, 1920, 1080);
    const tv = await tvContext.newPage();
    screenshotOnFailure({ tv });
    await tv.goto(`/live/tournament/${created.id}`);
    const boards = tv.getByRole('region', { name: 'Now on the boards' });
    await visible(boards);
    const board1 = boards.locator('.venue-board').nth(0);
    expect(await board1.innerText()).toMatch(new RegExp(`BOARD 1[^]*${first.sideA!.name}[^]*${first.sideB!.name}`));
    expect(await boards.locator('.venue-board').nth(1).innerText()).toMatch(
      new RegExp(`BOARD 2[^]*${second.sideA!.name}[^]*${second.sideB!.name}`),
    );
    const groups = tv.getByRole('region', { name: 'Groups' });
    expect(await groups.locator('caption').allInnerTexts()).toEqual(['Group A', 'Group B']);
    expect(await scrolls(tv)).toEqual({ page: false, screen: false });
    await expectNoSeriousAxeViolations(tv);
    await tv.screenshot({ path: join(shotsDir, '1920x1080-groups.png') });

    // The match on board 1 is won 2–1 elsewhere: its winner tops its group with +1, and board 1 moves
    // on to another match.
    await api.write('PATCH', `/api/Tournament/${created.id}`, {
      group: { id: groupA.id, match: { sideA: first.sideA!.id, sideB: first.sideB!.id, scoreA: 2, scoreB: 1 } },
    });
    const tableA = tv.getByRole('table', { name: groupA.name });
    await expect
      .poll(() => tableA.getByRole('row').nth(1).innerText(), { timeout: watchTimeout })
      .toMatch(new RegExp(`^${first.sideA!.name}.*\\s1\\s+1\\s+0\\s+2–1\\s+\\+1$`, 's'));
    await expect.poll(() => board1.innerText()).not.toContain(first.sideB!.name);
    await tv.screenshot({ path: join(shotsDir, '1920x1080-groups-scored.png') });
  });
});
