/**
 * The number a knockout match goes by ('Winner of match N'): matches are numbered from 1
 * across all rounds in order, so a round's first match follows the last of the round before.
 */
export function matchNumber(
  rounds: ReadonlyArray<{ matches: readonly unknown[] }>,
  roundIndex: number,
  matchIndex: number,
): number {
  return rounds.slice(0, roundIndex).reduce((n, round) => n + round.matches.length, 1) + matchIndex;
}
