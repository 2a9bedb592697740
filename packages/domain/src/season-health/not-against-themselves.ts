// Contract §3.6 check `Teams aren't configured to play against themselves`: a team drawn against itself is an error.
import { checkResult } from './check-result.js';
import { datesInOrder, showDate } from './timeline.js';
import type { HealthCheckResult, SeasonHealthInput } from './types.js';

export function checkNotAgainstThemselves({ divisions }: SeasonHealthInput): HealthCheckResult {
  const errors = divisions.flatMap((division) =>
    datesInOrder(division).flatMap(({ date, fixtures }) =>
      fixtures
        .filter((f) => f.awayTeam?.id === f.homeTeam.id)
        .map((f) => `${division.name}: ${f.homeTeam.name} is drawn against itself on ${showDate(date)}`),
    ),
  );
  return checkResult({ errors });
}
