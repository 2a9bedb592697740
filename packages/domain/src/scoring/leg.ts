import { throwHistory } from './bust.js';
import { otherSide, type Leg, type LegCompetitor, type Side } from './types.js';

/** The checkout that won a leg. */
export type LegCheckout = { side: Side; score: number; noOfDarts: number; throwIndex: number };

const emptyCompetitor = (): LegCompetitor => ({ score: 0, noOfDarts: 0, throws: [] });

/** A leg nobody has thrown in, with the first thrower not yet chosen. */
export function emptyLeg(startingScore: number): Leg {
  return { startingScore, home: emptyCompetitor(), away: emptyCompetitor(), playerSequence: [], currentThrow: null };
}

/** Single-player mode: the throwing order holds one entry, so the turn never passes. */
export function isSinglePlayer(leg: Leg): boolean {
  return leg.playerSequence.length === 1;
}

/** Sides in throwing order; home then away when the order is not known. */
export function throwingOrder(leg: Leg): Side[] {
  return leg.playerSequence.length > 0 ? leg.playerSequence.map((entry) => entry.value) : ['home', 'away'];
}

/** What the side still needs: the starting score less its counted (non-bust) throws. */
export function remainingScore(leg: Leg, side: Side): number {
  return throwHistory(leg, side).at(-1)?.remaining ?? leg.startingScore;
}

/** Whether `score` equals the side's remainder, so the scorer is asked for checkout darts. */
export function isCheckout(leg: Leg, side: Side, score: number): boolean {
  const remaining = remainingScore(leg, side);
  return remaining > 0 && score === remaining;
}

/**
 * The throw that took a side's total to the starting score (spec 2 §4: a leg is won when a
 * player's total equals the starting score), or null. Should both sides show one (bad data), the
 * earlier in throwing order counts.
 */
export function legCheckout(leg: Leg): LegCheckout | null {
  let found: LegCheckout | null = null;
  let foundAt = Infinity;
  for (const [position, side] of throwingOrder(leg).entries()) {
    const throwIndex = throwHistory(leg, side).findIndex((record) => record.isCheckout);
    const thrown = leg[side].throws[throwIndex];
    const at = throwIndex * 2 + position;
    if (!thrown || at >= foundAt) continue;
    found = { side, score: thrown.score, noOfDarts: thrown.noOfDarts, throwIndex };
    foundAt = at;
  }
  return found;
}

/** The side that won the leg, or null while it is being played. */
export function legWinner(leg: Leg): Side | null {
  return legCheckout(leg)?.side ?? null;
}

/** Who throws next by alternation: the side in the throwing order with fewer throws. */
export function nextThrower(leg: Leg): Side | null {
  const [first, second] = leg.playerSequence.map((entry) => entry.value);
  if (!first) return leg.currentThrow;
  if (!second) return first;
  return leg[first].throws.length <= leg[second].throws.length ? first : second;
}

/** Who threw the most recent throw, by alternation; null when nobody has thrown. */
export function lastThrower(leg: Leg): Side | null {
  const [first = 'home', second = otherSide(first)] = throwingOrder(leg);
  if (isSinglePlayer(leg)) return leg[first].throws.length > 0 ? first : null;
  if (leg[first].throws.length > leg[second].throws.length) return first;
  return leg[second].throws.length > 0 ? second : null;
}

/** The leg with each side's `score` and `noOfDarts` recomputed from its throws. */
export function recomputeTotals(leg: Leg): Leg {
  const totals = (side: Side): LegCompetitor => {
    const last = throwHistory(leg, side).at(-1);
    return { score: last?.scoreSoFar ?? 0, noOfDarts: last?.dartsSoFar ?? 0, throws: leg[side].throws };
  };
  return { ...leg, home: totals('home'), away: totals('away') };
}
