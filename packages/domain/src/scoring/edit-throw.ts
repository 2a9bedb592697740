import { completeCheckout } from './apply-throw.js';
import { legProblem } from './leg-problem.js';
import { lastThrower, legWinner, nextThrower, recomputeTotals } from './leg.js';
import { ok, refuse } from './outcome.js';
import type { Leg, LegThrow, Outcome, Side } from './types.js';

/** Removes the most recent throw and gives the turn back to whoever threw it. */
export function undoLastThrow(leg: Leg): Outcome<Leg> {
  const side = lastThrower(leg);
  if (!side) return refuse('There is no throw to undo');
  const throws = leg[side].throws.slice(0, -1);
  return ok(recomputeTotals({ ...leg, [side]: { ...leg[side], throws }, currentThrow: side }));
}

/**
 * Replaces throw `throwIndex` of `side` (spec 2 §2 'Edit throw', §4 edit-score mode, §5: score
 * 0-180, darts 1-3). Saving drops throws with 0 or fewer darts; busts, totals and the winner are
 * derived again. Refused when the leg could not then have been played (see `legProblem`).
 */
export function editThrow(leg: Leg, side: Side, throwIndex: number, edit: LegThrow): Outcome<Leg> {
  if (!leg[side].throws[throwIndex]) return refuse(`There is no throw ${throwIndex + 1} for ${side}`);
  if (!Number.isInteger(edit.score) || edit.score < 0 || edit.score > 180)
    return refuse('Enter a score between 0 and 180');
  if (!Number.isInteger(edit.noOfDarts) || edit.noOfDarts > 3) return refuse('Enter 1, 2 or 3 darts');
  const edited = leg[side].throws.map((t, i) =>
    i === throwIndex ? { score: edit.score, noOfDarts: edit.noOfDarts } : t,
  );
  const kept = (throws: LegThrow[]) => throws.filter((t) => t.noOfDarts > 0);
  const home = kept(side === 'home' ? edited : leg.home.throws);
  const away = kept(side === 'away' ? edited : leg.away.throws);
  const dropped = home.length !== leg.home.throws.length || away.length !== leg.away.throws.length;
  const next = recomputeTotals({ ...leg, home: { ...leg.home, throws: home }, away: { ...leg.away, throws: away } });
  const problem = legProblem(next);
  if (problem) return refuse(problem);
  return ok(dropped ? { ...next, currentThrow: nextThrower(next) } : next);
}

/** Changes the darts of a finished leg's checkout: the previous-leg banner. */
export function changeCheckout(previousLeg: Leg, noOfDarts: number): Outcome<Leg> {
  const winner = legWinner(previousLeg);
  if (!winner) return refuse('The leg has no checkout to change');
  return completeCheckout(previousLeg, winner, noOfDarts);
}
