import type { CalendarDate } from '../time/calendar-date.js';
import { isWithinSeason } from './date-is-within-season.js';
import type { GameMatch } from './fixture-result.js';
import { matchesPerFixture } from './match-layout.js';
import { byName } from './ranking.js';

/**
 * A fixture's results are published once some match has a score (contract §3.3 `resultsPublished`,
 * §9.4 "once the fixture has matches"). The one rule for the league table, GameDto and the clerks'
 * refusal: a card whose every match is a whitewash (3-0, 2-0) is published. The
 * contract's reference reads "both scores above 0", which would leave such a card out of the
 * table while clerks are already refused on it.
 */
export function isResultPublished(matches: ReadonlyArray<Pick<GameMatch, 'homeScore' | 'awayScore'>>): boolean {
  return matches.some((match) => (match.homeScore ?? 0) > 0 || (match.awayScore ?? 0) > 0);
}

/** Matches a knockout score card needs players in before its score shows. */
export const knockoutMatchesForScore = 4;

/**
 * A fixture's score shows once its card is complete (`homeScore`): every match has
 * players on both sides; a knockout needs only four such matches (its triples is not played).
 */
export function isScoreCardComplete(matches: readonly GameMatch[], isKnockout: boolean): boolean {
  const withPlayers = matches.filter((m) => m.homePlayers.length > 0 && m.awayPlayers.length > 0).length;
  return withPlayers >= (isKnockout ? knockoutMatchesForScore : matchesPerFixture);
}

/** When a fixture's scores may be shown under VetoScores: its date (UTC midnight) plus the delay. */
export function scoresVisibleFrom(date: string, vetoDelayMs: number): number {
  return Date.parse(`${date.slice(0, 10)}T00:00:00Z`) + Math.max(0, vetoDelayMs);
}

/** Whether a viewer sees a fixture's scores at `now`: score managers always do. */
export function areScoresVisible(date: string, vetoDelayMs: number, now: Date, canManageScores: boolean): boolean {
  return canManageScores || now.getTime() >= scoresVisibleFrom(date, vetoDelayMs);
}

export type SeasonChoice = { id: string; startDate: string; endDate: string; divisionIds: readonly string[] };

/**
 * The season division data uses when none is named: among seasons whose dates
 * contain `date` and that include any of `divisionIds` (any season when none are given), the one
 * ending last; a tie goes to the later start, then to the earlier in the list.
 */
export function seasonForDivisionData<S extends SeasonChoice>(
  seasons: readonly S[],
  date: CalendarDate,
  divisionIds: readonly string[],
): S | undefined {
  const wanted = new Set(divisionIds);
  let best: S | undefined;
  for (const season of seasons) {
    if (!isWithinSeason(date, season)) continue;
    if (wanted.size > 0 && !season.divisionIds.some((id) => wanted.has(id))) continue;
    const [end, start] = [season.endDate.slice(0, 10), season.startDate.slice(0, 10)];
    if (!best) best = season;
    else {
      const [bestEnd, bestStart] = [best.endDate.slice(0, 10), best.startDate.slice(0, 10)];
      if (end > bestEnd || (end === bestEnd && start > bestStart)) best = season;
    }
  }
  return best;
}

/**
 * Teams that have no fixture on a date, as home or away,
 * in the order given.
 */
export function teamsWithoutFixture<T extends { id: string }>(
  teams: readonly T[],
  fixtures: ReadonlyArray<{ homeTeamId: string; awayTeamId?: string | null }>,
): T[] {
  const playing = new Set(fixtures.flatMap((f) => (f.awayTeamId ? [f.homeTeamId, f.awayTeamId] : [f.homeTeamId])));
  return teams.filter((team) => !playing.has(team.id));
}

/** Fixture rows of a date in home team name order (DivisionFixtureDateDto). */
export function byHomeTeamName<T extends { homeTeam: { name: string } }>(a: T, b: T): number {
  return byName(a.homeTeam, b.homeTeam);
}
