// Contract §3.6 check `No more than 1 consecutive byes`: more byes in a row for one team is a warning.
import { checkResult } from './check-result.js';
import { maxConsecutiveByes } from './thresholds.js';
import { runsOf, showDate } from './timeline.js';
import type { HealthCheckResult, SeasonHealthInput } from './types.js';

export function checkConsecutiveByes({ divisions }: SeasonHealthInput): HealthCheckResult {
  const warnings = divisions.flatMap((division) =>
    runsOf(division)
      .filter((run) => run.state === 'bye' && run.dates.length > maxConsecutiveByes)
      .map(
        (run) =>
          `${division.name}: ${run.team.name} has ${run.dates.length} byes in a row (${showDate(run.dates[0]!)} to ${showDate(run.dates.at(-1)!)})`,
      ),
  );
  return checkResult({ warnings });
}
