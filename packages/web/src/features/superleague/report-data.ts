import type { TournamentGameDto, TournamentMatchDto } from '@darts/contract';
import {
  legIndexes,
  legsWon,
  matchLegs,
  tournamentMatchWinner,
  type MatchSide,
  type ReportedMatch,
  type Sayg,
} from '@darts/domain';

/** The records read so far, by sayg id: a record, null for 'Data not found', absent while loading. */
export type RecordsById = ReadonlyMap<string, Sayg | null>;

/** A match of the draw with its record, ready for the report's tables. */
export type ReportMatch = ReportedMatch & { match: TournamentMatchDto; legs: number };

/** The matches of a single round, in draw order (a single round has one round). */
export const drawMatches = (tournament: TournamentGameDto) => tournament.round?.matches ?? [];

/**
 * Each match with its record. While a match is being scored the tournament's score lags behind
 * the record, so a recorded match's legs won come from its legs (spec 2 §4: a leg is won by the
 * checkout); a match without a record keeps the score entered for it.
 */
export function reportMatches(tournament: TournamentGameDto, records: RecordsById): ReportMatch[] {
  const round = tournament.round;
  return drawMatches(tournament).map((match, index) => {
    const sayg = match.saygId ? (records.get(match.saygId) ?? null) : null;
    const legs = round ? matchLegs(round, index, tournament) : (tournament.bestOf ?? 5);
    if (!sayg) return { match, sayg: null, legs };
    const won = legsWon(sayg);
    return { match: { ...match, scoreA: won.home, scoreB: won.away }, sayg, legs };
  });
}

/** The winner of a match, if decided (a score above half the legs). */
export const matchWinner = ({ match, legs }: ReportMatch): MatchSide | null => tournamentMatchWinner(match, legs);

/** The most visits any side made in any leg: the report's throw-number columns. */
export function mostVisits(matches: readonly ReportMatch[]): number {
  let most = 0;
  for (const { sayg } of matches) {
    if (!sayg) continue;
    for (const index of legIndexes(sayg)) {
      const leg = sayg.legs[String(index)]!;
      most = Math.max(most, leg.home.throws.length, leg.away.throws.length);
    }
  }
  return most;
}

/** A side's player name, else the side's name, else a dash. */
export const sideName = (match: TournamentMatchDto, side: MatchSide) =>
  match[side]?.players[0]?.name ?? match[side]?.name ?? '–';

/** Two decimals, or '-' without darts. */
export const shownAverage = (average: number | null | undefined) =>
  average === null || average === undefined ? '-' : average.toFixed(2);
