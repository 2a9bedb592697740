import { maximumCheckout } from '../darts/checkouts.js';
import { boardDarts, type Dart } from './dartboard.js';

/**
 * How much a scorer dislikes aiming at a dart: big trebles for set-up shots, then the doubles
 * that halve well (D20, D16, D8) to finish. Lower is better; a route's cost is the sum.
 */
function setUpCost(dart: Dart): number {
  if (dart.label === 'Bull') return 7;
  if (dart.label === '25') return 4;
  if (dart.label.startsWith('T')) {
    const n = dart.score / 3;
    return n === 20 ? 0 : n === 19 ? 1 : n === 18 ? 2 : n >= 16 ? 3 : n === 15 ? 4 : n >= 10 ? 5 : 7;
  }
  if (dart.isDouble) return 9;
  return (20 - dart.score) / 20;
}

const doubleCosts: Record<number, number> = { 20: 0, 16: 0, 8: 1, 10: 1, 18: 2, 12: 2, 4: 2, 14: 3, 6: 3, 2: 3 };

function finishCost(dart: Dart): number {
  return dart.label === 'Bull' ? 10 : 2 * (doubleCosts[dart.score / 2] ?? 5);
}

// Ties go to the bigger dart, so a route reads T20 20 D16 rather than 20 T20 D16.
const setUps = [...boardDarts].sort((a, b) => setUpCost(a) - setUpCost(b) || b.score - a.score);
const finishes = new Map(boardDarts.filter((d) => d.isDouble).map((d) => [d.score, d]));

/**
 * The numbers from 2 to 170 that three darts cannot check out: every
 * finish ends on a double (the bull is double 25), so these are the bogey numbers.
 */
export const bogeyNumbers = [159, 162, 163, 165, 166, 168, 169] as const;

/** Every route of `setUpDarts` set-up darts and a finishing double that scores `remaining`. */
function* routes(remaining: number, setUpDarts: number): Generator<Dart[]> {
  if (setUpDarts === 0) {
    const finish = finishes.get(remaining);
    if (finish) yield [finish];
    return;
  }
  for (const first of setUps) {
    if (remaining - first.score < 2) continue;
    for (const rest of routes(remaining - first.score, setUpDarts - 1)) yield [first, ...rest];
  }
}

function routeCost(route: readonly Dart[]): number {
  return route.reduce((sum, dart, i) => sum + (i === route.length - 1 ? finishCost(dart) : setUpCost(dart)), 0);
}

/** Routes already searched, by `remaining:darts`. */
const known = new Map<string, readonly Dart[] | null>();

/**
 * A route that checks out `remaining` with at most `dartsLeft` darts, ending on a double (bull
 * counts as double 25), or null when none exists (above 170, bogey numbers, too few darts).
 * Beyond the spec, for the scoring panel: fewest darts first, then the cheapest route to aim at
 * (ties go to the bigger set-up dart).
 */
export function suggestCheckout(remaining: number, dartsLeft = 3): Dart[] | null {
  if (!Number.isInteger(remaining) || remaining < 2 || remaining > maximumCheckout) return null;
  const darts = Math.min(dartsLeft, 3);
  // A pure function of two small numbers: searched once (up to 62² routes), then looked up.
  const key = `${remaining}:${darts}`;
  if (!known.has(key)) known.set(key, search(remaining, darts));
  const found = known.get(key)!;
  return found && [...found];
}

function search(remaining: number, darts: number): Dart[] | null {
  for (let count = 1; count <= darts; count += 1) {
    let best: Dart[] | null = null;
    let bestCost = Infinity;
    for (const route of routes(remaining, count - 1)) {
      const cost = routeCost(route);
      if (cost < bestCost) [best, bestCost] = [route, cost];
    }
    if (best) return best;
  }
  return null;
}

/** Whether `remaining` can be checked out with `noOfDarts` darts. */
export function canCheckout(remaining: number, noOfDarts: number): boolean {
  return (
    Number.isInteger(noOfDarts) && noOfDarts >= 1 && noOfDarts <= 3 && suggestCheckout(remaining, noOfDarts) !== null
  );
}
