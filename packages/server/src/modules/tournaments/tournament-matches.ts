import type { TournamentMatchDto, TournamentRoundDto } from '@darts/contract';
import { defaultTournamentStartingScore, matchLegs } from '@darts/domain';
import type { TournamentDoc } from './tournaments.repository.js';

/** A match where it sits in the round chain. */
export type PlacedMatch = { round: TournamentRoundDto; index: number; match: TournamentMatchDto };

/** Every match of the chain, first round first (rounds form a singly linked chain). */
export function placedMatches(doc: Pick<TournamentDoc, 'round'>): PlacedMatch[] {
  const placed: PlacedMatch[] = [];
  for (let round = doc.round; round; round = round.nextRound) {
    round.matches.forEach((match, index) => placed.push({ round, index, match }));
  }
  return placed;
}

/** The match with this id anywhere in the chain. */
export function findMatch(doc: Pick<TournamentDoc, 'round'>, matchId: string): PlacedMatch | undefined {
  return placedMatches(doc).find((placed) => placed.match.id === matchId);
}

/** The chain with every match passed through `change` (a new chain; the input is not touched). */
export function mapMatches(
  round: TournamentRoundDto | undefined,
  change: (placed: PlacedMatch) => TournamentMatchDto,
): TournamentRoundDto | undefined {
  if (!round) return undefined;
  const next = mapMatches(round.nextRound, change);
  return {
    ...round,
    matches: round.matches.map((match, index) => change({ round, index, match })),
    ...(next ? { nextRound: next } : {}),
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
