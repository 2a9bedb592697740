import {
  byName,
  checkResult,
  datesWithFixtures,
  healthDate,
  type HealthCheckResult,
  type SeasonHealthInput,
} from './health-result.js';

/** At most one bye in a row (contract §3.6, `No more than {n} consecutive byes`). */
export const MAX_CONSECUTIVE_BYES = 1;

/** The check's name as the wire keys it (contract §3.6). */
export function consecutiveByesCheckName(max = MAX_CONSECUTIVE_BYES): string {
  return `No more than ${max} consecutive byes`;
}

/**
 * A team with more than `max` byes in a row is warned about (contract §3.6): a played fixture ends the
 * run; a date the team has no fixture at all neither ends nor extends it.
 */
export function consecutiveByes(input: SeasonHealthInput, max = MAX_CONSECUTIVE_BYES): HealthCheckResult {
  const warnings: string[] = [];
  for (const division of input.divisions) {
    const dates = datesWithFixtures(division);
    for (const team of byName(division.teams)) {
      let run: string[] = [];
      const flush = () => {
        if (run.length > max) {
          warnings.push(
            `${division.name}: ${team.name} has ${run.length} byes in a row from ${healthDate(run[0]!)} - ${healthDate(run[run.length - 1]!)}`,
          );
        }
        run = [];
      };
      for (const date of dates) {
        const fixture = date.fixtures.find((f) => f.homeTeam.id === team.id || f.awayTeam?.id === team.id);
        if (!fixture) continue;
        if (fixture.awayTeam) flush();
        else run.push(date.date);
      }
      flush();
    }
  }
  return checkResult(warnings);
}
