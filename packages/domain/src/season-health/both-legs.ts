import {
  byName,
  checkResult,
  datesWithFixtures,
  healthDate,
  type HealthCheckResult,
  type SeasonHealthInput,
} from './health-result.js';

/** The check name of contract §3.6. */
export const BOTH_LEGS_CHECK = 'Teams have both legs defined';

/**
 * Every team of a division is at home to every other team exactly once (contract §3.6): a warning for each
 * missing and each repeated home leg.
 */
export function bothLegsDefined(input: SeasonHealthInput): HealthCheckResult {
  const warnings: string[] = [];
  for (const division of input.divisions) {
    const dates = datesWithFixtures(division);
    const teams = byName(division.teams);
    for (const home of teams) {
      for (const away of teams) {
        if (away.id === home.id) continue;
        const legs = dates.filter((date) =>
          date.fixtures.some((f) => f.homeTeam.id === home.id && f.awayTeam?.id === away.id),
        );
        if (legs.length === 0) {
          warnings.push(`${division.name}: Missing fixture for ${home.name} vs ${away.name}`);
        } else if (legs.length > 1) {
          const on = legs.map((date) => healthDate(date.date)).join(', ');
          warnings.push(`${division.name}: Multiple fixtures for ${home.name} vs ${away.name} (${on})`);
        }
      }
    }
  }
  return checkResult(warnings);
}
