import type { Tournament, TournamentSide } from './types.js';

/** The sides in the draw: every side not marked noShow, in their order. */
export function activeSides(tournament: Pick<Tournament, 'sides'>): TournamentSide[] {
  return tournament.sides.filter((side) => !side.noShow);
}

/**
 * How a knockout for `sideCount` sides is laid out: the first full round
 * holds the largest power of two not above the side count (`firstRoundSides`); each extra side
 * adds one preliminary match, so `preliminaryMatches` = sideCount − firstRoundSides and the
 * `byes` sides not in it go straight into the first full round. `roundCount` includes the
 * preliminary round when there is one.
 */
export type BracketPlan = {
  sideCount: number;
  preliminaryMatches: number;
  byes: number;
  firstRoundSides: number;
  roundCount: number;
};

/** The layout for `sideCount` sides; fewer than two sides play no match. */
export function bracketPlan(sideCount: number): BracketPlan {
  if (sideCount < 2) return { sideCount, preliminaryMatches: 0, byes: sideCount, firstRoundSides: 0, roundCount: 0 };
  const firstRoundSides = 2 ** Math.floor(Math.log2(sideCount));
  const preliminaryMatches = sideCount - firstRoundSides;
  const fullRounds = Math.log2(firstRoundSides);
  return {
    sideCount,
    preliminaryMatches,
    byes: sideCount - 2 * preliminaryMatches,
    firstRoundSides,
    roundCount: fullRounds + (preliminaryMatches > 0 ? 1 : 0),
  };
}

/** The matches in each round of the plan, first round first. */
export function matchesPerRound(plan: BracketPlan): number[] {
  const full: number[] = [];
  for (let sides = plan.firstRoundSides; sides >= 2; sides /= 2) full.push(sides / 2);
  return plan.preliminaryMatches > 0 ? [plan.preliminaryMatches, ...full] : full;
}

/**
 * A round's name: 'Preliminary' for a preliminary round, then by its
 * matches 'Final' (1), 'Semi-Final' (2), 'Quarter-Final' (4), otherwise 'Round N', where N counts
 * the full rounds from 1 (the preliminary round is not numbered).
 */
export function roundName(roundIndex: number, plan: BracketPlan): string {
  const preliminary = plan.preliminaryMatches > 0;
  if (preliminary && roundIndex === 0) return 'Preliminary';
  const fullRound = roundIndex - (preliminary ? 1 : 0);
  const matches = plan.firstRoundSides / 2 ** (fullRound + 1);
  if (matches === 1) return 'Final';
  if (matches === 2) return 'Semi-Final';
  if (matches === 4) return 'Quarter-Final';
  return `Round ${fullRound + 1}`;
}
