import { tournamentPlacings } from '../tournament-winner.js';
import type { Tournament } from '../types.js';
import { playTournament } from './play-tournament.js';
import type { Slot } from './slots.js';

type SideOf<T extends Tournament> = T['sides'][number];

/**
 * The champion and runner-up of any tournament night (issue #26; contract §5.4 `winningSide`): a
 * knockout without a draw by `tournamentPlacings`, a drawn one by its format's rules. Undefined while
 * the last match is undecided. The sides are the tournament's own (`sides`), found by id.
 */
export function tournamentPlacingsOf<T extends Tournament>(
  tournament: T,
): { winner: SideOf<T>; runnerUp: SideOf<T> | undefined } | undefined {
  const own = (side: Slot | undefined): SideOf<T> | undefined =>
    typeof side === 'object' ? (tournament.sides.find(({ id }) => id === side.id) ?? side) : undefined;
  if (!tournament.draw) {
    const placings = tournamentPlacings(tournament);
    return placings && { winner: own(placings.winner)!, runnerUp: own(placings.runnerUp) };
  }
  const played = playTournament(tournament);
  const winner = own(played.champion);
  return winner && { winner, runnerUp: own(played.runnerUp) };
}

/** The side that won the tournament night, or undefined while it is undecided (issue #26). */
export function tournamentChampionOf<T extends Tournament>(tournament: T): SideOf<T> | undefined {
  return tournamentPlacingsOf(tournament)?.winner;
}
