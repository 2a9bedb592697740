import { randomUUID } from 'node:crypto';
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../scripts/web-build.mjs';
import { Api } from './support/api.js';
import { desktopContext, expectNoSeriousAxeViolations, launchBrowser, sizedContext } from './support/browser.js';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { admin, type RunningServer, startServer } from './support/server.js';
import { findSidewaysOverflow } from './support/sideways-overflow.js';
import { visible } from './support/sign-in.js';

// Issue #22, "Done when" (4): a league made on an empty install A (through the API: a season, a
// division, three teams with players, a fixture with a saved score card, a tournament) is exported
// from /admin/export with the default options and imported into a second empty install B from
// /admin/import with the default options (a dry run, then for real). Both installs have the same
// administrator e-mail, which once failed the import with a raw UNIQUE constraint error. Then the
// division's Teams, Fixtures and Players tabs, the score card and the tournament read the same on
// both. The Purge confirmation and the result are looked at on 360, 390 and 1280 px screens; last, a real
// import with Purge shows its result whatever it did to the session, and the Teams tab still reads the same.
// Screenshots go to test-results/export-import-journey/ (git-ignored).

type Player = { id: string; name: string };
type Team = { id: string; name: string; seasons?: Array<{ seasonId: string; players?: Player[] }> };

const shotsDir = join(repoRoot, 'test-results', 'export-import-journey');
const divisionName = 'Riverside';
const seasonName = 'Winter';
const today = new Date().toISOString().slice(0, 10);
const settle = { timeout: 15_000 };
const databaseError = /UNIQUE constraint|SQLITE_|constraint failed|duplicate key/i;

/** A signed-in administrator's desktop window on one install. */
async function adminWindow(browser: Browser, server: RunningServer, width = 1280) {
  const context =
    width === 1280 ? await desktopContext(browser, server.baseUrl) : await sizedContext(browser, server.baseUrl, width);
  const api = new Api(context.request, server.baseUrl);
  await api.write('POST', '/api/Account/Login', { emailAddress: admin.email, password: admin.password });
  return { context, api, page: await context.newPage() };
}

