import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktopContext, expectNoSeriousAxeViolations, phoneContext, sizedContext } from './support/browser.js';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { type RunningServer, startServerAndBrowser, stopServerAndBrowser } from './support/server.js';
import { visible } from './support/sign-in.js';

// Issue #4: a whole best-of-3 practice match from 501 on a phone, scored by keypad and keyboard,
// with a bust, a 2-dart checkout, an edited throw and an undo; a visit the server never got survives
// a reload mid-leg (kept in IndexedDB), and a visit entered offline is saved once back online.
describe('scoring a practice match', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser());
  });

  afterAll(() => stopServerAndBrowser(server, browser));

  it('plays best of 3 from 501 on a phone, surviving a reload and a dropped connection', async () => {
    const context = await phoneContext(browser, server.baseUrl);
    const page = await context.newPage();
    screenshotOnFailure({ phone: page });

    await page.goto('/practice?yourName=Jo&opponentName=Sam');
    await visible(page.getByRole('heading', { name: 'Who plays first?' }));
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Jo', exact: true }).click();
    await toThrow(page, 'Jo');

    // Leg 1 on the keypad: Jo throws first; an undo, a bust, then a 2-dart checkout.
    await tap(page, 100, 60, 140);
    await page.getByRole('button', { name: 'Score 45' }).click();
    await tap(page, 180, 26, 45);
    await page.getByRole('button', { name: 'Undo last throw' }).click();
    await toThrow(page, 'Jo');
    await left(page, 'Jo', 81);
    await tap(page, 41, 100, 60);
    await visible(throwButton(page, 'Throw 5 for Jo: 60, bust'));
    expect(await throwButton(page, 'Throw 5 for Jo: 60, bust').locator('s').textContent()).toBe('60');
    await left(page, 'Jo', 40);
    await tap(page, 0, 40);
    const checkout = page.getByRole('dialog', { name: 'Checkout' });
    await visible(checkout.getByText('How many darts to checkout?'));
    await expectNoSeriousAxeViolations(page);
    // The leg is won only once its darts are chosen: until then Jo's legs stay at 0.
    const joLegs = page.getByRole('region', { name: /^Jo/, includeHidden: true }).getByText(/^Legs/);
    expect(await joLegs.innerText()).toBe('Legs 0');
    await checkout.getByRole('button', { name: '2', exact: true }).click();
    await visible(page.getByText('Jo checked out 40 with 2 darts'));
    expect(await joLegs.innerText()).toBe('Legs 1');
    await saved(page);
    const id = new URL(page.url()).hash.slice(1);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    // Leg 2 on the keyboard: Sam throws first. Jo's first throw is corrected; the page is reloaded.
    await toThrow(page, 'Sam');
    await keys(page, 140, 60, 140, 60);
    await throwButton(page, 'Throw 1 for Jo: 60').click();
    const edit = page.getByRole('dialog', { name: 'Edit throw 1 for Jo' });
    await edit.getByLabel('Score').fill('85');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await left(page, 'Jo', 356);
    await saved(page);
    // The server stops answering; the next visit is kept on the phone, and survives a reload.
    await page.context().route('**/api/Sayg', (route) => route.abort('internetdisconnected'));
    await keys(page, 140);
    await visible(saveStatus(page).filter({ hasText: 'Not saved yet' }));
    // The visit is on the phone (IndexedDB) before anything reaches the server.
    expect((await onDevice(page, id)).legs['1']!.away.throws).toHaveLength(3);
    await page.reload();
    await toThrow(page, 'Jo');
    await visible(throwButton(page, 'Throw 3 for Sam: 140'));
    await left(page, 'Jo', 356);
    await visible(page.getByText('Leg 2 · best of 3'));
    await page.context().unroute('**/api/Sayg');
    await saved(page);
    expect((await stored(server, id)).legs['1']!.away.throws).toHaveLength(3);
    await keys(page, 60, 81);
    await page.getByRole('dialog', { name: 'Checkout' }).getByRole('button', { name: '3', exact: true }).click();
    await visible(page.getByText('Sam checked out 81 with 3 darts'));

    // The decider: legs level, so the bull decides. One visit goes in while offline.
    await visible(page.getByRole('heading', { name: 'Who won the bull?' }));
    await page.getByRole('button', { name: 'Jo', exact: true }).click();
    await saved(page);
    await context.setOffline(true);
    await tap(page, 180);
    await visible(saveStatus(page).filter({ hasText: 'Not saved yet' }));
    await context.setOffline(false);
    await saved(page);
    await keys(page, 100, 180, 100, 141);
    await page.getByRole('dialog', { name: 'Checkout' }).getByRole('button', { name: '3', exact: true }).click();

    await visible(page.getByRole('heading', { name: 'Match finished' }));
    await visible(page.getByText('Jo won 2–1'));
    await saved(page);
    await expectNoSeriousAxeViolations(page);

    // The statistics replace scoring when the match is finished, with a switch to the TV view.
    await visible(page.getByRole('rowheader', { name: /^Match average/ }));
    await visible(page.getByRole('rowheader', { name: /^Match darts/ }));
    await page.getByRole('button', { name: 'Widescreen view' }).click();
    await visible(page.getByText(/Best of 3/));
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Back to statistics' }).click();
    await visible(page.getByRole('rowheader', { name: /^Match average/ }));

    const record = await stored(server, id);
    expect(record).toMatchObject({ homeScore: 2, awayScore: 1 });
    expect(Object.keys(record.legs)).toEqual(['0', '1', '2']);
    expect(record.legs['0']!.home.throws.at(-1)).toEqual({ score: 40, noOfDarts: 2 });
    expect(record.legs['1']!.home.throws[0]).toEqual({ score: 85, noOfDarts: 3 });
    expect(record.legs['2']!.home.throws.map((t) => t.score)).toEqual([180, 180, 141]);
    await context.close();
  });

  // Issue #23: the share link is for watching. Another device opens it and sees the match; a throw
  // keyed there is refused with the reason and the stored record does not change.
  it('lets a second device watch from the share link, refusing its write', async () => {
    const context = await phoneContext(browser, server.baseUrl);
    const page = await context.newPage();
    const otherDevice = await phoneContext(browser, server.baseUrl);
    const watcher = await otherDevice.newPage();
    screenshotOnFailure({ phone: page, watcher });
    await page.goto('/practice?yourName=Jo&opponentName=Sam&numberOfLegs=1');
    await page.getByRole('button', { name: 'Jo', exact: true }).click();
    await tap(page, 100);
    await page.waitForURL((url) => /^#[0-9a-f-]{36}$/.test(url.hash));
    const id = new URL(page.url()).hash.slice(1);
    await expect.poll(async () => (await stored(server, id)).legs['0']?.home.throws.length).toBe(1);

    await watcher.goto(await page.getByLabel('Share link').inputValue());
    await visible(throwButton(watcher, 'Throw 1 for Jo: 100'));
    await tap(watcher, 60);
    await visible(saveStatus(watcher).filter({ hasText: /^Not saved$/ }));
    await visible(watcher.getByText(/^Only the device that started this match, or the account that started it/));
    expect((await stored(server, id)).legs['0']!.away.throws).toEqual([]);

    // The scorer's device carries on.
    await tap(page, 60);
    await expect
      .poll(async () => (await stored(server, id)).legs['0']!.away.throws)
      .toEqual([{ score: 60, noOfDarts: 3 }]);
    await otherDevice.close();
    await context.close();
  });

  // Issue #23: on a 360 × 740 phone the entry row (the digits being typed) and Enter stay in view
  // after every dialog: editing an early throw, closing the edit, and choosing a checkout's darts.
  it('keeps the entry row and Enter in view after each dialog on a 360 × 740 phone', async () => {
    const context = await sizedContext(browser, server.baseUrl, 360, 740);
    const page = await context.newPage();
    screenshotOnFailure({ phone: page });
    await page.goto('/practice?yourName=Jo&opponentName=Sam&numberOfLegs=3&startingScore=501');
    await page.getByRole('button', { name: 'Jo', exact: true }).click();
    // Enough visits that the first throws have scrolled out of the throw lists.
    await tap(page, 26, 26, 26, 26, 26, 26, 26, 26, 26, 26, 26, 26);
    await visible(throwButton(page, 'Throw 6 for Sam: 26'));
    const entryShown = () => entryAndEnterInView(page, 'Jo');
    expect(await entryShown()).toEqual([]);

    for (const close of ['Save changes', 'Close'] as const) {
      await throwButton(page, 'Throw 1 for Jo: 26').scrollIntoViewIfNeeded();
      await throwButton(page, 'Throw 1 for Jo: 26').click();
      const edit = page.getByRole('dialog', { name: 'Edit throw 1 for Jo' });
      await edit.getByLabel('Score').fill('26');
      await edit.getByRole('button', { name: close }).click();
      await edit.waitFor({ state: 'detached' });
      await expect.poll(entryShown, { timeout: 2_000 }).toEqual([]);
      await page.screenshot({ path: `test-results/entry-after-edit-${close === 'Close' ? 'close' : 'save'}-360.png` });
    }
    // Digits typed next are seen as they are typed.
    await page.keyboard.type('45');
    expect(await page.getByLabel('Score for Jo').textContent()).toBe('45');
    expect(await entryShown()).toEqual([]);
    await page.keyboard.press('Enter');
    await left(page, 'Jo', 300);

    // A checkout's dialog, then the next leg's entry row.
    await tap(page, 26, 180, 26, 120);
    const checkout = page.getByRole('dialog', { name: 'Checkout' });
    await checkout.getByRole('button', { name: '3', exact: true }).click();
    await checkout.waitFor({ state: 'detached' });
    await visible(page.getByText('Leg 2 · best of 3'));
    await expect.poll(() => entryAndEnterInView(page, 'Sam'), { timeout: 2_000 }).toEqual([]);
    await page.screenshot({ path: 'test-results/entry-after-checkout-360.png' });
    // The banner's Change (offered until the new leg's first throw).
    await page.getByRole('button', { name: 'Change', exact: true }).click();
    const change = page.getByRole('dialog', { name: 'Change checkout' });
    await change.getByRole('button', { name: 'Close' }).click();
    await change.waitFor({ state: 'detached' });
    await expect.poll(() => entryAndEnterInView(page, 'Sam'), { timeout: 2_000 }).toEqual([]);
    await context.close();
  });

  it('keeps the chosen style on a wide screen, with no serious accessibility problems in either', async () => {
    const context = await desktopContext(browser, server.baseUrl);
    const page = await context.newPage();
    screenshotOnFailure({ desktop: page });
    await page.goto('/practice?yourName=Jo&opponentName=Sam&numberOfLegs=1');
    await page.getByRole('button', { name: 'Sam', exact: true }).click();
    await keys(page, 60);
    await expectNoSeriousAxeViolations(page);
    await page.getByLabel('Style').selectOption({ label: 'White on black' });
    await saved(page);
    await page.reload();
    await visible(throwButton(page, 'Throw 1 for Sam: 60'));
    expect(await page.getByLabel('Style').inputValue()).toBe('sayg-black');
    expect((await context.cookies()).find((c) => c.name === 'sayg-style')).toMatchObject({
      value: 'sayg-black',
      path: '/',
      sameSite: 'Lax',
    });
    await expectNoSeriousAxeViolations(page);
    await context.close();
  });

  // Issue #4 performance, as a structure rather than a time: what a throw changes (the remaining
  // score, darts and average, the checkout route, the announcement, who is to throw) sits in fixed,
  // contained boxes, so the frame that shows the throw lays out only those boxes, never the page.
  it('lays out only the contained score boxes, not the page, in the frame that shows a quick score', async () => {
    const context = await phoneContext(browser, server.baseUrl);
    const page = await context.newPage();
    screenshotOnFailure({ phone: page });
    await page.goto('/practice?yourName=Jo&opponentName=Sam&startingScore=301');
    await page.getByRole('button', { name: 'Jo', exact: true }).click();
    await tap(page, 60, 45);
    await settled(page, 'Throw 1 for Sam: 45');

    await browser.startTracing(page, { categories: ['devtools.timeline', 'blink.user_timing'] });
    const scores = [41, 100, 60, 45];
    for (const [index, score] of scores.entries()) {
      await page.evaluate(
        ([index, score]) => {
          performance.mark(`quick-score-tap-${index}`);
          document.querySelector<HTMLButtonElement>(`button[aria-label="Score ${score}"]`)!.click();
        },
        [index, score] as const,
      );
      await settled(page, `Throw ${2 + (index >> 1)} for ${index % 2 ? 'Sam' : 'Jo'}: ${score}`);
    }
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    await left(page, 'Jo', 301 - 60 - 41 - 60);
    await left(page, 'Sam', 301 - 45 - 100 - 45);

    const events = trace.traceEvents.sort((a, b) => a.ts - b.ts);
    const layoutsAfterTaps = scores.map((_, index) => {
      const tappedAt = events.find((e) => e.name === `quick-score-tap-${index}`)?.ts;
      expect(tappedAt, `the trace has tap ${index}`).toBeDefined();
      const layout = events.find((e) => e.name === 'Layout' && e.ts > tappedAt!);
      return layout?.args?.beginData?.partialLayout;
    });
    expect(layoutsAfterTaps).toEqual(scores.map(() => true));
    await context.close();
  });
});

