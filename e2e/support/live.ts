import type { Page } from 'playwright-core';

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
