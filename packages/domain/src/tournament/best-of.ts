/** The smallest bestOf each editor accepts: the match editor 1, the tournament options 3. */
export const minimumBestOf = { match: 1, tournament: 3 } as const;

/** The text for a bestOf that is not a whole number of legs at or above the editor's minimum. */
export const bestOfInvalid = 'Best of is invalid';

/** Why a typed bestOf cannot be used in that editor, or undefined when it can. */
export function bestOfProblem(value: unknown, editor: keyof typeof minimumBestOf): string | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= minimumBestOf[editor]
    ? undefined
    : bestOfInvalid;
}

/**
 * The scores a side can be given in a match over `legs` legs: 0 to ⌈legs ÷ 2⌉, the
 * top one deciding the match for an odd number of legs.
 */
export function sideScoreChoices(legs: number): number[] {
  return Array.from({ length: Math.ceil(legs / 2) + 1 }, (_, score) => score);
}

/**
 * A side's score choices as a match editor lists them: the legs won, or in a team-based
 * tournament 'Lose' (0) and 'Win' (the fewest legs that win the match: more than half).
 */
export function sideScoreOptions(legs: number, teamBased: boolean): Array<{ value: number; label: string }> {
  if (teamBased) {
    return [
      { value: 0, label: 'Lose' },
      { value: Math.floor(legs / 2) + 1, label: 'Win' },
    ];
  }
  return sideScoreChoices(legs).map((value) => ({ value, label: String(value) }));
}
