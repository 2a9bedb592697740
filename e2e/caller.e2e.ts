import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callsOfVisits, recordedLeg } from '../packages/domain/src/scoring/testing/caller-replay.js';
import { repoRoot } from '../scripts/web-build.mjs';
import { expectNoSeriousAxeViolations, sizedContext } from './support/browser.js';
import { screenshotOnFailure } from './support/failure-screenshots.js';
import { tap } from './support/live.js';
import { serverAndBrowserFor } from './support/journey.js';
import { admin } from './support/server.js';
import { signInDirectly, visible } from './support/sign-in.js';
import { findSidewaysOverflow } from './support/sideways-overflow.js';

const shotsDir = join(repoRoot, 'screenshots', 'caller');

/**
 * Installed before the page's own scripts: every call to the browser's speech is recorded
 * ('speak: …' with the utterance's text, 'cancel') and then made. Headless Chromium has the Web
 * Speech API but no voices, so what is recorded is what a speaker would have said.
 */
function recordSpeech() {
  const said: string[] = [];
  (window as unknown as { said: string[] }).said = said;
  const synth = window.speechSynthesis;
  const speak = synth.speak.bind(synth);
  const cancel = synth.cancel.bind(synth);
  synth.speak = (utterance) => {
    said.push(`speak: ${utterance.text}`);
    speak(utterance);
  };
  synth.cancel = () => {
    said.push('cancel');
    cancel();
  };
}

const said = (page: Page) => page.evaluate(() => (window as unknown as { said: string[] }).said);
const spoken = async (page: Page) =>
  (await said(page)).filter((call) => call.startsWith('speak: ')).map((call) => call.slice(7));

async function recordingContext(browser: Browser, baseUrl: string, width: number): Promise<BrowserContext> {
  const context = await sizedContext(browser, baseUrl, width);
  await context.addInitScript(recordSpeech);
  return context;
}

/** Opens the caller's settings and turns it on, or leaves it off; answers the control. */
async function openCaller(page: Page, on: boolean) {
  const control = page.locator('details.caller-control');
  await control.getByText('Caller: off').click();
  const toggle = control.getByRole('switch', { name: 'Call the scores aloud' });
  if (on) {
    // Keyboard only: the switch is reached and flipped with the space bar.
    await toggle.focus();
    await page.keyboard.press('Space');
    await visible(control.getByText('Caller: on'));
  }
  await visible(control.getByRole('combobox', { name: 'Voice' }));
  await visible(control.getByRole('combobox', { name: 'Speed' }));
  return control;
}

// Issue #27, the spoken caller: a leg scored on a 360 px phone with the caller on is called visit by
// visit exactly as the domain's table for that leg says (a 180, a bust, what Ann requires, the game
// shot and the match); a signed-out TV with the caller on calls the same visits scored on the phone;
// a screen with the caller left off (the default) says nothing. Screenshots of the control at 360,
// 390 and 1280 px land in screenshots/caller/.
describe('the spoken caller', () => {
  const journey = serverAndBrowserFor(shotsDir);

  it("calls a recorded leg on the scorer's phone and a signed-out TV, and says nothing when off", async () => {
    const options = { yourName: 'Ann Archer', opponentName: 'Bob Bell', startingScore: 501, numberOfLegs: 1 };
    const expected = callsOfVisits(options, recordedLeg.first, recordedLeg.visits);
    expect(expected).toEqual(recordedLeg.calls('match'));

    const scorer = await (await recordingContext(journey.browser, journey.server.baseUrl, 360)).newPage();
    const tv = await (await recordingContext(journey.browser, journey.server.baseUrl, 1280)).newPage();
    const quietTv = await (await recordingContext(journey.browser, journey.server.baseUrl, 390)).newPage();
    screenshotOnFailure({ scorer, tv, quietTv });

    await signInDirectly(scorer, admin);
    await scorer.goto('/practice?yourName=Ann%20Archer&opponentName=Bob%20Bell&numberOfLegs=1');
    await visible(scorer.getByRole('heading', { name: 'Who plays first?' }));
    const scorerControl = await openCaller(scorer, true);
    expect(await findSidewaysOverflow(scorer)).toEqual([]);
    await scorerControl.scrollIntoViewIfNeeded();
    await scorer.screenshot({ path: join(shotsDir, '360-scorer-caller.png') });
    await expectNoSeriousAxeViolations(scorer);
    await scorer.getByRole('button', { name: 'Ann Archer', exact: true }).click();
    await scorer.waitForURL((url) => /^#[0-9a-f-]{36}$/.test(url.hash));
    const id = new URL(scorer.url()).hash.slice(1);

    // Two signed-out TVs follow the match: one with the caller on, one left off.
    for (const page of [tv, quietTv]) {
      await page.goto(`/tv?id=${id}`);
      await visible(page.getByText('Best of 1 / from 501 / Leg 1'));
    }
    await openCaller(tv, true);
    const quietControl = await openCaller(quietTv, false);
    await tv.screenshot({ path: join(shotsDir, '1280-tv-caller.png') });
    await expectNoSeriousAxeViolations(tv);
    await quietTv.screenshot({ path: join(shotsDir, '390-tv-caller.png') });
    expect(await findSidewaysOverflow(quietTv)).toEqual([]);
    await quietControl.getByText('Caller: off').click();

    for (const [index, visit] of recordedLeg.visits.entries()) {
      await tap(scorer, typeof visit === 'number' ? visit : visit.checkout);
      if (typeof visit !== 'number') {
        const checkout = scorer.getByRole('dialog', { name: 'Checkout' });
        await checkout.getByRole('button', { name: String(visit.darts), exact: true }).click();
      }
      // The TV is sent each visit before the next is thrown, so it has one to call every time.
      await expect.poll(() => spoken(tv)).toHaveLength(index + 1);
    }
    await expect.poll(() => spoken(scorer)).toEqual(expected);
    expect(await spoken(tv)).toEqual(expected);
    // Never over itself: every call first cancels whatever was still being said.
    for (const page of [scorer, tv]) {
      const calls = await said(page);
      expect(calls.filter((call, i) => call.startsWith('speak: ') && calls[i - 1] !== 'cancel')).toEqual([]);
    }
    await visible(quietTv.getByText('Ann Archer wins the match'));
    expect(await said(quietTv)).toEqual([]);
    await quietTv.screenshot({ path: join(shotsDir, '390-tv-won.png') });
    await scorer.screenshot({ path: join(shotsDir, '360-scorer-won.png'), fullPage: true });
    expect(await findSidewaysOverflow(scorer)).toEqual([]);
  });
});
