import type { Leg, LegThrow, Side } from './types.js';

/** A throw with what the sequence before it makes of it. */
export type ThrowRecord = LegThrow & {
  /** Struck through: not subtracted from the remainder. */
  isBust: boolean;
  /** This throw took the remainder to exactly zero. */
  isCheckout: boolean;
  /** The remainder after this throw. */
  remaining: number;
  /** Counted (non-bust) score so far, this throw included. */
  scoreSoFar: number;
  /** Darts thrown so far, busts included. */
  dartsSoFar: number;
};

/**
 * A throw is a bust when it would take the remainder below zero or to exactly 1 (spec 2 §4 Live
 * leg flow). Derived, never stored: the wire has no bust flag.
 */
export function isBust(thrown: { score: number }, remainingBefore: number): boolean {
  const after = remainingBefore - thrown.score;
  return after < 0 || after === 1;
}

/** The side's throws replayed from the starting score, each with its bust, checkout and remainder. */
export function throwHistory(leg: Leg, side: Side): ThrowRecord[] {
  let remaining = leg.startingScore;
  let scoreSoFar = 0;
  let dartsSoFar = 0;
  return leg[side].throws.map((thrown) => {
    const bust = isBust(thrown, remaining);
    const before = remaining;
    if (!bust) remaining -= thrown.score;
    if (!bust) scoreSoFar += thrown.score;
    dartsSoFar += thrown.noOfDarts;
    const isCheckout = !bust && before > 0 && remaining === 0;
    return {
      score: thrown.score,
      noOfDarts: thrown.noOfDarts,
      isBust: bust,
      isCheckout,
      remaining,
      scoreSoFar,
      dartsSoFar,
    };
  });
}
