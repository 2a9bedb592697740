import { roundsOf, type Tournament, type TournamentRound } from '../types.js';
import { playDoubleElimination } from './double-elimination.js';
import { groupsKnockoutSlots } from './groups-knockout.js';
import { playBracket } from './knockout.js';
import type { Slot } from './slots.js';

/** A drawn tournament played forward (issue #26): every stage fed, with its champion and runner-up. */
export type PlayedTournament = {
  round: TournamentRound[];
  losersRound?: TournamentRound[];
  finalRound?: TournamentRound[];
  champion: Slot;
  runnerUp: Slot;
};

/** The drawn tournament's stages fed from its first round and results (see `advanceTournament`). */
export function playTournament(tournament: Tournament): PlayedTournament {
  if (tournament.format === 'doubleElimination') {
    const played = playDoubleElimination(tournament);
    return {
      round: played.winners.rounds,
      losersRound: played.losers.rounds,
      finalRound: played.final,
      champion: played.champion,
      runnerUp: played.runnerUp,
    };
  }
  const first = tournament.format === 'groups' ? groupsKnockoutSlots(tournament) : undefined;
  const played = playBracket(roundsOf(tournament.round), tournament, first);
  const final = played.outcomes[played.outcomes.length - 1];
  const outcome = final?.length === 1 ? final[0]! : { winner: 'pending' as const, loser: 'pending' as const };
  return { round: played.rounds, champion: outcome.winner, runnerUp: outcome.loser };
}
