import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../scripts/web-build.mjs';
import { expectNoSeriousAxeViolations, phoneContext, sizedContext } from './support/browser.js';
import { findSidewaysOverflow } from './support/sideways-overflow.js';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { tap } from './support/live.js';
import { serverAndBrowserFor, signedInWindow } from './support/journey.js';
import { admin } from './support/server.js';
import { signInDirectly, visible } from './support/sign-in.js';
import { aLeague, aSide, aTournamentNight, names } from './support/tournament-nights.js';

const shotsDir = join(repoRoot, 'screenshots', 'overlay');

/** An RGBA pixel of a PNG screenshot, at CSS pixel (x, y) of a page with device scale 1. */
async function pixel(png: Buffer, x: number, y: number): Promise<[number, number, number, number]> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return [data[at]!, data[at + 1]!, data[at + 2]!, data[at + 3]!];
}

/** Whatever is drawn outside the window, and whether the page scrolls: empty when all fits. */
function outsideTheWindow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const problems: string[] = [];
    if (root.scrollWidth > root.clientWidth || root.scrollHeight > root.clientHeight) {
      problems.push(
        `the page scrolls: ${root.scrollWidth}×${root.scrollHeight} in ${root.clientWidth}×${root.clientHeight}`,
      );
    }
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.left < 0 || box.top < 0 || box.right > innerWidth + 0.5 || box.bottom > innerHeight + 0.5) {
        problems.push(
          `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> at ${JSON.stringify(box)}`,
        );
      }
    }
    return problems;
  });
}

