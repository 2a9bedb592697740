// Runs the nine season health checks of contract §3.6; a season with no divisions is healthy with the warning `No divisions`.
import { checkBothLegs } from './both-legs.js';
import { combineChecks } from './check-result.js';
import { checkConsecutiveByes } from './consecutive-byes.js';
import { checkConsecutiveHomeOrAway } from './consecutive-home-away.js';
import { checkNotAgainstThemselves } from './not-against-themselves.js';
import { checkSameNumberOfWeeks } from './same-number-of-weeks.js';
import { checkOnOrAfterStart, checkOnOrBeforeEnd } from './season-dates.js';
import { checkTeamOncePerDate } from './team-once-per-date.js';
import { checkVenueOncePerDate } from './venue-once-per-date.js';
import { seasonHealthCheckNames as names } from './thresholds.js';
import type { SeasonHealthCheckResult, SeasonHealthInput } from './types.js';

export const noDivisions = 'No divisions';

/**
 * Errors (the season cannot be played as entered): fixtures outside the season, a team against itself, a team
 * twice on a date, a venue hosting twice on a date. Warnings (playable but unfair or unfinished): too many byes
 * or home/away fixtures in a row, divisions with different numbers of weeks, missing or uneven legs.
 */
export function seasonHealth(input: SeasonHealthInput): SeasonHealthCheckResult {
  if (input.divisions.length === 0) {
    return { success: true, errors: [], warnings: [noDivisions], messages: [], checks: {} };
  }
  return combineChecks({
    [names.consecutiveByes]: checkConsecutiveByes(input),
    [names.consecutiveHomeOrAway]: checkConsecutiveHomeOrAway(input),
    [names.onOrAfterStart]: checkOnOrAfterStart(input),
    [names.onOrBeforeEnd]: checkOnOrBeforeEnd(input),
    [names.sameNumberOfWeeks]: checkSameNumberOfWeeks(input),
    [names.notAgainstThemselves]: checkNotAgainstThemselves(input),
    [names.bothLegs]: checkBothLegs(input),
    [names.teamOncePerDate]: checkTeamOncePerDate(input),
    [names.venueOncePerDate]: checkVenueOncePerDate(input),
  });
}
