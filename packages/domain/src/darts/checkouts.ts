/** The highest score a player can check out with three darts (T20, T20, bull). */
export const maximumCheckout = 170;

/** A checkout of at least this many counts as a hi-check (`over100Checkouts`). */
export const hiCheckMinimum = 100;

// Scores from 2 to 170 that no three darts ending on a double can make.
const impossibleCheckouts = new Set([159, 162, 163, 165, 166, 168, 169]);

/** Whether a leg can be finished from `score` with at most three darts, the last a double or bull. */
export function isPossibleCheckout(score: number): boolean {
  return Number.isInteger(score) && score >= 2 && score <= maximumCheckout && !impossibleCheckouts.has(score);
}

/** Whether `score` is a hi-check: a possible checkout of 100 or more. */
export function isHiCheck(score: number): boolean {
  return score >= hiCheckMinimum && isPossibleCheckout(score);
}
