import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../scripts/web-build.mjs';
import { Api } from './support/api.js';
import { desktopContext, expectNoSeriousAxeViolations, sizedContext } from './support/browser.js';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { admin, type RunningServer, startServerAndBrowser, stopServerAndBrowser } from './support/server.js';
import { findSidewaysOverflow } from './support/sideways-overflow.js';
import { visible } from './support/sign-in.js';

// Issue #13, the Health tab: a season of one division whose Crown and Swan share a pub is Healthy
// while they are never at home on the same night; once one fixture is moved to Swan's (so both host
// at The Crown on one date) the tab names the venue and the date, and the date leads to that night's
// fixtures. Screenshots at 360, 390 and 1280 px go to test-results/season-health/ (git-ignored).

type Team = { id: string; name: string; address: string };
type Game = { id: string; updated: string; date: string; home: Team; away?: Team };

const shotsDir = join(repoRoot, 'test-results', 'season-health');
const divisionName = 'Health North';
const seasonName = 'Health Season';
const sharedPub = 'The Crown, Mill Lane';
const widths = [360, 390, 1280];

/** A Monday `weeks` weeks after the coming one, as YYYY-MM-DD. */
function monday(weeks: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7 || 7) + 7 * weeks);
  return day.toISOString().slice(0, 10);
}
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** `5 Jan 2026`, as the health texts write dates. */
const shown = (date: string) =>
  `${Number(date.slice(8, 10))} ${months[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

describe('the Health tab', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let api: Api;
  let seasonId: string;
  let divisionId: string;
  const teams = new Map<string, Team>();

  const fixture = (date: string, home: string, away: string) =>
    api.write<Game>('PUT', '/api/Game/', {
      address: teams.get(home)!.address,
      date: `${date}T00:00:00`,
      divisionId,
      seasonId,
      homeTeamId: teams.get(home)!.id,
      awayTeamId: teams.get(away)!.id,
      postponed: false,
      isKnockout: false,
      accoladesCount: true,
    });

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser());
    context = await desktopContext(browser, server.baseUrl);
    api = new Api(context.request, server.baseUrl);
    await api.write('POST', '/api/Account/Login', { emailAddress: admin.email, password: admin.password });
    divisionId = (await api.write<{ id: string }>('PUT', '/api/Division', { name: divisionName })).id;
    const season = await api.write<{ id: string }>('PUT', '/api/Season/', {
      name: seasonName,
      startDate: `${monday(0)}T00:00:00`,
      endDate: `${monday(8)}T00:00:00`,
      divisionIds: [divisionId],
    });
    seasonId = season.id;
    for (const [name, address] of [
      ['Crown', sharedPub],
      ['Swan', sharedPub],
      ['Anchor', 'Anchor, Quay Street'],
      ['Bell', 'Bell, Church Row'],
    ] as const) {
      const team = await api.write<Team>('PUT', '/api/Team/', {
        name,
        address,
        seasonId,
        divisionId,
        newDivisionId: divisionId,
      });
      teams.set(name, team);
    }
  }, 120_000);

  afterAll(async () => {
    await context?.close();
    await stopServerAndBrowser(server, browser);
  });

  it('says Healthy, then names the shared venue and the date once both its teams are at home, linking to that night', async () => {
    // A double round robin in which Crown and Swan (one pub) are never at home on the same night; Bell v Swan
    // is played in a catch-up week, so Swan and Bell have the first night off.
    const schedule: Array<Array<[string, string]>> = [
      [['Crown', 'Anchor']],
      [
        ['Swan', 'Crown'],
        ['Anchor', 'Bell'],
      ],
      [
        ['Crown', 'Bell'],
        ['Anchor', 'Swan'],
      ],
      [
        ['Bell', 'Crown'],
        ['Swan', 'Anchor'],
      ],
      [
        ['Crown', 'Swan'],
        ['Bell', 'Anchor'],
      ],
      [
        ['Anchor', 'Crown'],
        ['Swan', 'Bell'],
      ],
      [['Bell', 'Swan']],
    ];
    const games: Game[] = [];
    for (const [week, pairs] of schedule.entries()) {
      for (const [home, away] of pairs) games.push(await fixture(monday(week + 1), home, away));
    }

    const page = await context.newPage();
    screenshotOnFailure({ desktop: page });
    const healthPath = `/division/${encodeURIComponent(divisionName)}/health/${encodeURIComponent(seasonName)}`;
    await page.goto(healthPath);
    await visible(page.getByRole('heading', { name: 'Healthy', exact: true }));
    expect(await page.getByRole('status').innerText()).toContain(`${seasonName}, all divisions: 9 of 9 checks passed.`);
    expect(await page.getByRole('link', { name: 'Health', exact: true }).getAttribute('aria-current')).toBe('page');
    await expectNoSeriousAxeViolations(page);
    await shots('healthy', healthPath);

    // Swan v Bell is brought forward to the first night: Crown and Swan both host at The Crown that night.
    const night = monday(1);
    const moved = games.find((g) => g.home.name === 'Swan' && g.away?.name === 'Bell')!;
    await api.write('PUT', '/api/Game/', {
      id: moved.id,
      lastUpdated: moved.updated,
      address: sharedPub,
      date: `${night}T00:00:00`,
      divisionId,
      seasonId,
      homeTeamId: teams.get('Swan')!.id,
      awayTeamId: teams.get('Bell')!.id,
      postponed: false,
      isKnockout: false,
      accoladesCount: true,
    });

    await page.getByRole('button', { name: 'Re-run', exact: true }).click();
    await visible(page.getByRole('heading', { name: 'Unhealthy', exact: true }));
    const checks = page.getByRole('region', { name: 'Checks' });
    const venues = checks
      .getByRole('listitem')
      .filter({ hasText: 'Venues do not have multiple fixtures on the same date' });
    const clash = `${sharedPub} hosts 2 fixtures on ${shown(night)} (${divisionName}: Crown v Anchor; ${divisionName}: Swan v Bell)`;
    // The failing check comes first, open, with the clash as an error naming the venue and the date.
    expect((await checks.getByRole('listitem').first().innerText()).split('\n')[0]).toContain(
      'Venues do not have multiple fixtures on the same date',
    );
    await visible(venues.getByText(clash));
    await expectNoSeriousAxeViolations(page);
    await shots('unhealthy', healthPath);

    // The date leads to the Fixtures tab filtered to that night, where both home games at The Crown are.
    await venues.getByRole('link', { name: shown(night), exact: true }).click();
    await page.waitForURL((url) => url.pathname.endsWith(`/fixtures/${encodeURIComponent(seasonName)}`));
    expect(new URL(page.url()).searchParams.get('date')).toBe(night);
    const fixtures = page.locator('main');
    const awayTeam = (home: string) => fixtures.getByRole('combobox', { name: `Away team for ${home}`, exact: true });
    await expect.poll(() => selectedText(awayTeam('Crown'))).toBe('Anchor');
    await expect.poll(() => selectedText(awayTeam('Swan'))).toBe('Bell');
    expect(await fixtures.getByRole('heading', { level: 2 }).count()).toBe(1);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: join(shotsDir, 'fixtures-on-the-date-1280.png'), fullPage: true });
    await page.close();
  }, 180_000);

  /** The page at each width: saved, and checked for anything wider than the screen. */
  async function shots(name: string, path: string) {
    mkdirSync(shotsDir, { recursive: true });
    for (const width of widths) {
      const sized = await sizedContext(browser, server.baseUrl, width);
      await sized.addCookies(await context.cookies());
      const page = await sized.newPage();
      await page.goto(path);
      await visible(page.getByRole('heading', { name: /^(Healthy|Unhealthy)$/ }));
      await page.screenshot({ path: join(shotsDir, `${name}-${width}.png`), fullPage: true });
      expect(await findSidewaysOverflow(page), `${name} at ${width} px`).toEqual([]);
      await sized.close();
    }
  }
});

async function selectedText(select: Locator): Promise<string> {
  return select.evaluate((element) => {
    const list = element as HTMLSelectElement;
    return list.options[list.selectedIndex]?.text ?? '';
  });
}