describe('export, then import into a second empty install, and every page reads the same (issue #22)', () => {
  let a: RunningServer;
  let b: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const ids = { division: '', season: '', fixture: '', tournament: '' };

  beforeAll(async () => {
    [a, b, browser] = await Promise.all([
      startServer({ env: { DEMO_DATA: 'false' } }),
      startServer({ env: { DEMO_DATA: 'false' } }),
      launchBrowser(),
    ]);
    mkdirSync(shotsDir, { recursive: true });
  }, 60_000);

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await Promise.all([a?.stop(), b?.stop()]);
  });

  async function populate(api: Api) {
    expect(await api.get<unknown[]>('/api/Division')).toEqual([]);
    ids.division = (await api.write<{ id: string }>('PUT', '/api/Division', { name: divisionName })).id;
    const year = Number(today.slice(0, 4));
    ids.season = (
      await api.write<{ id: string }>('PUT', '/api/Season/', {
        name: seasonName,
        startDate: `${year - 1}-09-01T00:00:00`,
        endDate: `${year + 1}-05-31T00:00:00`,
        divisionIds: [ids.division],
      })
    ).id;
    const teams: Array<{ id: string; name: string; players: Player[] }> = [];
    for (const [name, players] of [
      ['Crown', ['Ann Archer', 'Bea Bell', 'Cal Cole', 'Dot Drew', 'Eve Earl']],
      ['Swan', ['Sam Stone', 'Tom Tate', 'Uma Underwood', 'Vic Vale', 'Wyn West']],
      ['Anchor', ['Dee Dale', 'Eli Emms', 'Flo Finch']],
    ] as const) {
      const team = await api.write<Team>('PUT', '/api/Team/', {
        name,
        address: `${name}, High Street`,
        seasonId: ids.season,
        divisionId: ids.division,
        newDivisionId: ids.division,
      });
      for (const player of players)
        await api.write('POST', `/api/Player/${ids.division}/${ids.season}/${team.id}`, {
          name: player,
          captain: false,
        });
      const stored = await api.get<Team>(`/api/Team/${team.id}`);
      const squad = stored.seasons?.find((s) => s.seasonId === ids.season)?.players ?? [];
      expect(squad.map((p) => p.name).sort()).toEqual([...players].sort());
      teams.push({ id: team.id, name, players: players.map((n) => squad.find((p) => p.name === n)!) });
    }
    const [crown, swan] = teams as [(typeof teams)[0], (typeof teams)[0]];
    const fixture = await api.write<{ id: string; updated: string }>('PUT', '/api/Game/', {
      address: 'Crown, High Street',
      date: `${today}T00:00:00`,
      divisionId: ids.division,
      seasonId: ids.season,
      homeTeamId: crown.id,
      awayTeamId: swan.id,
      postponed: false,
      isKnockout: false,
      accoladesCount: true,
    });
    ids.fixture = fixture.id;
    const side = (team: (typeof teams)[0], ...at: number[]) => at.map((i) => team.players[i]!);
    await api.write('PUT', `/api/Scores/${ids.fixture}`, {
      address: 'Crown, High Street',
      lastUpdated: fixture.updated,
      matches: [
        ...[0, 1, 2, 3, 4].map((i, n) => ({
          homePlayers: side(crown, i),
          awayPlayers: side(swan, (i + 2) % 5),
          homeScore: n % 2 === 0 ? 3 : 1,
          awayScore: n % 2 === 0 ? 1 : 3,
        })),
        { homePlayers: side(crown, 0, 1), awayPlayers: side(swan, 0, 1), homeScore: 2, awayScore: 1 },
        { homePlayers: side(crown, 2, 3), awayPlayers: side(swan, 2, 3), homeScore: 0, awayScore: 2 },
        { homePlayers: side(crown, 0, 1, 2), awayPlayers: side(swan, 0, 1, 2), homeScore: 2, awayScore: 0 },
      ],
      oneEighties: [crown.players[0], swan.players[1]],
      over100Checkouts: [{ ...crown.players[0]!, score: 121 }],
    });
    const sideOf = (name: string) => ({ id: randomUUID(), name, players: [{ id: randomUUID(), name }] });
    const [ann, dee] = [sideOf('Ann Archer'), sideOf('Dee Dale')];
    ids.tournament = (
      await api.write<{ id: string }>('PUT', '/api/Tournament', {
        address: 'Anchor, High Street',
        date: today,
        seasonId: ids.season,
        divisionId: ids.division,
        type: 'Singles cup',
        bestOf: 3,
        sides: [ann, dee],
        round: {
          id: randomUUID(),
          matches: [{ id: randomUUID(), sideA: ann, sideB: dee, scoreA: 2, scoreB: 1 }],
          matchOptions: [],
        },
      })
    ).id;
  }

  const pages = () => [
    {
      name: 'teams',
      path: `/division/${ids.division}/teams/${ids.season}`,
      ready: (p: Page) => p.locator('main').getByText('Anchor').locator('visible=true').first(),
    },
    {
      name: 'fixtures',
      path: `/division/${ids.division}/fixtures/${ids.season}`,
      ready: (p: Page) => p.locator('main').getByText('Swan').locator('visible=true').first(),
    },
    {
      name: 'players',
      path: `/division/${ids.division}/players/${ids.season}`,
      ready: (p: Page) => p.locator('main').getByText('Ann Archer').locator('visible=true').first(),
    },
    {
      name: 'score card',
      path: `/score/${ids.fixture}`,
      ready: (p: Page) => p.getByRole('heading', { level: 1, name: 'Crown v Swan' }),
    },
    {
      name: 'tournament',
      path: `/tournament/${ids.tournament}`,
      ready: (p: Page) => p.locator('main').getByText('Dee Dale').locator('visible=true').first(),
    },
  ];

  it('imports A into B with the default options, with no database error, and the pages read the same', async () => {
    const onA = await adminWindow(browser, a);
    const onB = await adminWindow(browser, b);
    contexts.push(onA.context, onB.context);
    screenshotOnFailure({ A: onA.page, B: onB.page });
    await populate(onA.api);
    expect(await onB.api.get<unknown[]>('/api/Division')).toEqual([]);

    // 1. On A, export every table with the default options: no password, deleted entries included.
    await onA.page.goto('/admin/export');
    await visible(onA.page.getByRole('button', { name: 'Export', exact: true }));
    expect(await onA.page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    const [download] = await Promise.all([
      onA.page.waitForEvent('download'),
      onA.page.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    const zipPath = join(shotsDir, 'export.zip');
    await download.saveAs(zipPath);
    expect(statSync(zipPath).size).toBeGreaterThan(500);
    await visible(onA.page.getByRole('heading', { name: /^Exported \d+ rows$/ }));

    // 2. On B, the default options: a dry run first, which changes nothing.
    const page = onB.page;
    await page.goto('/admin/import');
    await page.getByLabel('Zip file').setInputFiles(zipPath);
    const dryRun = page.getByRole('checkbox', { name: 'Dry run' });
    const purge = page.getByRole('checkbox', { name: 'Purge data' });
    expect(await dryRun.isChecked()).toBe(true);
    expect(await purge.isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await visible(page.getByRole('heading', { name: /Nothing was changed: \d+ rows would be imported/ }));
    await visible(page.getByText(/DRY RUN: Importing data into team \(\d+ records?\)/));
    expect(await page.locator('main').innerText()).not.toMatch(databaseError);
    expect(await onB.api.get<unknown[]>('/api/Division')).toEqual([]);
    await look(page, 'dry-run-1280');

    // Purge asks first (looked at here, then cancelled: the default is no purge).
    await dryRun.uncheck();
    await purge.check();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Purge and import?' });
    await visible(confirm.getByRole('button', { name: 'Purge and import', exact: true }));
    await expectNoSeriousAxeViolations(page);
    await look(page, 'purge-question-1280', false);
    await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await purge.uncheck();

    // 3. For real, with the defaults otherwise: the result lines, and no database error anywhere.
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await visible(page.getByRole('heading', { name: /^Imported \d+ rows$/ }));
    await visible(page.getByText(/^Importing data into team \(\d+ records?\)/));
    // B's administrator has A's e-mail: the account is matched, not a database error.
    await visible(page.getByText(/^Matched by e-mail address.*admin@example\.org$/));
    expect(await page.locator('body').innerText()).not.toMatch(databaseError);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await look(page, 'imported-1280');

    // 4. Every page reads the same on A and on B.
    for (const { name, path, ready } of pages()) {
      const textOnA = await settledText(onA.page, path, ready(onA.page));
      await onB.page.goto(path);
      await visible(ready(onB.page));
      expect(textOnA, name).toMatch(
        name === 'score card' ? /Matches won: Crown 5/ : name === 'tournament' ? /Dee Dale/ : /Crown/,
      );
      await expect.poll(() => mainText(onB.page), { ...settle, message: `${name} reads the same` }).toBe(textOnA);
      if (name === 'score card' || name === 'tournament')
        await onB.page.screenshot({ path: join(shotsDir, `B-${name}-1280.png`), fullPage: true });
    }

    // 5. Phones: the Purge question and a dry run's result at 360 and 390 px.
    for (const width of [360, 390]) {
      const small = await adminWindow(browser, b, width);
      contexts.push(small.context);
      await small.page.goto('/admin/import');
      await small.page.getByLabel('Zip file').setInputFiles(zipPath);
      await small.page.getByRole('button', { name: 'Import', exact: true }).click();
      await visible(small.page.getByRole('heading', { name: /Nothing was changed/ }));
      await look(small.page, `dry-run-${width}`);
      await small.page.getByRole('checkbox', { name: 'Dry run' }).uncheck();
      await small.page.getByRole('checkbox', { name: 'Purge data' }).check();
      await small.page.getByRole('button', { name: 'Import', exact: true }).click();
      const question = small.page.getByRole('dialog', { name: 'Purge and import?' });
      await visible(question.getByRole('button', { name: 'Purge and import', exact: true }));
      if (width === 360) await expectNoSeriousAxeViolations(small.page);
      await look(small.page, `purge-question-${width}`, false);
      await question.getByRole('button', { name: 'Cancel', exact: true }).click();
      await question.waitFor({ state: 'detached' });
      await small.context.close();
    }

    // 6. A real import with Purge, agreed to: it replaces every table, the signed-in account's too,
    // and the result still shows (never 'Not permitted'), with no database error; the pages read as on A.
    await page.goto('/admin/import');
    await page.getByLabel('Zip file').setInputFiles(zipPath);
    await dryRun.uncheck();
    await purge.check();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Purge and import?' })
      .getByRole('button', { name: 'Purge and import', exact: true })
      .click();
    await visible(page.getByRole('heading', { name: /^Imported \d+ rows$/ }));
    await visible(page.getByText(/^Importing data into team \(\d+ records?\)/));
    expect(await page.locator('body').innerText()).not.toMatch(databaseError);
    expect(await page.getByText('Not permitted').count()).toBe(0);
    await look(page, 'purged-1280');
    const teams = pages()[0]!;
    const teamsOnA = await settledText(onA.page, teams.path, teams.ready(onA.page));
    await onB.page.goto(teams.path);
    await expect.poll(() => mainText(onB.page), { ...settle, message: 'teams after the purge' }).toBe(teamsOnA);
  }, 90_000);
});

async function look(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage });
  expect(await findSidewaysOverflow(page), name).toEqual([]);
}

/**
 * The page's main text, normalised for whitespace, without the live connection indicator: whether a
 * page's socket says "Connecting…" or "Live" yet is the machine's timing, not the imported data.
 */
const mainText = async (page: Page) => {
  // Read in one go, so an indicator changing between two reads cannot leave its old words behind.
  const [text, indicators] = await page
    .locator('main')
    .evaluate(
      (main) =>
        [
          (main as HTMLElement).innerText,
          Array.from(main.querySelectorAll('.live-indicator'), (indicator) => (indicator as HTMLElement).innerText),
        ] as const,
    );
  return indicators
    .reduce((rest, indicator) => rest.replace(indicator, ''), text)
    .replace(/\s+/g, ' ')
    .trim();
};

/** Opens `path` and reads its main text once it has loaded and stopped changing. */
async function settledText(page: Page, path: string, ready: Locator): Promise<string> {
  await page.goto(path);
  await visible(ready);
  let last = '';
  await expect
    .poll(async () => {
      const now = await mainText(page);
      const same = now === last && !(await page.locator('[aria-busy="true"]').count());
      last = now;
      return same;
    }, settle)
    .toBe(true);
  return last;
}
