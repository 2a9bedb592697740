import type { Page } from 'playwright-core';
import { tap } from './live.js';
import { visible } from './sign-in.js';

/**
 * Scores one leg of 501 on the scoring screen so that `winner` checks out 141 in nine darts
 * (180, 180, 141) while the other side throws 26s, whoever throws first: the screen names the side
 * to throw ('{name}, to throw').
 */
export async function winLeg(page: Page, winner: string) {
  const plan = [180, 180, 141];
  while (plan.length > 0) {
    const winnerToThrow = await page.getByRole('heading', { name: `${winner}, to throw` }).isVisible();
    await tap(page, winnerToThrow ? plan.shift()! : 26);
  }
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await visible(checkout.getByText('How many darts to checkout?'));
  await checkout.getByRole('button', { name: '3', exact: true }).click();
}
