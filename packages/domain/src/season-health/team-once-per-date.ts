// Contract §3.6 check `Teams are not playing multiple fixtures on the same date`: a team in two fixtures (byes included) on one date is an error.
import { checkResult } from './check-result.js';
import { datesInOrder, showDate, showFixture, teamsOf } from './timeline.js';
import type { HealthCheckResult, SeasonHealthInput } from './types.js';

export function checkTeamOncePerDate({ divisions }: SeasonHealthInput): HealthCheckResult {
  const errors: string[] = [];
  for (const division of divisions) {
    const teams = teamsOf(division);
    for (const { date, fixtures } of datesInOrder(division)) {
      for (const team of teams) {
        const own = fixtures.filter((f) => f.homeTeam.id === team.id || f.awayTeam?.id === team.id);
        if (own.length > 1) {
          errors.push(
            `${division.name}: ${team.name} has ${own.length} fixtures on ${showDate(date)} (${own.map(showFixture).join(', ')})`,
          );
        }
      }
    }
  }
  return checkResult({ errors });
}
