import { bothLegsDefined, BOTH_LEGS_CHECK } from './both-legs.js';
import { consecutiveByes, consecutiveByesCheckName } from './consecutive-byes.js';
import { consecutiveHomeOrAway, consecutiveHomeOrAwayCheckName } from './consecutive-home-or-away.js';
import type { HealthCheckResult, SeasonHealthCheckResult, SeasonHealthInput } from './health-result.js';
import { sameNumberOfWeeks, SAME_NUMBER_OF_WEEKS_CHECK } from './same-number-of-weeks.js';
import {
  fixturesAfterStartDate,
  fixturesBeforeEndDate,
  FIXTURES_AFTER_START_CHECK,
  FIXTURES_BEFORE_END_CHECK,
} from './season-dates.js';
import { teamNotTwiceOnADate, TEAM_TWICE_ON_A_DATE_CHECK } from './team-twice-on-a-date.js';
import { teamsAgainstThemselves, TEAMS_AGAINST_THEMSELVES_CHECK } from './teams-against-themselves.js';
import { venueNotTwiceOnADate, VENUE_TWICE_ON_A_DATE_CHECK } from './venue-twice-on-a-date.js';

/** The nine checks of contract §3.6, in the contract's order, each by its wire name. */
export const seasonHealthChecks: readonly (readonly [string, (input: SeasonHealthInput) => HealthCheckResult])[] = [
  [consecutiveByesCheckName(), (input) => consecutiveByes(input)],
  [consecutiveHomeOrAwayCheckName(), (input) => consecutiveHomeOrAway(input)],
  [FIXTURES_AFTER_START_CHECK, fixturesAfterStartDate],
  [FIXTURES_BEFORE_END_CHECK, fixturesBeforeEndDate],
  [SAME_NUMBER_OF_WEEKS_CHECK, sameNumberOfWeeks],
  [TEAMS_AGAINST_THEMSELVES_CHECK, teamsAgainstThemselves],
  [BOTH_LEGS_CHECK, bothLegsDefined],
  [TEAM_TWICE_ON_A_DATE_CHECK, teamNotTwiceOnADate],
  [VENUE_TWICE_ON_A_DATE_CHECK, venueNotTwiceOnADate],
];

/**
 * The season's health (contract §3.6): every check keyed by name; `success` only when every check
 * succeeded and there is no season-level error. The season-level lists hold only season-level findings
 * (`No divisions`; the server prepends data errors); each check's problems stay under its name.
 */
export function seasonHealth(input: SeasonHealthInput): SeasonHealthCheckResult {
  if (input.divisions.length === 0) {
    return { checks: {}, success: true, errors: [], warnings: ['No divisions'], messages: [] };
  }
  const checks: Record<string, HealthCheckResult> = {};
  for (const [name, run] of seasonHealthChecks) checks[name] = run(input);
  return {
    checks,
    success: Object.values(checks).every((check) => check.success),
    errors: [],
    warnings: [],
    messages: [],
  };
}
