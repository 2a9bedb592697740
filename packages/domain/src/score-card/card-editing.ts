// Score card editing rules used by the score card page: score capping, player picking,
// the knockout switch, unpublishing and the accolade entry checks.
import { hiCheckMessages } from '../darts/hi-check.js';
import type { GamePlayer, Side } from '../league/fixture-result.js';
import {
  defaultMatchLayout,
  matchLayout,
  matchesPerFixture,
  mostLegsWon,
  type MatchLayout,
  type MatchOption,
} from '../league/match-layout.js';

/** The texts the score card's 180 and hi-check entry answers with. */
export const cardEditingMessages = {
  selectPlayerFirst: hiCheckMessages.selectPlayerFirst,
  enterScoreFirst: hiCheckMessages.enterScoreFirst,
  hiCheckOutOfRange: hiCheckMessages.outOfRange,
  impossibleCheckout: hiCheckMessages.impossible,
} as const;

/** A match's two scores as the card holds them: absent until entered. */
export type MatchScores = { homeScore?: number | null; awayScore?: number | null };

const otherSide = (side: Side): Side => (side === 'home' ? 'away' : 'home');
const key = (side: Side) => (side === 'home' ? 'homeScore' : 'awayScore');

/**
 * The scores after `side`'s score is typed: a whole number from 0 to the legs to win
 * (`mostLegsWon`: a higher one is capped, a negative one is 0); when the two add up to more than
 * `numberOfLegs`, the other side's becomes `numberOfLegs` minus this one. `null` (an emptied input)
 * clears the score.
 */
export function enterMatchScore(
  scores: MatchScores,
  side: Side,
  score: number | null,
  numberOfLegs: number,
): { homeScore: number | undefined; awayScore: number | undefined } {
  const current = { homeScore: scores.homeScore ?? undefined, awayScore: scores.awayScore ?? undefined };
  if (score === null || !Number.isFinite(score)) return { ...current, [key(side)]: undefined };
  const legs = Math.max(0, Math.trunc(numberOfLegs));
  const own = Math.min(Math.max(0, Math.trunc(score)), mostLegsWon(legs));
  const other = current[key(otherSide(side))];
  const next = { ...current, [key(side)]: own };
  if (other !== undefined && own + other > legs) next[key(otherSide(side))] = legs - own;
  return next;
}

/** The parts of a match the player pickers read. */
export type PickedMatch = { homePlayers: readonly GamePlayer[]; awayPlayers: readonly GamePlayer[] };

/**
 * The players `side` already fields in the other matches with the same number of players as match
 * `index` (nobody plays two singles, or two pairs, for a team), each with the index of
 * the match they play in. `playerCounts[i]` is match i's players per side.
 */
export function playersPickedElsewhere(
  matches: readonly (PickedMatch | undefined)[],
  playerCounts: readonly number[],
  index: number,
  side: Side,
): Map<string, number> {
  const picked = new Map<string, number>();
  const size = playerCounts[index];
  matches.forEach((match, other) => {
    if (!match || other === index || playerCounts[other] !== size) return;
    for (const player of side === 'home' ? match.homePlayers : match.awayPlayers) {
      if (player.id && !picked.has(player.id)) picked.set(player.id, other);
    }
  });
  return picked;
}

const sameLayout = (a: MatchLayout, b: MatchLayout) =>
  a.playerCount === b.playerCount && a.numberOfLegs === b.numberOfLegs && a.startingScore === b.startingScore;

/**
 * The eight matches' options after the Qualifier (knockout) switch changes:
 * every match's number of legs goes back to the new default; a match still laid out as the old
 * default takes the whole new default layout (so a knockout's triples drop out and come back).
 */
export function matchOptionsAfterKnockoutChange(
  options: ReadonlyArray<MatchOption | null | undefined>,
  wasKnockout: boolean,
  isKnockout: boolean,
): MatchLayout[] {
  return Array.from({ length: matchesPerFixture }, (_, index) => {
    const current = matchLayout(index, wasKnockout, options);
    const fresh = defaultMatchLayout(index, isKnockout);
    if (sameLayout(current, defaultMatchLayout(index, wasKnockout))) return fresh;
    return { ...current, numberOfLegs: fresh.numberOfLegs };
  });
}

/** The results part of a score card that unpublishing clears. */
export type CardResults<M> = {
  matches: readonly M[];
  oneEighties: readonly unknown[];
  over100Checkouts: readonly unknown[];
  home: { manOfTheMatch?: string | null };
  away: { manOfTheMatch?: string | null };
  resultsPublished: boolean;
};

/**
 * Unpublish: all eight matches without players, scores or leg-by-leg
 * record, no men of the match, 180s or hi-checks, and not published. The page keeps it as an
 * unsaved change; nothing is saved until the admin saves.
 */
export function unpublishedCard<M extends { id?: string }, C extends CardResults<M>>(card: C): C {
  const withoutChoice = <T extends { manOfTheMatch?: string | null }>(team: T): T => {
    const { manOfTheMatch: _, ...rest } = team;
    return rest as T;
  };
  const matches = Array.from({ length: Math.max(matchesPerFixture, card.matches.length) }, (_, index) => {
    const id = card.matches[index]?.id;
    return { ...(id ? { id } : {}), homePlayers: [], awayPlayers: [] } as unknown as M;
  });
  return {
    ...card,
    matches,
    oneEighties: [],
    over100Checkouts: [],
    home: withoutChoice(card.home),
    away: withoutChoice(card.away),
    resultsPublished: false,
  };
}

/** Why a 180 cannot be added yet, or null when it can. */
export function oneEightyProblem(playerId: string | null | undefined): string | null {
  return playerId ? null : cardEditingMessages.selectPlayerFirst;
}
