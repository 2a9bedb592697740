import type { TournamentGroupDto, TournamentMatchDto, TournamentRoundDto } from '@darts/contract';
import { defaultTournamentStartingScore, matchLegs } from '@darts/domain';
import type { TournamentDoc } from './tournaments.repository.js';

/** What holds matches: a round of a chain, or a group (issue #26); both carry the matches' options. */
export type MatchHolder = Pick<TournamentRoundDto, 'matches' | 'matchOptions'>;

/** A match where it sits: its round (or group) and its index there. */
export type PlacedMatch = { round: MatchHolder; index: number; match: TournamentMatchDto };

/** The parts of a tournament that hold matches. */
type Matches = Pick<TournamentDoc, 'round' | 'losersRound' | 'finalRound' | 'groups'>;

/** The round chains of a tournament: the (winners') `round`, then a double elimination's losers bracket and grand final. */
const chainsOf = (doc: Matches) => [doc.round, doc.losersRound, doc.finalRound];

/**
 * Every match of the tournament: the round chain first round first (rounds form a singly linked
 * chain), then the losers bracket, the grand final and the groups' matches (issue #26).
 */
export function placedMatches(doc: Matches): PlacedMatch[] {
  const placed: PlacedMatch[] = [];
  const add = (round: MatchHolder) => round.matches.forEach((match, index) => placed.push({ round, index, match }));
  for (const chain of chainsOf(doc)) {
    for (let round = chain; round; round = round.nextRound) add(round);
  }
  for (const group of doc.groups ?? []) add(group);
  return placed;
}

/** The match with this id anywhere in the tournament. */
export function findMatch(doc: Matches, matchId: string): PlacedMatch | undefined {
  return placedMatches(doc).find((placed) => placed.match.id === matchId);
}

/** The chain with every match passed through `change` (a new chain; the input is not touched). */
function mapChain(
  round: TournamentRoundDto | undefined,
  change: (placed: PlacedMatch) => TournamentMatchDto,
): TournamentRoundDto | undefined {
  if (!round) return undefined;
  const next = mapChain(round.nextRound, change);
  return {
    ...round,
    matches: round.matches.map((match, index) => change({ round, index, match })),
    ...(next ? { nextRound: next } : {}),
  };
}

/** The tournament with every match passed through `change`, wherever it is (new objects; the input is not touched). */
export function mapMatches<D extends Matches>(doc: D, change: (placed: PlacedMatch) => TournamentMatchDto): D {
  const mapped = (key: 'round' | 'losersRound' | 'finalRound') => {
    const chain = mapChain(doc[key], change);
    return chain ? { [key]: chain } : {};
  };
  const groups = doc.groups?.map((group): TournamentGroupDto => ({
    ...group,
    matches: group.matches.map((match, index) => change({ round: group, index, match })),
  }));
  return {
    ...doc,
    ...mapped('round'),
    ...mapped('losersRound'),
    ...mapped('finalRound'),
    ...(groups ? { groups } : {}),
  };
}

/** The legs and starting score a match's sayg record is played over. */
export function matchSettings(doc: Pick<TournamentDoc, 'bestOf'>, placed: Pick<PlacedMatch, 'round' | 'index'>) {
  return {
    numberOfLegs: matchLegs(placed.round, placed.index, doc),
    startingScore: placed.round.matchOptions[placed.index]?.startingScore ?? defaultTournamentStartingScore,
  };
}

/** The names a match's sayg record carries: side A as `yourName`, side B as `opponentName` (§19.4). */
export function matchNames(match: TournamentMatchDto) {
  return { yourName: match.sideA?.name ?? '', opponentName: match.sideB?.name ?? null };
}
