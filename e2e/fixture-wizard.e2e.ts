import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from './support/api.js';
import { desktopContext, expectNoSeriousAxeViolations, sizedContext } from './support/browser.js';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { admin, type RunningServer, startServerAndBrowser, stopServerAndBrowser } from './support/server.js';
import { findSidewaysOverflow } from './support/sideways-overflow.js';
import { visible } from './support/sign-in.js';

// Issue #13, the fixture creation wizard: a template made through the API (a double round robin of four
// codes in two divisions, A and D sharing a venue) is walked at 1280, 390 and 360 px; on the phone one
// placeholder is mapped by hand, the connection drops mid-save (the server saved the fixture, the answer
// never came) and Resume finishes without a duplicate; a second run saves nothing again. Screenshots of
// every step go to /tmp/shots/fixture-wizard/. Every run asks for Thursdays and skips one of them (a
// holiday, issue #22), so the saved fixtures are all on Thursdays, none on the holiday, from an empty install.

type Team = { id: string; name: string; address: string };
type DivisionData = {
  fixtures: { date: string; fixtures: { id: string; proposal: boolean; homeTeam: Team; awayTeam?: Team }[] }[];
};

const shotsDir = process.env.WIZARD_SHOTS_DIR ?? '/tmp/shots/fixture-wizard';
const seasonName = 'Wizard Season';
const north = 'Wizard North';
const south = 'Wizard South';
const templateName = 'Wizard double round robin';
const sharedPub = 'The Crown, Mill Lane';

/** A Monday `weeks` weeks after the coming one, as YYYY-MM-DD. */
function monday(weeks: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7 || 7) + 7 * weeks);
  return day.toISOString().slice(0, 10);
}

/** The holiday every run skips: the Thursday of the third week. */
const holiday = thursdayOf(monday(2));

