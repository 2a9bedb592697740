import { venueOf } from '../league/team-venue.js';
import { FIXTURE_INTERVAL_DAYS } from './consecutive-home-or-away.js';
import { checkResult, datesWithFixtures, type HealthCheckResult, type SeasonHealthInput } from './health-result.js';

/** The check name of contract §3.6. */
export const VENUE_TWICE_ON_A_DATE_CHECK = 'Venues do not have multiple fixtures on the same date';

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * A venue (the home team's address, else its name) hosts at most one fixture per date across all divisions
 * (contract §3.6); byes host nothing. The week is counted from the season's first fixture date.
 */
export function venueNotTwiceOnADate(
  input: SeasonHealthInput,
  intervalDays = FIXTURE_INTERVAL_DAYS,
): HealthCheckResult {
  const byDate = new Map<string, Map<string, number>>();
  for (const division of input.divisions) {
    for (const date of datesWithFixtures(division)) {
      const venues = byDate.get(date.date) ?? new Map<string, number>();
      byDate.set(date.date, venues);
      for (const fixture of date.fixtures) {
        if (!fixture.awayTeam) continue;
        const venue = venueOf({ name: fixture.homeTeam.name, address: fixture.homeTeam.address ?? '' });
        venues.set(venue, (venues.get(venue) ?? 0) + 1);
      }
    }
  }
  const dates = [...byDate.keys()].sort();
  const warnings: string[] = [];
  for (const date of dates) {
    const week = Math.floor(daysBetween(dates[0]!, date) / intervalDays) + 1;
    for (const [venue, count] of byDate.get(date)!) {
      if (count > 1) warnings.push(`${venue} is being used for ${count} fixtures on week ${week}`);
    }
  }
  return checkResult(warnings);
}
