import { advanceWinners } from '../advance-winners.js';
import { chainOf, type Tournament } from '../types.js';
import { playTournament } from './play-tournament.js';

/**
 * The tournament with every slot fed (issue #26): one without a `draw` is a knockout of before the
 * draw and advances as it always has (`advanceWinners`); a drawn one is fed by its format's rules
 * from its first round and results. An undecided feeder empties its slot; applying it again changes nothing.
 */
export function advanceTournament<T extends Tournament>(tournament: T): T {
  if (!tournament.draw) return advanceWinners(tournament);
  const played = playTournament(tournament);
  return {
    ...tournament,
    round: chainOf(played.round),
    ...(played.losersRound ? { losersRound: chainOf(played.losersRound) } : {}),
    ...(played.finalRound ? { finalRound: chainOf(played.finalRound) } : {}),
  };
}
