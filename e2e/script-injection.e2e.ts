import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from './support/api.js';
import { desktopContext, sizedContext } from './support/browser.js';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { admin, type RunningServer, startServerAndBrowser, stopServerAndBrowser } from './support/server.js';
import { findSidewaysOverflow } from './support/sideways-overflow.js';
import { signInDirectly, visible } from './support/sign-in.js';

// Issue #16, "Script injection and access": every name a secretary or organiser types (team, venue, player,
// division, season, note, tournament, side, template, a live match's players) holds a script, an image with
// an onerror handler, an SVG with onload or a javascript: link. On every screen that shows them, in Chromium,
// as the administrator and as a visitor on a phone: they are shown as text, nothing runs (no flag set, no
// dialog, no content-policy violation) and no javascript: address is left in the page. The policy itself
// stays strict: no 'unsafe-inline' or 'unsafe-eval' for scripts.

const shotsDir = '/tmp/shots/script-injection';
const run = (n: number) => `window.__pwned=${n}`;
const team = `Team <img src=x onerror="${run(1)}">`;
const venue = `Venue <svg onload="${run(2)}">`;
const player = `Player <script>${run(3)}</script>`;
const division = `Division <img src=x onerror="${run(4)}">`;
const season = `Season <svg><script>${run(5)}</script></svg>`;
const template = `Template <img src=x onerror="${run(6)}">`;
const tournamentType = `Type <img src=x onerror="${run(7)}">`;
const tournamentVenue = `javascript:${run(8)}`;
const side = `Side <script>${run(9)}</script>`;
const host = `Host <img src=x onerror="${run(10)}">`;
const opponent = `javascript:${run(11)}`;
const saygName = `Sayg <img src=x onerror="${run(12)}">`;
const note = [
  `Note with raw HTML <img src=x onerror="${run(13)}"> and <svg onload="${run(14)}">`,
  '',
  `[click me](javascript:${run(15)}) and [entity](&#106;avascript:${run(16)}) and <a href="javascript:${run(17)}">raw</a>`,
  '',
  `[spaced]( JaVaScRiPt:${run(18)}) ![picture](javascript:${run(19)}) <javascript:${run(20)}>`,
  '',
  `<script>${run(21)}</script>`,
].join('\n');
const tournamentNotes = `Notes <img src=x onerror="${run(22)}"> [x](javascript:${run(23)})`;

type Season = { id: string; name: string; isCurrent?: boolean; updated: string; startDate: string; endDate: string };
type Division = { id: string; name: string; superleague?: boolean; updated: string };
type FixtureDate = {
  date: string;
  fixtures: Array<{ id: string; homeTeam: { id: string }; awayTeam?: { id: string }; homeScore?: number }>;
};
type DivisionData = { fixtures: FixtureDate[] };
type Player = { id: string; name: string; updated: string };
type Team = {
  id: string;
  name: string;
  address: string;
  updated: string;
  seasons: Array<{ seasonId: string; players: Player[] }>;
};
type Game = { id: string; matches: Array<{ homePlayers?: Array<{ id: string; name: string }> }> };

/** What each visited page did that it must not have. */
type Trap = { dialogs: string[]; violations: string[] };

/** Records dialogs, content-policy violations (from the console and the DOM event) on `page`. */
function setTraps(page: Page): Trap {
  const trap: Trap = { dialogs: [], violations: [] };
  page.on('dialog', (dialog) => {
    trap.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load)/i.test(message.text())) trap.violations.push(message.text());
  });
  return trap;
}

