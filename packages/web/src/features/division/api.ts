import { useQuery } from '@tanstack/react-query';
import { divisionDataQuery } from '../../lib/records/division-data';
import { teamQuery } from '../../lib/records/team';

/** Division data for the page; null when the server has none (204). */
export function useDivisionData(divisionIds: readonly string[], seasonId: string | undefined) {
  return useQuery(divisionDataQuery({ divisionIds, seasonId }));
}

/** A team with its seasons and players, for the e-mail addresses the edit dialog shows. */
export function useTeamDetails(teamId: string | undefined) {
  return useQuery({ ...teamQuery(teamId ?? ''), enabled: teamId !== undefined });
}
