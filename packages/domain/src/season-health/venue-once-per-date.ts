// Contract §3.6 check `Venues do not have multiple fixtures on the same date`: one address hosting two fixtures on a date (any divisions) is an error.
import { venueKey } from '../league/team-venue.js';
import { checkResult } from './check-result.js';
import { datesInOrder, showDate, showFixture } from './timeline.js';
import type { HealthCheckResult, SeasonHealthInput } from './types.js';

/**
 * The venue is the fixture's own address, or the home team's when it has none (trimmed, case ignored): a
 * fixture moved to another pub counts there. Byes, self-fixtures and blank addresses host nothing.
 */
export function checkVenueOncePerDate({ divisions }: SeasonHealthInput): HealthCheckResult {
  const byDate = new Map<string, Map<string, { address: string; fixtures: string[] }>>();
  for (const division of divisions) {
    for (const { date, fixtures } of datesInOrder(division)) {
      for (const f of fixtures) {
        const address = f.address?.trim() || f.homeTeam.address.trim();
        if (!f.awayTeam || f.awayTeam.id === f.homeTeam.id || address === '') continue;
        const venues = byDate.get(date) ?? new Map<string, { address: string; fixtures: string[] }>();
        byDate.set(date, venues);
        const venue = venues.get(venueKey(address)) ?? { address, fixtures: [] };
        venues.set(venueKey(address), venue);
        venue.fixtures.push(`${division.name}: ${showFixture(f)}`);
      }
    }
  }
  const errors = [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([date, venues]) =>
      [...venues.values()]
        .filter((v) => v.fixtures.length > 1)
        .map((v) => `${v.address} hosts ${v.fixtures.length} fixtures on ${showDate(date)} (${v.fixtures.join('; ')})`),
    );
  return checkResult({ errors });
}
