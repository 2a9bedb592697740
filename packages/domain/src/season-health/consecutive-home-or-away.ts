import { addDays } from '../time/calendar-date.js';
import {
  byName,
  checkResult,
  datesWithFixtures,
  healthDate,
  type HealthCheckResult,
  type SeasonHealthInput,
} from './health-result.js';

/** At most two home or two away fixtures in a row (contract §3.6). */
export const MAX_CONSECUTIVE_HOME_OR_AWAY = 2;
/** League fixtures are weekly: a week or more without a fixture ends a run (contract §3.6). */
export const FIXTURE_INTERVAL_DAYS = 7;

/** The check's name as the wire keys it (contract §3.6). */
export function consecutiveHomeOrAwayCheckName(max = MAX_CONSECUTIVE_HOME_OR_AWAY): string {
  return `No more than ${max} consecutive home or away fixtures`;
}

/**
 * A team playing more than `max` fixtures in a row at home (or away) is warned about (contract §3.6). A
 * bye, or a date without the team that is a week or more after its last fixture, ends the run.
 */
export function consecutiveHomeOrAway(
  input: SeasonHealthInput,
  max = MAX_CONSECUTIVE_HOME_OR_AWAY,
  intervalDays = FIXTURE_INTERVAL_DAYS,
): HealthCheckResult {
  const warnings: string[] = [];
  for (const division of input.divisions) {
    const dates = datesWithFixtures(division);
    for (const team of byName(division.teams)) {
      let run: { location: 'home' | 'away'; date: string }[] = [];
      const flush = () => {
        if (run.length > max) {
          const first = run[0]!;
          const last = run[run.length - 1]!;
          warnings.push(
            `${team.name} is playing ${run.length} fixtures in a row at ${first.location} from ${healthDate(first.date)} - ${healthDate(last.date)}`,
          );
        }
        run = [];
      };
      for (const date of dates) {
        const played = date.fixtures.filter(
          (f) => f.awayTeam && (f.homeTeam.id === team.id || f.awayTeam.id === team.id),
        );
        if (played.length === 0) {
          const last = run[run.length - 1];
          if (last && date.date >= addDays(last.date, intervalDays)) flush();
          continue;
        }
        const location = played.some((f) => f.homeTeam.id === team.id) ? 'home' : 'away';
        if (run.some((event) => event.location !== location)) flush();
        run.push({ location, date: date.date });
      }
      flush();
    }
  }
  return checkResult(warnings);
}
