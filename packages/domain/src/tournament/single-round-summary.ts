import { threeDartAverage, type Totals } from '../scoring/averages.js';
import { legAt, legIndexes } from '../scoring/match.js';
import { scoreBands, sideTotals, type ScoreBands } from '../scoring/statistics.js';
import type { Sayg, Side } from '../scoring/types.js';
import type { MatchSide, TournamentMatch } from './types.js';

/** A match of a single round with its leg-by-leg record, if one was kept. */
export type ReportedMatch = { match: TournamentMatch; sayg?: Sayg | null };

/** One side's figures in one match: legs won, the visit bands, counted score and darts, average. */
export type SideFigures = ScoreBands & Totals & { legsWon: number; average: number | null };

/** A row of the summary table: the match number (from 1) and each side's figures. */
export type SummaryRow = { matchNumber: number; sideA: SideFigures; sideB: SideFigures };

/** A side's totals row and its two closing averages. */
export type SideTotals = ScoreBands &
  Totals & { legsWon: number; roundedAverage: number | null; dartsForWindowsAverage: number | null };

export type SingleRoundSummary = { rows: SummaryRow[]; totals: { sideA: SideTotals; sideB: SideTotals } };

// Side A scores as the record's home competitor and side B as its away one.
const recordSide: Record<MatchSide, Side> = { sideA: 'home', sideB: 'away' };
const noBands: ScoreBands = { tons: 0, hundreds: 0, oneForties: 0, oneEighties: 0, combined: 0 };
const round2 = (value: number) => Math.round(value * 100) / 100;

function figures({ match, sayg }: ReportedMatch, side: MatchSide): SideFigures {
  const legsWon = (side === 'sideA' ? match.scoreA : match.scoreB) ?? 0;
  if (!sayg) return { ...noBands, score: 0, darts: 0, legsWon, average: null };
  const totals = sideTotals(sayg, recordSide[side]);
  return { ...scoreBands(sayg, recordSide[side]), ...totals, legsWon, average: threeDartAverage(totals) };
}

/** The three-dart average of each leg the side threw in, across the reported matches. */
function legAverages(matches: readonly ReportedMatch[], side: MatchSide): number[] {
  return matches.flatMap(({ sayg }) =>
    sayg ? legIndexes(sayg).flatMap((i) => threeDartAverage(sideTotals(legAt(sayg, i)!, recordSide[side])) ?? []) : [],
  );
}

/**
 * The totals row with its two averages:
 * - roundedAverage = (Σ leg averages) ÷ (number of legs thrown), each leg average being
 *   score ÷ (darts ÷ 3) rounded to 2 decimals, and the mean rounded to 2 decimals;
 * - dartsForWindowsAverage = total score ÷ total darts × 3, rounded to 2 decimals.
 * Both are null when the side threw no dart.
 */
function sideTotalsOf(rows: readonly SummaryRow[], matches: readonly ReportedMatch[], side: MatchSide): SideTotals {
  const sum = (key: keyof ScoreBands | 'score' | 'darts' | 'legsWon') => rows.reduce((n, row) => n + row[side][key], 0);
  const legs = legAverages(matches, side);
  const totals = { score: sum('score'), darts: sum('darts') };
  return {
    tons: sum('tons'),
    hundreds: sum('hundreds'),
    oneForties: sum('oneForties'),
    oneEighties: sum('oneEighties'),
    combined: sum('combined'),
    ...totals,
    legsWon: sum('legsWon'),
    roundedAverage: legs.length > 0 ? round2(legs.reduce((a, b) => a + b, 0) / legs.length) : null,
    dartsForWindowsAverage: threeDartAverage(totals),
  };
}

/**
 * The single-round report's summary table: per match,
 * each side's legs won (the match score), tons (every visit of 100+), 100+, 140+, 180s and the
 * combined count where a 180 counts double, and the player average score ÷ (darts ÷ 3); then the
 * totals row with the rounded average and the 'Darts for windows average'.
 */
export function singleRoundSummary(matches: readonly ReportedMatch[]): SingleRoundSummary {
  const rows = matches.map((reported, i) => ({
    matchNumber: i + 1,
    sideA: figures(reported, 'sideA'),
    sideB: figures(reported, 'sideB'),
  }));
  return { rows, totals: { sideA: sideTotalsOf(rows, matches, 'sideA'), sideB: sideTotalsOf(rows, matches, 'sideB') } };
}
