/** A visit of at least this many is a ton (the Tons column counts 100 or more). */
export const tonMinimum = 100;

/** The most three darts can score: a 180. */
export const maximumScore = 180;

/**
 * How a score is shown ("Scores of 100 or more red; 180 bold"): `ton` from 100 up, and
 * `maximum` for a 180, which is a ton as well. Whether a bust is shown so is the screen's choice.
 */
export function scoreHighlights(score: number): { ton: boolean; maximum: boolean } {
  return { ton: score >= tonMinimum, maximum: score === maximumScore };
}
