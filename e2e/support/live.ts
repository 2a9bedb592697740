import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** A live page's connection indicator ('Live', 'Updates every 10 s', 'Reconnecting…'). */
export const indicator = (page: Page) => page.getByRole('status', { name: 'Live updates' });

/** Whether the page shows `left` as a remaining score (the statistics' leg cell or the TV's big number). */
export const shows = (page: Page, left: number) =>
  page
    .getByText(String(left), { exact: true })
    .first()
    .isVisible()
    .catch(() => false);

/** Scores entered on the scoring screen's keypad. */
export async function tap(page: Page, ...scores: number[]) {
  for (const score of scores) {
    for (const digit of String(score)) await page.getByRole('button', { name: digit, exact: true }).click();
    await page.getByRole('button', { name: 'Enter score' }).click();
  }
}

/** Types `score` on the keypad and taps Enter; answers the time of the tap. */
export async function enter(page: Page, score: number): Promise<number> {
  for (const digit of String(score)) await page.getByRole('button', { name: digit, exact: true }).click();
  const enterButton = page.getByRole('button', { name: 'Enter score' });
  await enterButton.waitFor();
  const at = Date.now();
  await enterButton.click();
  return at;
}

/** Milliseconds from `since` until `page` shows `left` (polled every 20 ms, up to 5 s). */
export async function shownAfter(page: Page, left: number, since: number): Promise<number> {
  await expect.poll(() => shows(page, left), { timeout: 5_000, interval: 20 }).toBe(true);
  return Date.now() - since;
}

/** Expects the median of `times` within 1 s and the worst within 2 s (the watcher's promise). */
export function expectWithinASecond(times: number[], who: string) {
  const sorted = [...times].sort((x, y) => x - y);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  expect(median, `${who}: median of ${sorted.join(', ')} ms`).toBeLessThanOrEqual(1_000);
  expect(sorted[sorted.length - 1], `${who}: worst of ${sorted.join(', ')} ms`).toBeLessThanOrEqual(2_000);
}
