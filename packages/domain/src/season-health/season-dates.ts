import {
  checkResult,
  datesWithFixtures,
  healthDate,
  type HealthCheckResult,
  type SeasonHealthInput,
} from './health-result.js';

/** The check names of contract §3.6. */
export const FIXTURES_AFTER_START_CHECK = 'All fixtures on or after start date';
export const FIXTURES_BEFORE_END_CHECK = 'All fixtures on or before end date';

function fixtureDates(input: SeasonHealthInput): string[] {
  const dates = new Set(input.divisions.flatMap((division) => datesWithFixtures(division).map((d) => d.date)));
  return [...dates].sort();
}

/** Every fixture date on or after the season's start (contract §3.6): one warning per earlier date. */
export function fixturesAfterStartDate(input: SeasonHealthInput): HealthCheckResult {
  const start = input.startDate.slice(0, 10);
  return checkResult(
    fixtureDates(input)
      .filter((date) => date < start)
      .map((date) => `Fixture exists before season start date: ${healthDate(date)}`),
  );
}

/** Every fixture date on or before the season's end (contract §3.6): one warning per later date. */
export function fixturesBeforeEndDate(input: SeasonHealthInput): HealthCheckResult {
  const end = input.endDate.slice(0, 10);
  return checkResult(
    fixtureDates(input)
      .filter((date) => date > end)
      .map((date) => `Fixture exists after season end date: ${healthDate(date)}`),
  );
}
