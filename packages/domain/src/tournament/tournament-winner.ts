import { advanceWinners } from './advance-winners.js';
import { matchLegs, tournamentMatchWinner } from './match-winner.js';
import type { RoundMatchOption, Tournament, TournamentSide } from './types.js';

/** A round chain whose matches carry sides of type S (the wire's sides, say), read without losing S. */
type KnockoutRound<S extends TournamentSide> = {
  matches: Array<{ sideA?: S | null; sideB?: S | null; scoreA?: number | null; scoreB?: number | null }>;
  matchOptions: (RoundMatchOption | null)[];
  nextRound?: KnockoutRound<S> | null;
};

type Knockout<S extends TournamentSide> = Pick<Tournament, 'bestOf' | 'singleRound'> & {
  round?: KnockoutRound<S> | null;
};

/**
 * A knockout's winner and runner up (contract §5.4 `winningSide`; issue #22: the one rule for the
 * bracket, the fixtures list and the finals-night report): the final is the last round of the
 * chain when it holds exactly one match, won by the side with more than half its legs (its match
 * option, else bestOf). The final is read as the bracket shows it, its sides the winners the
 * rounds before moved on (`advanceWinners`, issue #25), whatever sides a stored final holds. None
 * for a single-round tournament (it has no final), without rounds, or while the final is undecided.
 */
export function tournamentPlacings<S extends TournamentSide>(
  tournament: Knockout<S>,
): { winner: S; runnerUp: S | undefined } | undefined {
  if (tournament.singleRound) return undefined;
  const advanced = advanceWinners({ sides: [], bestOf: tournament.bestOf, round: tournament.round });
  let final = advanced.round ?? undefined;
  while (final?.nextRound) final = final.nextRound;
  const match = final?.matches.length === 1 ? final.matches[0] : undefined;
  if (!final || !match) return undefined;
  const winner = tournamentMatchWinner(match, matchLegs(final, 0, tournament));
  if (!winner || !match[winner]) return undefined;
  return { winner: match[winner], runnerUp: match[winner === 'sideA' ? 'sideB' : 'sideA'] ?? undefined };
}

/** The side that won a knockout: `tournamentPlacings`' winner. */
export function tournamentWinner<S extends TournamentSide>(tournament: Knockout<S>): S | undefined {
  return tournamentPlacings(tournament)?.winner;
}