type TraceEvent = { name: string; ts: number; args?: { beginData?: { partialLayout?: boolean } } };

/** The throw is in its list and saved, and the page has nothing left to do. */
async function settled(page: Page, lastThrow: string) {
  await visible(throwButton(page, lastThrow));
  await saved(page);
  for (let i = 0; i < 2; i += 1)
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 })));
}

type StoredThrows = { throws: { score: number; noOfDarts: number }[] };
type StoredRecord = {
  homeScore: number;
  awayScore: number;
  legs: Record<string, { home: StoredThrows; away: StoredThrows }>;
};

/** The record as the server has it. */
async function stored(server: RunningServer, id: string): Promise<StoredRecord> {
  return (await (await fetch(`${server.baseUrl}/api/Sayg/${id}`)).json()) as StoredRecord;
}

const saveStatus = (page: Page) => page.getByRole('status', { name: 'Save status' });
const saved = (page: Page) => visible(saveStatus(page).filter({ hasText: /^Saved$/ }));
const throwButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const toThrow = (page: Page, name: string) => visible(page.getByRole('region', { name: `${name}, to throw` }));
const left = (page: Page, name: string, score: number) =>
  visible(page.getByRole('region', { name: new RegExp(`^${name}`) }).getByText(`${score} left`, { exact: true }));

