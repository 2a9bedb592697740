import {
  byName,
  checkResult,
  datesWithFixtures,
  healthDate,
  type HealthCheckResult,
  type SeasonHealthInput,
} from './health-result.js';

/** The check name of contract §3.6. */
export const TEAM_TWICE_ON_A_DATE_CHECK = 'Teams are not playing multiple fixtures on the same date';

/** A team is in at most one fixture (bye included) on each date (contract §3.6). */
export function teamNotTwiceOnADate(input: SeasonHealthInput): HealthCheckResult {
  const warnings: string[] = [];
  for (const division of input.divisions) {
    const dates = datesWithFixtures(division);
    for (const team of byName(division.teams)) {
      for (const date of dates) {
        const count = date.fixtures.filter(
          (f) => f.homeTeam.id === team.id || (f.awayTeam?.id === team.id && f.awayTeam.id !== f.homeTeam.id),
        ).length;
        if (count > 1) {
          warnings.push(`${division.name}: ${team.name} is playing multiple fixtures on ${healthDate(date.date)}`);
        }
      }
    }
  }
  return checkResult(warnings);
}
