// Contract §3.6 check `No more than 2 consecutive home or away fixtures`: a longer run for one team is a warning.
import { checkResult } from './check-result.js';
import { maxConsecutiveHomeOrAway } from './thresholds.js';
import { runsOf, showDate } from './timeline.js';
import type { HealthCheckResult, SeasonHealthInput } from './types.js';

export function checkConsecutiveHomeOrAway({ divisions }: SeasonHealthInput): HealthCheckResult {
  const warnings = divisions.flatMap((division) =>
    runsOf(division)
      .filter((run) => run.state !== 'bye' && run.dates.length > maxConsecutiveHomeOrAway)
      .map(
        (run) =>
          `${division.name}: ${run.team.name} plays ${run.dates.length} ${run.state} fixtures in a row (${showDate(run.dates[0]!)} to ${showDate(run.dates.at(-1)!)})`,
      ),
  );
  return checkResult({ warnings });
}
