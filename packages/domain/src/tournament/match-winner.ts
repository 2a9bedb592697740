import { bestOfOf, type MatchSide, type Tournament, type TournamentMatch, type TournamentRound } from './types.js';

/** The legs a round's match is played over: its match option, else the tournament's bestOf. */
export function matchLegs(round: TournamentRound, matchIndex: number, tournament: Pick<Tournament, 'bestOf'>): number {
  return round.matchOptions[matchIndex]?.numberOfLegs ?? bestOfOf(tournament);
}

/** A score decides a match when it exceeds half the legs. */
export function isWinningScore(score: number | null | undefined, legs: number): boolean {
  return (score ?? 0) * 2 > legs;
}

/**
 * The side that won the match over `legs` legs: the one whose score
 * exceeds half the legs. Undecided, and also when both do (a problem `tournamentProblems` reports),
 * or when the side is missing: a placeholder cannot win.
 */
export function tournamentMatchWinner(match: TournamentMatch, legs: number): MatchSide | null {
  const a = isWinningScore(match.scoreA, legs) && Boolean(match.sideA);
  const b = isWinningScore(match.scoreB, legs) && Boolean(match.sideB);
  if (a === b) return null;
  return a ? 'sideA' : 'sideB';
}
