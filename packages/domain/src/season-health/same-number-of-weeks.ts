import { checkResult, datesWithFixtures, type HealthCheckResult, type SeasonHealthInput } from './health-result.js';

/** The check name of contract §3.6. */
export const SAME_NUMBER_OF_WEEKS_CHECK = 'All divisions should have the same number of weeks';

/**
 * Every division has as many fixture dates as the others (contract §3.6). The most common count is the
 * expected one (the smaller on a tie); the others are named in one error.
 */
export function sameNumberOfWeeks(input: SeasonHealthInput): HealthCheckResult {
  const byWeeks = new Map<number, string[]>();
  for (const division of input.divisions) {
    const weeks = datesWithFixtures(division).length;
    byWeeks.set(weeks, [...(byWeeks.get(weeks) ?? []), division.name]);
  }
  if (byWeeks.size <= 1) return checkResult([]);
  const [expected] = [...byWeeks.entries()].sort((a, b) => b[1].length - a[1].length || a[0] - b[0])[0]!;
  const others = [...byWeeks.entries()]
    .filter(([weeks]) => weeks !== expected)
    .map(([weeks, names]) => `${weeks} weeks in ${names.join(' & ')}`);
  return checkResult(
    [],
    [`Some divisions have a different number of weeks, expected: ${expected} weeks, found ${others.join(', ')}`],
  );
}
