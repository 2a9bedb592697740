import { threeDartAverage, type Totals } from './averages.js';
import { firstNineTotals, sideTotals } from './statistics.js';
import type { Sayg, Side } from './types.js';

/** A match scored as you go: the players of its home and away competitor, and its legs. */
export type ScoredMatch = {
  home: ReadonlyArray<{ id: string }>;
  away: ReadonlyArray<{ id: string }>;
  sayg: Sayg;
};

/** A player's averages over their score-as-you-go legs, to 2 decimals. */
export type PlayerAverages = { threeDartAverage: number; firstNineAverage: number };

const add = (a: Totals, b: Totals): Totals => ({ score: a.score + b.score, darts: a.darts + b.darts });

/**
 * Each player's 3-dart average (points ÷ darts × 3 over every dart thrown) and first-9 average
 * (the same over each leg's first three visits, at most 9 darts a leg) across `matches` (issue #14,
 * beyond the spec). Points are counted as the statistics count them (busts score nothing, their
 * darts count). Only a competitor that is one player is credited: a pairs or triples record does
 * not say who threw which visit. Players who threw no darts are left out.
 */
export function playerAverages(matches: readonly ScoredMatch[]): Map<string, PlayerAverages> {
  const totals = new Map<string, { all: Totals; firstNine: Totals }>();
  for (const match of matches) {
    const { sayg } = match;
    for (const side of ['home', 'away'] as const satisfies readonly Side[]) {
      const players = match[side];
      if (players.length !== 1) continue;
      const id = players[0]!.id;
      const zero = { score: 0, darts: 0 };
      const sum = totals.get(id) ?? { all: zero, firstNine: zero };
      totals.set(id, {
        all: add(sum.all, sideTotals(sayg, side)),
        firstNine: add(sum.firstNine, firstNineTotals(sayg, side)),
      });
    }
  }
  const averages = new Map<string, PlayerAverages>();
  for (const [id, { all, firstNine }] of totals) {
    const three = threeDartAverage(all);
    const nine = threeDartAverage(firstNine);
    if (three !== null && nine !== null) averages.set(id, { threeDartAverage: three, firstNineAverage: nine });
  }
  return averages;
}
