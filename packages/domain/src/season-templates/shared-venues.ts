import { venueKey, venueOf } from '../league/team-venue.js';
import type { ProposalDivision, ProposalTeam } from './types.js';

/** One venue used by more than one active team of a season. */
export interface SharedVenue {
  venue: string;
  /** Active teams at the venue, by division id. */
  teamsByDivision: Map<string, ProposalTeam[]>;
}

export const activeTeams = (division: ProposalDivision) => division.teams.filter((team) => !team.deleted);

/**
 * Venues used by two or more active teams, in the order first met and named as first met;
 * `crossDivision` when they span divisions. Addresses are one venue by `isSameVenue`,
 * as the season health check's venue rule reads them.
 */
export function sharedVenues(divisions: readonly ProposalDivision[]): (SharedVenue & { crossDivision: boolean })[] {
  const byVenue = new Map<string, SharedVenue>();
  for (const division of divisions) {
    for (const team of activeTeams(division)) {
      const venue = venueOf(team);
      const shared = byVenue.get(venueKey(venue)) ?? { venue, teamsByDivision: new Map<string, ProposalTeam[]>() };
      const teams = shared.teamsByDivision;
      teams.set(division.id, [...(teams.get(division.id) ?? []), team]);
      byVenue.set(venueKey(venue), shared);
    }
  }
  return [...byVenue.values()]
    .filter(({ teamsByDivision }) => [...teamsByDivision.values()].reduce((sum, list) => sum + list.length, 0) > 1)
    .map(({ venue, teamsByDivision }) => ({ venue, teamsByDivision, crossDivision: teamsByDivision.size > 1 }));
}
