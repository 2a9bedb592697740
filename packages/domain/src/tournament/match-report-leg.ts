import { throwHistory } from '../scoring/bust.js';
import { scoreBands } from '../scoring/statistics.js';
import type { Leg, Side } from '../scoring/types.js';

/** A visit as the report prints it: the score thrown, struck through when it was a bust. */
export type ReportVisit = { score: number; isBust: boolean };

/**
 * One side's line for one leg of the printable match report (spec 2 §2 Single-round report:
 * columns throw numbers, AD, GS, SL, Tons).
 */
export type ReportLegLine = {
  /** Every visit in order, busts included (shown struck through). */
  visits: ReportVisit[];
  /** AD, actual darts: every dart thrown in the leg, busts and a short checkout counted as thrown. */
  actualDarts: number;
  /** GS, game shot: the checkout that won the leg, or null when the side did not check out. */
  gameShot: number | null;
  /** SL, score left: what the side still needed when the leg ended, or null when it checked out. */
  scoreLeft: number | null;
  /** Tons: visits of 100 or more, busts not counted (the Tons column counts 100 or more). */
  tons: number;
};

/** The side's report line for the leg. */
export function reportLegLine(leg: Leg, side: Side): ReportLegLine {
  const history = throwHistory(leg, side);
  const last = history.at(-1);
  const checkout = history.find((visit) => visit.isCheckout);
  return {
    visits: history.map(({ score, isBust }) => ({ score, isBust })),
    actualDarts: last?.dartsSoFar ?? 0,
    gameShot: checkout?.score ?? null,
    scoreLeft: checkout ? null : (last?.remaining ?? leg.startingScore),
    tons: scoreBands(leg, side).tons,
  };
}
