// Contract §3.6 checks `All fixtures on or after start date` and `All fixtures on or before end date`: a fixture outside the season is an error.
import { checkResult } from './check-result.js';
import { datesInOrder, showDate, showFixture } from './timeline.js';
import type { HealthCheckResult, SeasonHealthInput } from './types.js';

function outside(input: SeasonHealthInput, isOutside: (date: string) => boolean, describe: string): HealthCheckResult {
  const errors = input.divisions.flatMap((division) =>
    datesInOrder(division)
      .filter(({ date, fixtures }) => fixtures.length > 0 && isOutside(date))
      .map(
        ({ date, fixtures }) =>
          `${division.name}: ${showDate(date)} is ${describe} (${fixtures.map(showFixture).join(', ')})`,
      ),
  );
  return checkResult({ errors });
}

export function checkOnOrAfterStart(input: SeasonHealthInput): HealthCheckResult {
  const start = input.season.startDate.slice(0, 10);
  return outside(input, (date) => date < start, `before the season starts on ${showDate(start)}`);
}

export function checkOnOrBeforeEnd(input: SeasonHealthInput): HealthCheckResult {
  const end = input.season.endDate.slice(0, 10);
  return outside(input, (date) => date > end, `after the season ends on ${showDate(end)}`);
}