/** Scores entered on the on-screen keypad. */
async function tap(page: Page, ...scores: number[]) {
  for (const score of scores) {
    for (const digit of String(score)) await page.getByRole('button', { name: digit, exact: true }).click();
    await page.getByRole('button', { name: 'Enter score' }).click();
  }
}

/** Scores typed on the keyboard, Enter after each. */
async function keys(page: Page, ...scores: number[]) {
  for (const score of scores) {
    await page.keyboard.type(String(score));
    await page.keyboard.press('Enter');
  }
}

/** On failure, saves what each page showed to test-results/ (git-ignored). */

/** The scoring session kept in the browser's IndexedDB for the server record `id`. */
async function onDevice(page: Page, id: string) {
  const sessions = await page.evaluate(
    () =>
      new Promise<Array<{ serverId: string | null; sayg: { legs: Record<string, { away: { throws: unknown[] } }> } }>>(
        (resolve, reject) => {
          const open = indexedDB.open('darts-scoring');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const all = open.result.transaction('sessions').objectStore('sessions').getAll();
            all.onsuccess = () => resolve(all.result);
            all.onerror = () => reject(all.error);
          };
        },
      ),
  );
  const session = sessions.find((s) => s.serverId === id);
  expect(session, `no session for ${id} on the device`).toBeDefined();
  return session!.sayg;
}

