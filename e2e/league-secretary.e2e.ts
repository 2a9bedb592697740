import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktopContext, expectNoSeriousAxeViolations } from './support/browser.js';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { admin, type RunningServer, startServerAndBrowser, stopServerAndBrowser } from './support/server.js';
import { signIn, visible } from './support/sign-in.js';

// Issue #3: a league secretary (the bootstrap administrator, who holds every access option) sets up
// a new season of two divisions from the division page: divisions, season, teams, a team's players,
// then a fixture date with opponents picked (a team already playing is refused, saying why) and a note;
// then one saved fixture is turned back into a bye.
describe('a league secretary setting up a season', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser());
  });

  afterAll(() => stopServerAndBrowser(server, browser));

  it('creates divisions, a season, teams, players, a fixture date with opponents and a note', async () => {
    const context = await desktopContext(browser, server.baseUrl);
    const page = await context.newPage();
    screenshotOnFailure({ desktop: page });
    const season = { name: 'Winter Cup', startDate: isoDay(-30), endDate: isoDay(120) };
    const fixtureDate = isoDay(14);
    const dateLabel = calendarLabel(fixtureDate);

    await page.goto('/');
    await signIn(page, admin);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Premier', exact: true }).click();
    await visible(page.getByRole('table', { name: /^League table/ }));

    // Two new divisions; a name is required.
    await picker(page, 'Division').click();
    await page.getByRole('button', { name: 'New division', exact: true }).click();
    let dialog = page.getByRole('dialog', { name: 'New division' });
    await dialog.getByRole('button', { name: 'Save division' }).click();
    await visible(dialog.getByText('Enter a division name'));
    await expectNoSeriousAxeViolations(page);
    await dialog.getByLabel('Name', { exact: true }).fill('Monday North');
    await dialog.getByRole('button', { name: 'Save division' }).click();
    await dialog.waitFor({ state: 'detached' });
    await picker(page, 'Division').click();
    await page.getByRole('button', { name: 'New division', exact: true }).click();
    await dialog.getByLabel('Name', { exact: true }).fill('Monday South');
    await dialog.getByRole('button', { name: 'Save division' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The season, current (it runs from a month ago), playing in just those two divisions.
    await picker(page, 'Season').click();
    await page.getByRole('button', { name: 'New season', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'New season' });
    await dialog.getByLabel('Name', { exact: true }).fill(season.name);
    await dialog.getByLabel('Start date').fill(season.startDate);
    await dialog.getByLabel('End date').fill(season.endDate);
    const divisions = dialog.getByRole('group', { name: 'Divisions' });
    await divisions.getByRole('checkbox', { name: 'Premier', exact: true }).uncheck();
    await divisions.getByRole('checkbox', { name: 'Monday North', exact: true }).check();
    await divisions.getByRole('checkbox', { name: 'Monday South', exact: true }).check();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Save season' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The page moves to the new season, showing its divisions rather than one that does not play in it.
    await visible(picker(page, 'Season', season.name));
    await visible(picker(page, 'Division', 'Monday North & Monday South'));

    // Teams for each division, added from its league table.
    await chooseDivision(page, 'Monday South');
    await addTeams(page, ['Eagle', 'Falcon']);
    await chooseDivision(page, 'Monday North');
    await addTeams(page, ['Anchor', 'Bell', 'Crown', 'Dragon']);
    await expectNoSeriousAxeViolations(page);

    // Players for a team, several at once (one name per line, blank lines ignored).
    const table = page.getByRole('table', { name: /^League table/ });
    await table.getByRole('link', { name: 'Anchor', exact: true }).click();
    await visible(page.getByRole('heading', { level: 2, name: 'Anchor' }));
    await page.getByRole('button', { name: 'Add player', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Add player' });
    expect(await selectedText(dialog.getByLabel('Team', { exact: true }))).toBe('Anchor');
    await dialog.getByRole('switch', { name: 'Add multiple players' }).check();
    await dialog.getByLabel('Names', { exact: true }).fill('Alice Archer\n\nBob Bowman\n  \nCarol Cole\n');
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Add players', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const players = page.getByRole('table', { name: 'Players of Anchor' });
    await expect
      .poll(() => players.getByRole('rowheader').allInnerTexts())
      .toEqual(['Alice Archer', 'Bob Bowman', 'Carol Cole']);

    // Fixtures: a new date starts with a row per home team, each with an opponent picker.
    await tab(page, 'Fixtures').click();
    await visible(page.getByText('No fixtures, yet'));
    await page.getByRole('button', { name: 'Add date', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Add a date to the season' });
    await dialog.getByLabel('Date', { exact: true }).fill(fixtureDate);
    await dialog.getByRole('button', { name: 'Add date', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const day = page.getByRole('region', { name: new RegExp(`^${dateLabel}\\b`) });
    const rows = day.getByRole('list', { name: `Fixtures on ${dateLabel}` }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(4);
    await expectNoSeriousAxeViolations(page);

    // Anchor v Bell, saved: the fixture now links to its score card.
    await awayTeam(day, 'Anchor').selectOption({ label: 'Bell' });
    await rowOf(day, 'Anchor').getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => scoreCardLink(day, 'Anchor').getAttribute('href')).toMatch(/^\/score\/[0-9a-f-]{36}$/);
    const firstFixture = await scoreCardLink(day, 'Anchor').getAttribute('href');
    await visible(rowOf(day, 'Anchor').getByRole('button', { name: 'Delete fixture Anchor vs Bell' }));

    // Bell is playing Anchor that night, so Crown cannot have Bell; Crown v Dragon is saved instead.
    const bellForCrown = awayTeam(day, 'Crown').getByRole('option', { name: 'Bell (Already playing against Anchor)' });
    await expect.poll(() => bellForCrown.isDisabled()).toBe(true);
    expect(await awayTeam(day, 'Crown').getByRole('option', { name: 'Dragon', exact: true }).isDisabled()).toBe(false);
    await awayTeam(day, 'Crown').selectOption({ label: 'Dragon' });
    await rowOf(day, 'Crown').getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => scoreCardLink(day, 'Crown').getAttribute('href')).toMatch(/^\/score\/[0-9a-f-]{36}$/);
    expect(await scoreCardLink(day, 'Crown').getAttribute('href')).not.toBe(firstFixture);
    await expect.poll(() => rows.count()).toBe(2);

    // A note for the date: written in markdown, shown formatted in the date's banner.
    await day.getByRole('button', { name: `Add note for ${dateLabel}` }).click();
    dialog = page.getByRole('dialog', { name: 'Create note' });
    await dialog.getByLabel('Note', { exact: true }).fill('**Cup draw** at the Anchor after the matches');
    await visible(dialog.getByRole('note').getByText('Cup draw', { exact: true }));
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const note = day.getByRole('note');
    await visible(note.getByRole('strong').getByText('Cup draw', { exact: true }));
    expect((await note.innerText()).replace(/\s+/g, ' ')).toContain('Cup draw at the Anchor after the matches');
    await expectNoSeriousAxeViolations(page);

    // What the secretary set up is what the server keeps: after a reload the date, fixtures and note are there.
    await page.reload();
    await visible(day.getByRole('note').getByText('at the Anchor after the matches', { exact: false }));
    expect(await scoreCardLink(day, 'Anchor').getAttribute('href')).toBe(firstFixture);
    await expect.poll(() => selectedText(awayTeam(day, 'Crown'))).toBe('Dragon');
    await visible(rowOf(day, 'Crown').getByRole('button', { name: 'Delete fixture Crown vs Dragon' }));

    // Crown gets a bye after all: picking the bye on the saved fixture deletes it, once confirmed, and
    // Crown and Dragon are back as team rows with no opponent; the server keeps that too.
    page.once('dialog', (question) => {
      expect(question.message()).toBe('Are you sure you want to delete this fixture?\n\nCrown vs Dragon');
      void question.accept();
    });
    await awayTeam(day, 'Crown').selectOption({ label: 'Bye' });
    await expect.poll(() => rows.count()).toBe(3);
    await page.reload();
    await expect.poll(() => rows.count()).toBe(3);
    expect(await scoreCardLink(day, 'Anchor').getAttribute('href')).toBe(firstFixture);
    await expect.poll(() => awayTeam(day, 'Crown').inputValue()).toBe('');
    expect(
      await rowOf(day, 'Crown')
        .getByRole('button', { name: /^Delete fixture/ })
        .count(),
    ).toBe(0);

    await context.close();
  }, 120_000); // A long journey: give it room on a loaded machine.
});

/** The season or division drop-down of the division page ("Season: 2026/27"). */
const picker = (page: Page, name: 'Season' | 'Division', value?: string): Locator =>
  page.getByRole('button', { name: value ? `${name}: ${value}` : new RegExp(`^${name}:`) });

const tab = (page: Page, name: string): Locator =>
  page.getByRole('navigation', { name: 'Division' }).getByRole('link', { name, exact: true });

async function chooseDivision(page: Page, name: string) {
  await picker(page, 'Division').click();
  await page.getByRole('main').getByRole('link', { name, exact: true }).click();
  await visible(picker(page, 'Division', name));
}

/** Adds teams from the Teams tab, checking each joins the league table. */
async function addTeams(page: Page, names: readonly string[]) {
  const table = page.getByRole('table', { name: /^League table/ });
  for (const name of names) {
    await page.getByRole('button', { name: 'Add team', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add team' });
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Address', { exact: true }).fill(`${name} Inn, High Street`);
    await dialog.getByRole('button', { name: 'Add team', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await visible(table.getByRole('link', { name, exact: true }));
  }
  await expect.poll(() => table.getByRole('rowheader').allInnerTexts()).toEqual([...names].sort());
}

/** A fixture row of a date, found by its home team. */
const rowOf = (day: Locator, homeTeam: string): Locator =>
  day.getByRole('listitem').filter({ has: day.page().getByRole('link', { name: homeTeam, exact: true }) });

const awayTeam = (day: Locator, homeTeam: string): Locator =>
  day.getByRole('combobox', { name: `Away team for ${homeTeam}`, exact: true });

/** The home team's name, which links to the score card once the fixture is saved. */
const scoreCardLink = (day: Locator, homeTeam: string): Locator =>
  rowOf(day, homeTeam).getByRole('link', { name: homeTeam, exact: true });

async function selectedText(select: Locator): Promise<string> {
  return select.evaluate((element) => {
    const list = element as HTMLSelectElement;
    return list.options[list.selectedIndex]?.text ?? '';
  });
}

/** Today plus `days`, as YYYY-MM-DD (UTC, as the server's clock). */
function isoDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A date as the Fixtures tab heads it: "Sat 5 Dec". */
function calendarLabel(date: string): string {
  return new Date(`${date}T12:00:00Z`)
    .toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
    .replace(',', '');
}

/** On failure, saves what each page showed to test-results/ (git-ignored). */
