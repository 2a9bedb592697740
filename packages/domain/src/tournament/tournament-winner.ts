import { matchLegs, tournamentMatchWinner } from './match-winner.js';
import type { RoundMatchOption, Tournament, TournamentSide } from './types.js';

/** A round chain whose matches carry sides of type S (the wire's sides, say), read without losing S. */
type KnockoutRound<S extends TournamentSide> = {
  matches: Array<{ sideA?: S | null; sideB?: S | null; scoreA?: number | null; scoreB?: number | null }>;
  matchOptions: (RoundMatchOption | null)[];
  nextRound?: KnockoutRound<S> | null;
};

/**
 * The side that won a knockout (contract §5.4 `winningSide`): the winner of the final, the last
 * round of the chain when it holds exactly one match. None for a single-round tournament (it has
 * no final), without rounds, or while the final is undecided.
 */
export function tournamentWinner<S extends TournamentSide>(
  tournament: Pick<Tournament, 'bestOf' | 'singleRound'> & { round?: KnockoutRound<S> | null },
): S | undefined {
  if (tournament.singleRound) return undefined;
  let final = tournament.round ?? undefined;
  while (final?.nextRound) final = final.nextRound;
  const match = final?.matches.length === 1 ? final.matches[0] : undefined;
  if (!final || !match) return undefined;
  const winner = tournamentMatchWinner(match, matchLegs(final, 0, tournament));
  return (winner && match[winner]) ?? undefined;
}
