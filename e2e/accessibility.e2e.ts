import { mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from './support/api.js';
import { desktopContext, sizedContext } from './support/browser.js';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { admin, type RunningServer, startServerAndBrowser, stopServerAndBrowser } from './support/server.js';
import { findSidewaysOverflow } from './support/sideways-overflow.js';
import { signInDirectly, visible } from './support/sign-in.js';

// Issue #16, "Accessibility": axe in Chromium on every route of both specs (§2), signed out and as the
// administrator, on a 360 px phone and a 1280 px desktop, finds no serious or critical violation; every
// dialog opens from the keyboard, takes focus, closes with Escape (or its Close) and gives focus back to
// the control that opened it; the scoring screen tells a screen reader each visit and the leg's winner.
//
// `npm test` checks each route and each dialog at one of the two widths, taking turns, so each width
// sees half of them and every route is seen at both (signed out at one, as the administrator at the
// other); the screen reader's match is scored on the phone. `npm run test:a11y-full` (FULL_MATRIX=1)
// checks everything at both widths.
const fullMatrix = process.env.FULL_MATRIX === '1';
const widths = [360, 1280] as const;

/** Whether the `index`th item of a list is checked at `width`: always in the full matrix, else in turns. */
const checkedAt = (index: number, width: number) => fullMatrix || widths[index % widths.length] === width;

const shotsDir = '/tmp/shots/accessibility';

type Season = { id: string; name: string; isCurrent?: boolean };
type Division = { id: string; name: string; superleague?: boolean };
type FixtureDate = { date: string; fixtures: Array<{ id: string; homeScore?: number; awayTeam?: { id: string } }> };
type DivisionData = { fixtures: FixtureDate[]; teams: Array<{ id: string; name: string }> };
type Game = { id: string; matches: Array<{ homePlayers?: Array<{ id: string; name: string }> }> };
type Tournament = { id: string; date: string; singleRound: boolean };
type Template = { id: string };

/** One page to check: where it is, what shows once it has loaded, and who may see it. */
type Screen = {
  name: string;
  path: string;
  /** Waits for the page's own content (beyond the generic wait for loading to finish). */
  ready?: (page: Page) => Promise<void>;
  adminOnly?: boolean;
  /** Checked again as printed (emulated print media). */
  print?: boolean;
};

/** Serious and critical axe violations on the page as it is now, one line per element. */
async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (n) => `${where}: [${v.impact}] ${v.id} at ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`,
      ),
    );
}

