import { useQuery } from '@tanstack/react-query';
import { routes } from '@darts/contract';
import { api } from '../../lib/api-client';
import { appKeys } from '../../lib/query-keys';
import type { DivisionData, DivisionFixtureDate } from './division-data';

/** Query keys of the division pages; division data is keyed by `appKeys.divisionData`. */
export const divisionKeys = {
  allTeams: ['division', 'team'] as const,
  team: (teamId: string) => [...divisionKeys.allTeams, teamId] as const,
};

/** A response that is not division data: a 400 problem or an envelope (contract §5.4, §0.3). */
export class DivisionDataError extends Error {
  constructor(
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'DivisionDataError';
  }
}

/** The lists filled in, so pages never meet an absent list (contract §1.8: absent means empty). */
function normalise(raw: Partial<DivisionData>): DivisionData {
  const fixtures = (raw.fixtures ?? []).map((date): DivisionFixtureDate => ({
    ...date,
    fixtures: date.fixtures ?? [],
    tournamentFixtures: date.tournamentFixtures ?? [],
    notes: date.notes ?? [],
  }));
  return {
    ...raw,
    superleague: raw.superleague ?? false,
    teams: raw.teams ?? [],
    players: raw.players ?? [],
    dataErrors: raw.dataErrors ?? [],
    fixtures,
  };
}

/** The query string of GET /api/Division/Data: every division id, then the season (contract §5.3). */
export function divisionDataPath(divisionIds: readonly string[], seasonId: string | undefined) {
  const query = new URLSearchParams();
  for (const id of divisionIds) query.append('divisionId', id);
  if (seasonId) query.set('seasonId', seasonId);
  return `/api/Division/Data?${query.toString()}`;
}

export async function fetchDivisionData(divisionIds: readonly string[], seasonId: string | undefined) {
  const body = await api.request<unknown>('GET', divisionDataPath(divisionIds, seasonId));
  if (body === null) return null;
  const shape = body as { status?: unknown; teams?: unknown; success?: unknown; name?: unknown; dataErrors?: unknown };
  if (typeof shape.status === 'number') {
    throw new DivisionDataError(`Error accessing division: Code: ${shape.status}`, body);
  }
  if (
    typeof body !== 'object' ||
    'success' in shape ||
    !('dataErrors' in shape || 'teams' in shape || 'name' in shape)
  ) {
    throw new DivisionDataError('Could not load the division', body);
  }
  return normalise(body);
}

/** Division data for the page (contract §5.3); null when the server has none (204). */
export function useDivisionData(divisionIds: readonly string[], seasonId: string | undefined) {
  return useQuery({
    queryKey: appKeys.divisionData(divisionIds, seasonId),
    queryFn: () => fetchDivisionData(divisionIds, seasonId),
  });
}

/** A team with its seasons and players (contract §7.1), for the e-mail addresses the edit dialog shows. */
export function useTeamDetails(teamId: string | undefined) {
  return useQuery({
    queryKey: divisionKeys.team(teamId ?? ''),
    queryFn: () => api.call(routes.team, { params: { id: teamId ?? '' } }),
    enabled: teamId !== undefined,
  });
}
