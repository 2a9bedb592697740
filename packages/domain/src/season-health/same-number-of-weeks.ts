// Contract §3.6 check `All divisions should have the same number of weeks`: differing counts are a warning; each count is a message.
import { checkResult } from './check-result.js';
import { datesInOrder } from './timeline.js';
import type { HealthCheckResult, SeasonHealthInput } from './types.js';

/** A week is a date on which the division has at least one fixture. */
export function checkSameNumberOfWeeks({ divisions }: SeasonHealthInput): HealthCheckResult {
  const counts = divisions.map((division) => ({
    name: division.name,
    weeks: datesInOrder(division).filter((d) => d.fixtures.length > 0).length,
  }));
  const plural = (n: number) => `${n} week${n === 1 ? '' : 's'}`;
  const messages = counts.map((c) => `${c.name}: ${plural(c.weeks)}`);
  const differ = new Set(counts.map((c) => c.weeks)).size > 1;
  const warnings = differ
    ? [`The divisions have different numbers of weeks: ${counts.map((c) => `${c.name} ${plural(c.weeks)}`).join(', ')}`]
    : [];
  return checkResult({ warnings, messages });
}
