import { threeDartAverage, type Totals } from './averages.js';
import { throwHistory, type ThrowRecord } from './bust.js';
import { legAt, legIndexes } from './match.js';
import type { Leg, Sayg, Side } from './types.js';

/**
 * Visit counts by band: `tons` is every visit of 100 or more;
 * `hundreds` 100 to under 140, `oneForties` 140 to under 180, `oneEighties` exactly 180, and
 * `combined` adds the three with each 180 counted twice. Busts are not counted.
 */
export type ScoreBands = { tons: number; hundreds: number; oneForties: number; oneEighties: number; combined: number };

/** The visits a first-nine average covers (beyond its letter: the first three visits). */
export const firstNineVisits = 3;

function legsOf(source: Leg | Sayg): Leg[] {
  if (!('legs' in source)) return [source];
  return legIndexes(source).flatMap((index) => legAt(source, index) ?? []);
}

function totalsOf(records: readonly ThrowRecord[]): Totals {
  const last = records.at(-1);
  return { score: last?.scoreSoFar ?? 0, darts: last?.dartsSoFar ?? 0 };
}

function sum(all: readonly Totals[]): Totals {
  return all.reduce((total, t) => ({ score: total.score + t.score, darts: total.darts + t.darts }), {
    score: 0,
    darts: 0,
  });
}

/** Counted score and darts of a side in a leg, or across a match's legs. */
export function sideTotals(source: Leg | Sayg, side: Side): Totals {
  return sum(legsOf(source).map((leg) => totalsOf(throwHistory(leg, side))));
}

/** Score and darts of a side's first three visits in each leg: the first-nine average's input. */
export function firstNineTotals(source: Leg | Sayg, side: Side): Totals {
  return sum(legsOf(source).map((leg) => totalsOf(throwHistory(leg, side).slice(0, firstNineVisits))));
}

/** The side's three-dart average after each of its throws in the leg. */
export function runningAverages(leg: Leg, side: Side): (number | null)[] {
  return throwHistory(leg, side).map((r) => threeDartAverage({ score: r.scoreSoFar, darts: r.dartsSoFar }));
}

/** A side's counted visits by band in a leg or a match. */
export function scoreBands(source: Leg | Sayg, side: Side): ScoreBands {
  const bands = { tons: 0, hundreds: 0, oneForties: 0, oneEighties: 0, combined: 0 };
  for (const leg of legsOf(source)) {
    for (const { score, isBust } of throwHistory(leg, side)) {
      if (isBust || score < 100) continue;
      bands.tons += 1;
      if (score < 140) bands.hundreds += 1;
      else if (score < 180) bands.oneForties += 1;
      else bands.oneEighties += 1;
    }
  }
  return { ...bands, combined: bands.hundreds + bands.oneForties + 2 * bands.oneEighties };
}
