import { matchLegs } from '../match-winner.js';
import { chainOf, roundsOf, type Tournament, type TournamentMatch, type TournamentRound } from '../types.js';

/** Where a match sits in a tournament night (issue #26). */
export type MatchStage = 'round' | 'losersRound' | 'finalRound' | 'group';

/** A match with its place and the legs it is played over. */
export type PlacedMatch = {
  stage: MatchStage;
  /** The group's id for a group match. */
  groupId?: string;
  roundIndex: number;
  matchIndex: number;
  match: TournamentMatch;
  legs: number;
  /** When the match comes up in the evening: lower first (`tournamentMatchesOf`). */
  order: number;
};

/**
 * When a round comes up, so the evening plays in a sensible order: group matches first, a group's
 * n-th match with the others' n-th; winners round i (i ≥ 1) after the losers rounds it needs; losers
 * round j after winners round ⌈j/2⌉'s drop; the grand final last.
 */
function roundOrder(stage: MatchStage, index: number, groupRounds: number): number {
  if (stage === 'group') return index;
  if (stage === 'round') return groupRounds + (index === 0 ? 0 : 2 * index - 1);
  if (stage === 'losersRound') return groupRounds + index + 1;
  return 10_000 + index;
}

function placedRounds(tournament: Tournament, stage: MatchStage, round: TournamentRound | null | undefined) {
  const groupRounds = Math.max(0, ...(tournament.groups ?? []).map((group) => group.matches.length));
  return roundsOf(round).flatMap((r, roundIndex) =>
    r.matches.map((match, matchIndex): PlacedMatch => ({
      stage,
      roundIndex,
      matchIndex,
      match,
      legs: matchLegs(r, matchIndex, tournament),
      order: roundOrder(stage, roundIndex, groupRounds) + matchIndex / 1_000,
    })),
  );
}

/** Every match of the tournament night, in the order they come up (issue #26), stable within a round. */
export function tournamentMatchesOf(tournament: Tournament): PlacedMatch[] {
  const groups = (tournament.groups ?? []).flatMap((group, g) =>
    group.matches.map((match, matchIndex): PlacedMatch => ({
      stage: 'group',
      groupId: group.id,
      roundIndex: 0,
      matchIndex,
      match,
      legs: matchLegs(group, matchIndex, tournament),
      order: matchIndex + g / 1_000,
    })),
  );
  const placed = [
    ...groups,
    ...placedRounds(tournament, 'round', tournament.round),
    ...placedRounds(tournament, 'losersRound', tournament.losersRound),
    ...placedRounds(tournament, 'finalRound', tournament.finalRound),
  ];
  return placed.sort((a, b) => a.order - b.order);
}

/**
 * The tournament with each match replaced by `change(placed)` (issue #26), every stage rebuilt; a
 * match `change` returns as it was stays the same object.
 */
export function mapTournamentMatches<T extends Tournament>(
  tournament: T,
  change: (placed: PlacedMatch) => TournamentMatch,
): T {
  const byPlace = new Map(tournamentMatchesOf(tournament).map((p) => [placeKey(p), p]));
  const mapRounds = (stage: MatchStage, round: TournamentRound | null | undefined) =>
    chainOf(
      roundsOf(round).map((r, roundIndex) => ({
        ...r,
        matches: r.matches.map((match, matchIndex) => {
          const placed = byPlace.get(placeKey({ stage, roundIndex, matchIndex }));
          return placed ? change(placed) : match;
        }),
      })),
    );
  return {
    ...tournament,
    ...(tournament.round ? { round: mapRounds('round', tournament.round) } : {}),
    ...(tournament.losersRound ? { losersRound: mapRounds('losersRound', tournament.losersRound) } : {}),
    ...(tournament.finalRound ? { finalRound: mapRounds('finalRound', tournament.finalRound) } : {}),
    ...(tournament.groups
      ? {
          groups: tournament.groups.map((group) => ({
            ...group,
            matches: group.matches.map((match, matchIndex) => {
              const placed = byPlace.get(placeKey({ stage: 'group', groupId: group.id, roundIndex: 0, matchIndex }));
              return placed ? change(placed) : match;
            }),
          })),
        }
      : {}),
  };
}

/** A key naming a match's place in its tournament. */
export const placeKey = (p: Pick<PlacedMatch, 'stage' | 'groupId' | 'roundIndex' | 'matchIndex'>) =>
  `${p.stage}/${p.groupId ?? ''}/${p.roundIndex}/${p.matchIndex}`;
