import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from './support/api.js';
import { desktopContext, expectNoSeriousAxeViolations, sizedContext } from './support/browser.js';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { admin, type RunningServer, startServerAndBrowser, stopServerAndBrowser } from './support/server.js';
import { findSidewaysOverflow } from './support/sideways-overflow.js';
import { visible } from './support/sign-in.js';

// Issue #13, the Templates admin screen in Chromium over the real server: the secretary generates a
// double round robin with a shared venue, edits a code, saves, opens it again by its ?select= address,
// finds Save disabled while the JSON is broken, sees the live health name a venue clash once both codes
// of the shared venue are at home in one week, and deletes the template after confirming. Phones of 360
// and 390 px see the editor with no sideways scroll; screenshots land in /tmp/shots/templates-admin/.

type Template = {
  id: string;
  name: string;
  templateHealth?: { success: boolean };
  divisions: { sharedAddresses: string[][]; dates: { fixtures: { home: string; away?: string }[] }[] }[];
};

const shotsDir = '/tmp/shots/templates-admin';
const templateName = 'Double round robin, 6 teams, 2 divisions, 1 shared venue';

describe('templates admin', () => {
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

  const health = () => page.getByRole('region', { name: /Template health/ });
  const code = (label: string) => page.getByLabel(label, { exact: true });
  const save = () => page.getByRole('button', { name: 'Save', exact: true });
  const saved = async () => (await api.get<Template[]>('/api/Template')).find((t) => t.name === templateName);

  it('generates, edits, saves, reopens by address, refuses broken JSON, shows a venue clash and deletes', async () => {
    screenshotOnFailure({ secretary: page });

    // 1. Generate: six teams, two divisions, one pair of codes sharing a venue.
    await page.goto('/admin/templates');
    await expect.poll(() => page.title()).toMatch(/^Templates – Admin – /);
    await page.getByRole('button', { name: 'Generate…' }).click();
    const generator = page.getByRole('form', { name: 'Generate a double round robin' });
    await generator.getByLabel('Teams per division').fill('6');
    await generator.getByLabel('Divisions').fill('2');
    await generator.getByLabel('Shared-venue pairs').fill('1');
    await generator.getByRole('button', { name: 'Generate' }).click();
    expect(await code('Name').inputValue()).toBe(templateName);
    await visible(health().getByText('Healthy', { exact: true }));
    await look(page, '1-generated-1280');

    // 2. Edit a code: week 1's first fixture is at home to Z instead; the health notices at once.
    const home = code('Week 1 fixture 1 home code');
    const original = await home.inputValue();
    await home.fill('Z');
    await visible(health().getByText('Unhealthy', { exact: true }));
    await visible(health().getByText(/Z/).first());

    // 3. Save: a new template, so the address gains its id; the server stored its health too.
    await save().click();
    await visible(page.getByRole('status').filter({ hasText: 'Template updated' }));
    await page.waitForURL(/\?select=/);
    const id = new URL(page.url()).searchParams.get('select');
    const stored = await saved();
    expect(stored?.id).toBe(id);
    expect(stored?.divisions[0]!.dates[0]!.fixtures[0]!.home).toBe('Z');
    expect(stored?.templateHealth?.success).toBe(false);

    // 4. Reload by address: the same template is open, with the edit.
    await page.goto(`/admin/templates/?select=${id}`);
    await visible(page.getByRole('heading', { name: templateName, level: 2 }));
    expect(await code('Week 1 fixture 1 home code').inputValue()).toBe('Z');
    const listed = page
      .getByRole('navigation', { name: 'Templates' })
      .getByRole('link', { name: new RegExp(templateName) });
    expect(await listed.getAttribute('aria-current')).toBe('page');
    await visible(listed.getByText('Unhealthy', { exact: true }));
    await code('Week 1 fixture 1 home code').fill(original);
    await visible(health().getByText('Healthy', { exact: true }));

    // 5. JSON mode: broken JSON disables Save and the way back to the visual editor, and says why.
    await page.getByRole('button', { name: 'JSON', exact: true }).click();
    const json = page.getByLabel('Template JSON');
    expect(await json.inputValue()).toContain(`"name": "${templateName}"`);
    await json.press('Control+Home');
    await json.press('Delete');
    expect(await save().isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Visual', exact: true }).isDisabled()).toBe(true);
    await visible(page.getByText(/This is not valid JSON/));
    await look(page, '2-json-invalid-1280');
    await json.press('Control+Home');
    await json.pressSequentially('{');
    expect(await save().isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Visual', exact: true }).click();

    // 6. A venue clash: in a week where one shared-venue code is at home, put the other at home too.
    const [first, second] = [
      await code('Shared address 1 code 1').inputValue(),
      await code('Shared address 1 code 2').inputValue(),
    ];
    const weeks = stored!.divisions[0]!.dates;
    const week = weeks.findIndex((w, i) => i > 0 && w.fixtures.some((f) => f.home === first));
    const fixture = weeks[week]!.fixtures.findIndex((f) => f.away === second);
    const opponent = weeks[week]!.fixtures[fixture]!.home;
    const label = `Week ${week + 1} fixture ${fixture + 1}`;
    await code(`${label} home code`).fill(second);
    await code(`${label} away code`).fill(opponent);
    await visible(health().getByText('Unhealthy', { exact: true }));
    const clash = health().getByText(`venue shared by ${first}, ${second} hosts 2 fixtures in week ${week + 1}`, {
      exact: false,
    });
    await visible(clash);
    expect(await clash.getAttribute('class')).toContain('text-danger');
    await look(page, '3-venue-clash-1280');

    // 7. Phones: the same editor fits 360 and 390 px.
    for (const width of [360, 390]) {
      const phone = await sizedContext(browser, server.baseUrl, width);
      await new Api(phone.request, server.baseUrl).write('POST', '/api/Account/Login', {
        emailAddress: admin.email,
        password: admin.password,
      });
      const onPhone = await phone.newPage();
      await onPhone.goto(`/admin/templates?select=${id}`);
      await visible(onPhone.getByLabel('Week 1 fixture 1 home code', { exact: true }));
      await visible(onPhone.getByRole('region', { name: /Template health/ }).getByText('Unhealthy', { exact: true }));
      await look(onPhone, `4-phone-${width}`);
      await phone.close();
    }

    // 8. Delete, after the question (the unsaved clash goes with it); declining first keeps it.
    const questions: string[] = [];
    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    expect(await saved()).toBeDefined();
    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await visible(page.getByRole('status').filter({ hasText: 'Template deleted' }));
    expect(questions).toEqual([
      `Are you sure you want to delete ${templateName}?`,
      `Are you sure you want to delete ${templateName}?`,
    ]);
    await listed.waitFor({ state: 'detached' });
    expect(await saved()).toBeUndefined();
    expect(new URL(page.url()).search).toBe('');
  }, 180_000); // Four accessibility checks and two phones: 15 s alone, 60 s beside the rest of CI.
});