// Issue #27: the score overlay for OBS's browser source. A scorer on a phone scores a practice match;
// the overlay, signed out, follows it (the goal is within a second; the relay's speed is measured by
// `npm run bench`, so here it is only polled for, up to 3 s), over a transparent page, fitting a
// 1920×1080 and a 1080×1920 source, and on chroma-key green when asked. Screenshots land in
// screenshots/overlay/.
describe('the score overlay', () => {
  const journey = serverAndBrowserFor(shotsDir, { env: { DEMO_DATA: 'false' } });

  /** The admin scoring a new practice match on a phone, Jo throwing first; answers the page and the record id. */
  async function startScoring(): Promise<{ scorer: Page; id: string }> {
    const scorer = await (await phoneContext(journey.browser, journey.server.baseUrl)).newPage();
    await signInDirectly(scorer, admin);
    await scorer.goto('/practice?yourName=Jo&opponentName=Sam&numberOfLegs=5');
    await scorer.getByRole('button', { name: 'Jo', exact: true }).click();
    await scorer.waitForURL((url) => /^#[0-9a-f-]{36}$/.test(url.hash));
    return { scorer, id: new URL(scorer.url()).hash.slice(1) };
  }

  /** A signed-out browser source of `width`×`height` showing `path`, once the bug is up. */
  async function overlay(path: string, width: number, height: number): Promise<Page> {
    const page = await (await sizedContext(journey.browser, journey.server.baseUrl, width, height)).newPage();
    await page.goto(path);
    await visible(page.getByRole('region', { name: 'Score: Jo v Sam' }));
    return page;
  }

  /** A player's line of the bug: last visit, legs, left. */
  const cells = (page: Page, name: string) =>
    page
      .getByRole('row', { name: new RegExp(`^(▶)?${name}\\b`) })
      .getByRole('cell')
      .allTextContents();

  /** What the bug says is left for a player. */
  const left = (page: Page, name: string) =>
    page
      .getByRole('row', { name: new RegExp(`^(▶)?${name}\\b`) })
      .getByRole('cell')
      .last()
      .textContent();

  it('follows a match scored on a phone, signed out, over a transparent page', async () => {
    const { scorer, id } = await startScoring();
    const page = await overlay(`/overlay/match/${id}`, 1920, 1080);
    screenshotOnFailure({ scorer, page });
    // No site around it: no banner, menu or footer.
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await page.getByRole('rowheader').allTextContents()).toEqual(['▶Jo (throwing)', 'Sam']);

    for (const [score, who, remaining] of [
      [100, 'Jo', '401'],
      [60, 'Sam', '441'],
      [140, 'Jo', '261'],
      [85, 'Sam', '356'],
      [141, 'Jo', '120'],
      [56, 'Sam', '300'],
    ] as const) {
      await tap(scorer, score);
      await expect.poll(() => left(page, who), { timeout: 3_000, interval: 50 }).toBe(remaining);
    }
    // Jo to throw with 120 left: the last visits, the thrower (an arrow and words, not colour alone), the checkout.
    expect(await cells(page, 'Jo')).toEqual(['141', '0', '120']);
    expect(await cells(page, 'Sam')).toEqual(['56', '0', '300']);
    expect(await page.getByRole('rowheader').allTextContents()).toEqual(['▶Jo (throwing)', 'Sam']);
    await visible(page.getByText('Checkout T20 20 D20'));
    await expectNoSeriousAxeViolations(page);

    // Transparent: the screenshot without the browser's white backdrop keeps every pixel outside the
    // bug fully see-through, and the bug opaque.
    const bug = (await page.getByRole('region', { name: 'Score: Jo v Sam' }).boundingBox())!;
    const shot = await page.screenshot({ omitBackground: true });
    expect((await pixel(shot, 10, 10))[3]).toBe(0);
    expect((await pixel(shot, 1900, 540))[3]).toBe(0);
    expect((await pixel(shot, Math.round(bug.x + bug.width / 2), Math.round(bug.y + bug.height - 4)))[3]).toBe(255);
    // Over a red page, as OBS lays it over the stream, the red shows through around the bug.
    const red = await sharp(shot).flatten({ background: '#ff0000' }).png().toBuffer();
    expect(await pixel(red, 10, 10)).toEqual([255, 0, 0, 255]);
    await sharp(red).toFile(join(shotsDir, '1920x1080-over-red.png'));
    await page.screenshot({ path: join(shotsDir, '1920x1080-transparent.png'), omitBackground: true });
    await scorer.context().close();
    await page.context().close();
  });

  it('fits a landscape and a portrait browser source in every position, and paints chroma-key green when asked', async () => {
    const { scorer, id } = await startScoring();
    await tap(scorer, 180, 140);
    const layouts = [
      { layout: 'landscape', width: 1920, height: 1080 },
      { layout: 'portrait', width: 1080, height: 1920 },
    ] as const;
    for (const { layout, width, height } of layouts) {
      const page = await overlay(`/overlay/match/${id}?layout=${layout}`, width, height);
      screenshotOnFailure({ page });
      await expect.poll(() => left(page, 'Sam'), { timeout: 3_000 }).toBe('361');
      expect(await outsideTheWindow(page)).toEqual([]);
      await page.screenshot({ path: join(shotsDir, `${width}x${height}-${layout}.png`), omitBackground: true });
      for (const position of ['top-left', 'top-right', 'bottom-right', 'top', 'bottom']) {
        for (const size of ['s', 'l']) {
          await page.goto(`/overlay/match/${id}?layout=${layout}&position=${position}&size=${size}`);
          await visible(page.getByRole('region', { name: 'Score: Jo v Sam' }));
          expect(await outsideTheWindow(page), `${layout} ${position} ${size}`).toEqual([]);
        }
      }
      await page.context().close();
    }

    // chroma=1: the page behind the bug is OBS's chroma-key green; colours given in the query are used.
    const green = await overlay(
      `/overlay/match/${id}?chroma=1&position=top&fg=fff&bg=%23202060&accent=ff8800`,
      1920,
      1080,
    );
    const shot = await green.screenshot({ omitBackground: true });
    expect(await pixel(shot, 10, 10)).toEqual([0, 177, 64, 255]);
    expect(await pixel(shot, 1900, 1070)).toEqual([0, 177, 64, 255]);
    const bug = (await green.getByRole('region', { name: 'Score: Jo v Sam' }).boundingBox())!;
    expect(await pixel(shot, Math.round(bug.x + 30), Math.round(bug.y + bug.height - 4))).toEqual([32, 32, 96, 255]);
    await green.screenshot({ path: join(shotsDir, '1920x1080-chroma.png') });
    await green.context().close();
    await scorer.context().close();
  });

  it('shows the match on a board of a tournament night with its round, and a superleague night with the team score, following a phone scoring it; the copy-link controls on phones and a laptop', async () => {
    const { context: organiserContext, page: organiser, api } = await signedInWindow(journey, 1280);
    const today = new Date().toISOString().slice(0, 10);
    const season = await aLeague(api, [{ name: 'Premier' }, { name: 'Superleague', superleague: true }]);
    const sides = names.slice(0, 4).map(aSide);
    const boardMatch = randomUUID();
    const superleagueMatch = randomUUID();
    /** The match's leg-by-leg record, made as the tournament page's 'Start scoring' makes it; answers its id. */
    const recordFor = async (tournamentId: string, matchId: string) => {
      type Placed = { round: { matches: Array<{ id: string; saygId?: string }> } };
      const changed = await api.write<Placed>('POST', `/api/Tournament/${tournamentId}`, { matchId });
      return { id: changed.round.matches.find((match) => match.id === matchId)!.saygId! };
    };
    const night = await aTournamentNight(api, season, 'Singles', sides, {
      boards: 2,
      round: {
        id: randomUUID(),
        matches: [
          { id: boardMatch, sideA: sides[0], sideB: sides[1], board: 1 },
          { id: randomUUID(), sideA: sides[2], sideB: sides[3], board: 2 },
        ],
        matchOptions: [],
        nextRound: { id: randomUUID(), matches: [{ id: randomUUID() }], matchOptions: [] },
      },
    });
    const superleague = await api.write<{ id: string }>('PUT', '/api/Tournament', {
      address: 'The Crown',
      date: today,
      seasonId: season.seasonId,
      divisionId: season.divisionIds[1],
      singleRound: true,
      host: 'Crown',
      opponent: 'Swan',
      bestOf: 3,
      sides: [],
      round: {
        id: randomUUID(),
        matches: [
          { id: superleagueMatch, sideA: sides[0], sideB: sides[1] },
          { id: randomUUID(), sideA: sides[2], sideB: sides[3] },
        ],
        matchOptions: [],
      },
      oneEighties: [],
      over100Checkouts: [],
    });

    // The leg-by-leg records of the match on board 1 and of the superleague's first match, scored on a phone.
    const sayg = await recordFor(night.id, boardMatch);
    const superleagueSayg = await recordFor(superleague.id, superleagueMatch);
    const board = await (await sizedContext(journey.browser, journey.server.baseUrl, 1920, 1080)).newPage();
    const league = await (await sizedContext(journey.browser, journey.server.baseUrl, 1080, 1920)).newPage();
    screenshotOnFailure({ board, league, organiser });
    await board.goto(`/overlay/tournament/${night.id}?board=1&show=bracket&position=bottom-right`);
    const bug = board.getByRole('region', { name: 'Score: Ann Archer v Bob Bell' });
    await visible(bug);
    await visible(bug.getByText('Board 1 · Semi-Final, match 1'));
    expect(await bug.getByRole('list', { name: 'Semi-Final' }).getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/Ann Archer\s+0–0\s+Bob Bell\s+\(this match\)/),
      expect.stringMatching(/Cat Cole\s+v\s+Dan Dale/),
    ]);
    await league.goto(`/overlay/superleague/${superleague.id}?layout=portrait&position=top`);
    await visible(league.getByText('Crown 0–0 Swan · Match 1'));

    const scorer = await (await phoneContext(journey.browser, journey.server.baseUrl)).newPage();
    await signInDirectly(scorer, admin);
    await scorer.goto(`/practice#${sayg.id}`);
    await scorer.getByRole('button', { name: 'Ann Archer', exact: true }).click();
    await tap(scorer, 100);
    await expect.poll(() => left(board, 'Ann Archer'), { timeout: 3_000, interval: 50 }).toBe('401');
    expect(await cells(board, 'Ann Archer')).toEqual(['100', '0', '401']);

    // The superleague's match scored on the phone to a leg won, which counts on the team score too.
    await scorer.goto(`/practice#${superleagueSayg.id}`);
    await scorer.getByRole('button', { name: 'Ann Archer', exact: true }).click();
    await tap(scorer, 100);
    await expect.poll(() => left(league, 'Ann Archer'), { timeout: 3_000, interval: 50 }).toBe('401');
    await tap(scorer, 26, 180, 26, 180, 26, 41);
    await scorer.getByRole('dialog', { name: 'Checkout' }).getByRole('button', { name: '3', exact: true }).click();
    await visible(league.getByText('Crown 1–0 Swan · Match 1'));
    await expect.poll(() => cells(league, 'Ann Archer'), { timeout: 3_000 }).toEqual(['', '1', '501']);
    expect(await outsideTheWindow(board)).toEqual([]);
    expect(await outsideTheWindow(league)).toEqual([]);
    await board.screenshot({ path: join(shotsDir, '1920x1080-tournament-board.png'), omitBackground: true });
    await league.screenshot({ path: join(shotsDir, '1080x1920-superleague.png'), omitBackground: true });

    // 'Copy overlay link' beside the share links: the practice page's, the tournament sheet's and the
    // superleague live tile's, on phones and a laptop, saying the size to enter in OBS.
    for (const width of [360, 390, 1280]) {
      const { context, page } = await signedInWindow(journey, width);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      for (const [name, path, overlayPath] of [
        ['practice', `/practice#${sayg.id}`, `/overlay/match/${sayg.id}`],
        ['tournament', `/tournament/${night.id}`, `/overlay/tournament/${night.id}`],
        ['superleague', `/live/superleague?id=${superleague.id}`, `/overlay/superleague/${superleague.id}`],
      ] as const) {
        await page.goto(path);
        if (name === 'practice') await page.getByText('Options and share link').click();
        await page.getByRole('button', { name: 'Copy overlay link' }).click();
        await visible(page.getByText('Overlay link copied. Browser source: 1920 × 1080'));
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(journey.server.baseUrl + overlayPath);
        if (name === 'tournament') {
          // The venue has two boards: the link of a board's overlay, chosen beside the button.
          await page.getByRole('combobox', { name: 'Overlay board' }).selectOption({ label: 'Board 2' });
          await page.getByRole('button', { name: 'Copy overlay link' }).click();
          const boardLink = await page.evaluate(() => navigator.clipboard.readText());
          expect(boardLink).toBe(`${journey.server.baseUrl}${overlayPath}?board=2`);
          if (width === 1280) {
            await board.goto(boardLink);
            await visible(board.getByRole('region', { name: 'Score: Cat Cole v Dan Dale' }));
            await visible(board.getByText('Board 2 · Semi-Final, match 2'));
          }
        }
        await page.getByRole('button', { name: 'Copy overlay link' }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(shotsDir, `${width}-${name}-copy-link.png`) });
        expect(await findSidewaysOverflow(page), `${name} at ${width} px`).toEqual([]);
        if (name === 'tournament') await expectNoSeriousAxeViolations(page);
      }
      await context.close();
    }
    await scorer.context().close();
    await board.context().close();
    await league.context().close();
    await organiserContext.close();
  });
});
