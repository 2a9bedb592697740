import { hiCheckListProblems } from '../darts/hi-check.js';
import { mostLegsWon } from '../league/match-layout.js';
import { matchNumber } from './match-number.js';
import { isWinningScore, matchLegs, tournamentMatchWinner } from './match-winner.js';
import { sideProblems } from './side-rules.js';
import { roundsOf, type Tournament } from './types.js';

/** The texts of the match rules (the others are ours). */
export const matchTexts = {
  scoreAboveLegs: (matchNumber: number, legs: number) =>
    `Match ${matchNumber}: a score cannot be more than ${legs} legs`,
  bothSidesWinning: (matchNumber: number) => `Match ${matchNumber}: only one side can win`,
  previousRoundsFirst: 'Finish entering data for the previous rounds first',
} as const;

/**
 * Why the tournament cannot be saved, in the texts shown to the user; empty when it can
 *: every side's problems, each score within the legs to win,
 * at most one winner per match, and no score in a round while the round before has an
 * undecided match (rounds are filled in order; a bye is never undecided), and every hi-check by the score card's rule
 * (`hiCheckScoreProblem`). Matches are numbered from 1 across all rounds.
 */
export function tournamentProblems(tournament: Tournament): string[] {
  const problems = new Set(tournament.sides.flatMap((side) => sideProblems(side, tournament)));
  const rounds = roundsOf(tournament.round);
  let previousDecided = true;
  rounds.forEach((round, roundIndex) => {
    let decided = true;
    let scored = false;
    round.matches.forEach((match, matchIndex) => {
      const number = matchNumber(rounds, roundIndex, matchIndex);
      const legs = matchLegs(round, matchIndex, tournament);
      const most = mostLegsWon(legs);
      if ((match.scoreA ?? 0) > most || (match.scoreB ?? 0) > most)
        problems.add(matchTexts.scoreAboveLegs(number, most));
      if (isWinningScore(match.scoreA, legs) && isWinningScore(match.scoreB, legs))
        problems.add(matchTexts.bothSidesWinning(number));
      // A drawn bracket's bye (issue #26) is passed without playing: it never holds the next round back.
      if (!match.bye && !tournamentMatchWinner(match, legs)) decided = false;
      if ((match.scoreA ?? 0) > 0 || (match.scoreB ?? 0) > 0) scored = true;
    });
    if (scored && !previousDecided) problems.add(matchTexts.previousRoundsFirst);
    previousDecided = decided;
  });
  for (const problem of hiCheckListProblems(tournament.over100Checkouts ?? [])) problems.add(problem);
  return [...problems];
}