function thursdayOf(mondayDate: string): string {
  const day = new Date(`${mondayDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 3);
  return day.toISOString().slice(0, 10);
}

/** Six weeks of four codes, every pair home and away; A and D are never both at home on one night. */
const weeks = ['A-D B-C', 'D-B C-A', 'C-D A-B', 'D-C B-A', 'B-D A-C', 'D-A C-B'].map((line) => ({
  fixtures: line.split(' ').map((pair) => {
    const [home, away] = pair.split('-');
    return { home, away };
  }),
}));

describe('the fixture creation wizard', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let api: Api;
  let seasonId: string;
  const divisionIds: string[] = [];
  const path = `/division/${encodeURIComponent(north)}/fixtures/${encodeURIComponent(seasonName)}`;

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser({ env: { DEMO_DATA: 'false' } }));
    context = await desktopContext(browser, server.baseUrl);
    api = new Api(context.request, server.baseUrl);
    await api.write('POST', '/api/Account/Login', { emailAddress: admin.email, password: admin.password });
    for (const name of [north, south]) {
      divisionIds.push((await api.write<{ id: string }>('PUT', '/api/Division', { name })).id);
    }
    seasonId = (
      await api.write<{ id: string }>('PUT', '/api/Season/', {
        name: seasonName,
        startDate: `${monday(0)}T00:00:00`,
        endDate: `${monday(8)}T00:00:00`,
        divisionIds,
      })
    ).id;
    const teams: [string, string, number][] = [
      ['Crown', sharedPub, 0],
      ['Swan', sharedPub, 0],
      ['Anchor', 'Anchor, Quay Street', 0],
      ['Bell', 'Bell, Church Row', 0],
      ['Dog', 'Dog and Duck, High Street', 1],
      ['Eagle', 'Eagle, Market Square', 1],
      ['Fox', 'Fox, Green Lane', 1],
      ['Goat', 'Goat, Hill Road', 1],
    ];
    for (const [name, address, division] of teams) {
      const divisionId = divisionIds[division];
      await api.write<Team>('PUT', '/api/Team/', { name, address, seasonId, divisionId, newDivisionId: divisionId });
    }
    await api.write('PUT', '/api/Template/', {
      name: templateName,
      description: 'Four teams a division, each pair home and away.',
      sharedAddresses: [],
      divisions: [
        { sharedAddresses: [['A', 'D']], dates: weeks },
        { sharedAddresses: [['A', 'D']], dates: weeks },
      ],
    });
    mkdirSync(shotsDir, { recursive: true });
  }, 120_000);

  afterAll(async () => {
    await context?.close();
    await stopServerAndBrowser(server, browser);
  });

  /** The season's saved fixtures as `date|home|away`, read the way the wizard reads them. */
  async function savedFixtures(): Promise<string[]> {
    const query = divisionIds.map((id) => `divisionId=${id}`).join('&');
    const data = await api.get<DivisionData>(`/api/Division/Data?${query}&seasonId=${seasonId}&ignoreDates=true`);
    return data.fixtures.flatMap((date) =>
      date.fixtures
        .filter((f) => !f.proposal && f.awayTeam)
        .map((f) => `${date.date.slice(0, 10)}|${f.homeTeam.name}|${f.awayTeam!.name}`),
    );
  }

  /** A page `width` px wide, signed in as the administrator, on North's fixtures. */
  async function openAt(width: number) {
    const sized = width === 1280 ? context : await sizedContext(browser, server.baseUrl, width);
    if (sized !== context) await sized.addCookies(await context.cookies());
    const page = await sized.newPage();
    screenshotOnFailure({ [`w${width}`]: page });
    await page.goto(path);
    await page.getByRole('button', { name: 'Create fixtures' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create fixtures' });
    await visible(dialog);
    return { page, dialog, close: () => (sized === context ? page.close() : sized.close()) };
  }

  /** Saves what the step shows, checks it fits the width and passes axe. */
  async function shot(page: Page, width: number, name: string) {
    await page.screenshot({ path: `${shotsDir}/${name}-${width}.png` });
    expect(await findSidewaysOverflow(page), `${name} at ${width} px`).toEqual([]);
    await expectNoSeriousAxeViolations(page);
  }

  const step = (dialog: Locator, name: RegExp) => visible(dialog.getByRole('heading', { level: 3, name }));
  const button = (dialog: Locator, name: string) => dialog.getByRole('button', { name, exact: true });

  /** Pick → placeholders (B in North by hand) → review → weeks → confirm, with a screenshot of each. */
  async function walkToConfirm(page: Page, dialog: Locator, width: number, health = 'Healthy', prefix = '') {
    await visible(dialog.getByRole('radio', { name: templateName }));
    await shot(page, width, `${prefix}1-pick`);
    await button(dialog, 'Next').click();
    await visible(dialog.getByRole('alert').filter({ hasText: 'Pick a template first' }));
    await dialog.getByRole('radio', { name: templateName }).check();
    await button(dialog, 'Next').click();
    await step(dialog, /2\. Assign placeholders/);
    const nights = dialog.getByRole('group', { name: 'League nights' });
    await nights.getByLabel('League night').selectOption('Thursday');
    await nights.getByLabel('Date to skip').fill(holiday);
    await nights.getByRole('button', { name: 'Skip this date' }).click();
    await visible(nights.getByRole('list', { name: 'Skipped dates' }).getByRole('listitem'));
    const northB = dialog.getByRole('combobox', { name: `B in ${north}` });
    expect(await northB.locator('option', { hasText: 'has shared address' }).count()).toBe(2);
    await northB.selectOption({ label: 'Anchor' });
    await dialog.getByRole('combobox', { name: `A in ${north}` }).selectOption({ label: 'Swan' });
    expect(await selectedText(dialog.getByRole('combobox', { name: `D in ${north}` }))).toBe('Crown');
    await shot(page, width, `${prefix}2-assign-placeholders`);
    await button(dialog, 'Propose fixtures').click();
    await step(dialog, /3\. Review the assignments/);
    await visible(dialog.getByText('✔ Fixtures have been proposed'));
    await visible(dialog.getByText(/^League night: Thursday\. Skipped: Thu \d+ \w+ \d{4}\.$/));
    const northCodes = dialog.getByRole('list', { name: `${north}: placeholders` });
    expect(await northCodes.getByRole('listitem').filter({ hasText: 'Anchor' }).innerText()).toContain('Chosen by you');
    await shot(page, width, `${prefix}3-review`);
    await button(dialog, 'Next').click();
    await step(dialog, /4\. Review the proposed fixtures/);
    await visible(dialog.getByRole('heading', { name: `Health of the proposal: ${health}` }));
    await shot(page, width, `${prefix}4-review-proposals`);
    await button(dialog, 'Next').click();
    await step(dialog, /5\. Confirm/);
    await shot(page, width, `${prefix}5-confirm-save`);
  }

  it('walks at 1280 and 390 px to the confirmation and closes without saving', async () => {
    for (const width of [1280, 390]) {
      const { page, dialog, close } = await openAt(width);
      await walkToConfirm(page, dialog, width);
      await visible(dialog.getByText('24 fixtures will be saved'));
      await button(dialog, 'Close').click();
      await dialog.waitFor({ state: 'detached' });
      await close();
    }
    expect(await savedFixtures()).toEqual([]);
  }, 180_000);

  it('saves on a 360 px phone through a dropped connection without a duplicate', async () => {
    const width = 360;
    const { page, dialog, close } = await openAt(width);
    await walkToConfirm(page, dialog, width);
    await visible(dialog.getByText('24 fixtures will be saved'));

    // The fourth fixture reaches the server and is saved, but its answer is lost.
    let sent = 0;
    await page.route('**/api/Game/', async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      sent++;
      if (sent === 4) {
        await route.fetch();
        return route.abort('internetdisconnected');
      }
      await new Promise((resolve) => setTimeout(resolve, 60));
      return route.continue();
    });
    await button(dialog, 'Save fixtures').click();
    await step(dialog, /^6\. Saving/);
    await shot(page, width, '6-saving');
    const paused = dialog.getByRole('alert').filter({ hasText: 'Connection lost — saving paused.' });
    await visible(paused);
    expect(await paused.innerText()).toContain('3 of 24 saved. Resume when you are back online.');
    await step(dialog, /Saving stopped/);
    expect(await button(dialog, 'Close').isEnabled()).toBe(true);
    await shot(page, width, '7-aborted');
    expect(await savedFixtures()).toHaveLength(4);

    await button(dialog, 'Resume saving').click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });
    expect(sent).toBe(24);
    const saved = await savedFixtures();
    expect(saved).toHaveLength(24);
    expect(new Set(saved).size).toBe(24);
    // Every fixture on a Thursday of the season, none on the skipped holiday.
    const dates = [...new Set(saved.map((f) => f.split('|')[0]!))];
    expect(dates).toHaveLength(6);
    expect(dates.every((date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 4)).toBe(true);
    expect(dates).not.toContain(holiday);
    expect(dates.every((date) => date >= monday(0) && date <= monday(8))).toBe(true);
    // The Fixtures tab shows them: six weeks of North.
    await visible(page.getByRole('combobox', { name: 'Away team for Anchor', exact: true }).first());
    await page.screenshot({ path: `${shotsDir}/8-fixtures-after-${width}.png`, fullPage: true });
    await close();
  }, 180_000);

  it('a second run at 1280 px saves nothing again', async () => {
    const { page, dialog, close } = await openAt(1280);
    // The proposal lands on nights the season already plays, which its health says.
    await walkToConfirm(page, dialog, 1280, 'Unhealthy', 'again-');
    await visible(dialog.getByText('0 fixtures will be saved'));
    // North is mapped the same way, so its 12 are the ones saved; South's random draw either matches or
    // puts teams on nights they already play, and none of it is saved.
    await visible(dialog.getByText(/proposed fixtures are already in the season and will not be saved again\./));
    await page.screenshot({ path: `${shotsDir}/9-second-run-1280.png` });
    await button(dialog, 'Save fixtures').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await savedFixtures()).toHaveLength(24);
    await close();
  }, 180_000);
});

async function selectedText(select: Locator): Promise<string> {
  return select.evaluate((element) => {
    const list = element as HTMLSelectElement;
    return list.options[list.selectedIndex]?.text ?? '';
  });
}