describe('names holding scripts', () => {
  let server: RunningServer;
  let browser: Browser;
  let adminContext: BrowserContext;
  let api: Api;
  const ids = {} as {
    division: string;
    superleague: string;
    season: string;
    team: string;
    fixture: string;
    tournament: string;
    superleagueEvening: string;
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
    const divisions = await api.get<Division[]>('/api/Division');
    const premier = divisions.find((d) => d.name === 'Premier')!;
    const superleague = divisions.find((d) => d.superleague)!;
    Object.assign(ids, { division: premier.id, superleague: superleague.id, season: current.id });

    // A played fixture of Premier: its home team and one of its players get the payloads.
    const data = await api.get<DivisionData>(`/api/Division/Data?divisionId=${premier.id}&seasonId=${current.id}`);
    const played = data.fixtures.flatMap((d) => d.fixtures).find((f) => f.homeScore !== undefined && f.awayTeam)!;
    ids.fixture = played.id;
    ids.team = played.homeTeam.id;
    const game = await api.get<Game>(`/api/Game/${played.id}`);
    const playerId = game.matches.flatMap((m) => m.homePlayers ?? [])[0]!.id;
    const stored = await api.get<Team>(`/api/Team/${ids.team}`);
    const registration = stored.seasons.find((s) => s.seasonId === current.id)!;
    const who = registration.players.find((p) => p.id === playerId)!;
    await api.write('PATCH', `/api/Player/${current.id}/${ids.team}/${playerId}`, {
      name: player,
      captain: false,
      lastUpdated: who.updated,
    });
    const renamed = await api.get<Team>(`/api/Team/${ids.team}`);
    await api.write('PUT', '/api/Team/', {
      id: ids.team,
      name: team,
      address: venue,
      seasonId: current.id,
      divisionId: premier.id,
      newDivisionId: premier.id,
      lastUpdated: renamed.updated,
    });

    // A note on the fixture's date, a knockout tournament on it, and a superleague evening today.
    const date = data.fixtures.find((d) => d.fixtures.some((f) => f.id === played.id))!.date;
    await api.write('POST', '/api/Note', { date, note, seasonId: current.id, divisionId: premier.id });
    const aSide = (name: string) => ({ id: randomUUID(), name, players: [{ id: randomUUID(), name }] });
    const sideA = aSide(side);
    const sideB = aSide(`${side} B`);
    ids.tournament = (
      await api.write<{ id: string }>('PUT', '/api/Tournament', {
        address: tournamentVenue,
        date,
        seasonId: current.id,
        divisionId: premier.id,
        type: tournamentType,
        notes: tournamentNotes,
        bestOf: 3,
        sides: [sideA, sideB],
        round: { id: randomUUID(), matches: [{ id: randomUUID(), sideA, sideB }], matchOptions: [] },
      })
    ).id;
    const today = new Date().toISOString().slice(0, 10);
    const hostSide = aSide(host);
    const opponentSide = aSide(opponent);
    ids.superleagueEvening = (
      await api.write<{ id: string }>('PUT', '/api/Tournament', {
        address: venue,
        date: today,
        seasonId: current.id,
        divisionId: superleague.id,
        singleRound: true,
        host,
        opponent,
        bestOf: 7,
        sides: [],
        round: {
          id: randomUUID(),
          matches: [{ id: randomUUID(), sideA: hostSide, sideB: opponentSide, scoreA: 4, scoreB: 2 }],
          matchOptions: [{ numberOfLegs: 7, startingScore: 501, playerCount: 1 }],
        },
      })
    ).id;

    ids.template = (
      await api.write<{ id: string }>('PUT', '/api/Template/', {
        name: template,
        description: note,
        sharedAddresses: [],
        divisions: [{ sharedAddresses: [], dates: [{ fixtures: [{ home: 'A', away: 'B' }] }] }],
      })
    ).id;
    ids.sayg = (
      await api.write<{ id: string }>('POST', '/api/Sayg', {
        yourName: saygName,
        opponentName: opponent,
        numberOfLegs: 3,
        startingScore: 501,
        homeScore: 0,
        legs: {},
      })
    ).id;

    // Last, the division and season names (the steps above find them by their demo names).
    await api.write('PUT', '/api/Division', { id: premier.id, name: division, lastUpdated: premier.updated });
    await api.write('PUT', '/api/Season/', { ...current, name: season, lastUpdated: current.updated });
  }, 120_000);

  afterAll(async () => {
    await adminContext?.close();
    await stopServerAndBrowser(server, browser);
  });

  /** Every screen that shows a payload, with the payloads it must show as text. */
  const screens = (): Array<{
    name: string;
    path: string;
    shows: string[];
    print?: boolean;
    then?: (page: Page) => Promise<void>;
  }> => [
    { name: 'division teams', path: `/division/${ids.division}/teams/${ids.season}`, shows: [team, division, season] },
    {
      name: 'division fixtures',
      path: `/division/${ids.division}/fixtures/${ids.season}`,
      shows: [team, tournamentVenue],
    },
    { name: 'division players', path: `/division/${ids.division}/players/${ids.season}`, shows: [player, team] },
    {
      name: 'team page',
      path: `/division/${ids.division}/team:${ids.team}/${ids.season}`,
      shows: [team, player, venue],
    },
    { name: 'score card', path: `/score/${ids.fixture}`, shows: [team, player] },
    {
      name: 'tournament',
      path: `/tournament/${ids.tournament}`,
      shows: [tournamentType, tournamentVenue, side],
      print: true,
    },
    {
      name: 'superleague report',
      path: `/tournament/${ids.superleagueEvening}?winner`,
      shows: [host, opponent],
      print: true,
    },
    { name: 'superleague TV', path: `/live/superleague?id=${ids.superleagueEvening}`, shows: [host] },
    { name: 'live match', path: `/live/match/${ids.sayg}`, shows: [saygName, opponent] },
    { name: 'TV view', path: `/tv?id=${ids.sayg}`, shows: [saygName, opponent] },
    { name: 'templates admin', path: `/admin/templates/?select=${ids.template}`, shows: [template] },
    { name: 'data browser', path: `/admin/browser?table=team&id=${ids.team}`, shows: [team, venue] },
    {
      name: 'reports tab',
      path: `/division/${ids.division}/reports/${ids.season}`,
      shows: [team, division, tournamentType],
      then: async (page) => {
        await page.getByRole('button', { name: 'Get reports...', exact: true }).click();
        const picker = page.getByRole('combobox', { name: 'Report', exact: true });
        await visible(picker);
        const names = await picker.locator('option').evaluateAll((o) => o.map((x) => x.textContent ?? ''));
        for (const name of names) {
          await picker.selectOption({ label: name });
          await visible(page.getByRole('article', { name, exact: true }));
          if ((await page.evaluate(() => document.body.innerText)).includes(tournamentType)) return;
        }
      },
    },
  ];

  /** Opens `path` and checks nothing ran, the payloads are text, and no javascript: address remains. */
  async function check(page: Page, trap: Trap, screen: ReturnType<typeof screens>[number], signedIn: boolean) {
    const response = await page.goto(screen.path);
    expect(response?.status(), screen.name).toBe(200);
    await page.waitForLoadState('networkidle');
    if (screen.then && signedIn) await screen.then(page);
    const expected = signedIn || !/admin|reports/.test(screen.path) ? screen.shows : [];
    for (const text of expected) {
      await expect
        .poll(() => page.evaluate(() => document.body.innerText), {
          timeout: 10_000,
          message: `${screen.name}: ${text}`,
        })
        .toContain(text);
    }
    if (screen.print) {
      await page.emulateMedia({ media: 'print' });
      for (const text of expected) expect(await page.evaluate(() => document.body.innerText)).toContain(text);
      await page.emulateMedia({ media: 'screen' });
    }
    const width = page.viewportSize()?.width ?? 0;
    await page.screenshot({ path: join(shotsDir, `${screen.name.replace(/\W+/g, '-')}-${width}.png`), fullPage: true });
    const state = await page.evaluate(() => ({
      pwned: (window as { __pwned?: unknown }).__pwned,
      violations: (window as { __violations?: string[] }).__violations ?? [],
      scriptLinks: Array.from(document.querySelectorAll('[href], [src], [action], [formaction], [xlink\\:href]'))
        .flatMap((element) =>
          ['href', 'src', 'action', 'formaction', 'xlink:href'].map((name) => element.getAttribute(name) ?? ''),
        )
        .filter((value) => /^\s*javascript:/i.test(value.replace(/[\u0000-\u0020]/g, ''))),
      injected: document.querySelectorAll('img[src="x"], svg[onload], [onerror], [onload]').length,
    }));
    expect({ screen: screen.name, ...state, dialogs: trap.dialogs, consoleViolations: trap.violations }).toEqual({
      screen: screen.name,
      pwned: undefined,
      violations: [],
      scriptLinks: [],
      injected: 0,
      dialogs: [],
      consoleViolations: [],
    });
  }

  /** Listens for content-policy violations from the first script on, before the app's own. */
  async function watched(context: BrowserContext): Promise<{ page: Page; trap: Trap }> {
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as { __violations?: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
      });
    });
    const page = await context.newPage();
    return { page, trap: setTraps(page) };
  }

  it('keeps a strict content policy for scripts on pages and the API', async () => {
    for (const path of ['/', `/division/${ids.division}`, '/api/Site']) {
      const response = await adminContext.request.get(server.baseUrl + path);
      const policy = response.headers()['content-security-policy'] ?? '';
      const scripts = policy
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('script-src'));
      const fallback = policy
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('default-src'));
      expect(scripts ?? fallback, path).toBeDefined();
      expect(scripts ?? fallback).not.toMatch(/unsafe-inline|unsafe-eval|\*|data:|https?:/);
      expect(policy).toMatch(/object-src 'none'/);
      expect(policy).toMatch(/base-uri 'self'/);
    }
  });

  it('shows every payload as text to the administrator on every screen, and runs none', async () => {
    const context = await desktopContext(browser, server.baseUrl);
    const { page, trap } = await watched(context);
    screenshotOnFailure({ admin: page });
    await signInDirectly(page, admin);
    for (const screen of screens()) await check(page, trap, screen, true);
    await context.close();
  }, 240_000);

  it('runs none for a visitor on a phone either', async () => {
    const context = await sizedContext(browser, server.baseUrl, 360);
    const { page, trap } = await watched(context);
    screenshotOnFailure({ visitor: page });
    const overflow: Record<string, string[]> = {};
    for (const screen of screens()) {
      await check(page, trap, screen, false);
      // Long names with no spaces in them break rather than push the phone's page sideways.
      const problems = await findSidewaysOverflow(page);
      if (problems.length > 0) overflow[screen.name] = problems;
    }
    expect(overflow).toEqual({});
    await context.close();
  }, 240_000);

  it('renders the note markdown with no link on a script protocol, raw HTML as text', async () => {
    const context = await desktopContext(browser, server.baseUrl);
    const { page, trap } = await watched(context);
    screenshotOnFailure({ visitor: page });
    await page.goto(`/division/${ids.division}/fixtures/${ids.season}`);
    const banner = page.getByRole('note').filter({ hasText: 'Note with raw HTML' });
    await visible(banner);
    const text = await banner.innerText();
    for (const shown of [
      `<img src=x onerror="${run(13)}">`,
      `<script>${run(21)}</script>`,
      'click me',
      'entity',
      'raw',
    ]) {
      expect(text).toContain(shown);
    }
    expect(await banner.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')))).toEqual([]);
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(trap.dialogs).toEqual([]);
    await context.close();
  });
});
