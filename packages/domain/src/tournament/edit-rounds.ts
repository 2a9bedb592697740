import { chainOf, roundsOf, type MatchSide, type Tournament, type TournamentRound } from './types.js';

function withRound<T extends Tournament>(
  tournament: T,
  roundIndex: number,
  change: (round: TournamentRound) => TournamentRound,
): T {
  const rounds = roundsOf(tournament.round);
  if (!rounds[roundIndex]) return tournament;
  return { ...tournament, round: chainOf(rounds.map((round, i) => (i === roundIndex ? change(round) : round))) };
}

/**
 * The tournament with one side taken out of a match (spec 2 §4 Tournament, §2 side and match
 * dialogs). Removing the last side deletes the match, and its match option with it, so the
 * options stay aligned with the matches by index.
 */
export function removeSide<T extends Tournament>(
  tournament: T,
  roundIndex: number,
  matchIndex: number,
  side: MatchSide,
): T {
  return withRound(tournament, roundIndex, (round) => {
    const match = round.matches[matchIndex];
    if (!match) return round;
    const other: MatchSide = side === 'sideA' ? 'sideB' : 'sideA';
    if (!match[other]) {
      return {
        ...round,
        matches: round.matches.filter((_, i) => i !== matchIndex),
        matchOptions: round.matchOptions.filter((_, i) => i !== matchIndex),
      };
    }
    const kept = { ...match };
    delete kept[side];
    return { ...round, matches: round.matches.map((m, i) => (i === matchIndex ? kept : m)) };
  });
}

/**
 * The tournament playing `bestOf` legs, with every round's every match option rewritten to that
 * many legs (changing bestOf overwrites the leg count on every match option). A match
 * without an option gets one, so no match keeps an old leg count through the default.
 */
export function setBestOf<T extends Tournament>(tournament: T, bestOf: number): T {
  const rounds = roundsOf(tournament.round).map((round) => ({
    ...round,
    matchOptions: round.matches.map((_, i) => ({ ...round.matchOptions[i], numberOfLegs: bestOf })),
  }));
  return { ...tournament, bestOf, round: chainOf(rounds) };
}
