import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from './support/api.js';
import { desktopContext, expectNoSeriousAxeViolations } from './support/browser.js';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { admin, type RunningServer, startServerAndBrowser, stopServerAndBrowser } from './support/server.js';
import { findSidewaysOverflow } from './support/sideways-overflow.js';
import { visible } from './support/sign-in.js';

// Issue #13, the secretary's night of the year, in Chromium: a season of four divisions of six teams,
// two teams of the first sharing a pub. The secretary generates a double round-robin template with one
// shared venue on /admin/templates and saves it; walks the fixture wizard from the first division's
// Fixtures tab, maps one placeholder by hand and leaves the rest automatic; saves all 120 fixtures; the
// Health tab says Healthy. Then she moves one fixture on its score card so both pub teams are at home on
// one night, and the Health tab names the pub and the date.

type Team = { id: string; name: string; address: string };
type Fixture = { id: string; proposal: boolean; homeTeam: Team; awayTeam?: Team };
type DivisionData = { fixtures: { date: string; fixtures: Fixture[] }[] };
type Template = { id: string; name: string; divisions: { sharedAddresses: string[][] }[] };

const shotsDir = '/tmp/shots/season-building';
const seasonName = 'Building Season';
const divisionNames = ['Building One', 'Building Two', 'Building Three', 'Building Four'];
const pub = 'The Plough, Mill Lane';
const pubTeams = ['Plough A', 'Plough B'];

/** The Monday `weeks` weeks after the coming one, as YYYY-MM-DD. */
function monday(weeks: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7 || 7) + 7 * weeks);
  return day.toISOString().slice(0, 10);
}

/** `5 Jan 2027`, as the health texts show a date. */
const shown = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

