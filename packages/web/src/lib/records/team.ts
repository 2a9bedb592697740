import { queryOptions } from '@tanstack/react-query';
import { routes, type TeamDto } from '@darts/contract';
import { api } from '../api-client';
import { appKeys } from '../query-keys';

/**
 * GET /api/Team/{id}: the team with its seasons and players, or null when there is
 * none (204) or the answer is not a team. The division page's player dialog and the score card
 * read it under one key; a write that answers the team puts it there.
 */
export async function fetchTeam(id: string): Promise<TeamDto | null> {
  const team: unknown = await api.call(routes.team, { params: { id } });
  return team && typeof team === 'object' && 'name' in team ? (team as TeamDto) : null;
}

export const teamQuery = (id: string) => queryOptions({ queryKey: appKeys.team(id), queryFn: () => fetchTeam(id) });

/** A body that is not the list of teams (a refusal envelope, a proxy page). */
export class UnreadableTeamsError extends Error {
  override name = 'UnreadableTeamsError';
}

/**
 * GET /api/Team/Seasons: every team with its seasons and players, for the
 * knockout opponent list and the superleague's master draw; nothing (204) reads as none.
 */
export async function fetchTeamsWithSeasons(): Promise<TeamDto[]> {
  const teams: unknown = await api.call(routes.teamsWithSeasons);
  if (teams === null) return [];
  if (!Array.isArray(teams)) throw new UnreadableTeamsError('The teams could not be read');
  return teams as TeamDto[];
}

export const teamsWithSeasonsQuery = queryOptions({
  queryKey: appKeys.teamsWithSeasons,
  queryFn: fetchTeamsWithSeasons,
});
