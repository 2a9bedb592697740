/** Counted score and darts thrown, for a leg, a match or the first nine darts. */
export type Totals = { score: number; darts: number };

/** The two averages the statistics switch between. */
export type AverageKind = 'three-dart' | 'one-dart';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** score ÷ (darts ÷ 3), rounded to 2 decimals; null with no darts. */
export function threeDartAverage(totals: Totals): number | null {
  return totals.darts > 0 ? round2(totals.score / (totals.darts / 3)) : null;
}

/** The three-dart average ÷ 3, rounded to 2 decimals; null with no darts. */
export function oneDartAverage(totals: Totals): number | null {
  return totals.darts > 0 ? round2(totals.score / (totals.darts / 3) / 3) : null;
}

/** The average shown to 2 decimals, or '-' with no darts. */
export function formatAverage(totals: Totals, kind: AverageKind = 'three-dart'): string {
  const average = kind === 'three-dart' ? threeDartAverage(totals) : oneDartAverage(totals);
  return average === null ? '-' : average.toFixed(2);
}
