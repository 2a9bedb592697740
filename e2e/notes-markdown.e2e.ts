import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../scripts/web-build.mjs';
import { desktopContext, expectNoSeriousAxeViolations, sizedContext } from './support/browser.js';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { admin, type RunningServer, startServerAndBrowser, stopServerAndBrowser } from './support/server.js';
import { signInDirectly, visible } from './support/sign-in.js';

// Issue #10, "Notes render real markdown": what a secretary pastes from an e-mail (a heading, a numbered
// list, a table, a block quote) shows formatted for a visitor on a 360 px phone, raw HTML stays text and
// runs nothing, and a link on a protocol the spec does not allow is no link.
const pasted = [
  '# Cup night',
  '',
  'Matches start at **8pm**.',
  '',
  '1. Bring your darts',
  '2. Pay the fees',
  '',
  '| Team | Venue |',
  '| --- | --- |',
  '| Anchor | The Anchor Inn |',
  '',
  '> Thanks to the landlord',
  '',
  'See the [rules](https://example.org/rules) and [trap](javascript:alert(1)).',
  '',
  '<script>window.noteRan = true</script>',
].join('\n');

describe('a note written in markdown', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser());
  });

  afterAll(() => stopServerAndBrowser(server, browser));

  // Issue #24: the markdown renderer (about 50 KB compressed) is a chunk of its own, fetched only when a note shows.
  const rendererScripts = (page: Page) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/markdown-renderer-[^/]+\.js$/.test(new URL(request.url()).pathname)) fetched.push(request.url());
    });
    return fetched;
  };

  it('leaves the markdown renderer unloaded on the teams and players tabs, which show no note', async () => {
    const context = await sizedContext(browser, server.baseUrl, 360);
    const visitor = await context.newPage();
    screenshotOnFailure({ visitor });
    const fetched = rendererScripts(visitor);
    for (const tab of ['', '/players']) {
      await visitor.goto(`/division/Premier${tab}`);
      await visible(visitor.getByRole('table').first());
      await visitor.waitForLoadState('networkidle');
    }
    expect(fetched).toEqual([]);
    await context.close();
  });

  it('is written by the secretary and read formatted by a visitor on a phone', async () => {
    const secretary = await (await desktopContext(browser, server.baseUrl)).newPage();
    const visitorContext = await sizedContext(browser, server.baseUrl, 360);
    const visitor = await visitorContext.newPage();
    screenshotOnFailure({ secretary, visitor });
    const fetchedByVisitor = rendererScripts(visitor);

    await signInDirectly(secretary, admin);
    await secretary.goto('/division/Premier/fixtures');
    const addNote = secretary.getByRole('button', { name: /^Add note for / }).first();
    await visible(addNote);
    const dateLabel = ((await addNote.getAttribute('aria-label')) ?? '').replace('Add note for ', '');
    await addNote.click();
    const dialog = secretary.getByRole('dialog', { name: 'Create note' });
    await dialog.getByLabel('Note', { exact: true }).fill(pasted);
    await visible(dialog.getByRole('note').getByRole('heading', { name: 'Cup night' }));
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await shoot(secretary, 'note-secretary-1280');

    await visitor.goto('/division/Premier/fixtures');
    const day = visitor.getByRole('region', { name: new RegExp(`^${dateLabel}\\b`) });
    const note = day.getByRole('note');
    await visible(note.getByRole('heading', { name: 'Cup night' }));
    expect(fetchedByVisitor).toHaveLength(1);
    expect(await note.getByRole('list').getByRole('listitem').allInnerTexts()).toEqual([
      'Bring your darts',
      'Pay the fees',
    ]);
    expect(await note.locator('ol').count()).toBe(1);
    await visible(note.getByRole('table').getByRole('cell', { name: 'The Anchor Inn' }));
    await visible(note.locator('blockquote').getByText('Thanks to the landlord'));
    await visible(note.getByRole('strong').getByText('8pm'));
    expect(await note.getByRole('link', { name: 'rules' }).getAttribute('href')).toBe('https://example.org/rules');
    expect(await note.getByRole('link', { name: 'trap' }).count()).toBe(0);

    const text = await note.innerText();
    expect(text).not.toMatch(/^#|^\d\.|\|\s*---|^>/m);
    expect(text).toContain('<script>window.noteRan = true</script>');
    expect(await visitor.evaluate(() => (window as { noteRan?: boolean }).noteRan)).toBeUndefined();

    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousAxeViolations(visitor);
    await note.scrollIntoViewIfNeeded();
    await shoot(visitor, 'note-visitor-360');
  });
});

async function shoot(page: Page, name: string) {
  const dir = join(repoRoot, 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`) });
}
