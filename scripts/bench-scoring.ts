// `npm run bench` (third part): tap-to-paint latency of the practice scoring screen.
//
// Starts the real server (e2e/support/server.ts), opens /practice on a phone-sized headless
// Chromium with 4× CPU throttling (CDP Emulation.setCPUThrottlingRate) and, for 200 throws, taps a
// quick-score key (60, 45, 41, 40 in turn) and times, inside the page, from the click to:
//   - the DOM update: a MutationObserver sees the thrower's remaining score change;
//   - painted: the next animation frame, then a user-blocking task queued from it (runs as soon as
//     that frame has been rendered and handed to the compositor, ahead of the page's own after-paint
//     work: saving the throw, the throw list);
//   - double rAF: the animation frame after that one (a common, more pessimistic "painted" proxy,
//     up to one frame interval later than the frame that carried the change).
// "tap → painted" includes waiting for the display's next frame (vsync, up to 16.7 ms at 60 Hz), which
// the page cannot shorten: an empty page that only changes a number, timed the same way in the same
// run, shows that floor. So each tap is also split into the app's work on the tap's path (handling
// the tap and updating the DOM, then rendering the frame that carries it: style, layout, paint) and
// the idle wait for the frame in between.
// Between taps the page is left to settle (an idle period with nothing queued), as it is for a
// scorer who enters a visit every few seconds. A leg is checked out (digits + enter, 3 darts, not
// timed) once 100 or less is left, and a new match is started when one finishes.
// Not a test: numbers depend on the machine, and nothing fails on timing.
import { availableParallelism, loadavg } from 'node:os';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser, phoneContext } from '../e2e/support/browser.js';
import { startServer } from '../e2e/support/server.js';
import { printTable } from './bench-table.js';

const throwsToMeasure = 200;
const cpuThrottlingRate = 4;
/** Issue #4 target. */
const targetP95Ms = 16;
const quickScores = [60, 45, 41, 40] as const;
const practicePath = '/practice?yourName=Jo&opponentName=Sam';

type Sample = { domMs: number; paintedMs: number; doubleRafMs: number; frameWaitMs: number; frameWorkMs: number };

