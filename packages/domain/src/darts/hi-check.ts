import { hiCheckMinimum, isPossibleCheckout, maximumCheckout } from './checkouts.js';

/** The texts a refused hi-check answers with, on the score card and the tournament alike. */
export const hiCheckMessages = {
  selectPlayerFirst: 'Ensure a player is selected first',
  enterScoreFirst: 'Enter the score first',
  needsScore: 'Enter the score of each hi-check',
  outOfRange: (score: number) =>
    `${score} is not a hi-check: enter a checkout from ${hiCheckMinimum} to ${maximumCheckout}`,
  impossible: (score: number) => `${score} cannot be checked out with three darts`,
} as const;

/**
 * Why `score` is not a hi-check, or null when it is (contract §3 "Hi-checks (100+)"; issue #22: one
 * rule for the score card and the tournament, since scored-as-you-go checkouts add them): a whole
 * number from 100 to 170 that three darts can check out (not 159, 162, 163, 165, 166, 168, 169).
 */
export function hiCheckScoreProblem(score: number): string | null {
  if (!Number.isInteger(score) || score < hiCheckMinimum || score > maximumCheckout)
    return hiCheckMessages.outOfRange(score);
  if (!isPossibleCheckout(score)) return hiCheckMessages.impossible(score);
  return null;
}

/**
 * Why a hi-check cannot be added yet, or null when it can: a player first ('Ensure a
 * player is selected first'), then a score ('Enter the score first'), then `hiCheckScoreProblem`.
 */
export function hiCheckProblem(playerId: string | null | undefined, score: number | null): string | null {
  if (!playerId) return hiCheckMessages.selectPlayerFirst;
  if (score === null || Number.isNaN(score)) return hiCheckMessages.enterScoreFirst;
  return hiCheckScoreProblem(score);
}

/** The problems of a list of stored hi-checks: each needs a score that passes `hiCheckScoreProblem`. */
export function hiCheckListProblems(hiChecks: ReadonlyArray<{ score?: number | null }>): string[] {
  return hiChecks.flatMap(({ score }) => {
    const problem = score == null ? hiCheckMessages.needsScore : hiCheckScoreProblem(score);
    return problem ? [problem] : [];
  });
}