/** Waits until nothing on the page says it is loading and the network is quiet. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() => page.locator('.spinner-border:visible, .placeholder-glow:visible').count(), { timeout: 10_000 })
    .toBe(0);
}

/** Presses Tab (from wherever focus was last) until `target` has focus: it is reachable from the keyboard. */
async function tabTo(page: Page, target: Locator, maxPresses = 250) {
  await target.waitFor({ state: 'visible' });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let presses = 0; presses < maxPresses; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${String(target)} was not reached in ${maxPresses} presses of Tab`);
}

/** Whether focus is inside `container` (or on it). */
const hasFocusIn = (container: Locator) => container.evaluate((element) => element.contains(document.activeElement));

/** Whether `element` has focus. */
const hasFocus = (element: Locator) => element.evaluate((e) => e === document.activeElement);

/** A dialog to reach from a page: the control that opens it and the dialog's name. */
type DialogCase = {
  name: string;
  path: string;
  opener: (page: Page) => Locator;
  dialog: string | RegExp;
  /** Before the opener is reached, e.g. choosing a file. */
  prepare?: (page: Page) => Promise<void>;
  /** Its footer's Close rather than Escape closes it. */
  closeWith?: 'Escape' | 'Close';
  /** Checks made while it is open. */
  inside?: (page: Page, dialog: Locator) => Promise<void>;
};

describe('accessibility', () => {
  let server: RunningServer;
  let browser: Browser;
  let adminContext: BrowserContext;
  let api: Api;
  const ids = {} as {
    division: string;
    divisionName: string;
    season: string;
    seasonName: string;
    team: string;
    player: string;
    fixture: string;
    unplayed: string;
    knockout: string;
    evening: string;
    eveningDate: string;
    template: string;
    sayg: string;
  };

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser());
    mkdirSync(shotsDir, { recursive: true });
    adminContext = await desktopContext(browser, server.baseUrl);
    api = new Api(adminContext.request, server.baseUrl);
    await api.write('POST', '/api/Account/Login', { emailAddress: admin.email, password: admin.password });

    const current = (await api.get<Season[]>('/api/Season')).find((s) => s.isCurrent)!;
    const premier = (await api.get<Division[]>('/api/Division')).find((d) => d.name === 'Premier')!;
    const data = await api.get<DivisionData>(`/api/Division/Data?divisionId=${premier.id}&seasonId=${current.id}`);
    const fixtures = data.fixtures.flatMap((d) => d.fixtures);
    const played = fixtures.find((f) => f.homeScore !== undefined && f.awayTeam)!;
    const unplayed = fixtures.find((f) => f.homeScore === undefined && f.awayTeam)!;
    const game = await api.get<Game>(`/api/Game/${played.id}`);
    const tournaments = await api.get<Tournament[]>('/api/Tournament/');
    const evening = tournaments.find((t) => t.singleRound)!;
    const templates = await api.get<Template[]>('/api/Template/');
    const sayg = await api.write<{ id: string }>('POST', '/api/Sayg', {
      yourName: 'Jo',
      opponentName: 'Sam',
      numberOfLegs: 3,
      startingScore: 501,
      homeScore: 0,
      legs: {},
    });
    Object.assign(ids, {
      division: premier.id,
      divisionName: premier.name,
      season: current.id,
      seasonName: current.name,
      team: data.teams[0]!.id,
      player: game.matches.flatMap((m) => m.homePlayers ?? [])[0]!.id,
      fixture: played.id,
      unplayed: unplayed.id,
      knockout: tournaments.find((t) => !t.singleRound)!.id,
      evening: evening.id,
      eveningDate: evening.date.slice(0, 10),
      template: templates[0]?.id ?? '',
      sayg: sayg.id,
    });
  }, 120_000);

  afterAll(async () => {
    await adminContext?.close();
    await stopServerAndBrowser(server, browser);
  });

  /** Every route of spec 1 §2 and spec 2 §2. */
  const screens = (): Screen[] => {
    const division = `/division/${ids.division}`;
    const season = encodeURIComponent(ids.seasonName);
    const divisionQuery = `?division=${encodeURIComponent(ids.divisionName)}`;
    return [
      { name: 'home', path: '/' },
      { name: 'about', path: '/about' },
      { name: 'login', path: '/login' },
      { name: 'teams', path: `${division}/teams/${ids.season}` },
      { name: 'fixtures', path: `${division}/fixtures/${ids.season}` },
      { name: 'players', path: `${division}/players/${ids.season}` },
      { name: 'reports', path: `${division}/reports/${ids.season}`, adminOnly: true },
      { name: 'health', path: `${division}/health/${ids.season}`, adminOnly: true },
      { name: 'team', path: `${division}/team:${ids.team}/${ids.season}` },
      { name: 'player', path: `${division}/player:${ids.player}/${ids.season}` },
      { name: 'multi-division teams', path: `/teams/${season}/${divisionQuery}` },
      { name: 'multi-division fixtures', path: `/fixtures/${season}/${divisionQuery}` },
      { name: 'multi-division players', path: `/players/${season}/${divisionQuery}` },
      { name: 'score card', path: `/score/${ids.fixture}` },
      { name: 'tournament', path: `/tournament/${ids.knockout}`, print: true },
      { name: 'single-round report', path: `/tournament/${ids.evening}?winner`, print: true },
      { name: 'tournament not found', path: '/tournament/00000000-0000-4000-8000-000000000001' },
      { name: 'practice', path: '/practice' },
      { name: 'live match chooser', path: '/live/match' },
      { name: 'live match', path: `/live/match/${ids.sayg}` },
      { name: 'live superleague', path: `/live/superleague?id=${ids.evening}` },
      { name: 'live superleague by date', path: `/live/superleague/?date=${ids.eveningDate}` },
      { name: 'live unsupported', path: '/live/nothing' },
      { name: 'tv chooser', path: '/tv' },
      { name: 'tv', path: `/tv?id=${ids.sayg}` },
      { name: 'connections', path: '/connections' },
      { name: 'admin', path: '/admin' },
      ...['user', 'import', 'export', 'errors', 'templates', 'sockets', 'browser', 'features'].map((mode) => ({
        name: `admin ${mode}`,
        path: `/admin/${mode}`,
        adminOnly: true,
      })),
      { name: 'admin template', path: `/admin/templates/?select=${ids.template}`, adminOnly: true },
      { name: 'admin browser table', path: '/admin/browser?table=team', adminOnly: true },
      { name: 'league set-up', path: '/setup', adminOnly: true },
      { name: 'not found', path: '/no-such-page' },
    ];
  };

  /** Visits every screen `who` may see (a visitor sees the admin ones as 'not permitted') and runs axe. */
  async function sweep(page: Page, who: 'visitor' | 'admin', width: number): Promise<string[]> {
    const found: string[] = [];
    // The administrator takes the other turn, so each route is seen at both widths.
    const turn = who === 'admin' ? 1 : 0;
    for (const [index, screen] of screens().entries()) {
      if (!checkedAt(index + turn, width)) continue;
      await page.goto(screen.path);
      await settled(page);
      await screen.ready?.(page);
      const where = `${who} ${width} ${screen.name} (${screen.path})`;
      found.push(...(await seriousViolations(page, where)));
      if (screen.print) {
        await page.emulateMedia({ media: 'print' });
        found.push(...(await seriousViolations(page, `${where} printed`)));
        await page.emulateMedia({ media: 'screen' });
      }
    }
    return found;
  }

  it.each([
    ['visitor', 360],
    ['visitor', 1280],
    ['admin', 360],
    ['admin', 1280],
  ] as const)(
    'finds no serious violation on any route: %s at %i px',
    async (who, width) => {
      const context = await sizedContext(browser, server.baseUrl, width);
      const page = await context.newPage();
      screenshotOnFailure({ [who]: page });
      if (who === 'admin') await signInDirectly(page, admin);
      const found = await sweep(page, who, width);
      expect(found).toEqual([]);
      await context.close();
    },
    300_000,
  );
  /** The dialogs of spec 1 §2 and spec 2 §2 reachable from those routes, as the administrator. */
  /** `scored` is the card's match to score: each width scores its own, since a match's first throw links its record to it. */
  const dialogs = (scored: number): DialogCase[] => {
    const division = `/division/${ids.division}`;
    return [
      {
        name: 'edit team',
        path: `${division}/teams/${ids.season}`,
        opener: (page) =>
          page
            .getByRole('table', { name: /^League table/ })
            .getByRole('button', { name: /^Edit / })
            .first(),
        dialog: /^Edit team: /,
      },
      {
        name: 'edit player',
        path: `${division}/players/${ids.season}`,
        opener: (page) =>
          page
            .getByRole('table', { name: /^Players, / })
            .getByRole('button', { name: /^Edit / })
            .first(),
        dialog: 'Edit player',
      },
      {
        name: 'edit season',
        path: `${division}/teams/${ids.season}`,
        opener: (page) => page.getByRole('button', { name: /^Edit season / }),
        dialog: /^Edit season: /,
      },
      {
        name: 'edit division',
        path: `${division}/teams/${ids.season}`,
        opener: (page) => page.getByRole('button', { name: /^Edit division / }),
        dialog: /^Edit division: /,
      },
      {
        name: 'add note',
        path: `${division}/fixtures/${ids.season}`,
        opener: (page) => page.getByRole('button', { name: /^Add note for / }).first(),
        dialog: 'Create note',
      },
      {
        name: 'add date',
        path: `${division}/fixtures/${ids.season}`,
        opener: (page) => page.getByRole('button', { name: 'Add date', exact: true }),
        dialog: 'Add a date to the season',
      },
      {
        name: 'fixture wizard',
        path: `${division}/fixtures/${ids.season}`,
        opener: (page) => page.getByRole('button', { name: 'Create fixtures', exact: true }),
        dialog: 'Create fixtures',
      },
      {
        name: 'tournament side',
        path: `/tournament/${ids.knockout}`,
        opener: (page) => page.getByRole('button', { name: /^Edit (?!match |details$)/ }).first(),
        dialog: /^Edit /,
      },
      {
        name: 'tournament match',
        path: `/tournament/${ids.knockout}`,
        opener: (page) => page.getByRole('button', { name: /^Edit match / }).first(),
        dialog: /^Match \d+ /,
      },
      {
        name: 'tournament details',
        path: `/tournament/${ids.knockout}`,
        opener: (page) => page.getByRole('button', { name: 'Edit details', exact: true }),
        dialog: 'Edit details',
      },
      {
        name: 'score card match options',
        path: `/score/${ids.unplayed}`,
        opener: (page) => page.getByRole('button', { name: 'Options for match 1', exact: true }),
        dialog: 'Match 1 options',
      },
      {
        name: 'score card scoring',
        path: `/score/${ids.unplayed}`,
        prepare: async (page) => {
          await page.getByLabel(`Match ${scored} home player`, { exact: true }).selectOption({ index: scored });
          await page.getByLabel(`Match ${scored} away player`, { exact: true }).selectOption({ index: scored });
        },
        opener: (page) => page.getByRole('button', { name: `Score match ${scored}`, exact: true }),
        dialog: `Match ${scored}`,
        // Score-as-you-go on the card says each visit too.
        inside: async (page, dialog) => {
          // Tab (kept inside the dialog) to the first 'Who plays first?' button, Enter, then a visit typed.
          const thrower = dialog.locator('.sayg-first-thrower-choices button').first();
          for (let presses = 0; presses < 20 && !(await hasFocus(thrower)); presses++) await page.keyboard.press('Tab');
          const name = (await thrower.innerText()).trim();
          await page.keyboard.press('Enter');
          await page.keyboard.type('60');
          await page.keyboard.press('Enter');
          await expect
            .poll(() => dialog.locator('[aria-live="polite"].sayg-announcer').textContent())
            .toBe(`${name} scored 60, 441 left`);
        },
      },
      {
        name: 'superleague remove match',
        path: `/tournament/${ids.evening}`,
        opener: (page) => page.getByRole('button', { name: 'Remove match 1', exact: true }),
        dialog: 'Remove match 1',
      },
      {
        name: 'generate template',
        path: '/admin/templates',
        opener: (page) => page.getByRole('button', { name: /^Generate/ }).first(),
        dialog: 'Generate a double round robin',
      },
      {
        name: 'import failure',
        path: '/admin/import',
        prepare: async (page) => {
          await page.getByLabel('Zip file', { exact: true }).setInputFiles({
            name: 'not-a-zip.zip',
            mimeType: 'application/zip',
            buffer: Buffer.from('this is not a zip file'),
          });
        },
        opener: (page) => page.getByRole('button', { name: 'Import', exact: true }),
        dialog: 'Could not import data',
        closeWith: 'Close',
      },
    ];
  };

  it.each([360, 1280])(
    'opens every dialog from the keyboard, moves focus into it, closes it and gives focus back (%i px)',
    async (width) => {
      const context = await sizedContext(browser, server.baseUrl, width);
      const page = await context.newPage();
      screenshotOnFailure({ admin: page });
      await signInDirectly(page, admin);
      const found: string[] = [];
      for (const [index, item] of dialogs(width === 360 ? 1 : 2).entries()) {
        if (!checkedAt(index, width)) continue;
        await page.goto(item.path);
        await settled(page);
        await item.prepare?.(page);
        const opener = item.opener(page);
        await tabTo(page, opener);
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: item.dialog });
        await visible(dialog);
        await settled(page);
        expect(await hasFocusIn(dialog), `${item.name}: focus moves into the dialog`).toBe(true);
        // Tab stays inside while the dialog is open.
        for (let presses = 0; presses < 3; presses++) await page.keyboard.press('Tab');
        expect(await hasFocusIn(dialog), `${item.name}: Tab stays in the dialog`).toBe(true);
        await item.inside?.(page, dialog);
        await page.screenshot({ path: `${shotsDir}/dialog-${width}-${item.name.replace(/\W+/g, '-')}.png` });
        found.push(...(await seriousViolations(page, `${width} ${item.name} dialog`)));
        if (item.closeWith === 'Close') {
          const close = dialog.getByRole('button', { name: 'Close', exact: true }).last();
          await close.focus();
          await page.keyboard.press('Enter');
        } else {
          await page.keyboard.press('Escape');
        }
        await expect.poll(() => dialog.count(), { message: `${item.name}: closed` }).toBe(0);
        expect(await hasFocus(opener), `${item.name}: focus back on the control that opened it`).toBe(true);
      }
      expect(found).toEqual([]);
      await context.close();
    },
    180_000,
  );
  it.each(fullMatrix ? widths : [360])(
    'tells a screen reader each visit, the checkout to go for and the winner, scored from the keyboard (%i px)',
    async (width) => {
      const context = await sizedContext(browser, server.baseUrl, width);
      const page = await context.newPage();
      screenshotOnFailure({ scorer: page });
      const announcer = page.locator('[aria-live="polite"].sayg-announcer');
      const said = (text: string | RegExp) => expect.poll(() => announcer.textContent()).toMatch(text);
      /** A visit typed on the keyboard, Enter after it. */
      const visit = async (score: number) => {
        await page.keyboard.type(String(score));
        await page.keyboard.press('Enter');
      };
      const found: string[] = [];
      await page.goto('/practice?yourName=Jo&opponentName=Sam&startingScore=301&numberOfLegs=1');
      await settled(page);
      await tabTo(page, page.getByRole('button', { name: 'Jo', exact: true }));
      await page.keyboard.press('Enter');
      await said(/^Jo to throw first$/);

      await visit(180);
      await said(/^Jo scored 180, 121 left$/);
      await visit(100);
      // Jo has a checkout now: the route is said as the screen shows it.
      await said(/^Sam scored 100, 201 left\. Jo can check out 121: \S+ \S+ \S+$/);
      const route = (await page.locator('.sayg-suggestion-text').innerText()).replace(/^[\s\S]*Checkout\s+/, '');
      expect(await announcer.textContent()).toBe(`Sam scored 100, 201 left. Jo can check out 121: ${route}`);
      await visit(81);
      await said(/^Jo scored 81, 40 left$/);
      await visit(0);
      await said(/^Sam scored 0, 201 left\. Jo can check out 40: D20$/);
      found.push(...(await seriousViolations(page, `${width} scoring`)));

      // A throw is edited from the keyboard: its dialog takes focus and gives it back to the throw.
      const firstThrow = page.getByRole('button', { name: 'Throw 1 for Jo: 180' });
      await tabTo(page, firstThrow);
      await page.keyboard.press('Enter');
      const edit = page.getByRole('dialog', { name: 'Edit throw 1 for Jo' });
      await visible(edit);
      expect(await hasFocusIn(edit)).toBe(true);
      found.push(...(await seriousViolations(page, `${width} edit throw dialog`)));
      await page.keyboard.press('Escape');
      await expect.poll(() => edit.count()).toBe(0);
      expect(await hasFocus(firstThrow)).toBe(true);

      // The checkout: its dialog asks for the darts, answered from the keyboard; the winner is said.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await visit(40);
      await said(/^Jo scored 40, checkout\. How many darts\?$/);
      const checkout = page.getByRole('dialog', { name: 'Checkout' });
      await visible(checkout);
      expect(await hasFocusIn(checkout)).toBe(true);
      found.push(...(await seriousViolations(page, `${width} checkout dialog`)));
      const twoDarts = checkout.getByRole('button', { name: '2', exact: true });
      // Tab walks the dialog's own controls (it keeps focus) to two darts.
      for (let presses = 0; presses < 10 && !(await hasFocus(twoDarts)); presses++) await page.keyboard.press('Tab');
      expect(await hasFocus(twoDarts)).toBe(true);
      await page.keyboard.press('Enter');
      await said(/^Leg to Jo: 40 checkout with 2 darts\. Jo wins the match 1–0$/);
      await page.screenshot({ path: `${shotsDir}/scoring-${width}-won.png`, fullPage: true });
      // The match's statistics, now under the board, fit the phone with their labels whole.
      expect(await findSidewaysOverflow(page)).toEqual([]);
      expect(found).toEqual([]);
      await context.close();
    },
    120_000,
  );
});
