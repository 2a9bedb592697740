/** One dart as a scorer calls it: `T20`, `D16`, `7` (a single), `25` (outer bull) or `Bull`. */
export type Dart = { label: string; score: number; isDouble: boolean };

const numbers = Array.from({ length: 20 }, (_, i) => 20 - i);

/** Every scoring dart on the board, highest segment first. */
export const boardDarts: readonly Dart[] = [
  ...numbers.map((n) => ({ label: String(n), score: n, isDouble: false })),
  ...numbers.map((n) => ({ label: `D${n}`, score: 2 * n, isDouble: true })),
  ...numbers.map((n) => ({ label: `T${n}`, score: 3 * n, isDouble: false })),
  { label: '25', score: 25, isDouble: false },
  { label: 'Bull', score: 50, isDouble: true },
];

/** Scores reachable with exactly 0, 1, 2 and 3 darts (a dart may miss and score 0). */
const reachable: readonly ReadonlySet<number>[] = (() => {
  const sets = [new Set([0])];
  for (let n = 1; n <= 3; n += 1) {
    const previous = sets[n - 1] ?? new Set<number>();
    const next = new Set(previous);
    for (const total of previous) for (const dart of boardDarts) next.add(total + dart.score);
    sets.push(next);
  }
  return sets;
})();

/**
 * The visit scores from 0 to 180 that three darts cannot make. The keypad
 * accepts 0-180, but these cannot have been thrown, so the engine refuses them as typing mistakes.
 */
export const impossibleVisitScores = [163, 166, 169, 172, 173, 175, 176, 178, 179] as const;

/** Whether `noOfDarts` darts (1-3) can score `score` in one visit, misses allowed. */
export function isPossibleVisitScore(score: number, noOfDarts = 3): boolean {
  return Number.isInteger(noOfDarts) && noOfDarts >= 1 && reachable[noOfDarts]?.has(score) === true;
}
