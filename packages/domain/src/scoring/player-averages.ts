import { threeDartAverage, type Totals } from './averages.js';
import { firstNineTotals, sideTotals } from './statistics.js';
import type { Sayg, Side } from './types.js';

/** A competitor's points and darts in a match: every dart, and each leg's first three visits. */
export type CompetitorTotals = { all: Totals; firstNine: Totals };

/** What the averages need from a score-as-you-go record, small enough to keep between requests. */
export type MatchTotals = Record<Side, CompetitorTotals>;

/** A match scored as you go: the players of its home and away competitor, and its totals. */
export type ScoredMatch = {
  home: ReadonlyArray<{ id: string }>;
  away: ReadonlyArray<{ id: string }>;
  totals: MatchTotals;
};

/** A player's averages over their score-as-you-go legs, to 2 decimals. */
export type PlayerAverages = { threeDartAverage: number; firstNineAverage: number };

const sides = ['home', 'away'] as const satisfies readonly Side[];
const add = (a: Totals, b: Totals): Totals => ({ score: a.score + b.score, darts: a.darts + b.darts });

/**
 * Each competitor's totals over a record's legs, counted as the match statistics count them
 * (busts score nothing, their darts count; the first nine is the first three visits).
 */
export function matchTotals(sayg: Sayg): MatchTotals {
  const of = (side: Side): CompetitorTotals => ({
    all: sideTotals(sayg, side),
    firstNine: firstNineTotals(sayg, side),
  });
  return { home: of('home'), away: of('away') };
}

/**
 * Each player's 3-dart average (points ÷ darts × 3 over every dart thrown) and first-9 average
 * (the same over each leg's first three visits, at most 9 darts a leg) across `matches` (issue #14,
 * beyond the spec): points and darts are added up over all the legs before dividing. Only a
 * competitor that is one player is credited: a pairs or triples record does not say who threw
 * which visit. Players who threw no darts are left out.
 */
export function playerAverages(matches: readonly ScoredMatch[]): Map<string, PlayerAverages> {
  const sums = new Map<string, CompetitorTotals>();
  for (const match of matches) {
    for (const side of sides) {
      const players = match[side];
      if (players.length !== 1) continue;
      const id = players[0]!.id;
      const zero = { score: 0, darts: 0 };
      const sum = sums.get(id) ?? { all: zero, firstNine: zero };
      const { all, firstNine } = match.totals[side];
      sums.set(id, { all: add(sum.all, all), firstNine: add(sum.firstNine, firstNine) });
    }
  }
  const averages = new Map<string, PlayerAverages>();
  for (const [id, { all, firstNine }] of sums) {
    const three = threeDartAverage(all);
    const nine = threeDartAverage(firstNine);
    if (three !== null && nine !== null) averages.set(id, { threeDartAverage: three, firstNineAverage: nine });
  }
  return averages;
}
