import { isPossibleVisitScore } from './dartboard.js';
import { needsFirstThrower } from './first-thrower.js';
import { checkoutProblem } from './leg-problem.js';
import { isCheckout, isSinglePlayer, legCheckout, legWinner, recomputeTotals } from './leg.js';
import { currentLegIndex, updateLeg } from './match.js';
import { canCheckout } from './suggest-checkout.js';
import { ok, refuse } from './outcome.js';
import { otherSide, type Leg, type Outcome, type Sayg, type Side } from './types.js';

/** Darts recorded for an entered score; a checkout's darts are asked for afterwards. */
export const dartsPerThrow = 3;

/**
 * Why `score` cannot be entered as a visit (a whole number 0-180), or null. The
 * 0-180 scores that three darts cannot make (163, 166, 169, 172, …) are refused as well.
 */
export function visitScoreProblem(score: number): string | null {
  if (!Number.isInteger(score) || score < 0 || score > 180) return 'Enter a score between 0 and 180';
  if (!isPossibleVisitScore(score)) return `${score} cannot be scored with three darts`;
  return null;
}

function nameOf(leg: Leg, side: Side): string {
  return leg.playerSequence.find((entry) => entry.value === side)?.text || side;
}

function applyLegThrow(leg: Leg, side: Side, score: number): Outcome<Leg> {
  const problem = visitScoreProblem(score);
  if (problem) return refuse(problem);
  if (needsFirstThrower(leg)) return refuse('Choose who plays first');
  if (legWinner(leg)) return refuse('The leg is finished');
  if (leg.currentThrow !== side) return refuse(`It is ${nameOf(leg, leg.currentThrow ?? side)}'s turn`);
  if (isCheckout(leg, side, score) && !canCheckout(score, dartsPerThrow))
    return refuse(`${score} cannot be checked out`);
  const throws = [...leg[side].throws, { score, noOfDarts: dartsPerThrow }];
  const next = isSinglePlayer(leg) ? side : otherSide(side);
  return ok(recomputeTotals({ ...leg, [side]: { ...leg[side], throws }, currentThrow: next }));
}

/**
 * Appends a visit of 3 darts for `side`. A bust is recorded but not
 * subtracted; the turn passes unless single-player. A score equal to the remainder wins the leg
 * with 3 darts: the panel then asks for the darts (`completeCheckout`) or takes it back
 * (`cancelCheckout`). Given a record, plays its current (highest-index) leg and keeps the legs won in step.
 */
export function applyThrow(leg: Leg, side: Side, score: number): Outcome<Leg>;
export function applyThrow<S extends Sayg>(sayg: S, side: Side, score: number): Outcome<S>;
export function applyThrow(target: Leg | Sayg, side: Side, score: number): Outcome<Leg | Sayg> {
  if (!('legs' in target)) return applyLegThrow(target, side, score);
  const index = currentLegIndex(target);
  if (index === undefined) return refuse('Choose who plays first');
  return updateLeg(target, index, (leg) => applyLegThrow(leg, side, score));
}

/**
 * Sets the darts (1-3) of `side`'s checkout throw and recomputes the totals, completing the leg
 *. Refused when the remainder cannot be checked out with that many darts.
 */
export function completeCheckout(leg: Leg, side: Side, noOfDarts: number): Outcome<Leg> {
  const checkout = legCheckout(leg);
  if (checkout?.side !== side) return refuse('There is no checkout to complete');
  const problem = checkoutProblem(checkout.score, noOfDarts);
  if (problem) return refuse(problem);
  const throws = leg[side].throws.map((t, i) => (i === checkout.throwIndex ? { ...t, noOfDarts } : t));
  return ok(recomputeTotals({ ...leg, [side]: { ...leg[side], throws } }));
}

/** Closing the checkout dialog removes the checkout throw and returns the turn. */
export function cancelCheckout(leg: Leg, side: Side): Outcome<Leg> {
  const checkout = legCheckout(leg);
  if (checkout?.side !== side) return refuse('There is no checkout to cancel');
  const throws = leg[side].throws.filter((_, i) => i !== checkout.throwIndex);
  return ok(recomputeTotals({ ...leg, [side]: { ...leg[side], throws }, currentThrow: side }));
}
