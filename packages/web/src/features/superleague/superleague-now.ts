import type { TournamentGameDto, TournamentMatchDto } from '@darts/contract';
import { currentLiveMatchIndex, legsWon, liveMatchLegs, type Sayg } from '@darts/domain';
import { useLiveSayg } from '../../lib/records/sayg';
import { useLiveTournament } from '../../lib/records/tournament';
import { sideName } from './report-data';

/** The match of a superleague night being played, by the domain's `currentLiveMatchIndex`. */
export type CurrentSuperleagueMatch = {
  index: number;
  match: TournamentMatchDto;
  legs: number;
  sideA: string;
  sideB: string;
};

export function currentSuperleagueMatch(tournament: TournamentGameDto): CurrentSuperleagueMatch | null {
  const index = currentLiveMatchIndex(tournament);
  const match = index === null ? undefined : tournament.round?.matches[index];
  if (index === null || !match) return null;
  return {
    index,
    match,
    legs: tournament.round ? liveMatchLegs(tournament.round, index, tournament) : 7,
    sideA: sideName(match, 'sideA'),
    sideB: sideName(match, 'sideB'),
  };
}

/** Each match's legs, the one being played from its live record when there is one. */
export function matchScores(tournament: TournamentGameDto, current: number | null, sayg: Sayg | null) {
  return (tournament.round?.matches ?? []).map((match, index) => {
    if (index === current && sayg) {
      const won = legsWon(sayg);
      return { a: won.home, b: won.away };
    }
    return { a: match.scoreA ?? 0, b: match.scoreB ?? 0 };
  });
}

/** The teams' legs won over the night: the sum of every match's legs. */
export const teamScore = (scores: readonly { a: number; b: number }[]) =>
  scores.reduce((sum, score) => ({ a: sum.a + score.a, b: sum.b + score.b }), { a: 0, b: 0 });

/**
 * A superleague night followed live, as the live tile and the overlay show it: the tournament, the
 * match being played (its record followed live) and the teams' score.
 */
export function useSuperleagueNow(id: string) {
  const { query, live } = useLiveTournament(id);
  const tournament = query.data ?? undefined;
  const current = tournament ? currentSuperleagueMatch(tournament) : null;
  const sayg = useLiveSayg(current?.match.saygId ?? null).query.data ?? null;
  const scores = tournament ? matchScores(tournament, current?.index ?? null, sayg) : [];
  return { query, live, tournament, current, sayg, scores, total: teamScore(scores) };
}
