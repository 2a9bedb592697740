import { mkdirSync, statSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from './support/api.js';
import { desktopContext, expectNoSeriousAxeViolations, sizedContext } from './support/browser.js';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { admin, type RunningServer, startServerAndBrowser, stopServerAndBrowser } from './support/server.js';
import { findSidewaysOverflow } from './support/sideways-overflow.js';
import { visible } from './support/sign-in.js';

// Issue #15, the league's data round trip in Chromium over the real server: the administrator exports
// every table with a password (the zip is downloaded, named after the site and the day), renames a team,
// imports the zip as a dry run (nothing changes: the team keeps its new name), then for real (the team
// has its old name back), and browses the team's stored record. Phones of 360 and 390 px see the Import
// and Export screens with no sideways scroll; screenshots land in /tmp/shots/data-round-trip/.

type Season = { id: string; name: string; divisions: { id: string; name: string }[] };
type Team = { id: string; name: string; seasons?: { seasonId: string; divisionId: string }[] };

const shotsDir = '/tmp/shots/data-round-trip';
const password = 'Nightly-backup-2026';

describe('data round trip', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let api: Api;

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser());
    context = await desktopContext(browser, server.baseUrl);
    api = new Api(context.request, server.baseUrl);
    await api.write('POST', '/api/Account/Login', { emailAddress: admin.email, password: admin.password });
    page = await context.newPage();
    mkdirSync(shotsDir, { recursive: true });
  }, 120_000);

  afterAll(async () => {
    await context?.close();
    await stopServerAndBrowser(server, browser);
  });

  async function look(on: Page, name: string) {
    await on.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true });
    expect(await findSidewaysOverflow(on), name).toEqual([]);
    await expectNoSeriousAxeViolations(on);
  }

  const teamName = async (id: string) => (await api.get<Team>(`/api/Team/${id}`)).name;

  it('exports with a password, renames a team, dry-runs the import, imports for real and browses the team', async () => {
    screenshotOnFailure({ administrator: page });

    // A team of the demo league, with the season and division it plays in.
    const seasons = await api.get<Season[]>('/api/Season');
    const teams = await api.get<Team[]>('/api/Team/Seasons');
    const team = teams.find((t) => (t.seasons?.length ?? 0) > 0)!;
    const season = seasons.find((s) => s.id === team.seasons![0]!.seasonId)!;
    const division = season.divisions.find((d) => d.id === team.seasons![0]!.divisionId)!;
    const original = team.name;
    const renamed = `${original} (renamed)`;

    // 1. Export every table with a password: the zip is downloaded under the site's name and the day.
    await page.goto('/admin/export');
    await expect.poll(() => page.title(), { timeout: 10_000 }).toMatch(/^Export data – Admin – /);
    await page.getByLabel('Password', { exact: true }).fill(password);
    expect(await page.getByLabel('Include deleted entries').isChecked()).toBe(true);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/ \d{4}-\d{2}-\d{2}\.zip$/);
    const zipPath = `${shotsDir}/export.zip`;
    await download.saveAs(zipPath);
    expect(statSync(zipPath).size).toBeGreaterThan(1000);
    await visible(page.getByRole('heading', { name: /^Exported \d+ rows$/ }));
    await look(page, '1-exported-1280');

    // 2. Rename the team on its division's Teams tab.
    await page.goto(`/teams/${encodeURIComponent(season.name)}/?division=${encodeURIComponent(division.name)}`);
    await page.getByRole('button', { name: `Edit ${original}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Edit team: ${original}` });
    await dialog.getByLabel('Name', { exact: true }).fill(renamed);
    await dialog.getByRole('button', { name: 'Save team' }).click();
    await expect.poll(() => teamName(team.id), { timeout: 10_000 }).toBe(renamed);

    // 3. Import the zip as a dry run (the default): the counts are shown, nothing changes.
    await page.goto('/admin/import');
    await expect.poll(() => page.title(), { timeout: 10_000 }).toMatch(/^Import data – Admin – /);
    await page.getByLabel('Zip file').setInputFiles(zipPath);
    await page.getByLabel('Password', { exact: true }).fill(password);
    expect(await page.getByRole('checkbox', { name: 'Dry run' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await visible(page.getByText(/DRY RUN: Importing data into team \(\d+ records?\)/));
    expect(await teamName(team.id)).toBe(renamed);
    await look(page, '2-dry-run-1280');

    // 4. The same zip for real: the team has its old name back.
    await page.getByRole('checkbox', { name: 'Dry run' }).uncheck();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await visible(page.getByText(/^Importing data into team \(\d+ records?\)/));
    await expect.poll(() => teamName(team.id), { timeout: 10_000 }).toBe(original);
    await look(page, '3-imported-1280');

    // 5. The team's stored record in the Data Browser.
    await page.goto(`/admin/browser?table=team&id=${team.id}`);
    await visible(page.getByText(original, { exact: true }).first());
    await look(page, '4-browsed-1280');

    // Phones: both screens fit 360 and 390 px with nothing sideways.
    for (const width of [360, 390]) {
      const phone = await sizedContext(browser, server.baseUrl, width);
      try {
        await new Api(phone.request, server.baseUrl).write('POST', '/api/Account/Login', {
          emailAddress: admin.email,
          password: admin.password,
        });
        const small = await phone.newPage();
        for (const mode of ['export', 'import'] as const) {
          await small.goto(`/admin/${mode}`);
          await visible(small.getByRole('button', { name: mode === 'export' ? 'Export' : 'Import', exact: true }));
          await look(small, `5-${mode}-${width}`);
        }
      } finally {
        await phone.close();
      }
    }
  }, 180_000);
});