const loadBefore = loadavg();
const server = await startServer();
const browser = await launchBrowser();
try {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const samples: Sample[] = [];
  let legs = 0;
  let matches = 0;
  let next = 0;
  const startedAt = performance.now();
  while (samples.length < throwsToMeasure) {
    const state = page ? await scoringState(page) : { kind: 'none' as const };
    if (!page || state.kind === 'none' || state.kind === 'finished') {
      // Each match on a fresh phone: the page resumes the session kept on the device otherwise.
      await context?.close();
      context = await phoneContext(browser, server.baseUrl);
      // tsx compiles this file with keepNames: functions evaluated in the page call its __name helper.
      await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
      page = await context.newPage();
      await page.goto(practicePath);
      await page.getByRole('heading', { name: 'Who plays first?' }).waitFor();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottlingRate });
      matches += 1;
      continue;
    }
    if (state.kind === 'pick') {
      await page.getByRole('button', { name: 'Jo', exact: true }).click();
      await page.getByRole('region', { name: /, to throw$/ }).waitFor();
      continue;
    }
    if (state.remaining <= 100) {
      await checkOut(page, state.remaining);
      legs += 1;
      continue;
    }
    const score = quickScores[next++ % quickScores.length]!;
    try {
      samples.push(await timeTap(page, score));
    } catch (error) {
      await page.screenshot({ path: 'test-results/bench-scoring-failure.png' }).catch(() => undefined);
      console.error(
        `After ${samples.length} throws, ${state.remaining} left:`,
        await page
          .locator('main')
          .innerText()
          .catch(() => ''),
      );
      throw error;
    }
    // A scorer taps every few seconds: let the save to the server and the follow-up work (the
    // throw list, the save status) finish, so each tap is timed on a page with nothing else to do.
    await settle(page);
  }
  const elapsedS = (performance.now() - startedAt) / 1000;
  const loadAfter = loadavg();

  const baseline = await emptyPageSamples(throwsToMeasure);
  const row = (name: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const p95 = percentile(sorted, 0.95);
    return [name, ms(percentile(sorted, 0.5)), ms(p95), ms(sorted.at(-1) ?? NaN), p95 < targetP95Ms ? 'yes' : 'no'];
  };
  const dom = (s: Sample) => s.domMs;
  const painted = (s: Sample) => s.paintedMs;
  const app = (s: Sample) => s.domMs + s.frameWorkMs;
  const rows = [
    row('tap → DOM updated', samples.map(dom)),
    row('tap → painted (rAF + task)', samples.map(painted)),
    row(
      'tap → next frame (double rAF)',
      samples.map((s) => s.doubleRafMs),
    ),
    row("app's work: tap → DOM + frame render", samples.map(app)),
    row(
      'idle wait for the display frame',
      samples.map((s) => s.frameWaitMs),
    ),
    row('empty page: tap → painted (floor)', baseline.map(painted)),
    row("empty page: app's work", baseline.map(app)),
  ];

  console.log(`\nPractice scoring: ${server.baseUrl}${practicePath} (phone context, headless Chromium)\n`);
  printTable(
    ['setting', 'value'],
    [
      ['CPU throttling (CDP)', `${cpuThrottlingRate}×`],
      ['throws timed', `${samples.length} quick-score taps (${quickScores.join(', ')} in turn)`],
      ['legs checked out / matches', `${legs} / ${matches}`],
      ['run time', `${elapsedS.toFixed(1)} s`],
      ['machine', `${availableParallelism()} CPUs`],
      ['load average 1/5/15 min, before', loadBefore.map((l) => l.toFixed(2)).join(' / ')],
      ['load average 1/5/15 min, after', loadAfter.map((l) => l.toFixed(2)).join(' / ')],
    ],
  );
  console.log('');
  printTable(['measure', 'median', 'p95', 'max', `p95 < ${targetP95Ms} ms`], rows);
  console.log(
    `\nIssue #4 target: p95 tap → painted under ${targetP95Ms} ms. ` +
      `"painted" is the frame that carries the change; double rAF adds up to one frame interval.\n` +
      `"tap → painted" = app's work + idle wait for the display's next frame; the empty page shows how much ` +
      `of the target that wait alone takes on this machine at ${cpuThrottlingRate}× throttling.`,
  );
  const frameMs = 1000 / 60;
  const withinFrame = (values: Sample[]) =>
    `${((100 * values.filter((s) => app(s) < frameMs).length) / Math.max(1, values.length)).toFixed(0)} %`;
  console.log(
    `Taps whose work (tap → DOM + frame render) fits in one 60 Hz frame (${frameMs.toFixed(1)} ms): ` +
      `${withinFrame(samples)} (empty page: ${withinFrame(baseline)}).`,
  );
  if (loadBefore[0]! > availableParallelism())
    console.log('Note: the machine was busy (1-minute load above the CPU count); expect slower numbers.');
  await context?.close();
} finally {
  await browser.close();
  await server.stop();
}

/**
 * The floor: the same timing on a page that does nothing but change a number on a tap, in a fresh
 * phone context with the same throttling. Whatever this shows is the display and browser, not the app.
 */
async function emptyPageSamples(count: number): Promise<Sample[]> {
  const context = await phoneContext(browser, server.baseUrl);
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  const page = await context.newPage();
  await page.setContent(
    '<section aria-label="Jo, to throw"><p class="sayg-remaining">501</p></section>' +
      '<button aria-label="Score 60">60</button>' +
      '<script>let left = 501; document.querySelector("button").onclick = () => {' +
      ' left = left > 60 ? left - 60 : 501; document.querySelector(".sayg-remaining").textContent = String(left); };</script>',
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottlingRate });
  const result: Sample[] = [];
  for (let i = 0; i < count; i += 1) {
    result.push(await timeTap(page, 60));
    await page.waitForTimeout(37);
  }
  await context.close();
  return result;
}

type ScoringState = { kind: 'none' } | { kind: 'pick' } | { kind: 'finished' } | { kind: 'scoring'; remaining: number };

