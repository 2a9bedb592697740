import { hiCheckMinimum } from '../darts/checkouts.js';
import { cardEditingMessages } from '../score-card/card-editing.js';

/** The highest hi-check the tournament page takes (spec 2 §9: hi-check input range 100-120). */
export const tournamentHiCheckMaximum = 120;

/** The text for a hi-check outside the tournament's range. */
export const tournamentHiCheckOutOfRange = `A hi-check must be from ${hiCheckMinimum} to ${tournamentHiCheckMaximum}`;

/**
 * Why a tournament hi-check cannot be added yet, or undefined when it can (spec 2 §5, §9): a player
 * first ('Ensure a player is selected first'), then a score ('Enter the score first'), a whole
 * number from 100 to 120.
 */
export function tournamentHiCheckProblem(playerId: string | null | undefined, score: number | null): string | undefined {
  if (!playerId) return cardEditingMessages.selectPlayerFirst;
  if (score === null || Number.isNaN(score)) return cardEditingMessages.enterScoreFirst;
  if (!Number.isInteger(score) || score < hiCheckMinimum || score > tournamentHiCheckMaximum)
    return tournamentHiCheckOutOfRange;
  return undefined;
}
