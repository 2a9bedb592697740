import { matchLegs, tournamentMatchWinner } from './match-winner.js';
import { roundsOf, type Tournament, type TournamentSide } from './types.js';

/**
 * The side that won a knockout (contract §5.4 `winningSide`): the winner of the final, the last
 * round of the chain when it holds exactly one match. None for a single-round tournament (it has
 * no final), without rounds, or while the final is undecided.
 */
export function tournamentWinner(
  tournament: Pick<Tournament, 'round' | 'bestOf' | 'singleRound'>,
): TournamentSide | undefined {
  if (tournament.singleRound) return undefined;
  const final = roundsOf(tournament.round).at(-1);
  const match = final?.matches.length === 1 ? final.matches[0] : undefined;
  if (!final || !match) return undefined;
  const winner = tournamentMatchWinner(match, matchLegs(final, 0, tournament));
  return (winner && match[winner]) ?? undefined;
}
