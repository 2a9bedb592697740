import { activeSides, bracketPlan, matchesPerRound, roundName } from './bracket-plan.js';
import {
  bestOfOf,
  chainOf,
  defaultTournamentStartingScore,
  type Tournament,
  type TournamentMatch,
  type TournamentRound,
} from './types.js';

/**
 * The round chain for the tournament's active sides, in the order given:
 * the caller shuffles when the draw should be random (randomness comes in as an argument). The
 * last 2 × preliminaryMatches sides meet in the preliminary round; the others have a bye into the
 * first full round, whose remaining slots, like every later round's, stay empty for the winners
 * (`advanceWinners`). Every match option plays the tournament's bestOf from 501.
 */
export function drawBracket(tournament: Pick<Tournament, 'sides' | 'bestOf'>): TournamentRound | undefined {
  const sides = activeSides(tournament);
  const plan = bracketPlan(sides.length);
  const option = { numberOfLegs: bestOfOf(tournament), startingScore: defaultTournamentStartingScore };
  const seeded = plan.preliminaryMatches > 0 ? [...sides.slice(plan.byes), ...sides.slice(0, plan.byes)] : sides;
  const rounds = matchesPerRound(plan).map((count, roundIndex): TournamentRound => {
    const matches = Array.from({ length: count }, (_, m): TournamentMatch => {
      // Only the first round, and the byes in the round after a preliminary one, start with sides.
      const offset =
        roundIndex === 0
          ? 0
          : roundIndex === 1 && plan.preliminaryMatches > 0
            ? 2 * plan.preliminaryMatches
            : undefined;
      if (offset === undefined) return {};
      const sideA = seeded[offset + 2 * m];
      const sideB = seeded[offset + 2 * m + 1];
      return { ...(sideA ? { sideA } : {}), ...(sideB ? { sideB } : {}) };
    });
    return { name: roundName(roundIndex, plan), matches, matchOptions: matches.map(() => ({ ...option })) };
  });
  return chainOf(rounds);
}