/**
 * What of the entry row for `name` and the keypad's Enter is not on screen: each must be inside the
 * viewport and be what is under its own centre (not clipped by the throw list's scroll box, not
 * under a dialog). Empty when both are in view.
 */
function entryAndEnterInView(page: Page, name: string): Promise<string[]> {
  return page.evaluate((name) => {
    const targets: Array<[string, Element | null]> = [
      ['the entry row', document.querySelector(`output[aria-label="Score for ${name}"]`)],
      ['Enter', document.querySelector('button[aria-label="Enter score"]')],
    ];
    return targets.flatMap(([what, element]) => {
      if (!element) return [`${what} is not on the page`];
      const box = element.getBoundingClientRect();
      if (box.top < 0 || box.bottom > window.innerHeight) {
        return [
          `${what} is at ${Math.round(box.top)}–${Math.round(box.bottom)} px on a ${window.innerHeight} px screen`,
        ];
      }
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      // A disabled button takes no pointer (Bootstrap): then what holds it is hit.
      const passesThrough = getComputedStyle(element).pointerEvents === 'none' && hit?.contains(element);
      return hit && (hit === element || element.contains(hit) || passesThrough)
        ? []
        : [`${what} is hidden under ${hit?.outerHTML.slice(0, 80)}`];
    });
  }, name);
}
