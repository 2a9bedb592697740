import { hiCheckListProblems } from '../darts/hi-check.js';
import { mostLegsWon } from '../league/match-layout.js';
import { matchNumber } from './match-number.js';
import { isWinningScore, matchLegs, tournamentMatchWinner } from './match-winner.js';
import { sideProblems } from './side-rules.js';
import { tournamentMatchesOf, type PlacedMatch } from './formats/matches-of.js';
import { roundsOf, type Tournament } from './types.js';

/** The texts of the match rules (the others are ours). */
export const matchTexts = {
  scoreAboveLegs: (matchNumber: number, legs: number) =>
    `Match ${matchNumber}: a score cannot be more than ${legs} legs`,
  bothSidesWinning: (matchNumber: number) => `Match ${matchNumber}: only one side can win`,
  /** The same two rules for a match outside the main bracket (issue #26), named by where it is. */
  scoreAboveLegsAt: (place: string, legs: number) => `${place}: a score cannot be more than ${legs} legs`,
  bothSidesWinningAt: (place: string) => `${place}: only one side can win`,
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
  for (const placed of tournamentMatchesOf(tournament)) {
    if (placed.stage === 'round') continue;
    const { match, legs } = placed;
    const most = mostLegsWon(legs);
    if ((match.scoreA ?? 0) > most || (match.scoreB ?? 0) > most)
      problems.add(matchTexts.scoreAboveLegsAt(placeName(placed, tournament), most));
    if (isWinningScore(match.scoreA, legs) && isWinningScore(match.scoreB, legs))
      problems.add(matchTexts.bothSidesWinningAt(placeName(placed, tournament)));
  }
  for (const problem of hiCheckListProblems(tournament.over100Checkouts ?? [])) problems.add(problem);
  return [...problems];
}

/** A match outside the main bracket as the organiser reads it: 'Group A, match 2', 'Losers round 1, match 3', 'Grand final'. */
function placeName(placed: PlacedMatch, tournament: Tournament): string {
  const match = `match ${placed.matchIndex + 1}`;
  if (placed.stage === 'group') {
    const group = (tournament.groups ?? []).find((g) => g.id === placed.groupId);
    return `${group?.name ?? 'Group'}, ${match}`;
  }
  if (placed.stage === 'losersRound') return `Losers round ${placed.roundIndex + 1}, ${match}`;
  return placed.roundIndex === 0 ? 'Grand final' : 'Grand final reset';
}
