import type { Tournament, TournamentSide } from '../types.js';
import { isDrawLocked } from './draw-lock.js';

/** What the organiser is told when the sides change after a draw (issue #26). */
export const sidesAfterDrawTexts = {
  /** A side playing now that the draw left out, once a match has started: refused. */
  addedAfterStart:
    'The draw has started: a side added now would not be in the bracket. Add it as a no show, or leave it out of tonight',
  /** The sides changed before any match started: the draw is undone and made again. */
  drawUndone: 'The sides changed after the draw: the draw is undone, so make the draw again',
} as const;

/**
 * What a change of a drawn night's sides to `sides` does to its draw (issue #26 "Draw and seeding"):
 * 'kept' when no side that plays comes or goes (or nothing is drawn); 'undone' when one does before
 * any match has started, so the draw is made again with every side in it; once a match has started,
 * 'refused' when a side that plays was not drawn (it could have no place in the bracket), and 'kept'
 * when a drawn side only leaves (its matches give its opponents a walkover, as in a knockout).
 */
export function drawAfterSides(
  tournament: Tournament,
  sides: readonly TournamentSide[],
): 'kept' | 'undone' | 'refused' {
  const order = tournament.draw?.order;
  if (!order) return 'kept';
  const playing = new Set(sides.filter((side) => !side.noShow).map((side) => side.id));
  const drawn = new Set(order);
  const added = [...playing].some((id) => !drawn.has(id));
  const left = order.some((id) => !playing.has(id));
  if (!added && !left) return 'kept';
  if (!isDrawLocked(tournament)) return 'undone';
  return added ? 'refused' : 'kept';
}