describe('building a season from a generated template', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let api: Api;
  let seasonId: string;
  const divisionIds: string[] = [];

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser());
    context = await desktopContext(browser, server.baseUrl);
    api = new Api(context.request, server.baseUrl);
    await api.write('POST', '/api/Account/Login', { emailAddress: admin.email, password: admin.password });
    for (const name of divisionNames) {
      divisionIds.push((await api.write<{ id: string }>('PUT', '/api/Division', { name })).id);
    }
    seasonId = (
      await api.write<{ id: string }>('PUT', '/api/Season/', {
        name: seasonName,
        startDate: `${monday(0)}T00:00:00`,
        endDate: `${monday(12)}T00:00:00`,
        divisionIds,
      })
    ).id;
    for (const [d, divisionId] of divisionIds.entries()) {
      for (let t = 0; t < 6; t++) {
        const name = d === 0 && t < 2 ? pubTeams[t]! : `${divisionNames[d]!.split(' ')[1]} ${t + 1}`;
        const address = d === 0 && t < 2 ? pub : `${name} Arms`;
        await api.write<Team>('PUT', '/api/Team/', { name, address, seasonId, divisionId, newDivisionId: divisionId });
      }
    }
    page = await context.newPage();
    mkdirSync(shotsDir, { recursive: true });
  }, 120_000);

  afterAll(async () => {
    await context?.close();
    await stopServerAndBrowser(server, browser);
  });

  /** The division's saved fixtures as `date|home|away`. */
  async function savedFixtures(divisionId: string): Promise<string[]> {
    const data = await api.get<DivisionData>(
      `/api/Division/Data?divisionId=${divisionId}&seasonId=${seasonId}&ignoreDates=true`,
    );
    return data.fixtures.flatMap((date) =>
      date.fixtures
        .filter((f) => !f.proposal && f.awayTeam)
        .map((f) => `${date.date.slice(0, 10)}|${f.homeTeam.name}|${f.awayTeam!.name}`),
    );
  }

  async function look(name: string) {
    await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true });
    expect(await findSidewaysOverflow(page), name).toEqual([]);
    await expectNoSeriousAxeViolations(page);
  }

  it('generates the template, walks the wizard, saves every fixture, and the Health tab follows a moved fixture', async () => {
    screenshotOnFailure({ secretary: page });

    // 1. Generate a double round robin for six teams in four divisions with one shared venue, and save it.
    await page.goto('/admin/templates');
    await page.getByRole('button', { name: 'Generate…' }).click();
    const generator = page.getByRole('form', { name: 'Generate a double round robin' });
    await generator.getByLabel('Teams per division').fill('6');
    await generator.getByLabel('Divisions').fill('4');
    await generator.getByLabel('Shared-venue pairs').fill('1');
    await generator.getByRole('button', { name: 'Generate' }).click();
    const templateName = await page.getByLabel('Name', { exact: true }).inputValue();
    expect(templateName).toContain('6 teams');
    await visible(page.getByRole('region', { name: /Template health/ }).getByText('Healthy', { exact: true }));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(
      page.getByRole('navigation', { name: 'Templates' }).getByRole('link', { name: new RegExp(templateName) }),
    );
    await look('1-template-saved');
    const template = (await api.get<Template[]>('/api/Template')).find((t) => t.name === templateName)!;
    expect(template.divisions).toHaveLength(4);
    const shared = template.divisions[1]!.sharedAddresses.flat();
    expect(template.divisions[0]!.sharedAddresses).toHaveLength(1);

    // 2. The wizard from the first division's Fixtures tab: pick the template.
    const fixturesPath = (d: number) =>
      `/division/${encodeURIComponent(divisionNames[d]!)}/fixtures/${encodeURIComponent(seasonName)}`;
    await page.goto(fixturesPath(0));
    await page.getByRole('button', { name: 'Create fixtures' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create fixtures' });
    const button = (name: string) => dialog.getByRole('button', { name, exact: true });
    await dialog.getByRole('radio', { name: templateName }).check();
    await visible(dialog.getByText('✔ Compatible with this season'));
    await look('2-pick');
    await button('Next').click();

    // 3. One placeholder by hand: an ordinary code of the second division gets 'Two 3'; the rest automatic.
    const code = ['A', 'B', 'C', 'D', 'E', 'F'].find((c) => !shared.includes(c))!;
    await dialog.getByRole('combobox', { name: `${code} in ${divisionNames[1]}` }).selectOption({ label: 'Two 3' });
    await look('3-assign-placeholders');
    await button('Propose fixtures').click();
    await visible(dialog.getByText('✔ Fixtures have been proposed'));
    const secondDivision = dialog.getByRole('list', { name: `${divisionNames[1]}: placeholders` });
    const mapped = secondDivision.getByRole('listitem').filter({ hasText: 'Two 3' });
    expect(await mapped.innerText()).toContain('Chosen by you');
    const pubCodes = dialog.getByRole('list', { name: `${divisionNames[0]}: placeholders` });
    expect(
      await pubCodes
        .getByRole('listitem')
        .filter({ hasText: `Shares ${pub}` })
        .count(),
    ).toBe(2);
    await look('4-review');
    await button('Next').click();
    await visible(dialog.getByRole('heading', { name: 'Health of the proposal: Healthy' }));
    await look('5-review-proposals');
    await button('Next').click();
    await visible(dialog.getByText('120 fixtures will be saved'));

    // 4. Save one at a time; the dialog closes when every fixture is saved.
    await button('Save fixtures').click();
    await visible(dialog.getByText(/\d+ fixtures of 120 saved/));
    await dialog.waitFor({ state: 'detached', timeout: 120_000 });
    const saved = await Promise.all(divisionIds.map(savedFixtures));
    expect(saved.map((fixtures) => fixtures.length)).toEqual([30, 30, 30, 30]);
    expect(saved.every((fixtures) => new Set(fixtures).size === fixtures.length)).toBe(true);
    expect(saved[1]!.filter((f) => f.includes('|Two 3|') || f.endsWith('|Two 3'))).toHaveLength(10);

    // 5. The Health tab: Healthy.
    const healthPath = `/division/${encodeURIComponent(divisionNames[0]!)}/health/${encodeURIComponent(seasonName)}`;
    await page.goto(healthPath);
    await visible(page.getByRole('heading', { name: 'Healthy', exact: true }));
    await look('6-healthy');

    // 6. Move one fixture on its score card: a Plough B home night moves to a night Plough A is at home.
    const first = saved[0]!.map((f) => f.split('|') as [string, string, string]);
    const night = first.find(([, home]) => home === pubTeams[0])![0];
    const [from, , visitor] = first.find(([date, home]) => home === pubTeams[1] && date !== night)!;
    const data = await api.get<DivisionData>(
      `/api/Division/Data?divisionId=${divisionIds[0]}&seasonId=${seasonId}&date=${from}`,
    );
    const moved = data.fixtures
      .flatMap((d) => d.fixtures)
      .find((f) => f.homeTeam.name === pubTeams[1] && f.awayTeam?.name === visitor)!;
    await page.goto(`/score/${moved.id}`);
    await page.getByLabel('Date', { exact: true }).fill(night);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // Both pub teams play every week, so the card asks before putting Plough B on two fixtures.
    const question = page.getByRole('dialog', { name: 'Move to a night a team already plays?' });
    await visible(question.getByText(`${pubTeams[1]}: Already playing against`));
    await look('7-moved-question');
    await question.getByRole('button', { name: 'Save anyway' }).click();
    await visible(page.getByText('Scores updated', { exact: true }));
    await visible(page.getByText(new RegExp(`^${pubTeams[1]}: Already playing against`)));
    await look('7-moved');
    expect((await savedFixtures(divisionIds[0]!)).filter((f) => f.startsWith(night))).toContain(
      `${night}|${pubTeams[1]}|${visitor}`,
    );

    // 7. The Health tab names the pub and the night.
    await page.goto(healthPath);
    await visible(page.getByRole('heading', { name: 'Unhealthy', exact: true }));
    const clash = page.getByText(new RegExp(`${pub} hosts 2 fixtures on ${shown(night)}`));
    await visible(clash.first());
    await look('8-unhealthy');
  }, 300_000);
});
