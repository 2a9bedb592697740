import { throwHistory } from './bust.js';
import { isPossibleVisitScore } from './dartboard.js';
import { isSinglePlayer, legCheckout, throwingOrder } from './leg.js';
import { canCheckout } from './suggest-checkout.js';
import { otherSide, type Leg, type LegThrow, type Side } from './types.js';

const sides: readonly Side[] = ['home', 'away'];

/** Why a single throw cannot have happened (score 0-180, darts 1-3), or null. */
export function throwProblem(thrown: LegThrow): string | null {
  const { score, noOfDarts } = thrown;
  if (!Number.isInteger(score) || score < 0 || score > 180) return 'Enter a score between 0 and 180';
  if (!Number.isInteger(noOfDarts) || noOfDarts < 1 || noOfDarts > 3) return 'Enter 1, 2 or 3 darts';
  if (!isPossibleVisitScore(score, noOfDarts)) {
    return `${score} cannot be scored with ${noOfDarts} ${noOfDarts === 1 ? 'dart' : 'darts'}`;
  }
  return null;
}

/** Why `remaining` cannot be checked out with `noOfDarts` darts, or null. */
export function checkoutProblem(remaining: number, noOfDarts: number): string | null {
  if (!Number.isInteger(noOfDarts) || noOfDarts < 1 || noOfDarts > 3) return 'Checkout darts must be 1, 2 or 3';
  if (canCheckout(remaining, noOfDarts)) return null;
  if (!canCheckout(remaining, 3)) return `${remaining} cannot be checked out`;
  return `${remaining} cannot be checked out with ${noOfDarts} ${noOfDarts === 1 ? 'dart' : 'darts'}`;
}

/**
 * Why the leg could not have been played as recorded, or null when it could: each
 * throw possible with its darts, each checkout possible with its darts, and nothing thrown after
 * the checkout by either side. Over-scoring cannot arise: a throw beyond the remainder is a bust.
 */
export function legProblem(leg: Leg): string | null {
  for (const side of sides) {
    const history = throwHistory(leg, side);
    for (const [index, record] of history.entries()) {
      const problem = throwProblem(record);
      if (problem) return `Throw ${index + 1} for ${side}: ${problem}`;
      if (record.isCheckout && index < history.length - 1) return 'A throw cannot follow the checkout';
      if (record.isCheckout) {
        const checkout = checkoutProblem(record.score, record.noOfDarts);
        if (checkout) return checkout;
      }
    }
  }
  const checkout = legCheckout(leg);
  if (!checkout) return null;
  const other = otherSide(checkout.side);
  const order = throwingOrder(leg);
  const otherWentFirst = order.indexOf(other) === 0 && order.indexOf(checkout.side) === 1;
  const allowed = isSinglePlayer(leg) ? 0 : checkout.throwIndex + (otherWentFirst ? 1 : 0);
  return leg[other].throws.length > allowed ? 'A throw cannot follow the checkout' : null;
}
