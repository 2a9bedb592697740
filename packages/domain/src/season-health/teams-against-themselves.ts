import {
  checkResult,
  datesWithFixtures,
  healthDate,
  type HealthCheckResult,
  type SeasonHealthInput,
} from './health-result.js';

/** The check name of contract §3.6. */
export const TEAMS_AGAINST_THEMSELVES_CHECK = "Teams aren't configured to play against themselves";

/** No fixture has the same team home and away (contract §3.6): an error per such fixture. */
export function teamsAgainstThemselves(input: SeasonHealthInput): HealthCheckResult {
  const errors: string[] = [];
  for (const division of input.divisions) {
    for (const date of datesWithFixtures(division)) {
      for (const fixture of date.fixtures) {
        if (fixture.awayTeam && fixture.awayTeam.id === fixture.homeTeam.id) {
          errors.push(`Found ${fixture.homeTeam.name} playing against themselves on ${healthDate(date.date)}`);
        }
      }
    }
  }
  return checkResult([], errors);
}