/** What the practice page shows: a first-thrower question, a finished match, or the thrower's score. */
async function scoringState(page: Page): Promise<ScoringState> {
  if (!page.url().includes('/practice')) return { kind: 'none' };
  return page.evaluate((): ScoringState => {
    const headings = Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6')).map(
      (h) => h.textContent?.trim() ?? '',
    );
    if (headings.some((h) => /^Who (plays first|won the bull)\?$/.test(h))) return { kind: 'pick' };
    if (headings.some((h) => h === 'Match finished')) return { kind: 'finished' };
    const thrower = document.querySelector('section[aria-label$=", to throw"]');
    // The big number is aria-hidden; the accessible text is a separate 'N left'.
    const leaves = Array.from(thrower?.querySelectorAll('*') ?? []).filter((e) => e.children.length === 0);
    const text = leaves.map((e) => e.textContent?.trim() ?? '');
    const left = text.map((t) => /^(\d+) left$/.exec(t)).find(Boolean);
    return left ? { kind: 'scoring', remaining: Number(left[1]) } : { kind: 'none' };
  });
}

/** Waits until the page has an idle period of 40 ms or more (nothing queued), at most 2 s. */
function settle(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const startedAt = performance.now();
        const wait = () =>
          requestIdleCallback((deadline) => {
            if (deadline.timeRemaining() >= 40 || performance.now() - startedAt > 2_000) resolve();
            else wait();
          });
        wait();
      }),
  );
}

/** Enters the remaining score on the digit keys and answers the darts question with 3 (not timed). */
async function checkOut(page: Page, remaining: number) {
  for (const digit of String(remaining)) await page.getByRole('button', { name: digit, exact: true }).click();
  await page.getByRole('button', { name: 'Enter score' }).click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await dialog.getByRole('button', { name: '3', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.waitForTimeout(100);
}

/** Taps 'Score N' inside the page and times the thrower's remaining score changing and being painted. */
function timeTap(page: Page, score: number): Promise<Sample> {
  return page.evaluate(
    (score) =>
      new Promise<Sample>((resolve, reject) => {
        const sections = Array.from(document.querySelectorAll('section[aria-label]'));
        const side = sections.findIndex((s) => s.getAttribute('aria-label')!.endsWith(', to throw'));
        const button = document.querySelector<HTMLButtonElement>(`button[aria-label="Score ${score}"]`);
        if (side < 0 || !button) return reject(new Error(`No thrower or no 'Score ${score}' button on the page`));
        // Read the side by position: its aria-label changes when the turn passes.
        const remainingText = () =>
          document.querySelectorAll('section[aria-label]')[side]?.querySelector('.sayg-remaining')?.textContent ??
          document.querySelectorAll('section[aria-label]')[side]?.textContent ??
          '';
        const before = remainingText();
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`The remaining score did not change within 5 s of tapping 'Score ${score}'`));
        }, 5_000);
        let tappedAt = 0;
        const observer = new MutationObserver(() => {
          if (remainingText() === before) return;
          const domAt = performance.now();
          observer.disconnect();
          clearTimeout(timer);
          let paintedAt = 0;
          requestAnimationFrame(() => {
            const frameAt = performance.now();
            // The first task after this frame: user-blocking runs ahead of the page's own queued
            // after-paint work (saving, the throw list), which is not on the path to the pixels.
            const scheduler = (globalThis as { scheduler?: { postTask(cb: () => void, o: object): Promise<void> } })
              .scheduler;
            if (scheduler)
              void scheduler.postTask(() => (paintedAt = performance.now()), { priority: 'user-blocking' });
            else {
              const channel = new MessageChannel();
              channel.port1.onmessage = () => {
                paintedAt = performance.now();
                channel.port1.close();
              };
              channel.port2.postMessage(null);
            }
            requestAnimationFrame(() => {
              const doubleRafAt = performance.now();
              resolve({
                domMs: domAt - tappedAt,
                paintedMs: (paintedAt || doubleRafAt) - tappedAt,
                doubleRafMs: doubleRafAt - tappedAt,
                frameWaitMs: frameAt - domAt,
                frameWorkMs: (paintedAt || doubleRafAt) - frameAt,
              });
            });
          });
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        tappedAt = performance.now();
        button.click();
      }),
    score,
  );
}

/** Nearest-rank percentile of ascending `values`. */
function percentile(values: number[], p: number): number {
  return values[Math.min(values.length - 1, Math.max(0, Math.ceil(p * values.length) - 1))]!;
}

function ms(value: number): string {
  return `${value.toFixed(1)} ms`;
}
