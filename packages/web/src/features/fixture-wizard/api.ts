import { useMutation, useQuery } from '@tanstack/react-query';
import {
  routes,
  type ActionResult,
  type DivisionDataDto,
  type EditGameDto,
  type GameDto,
  type ProposalRequestDto,
  type ProposalResultDto,
} from '@darts/contract';
import { api } from '../../lib/api-client';

/**
 * Data hooks of the fixture creation wizard (spec 1 §7, contract §11): the templates with their
 * compatibility, the season's teams by division, the proposal, and each fixture's save. The wizard
 * reads the season's division data itself (features never import each other), under its own key.
 */
export const wizardKeys = {
  all: ['fixture-wizard'] as const,
  templates: (seasonId: string) => [...wizardKeys.all, 'templates', seasonId] as const,
  season: (seasonId: string) => [...wizardKeys.all, 'season', seasonId] as const,
};

/** `GET /api/Template/ForSeason/{seasonId}` (contract §11.2): one inner envelope per template. */
export function useTemplatesForSeason(seasonId: string) {
  return useQuery({
    queryKey: wizardKeys.templates(seasonId),
    queryFn: () => api.call(routes.templatesForSeason, { params: { seasonId } }),
    staleTime: 0,
  });
}

/**
 * The season's division data for every division of the season (contract §5.3): its teams, by
 * their `division`, and its fixtures. `ignoreDates` so a fixture saved after the season's end still
 * shows when a resumed save checks what is already there.
 */
export async function fetchSeasonData(divisionIds: readonly string[], seasonId: string): Promise<DivisionDataDto> {
  const query = new URLSearchParams();
  for (const id of divisionIds) query.append('divisionId', id);
  query.set('seasonId', seasonId);
  query.set('ignoreDates', 'true');
  const body = await api.request<Partial<DivisionDataDto> | null>('GET', `/api/Division/Data?${query.toString()}`);
  if (!body || typeof body !== 'object' || 'success' in body || !Array.isArray(body.teams)) {
    throw new Error('Could not load the season’s teams');
  }
  return {
    superleague: body.superleague ?? false,
    ...body,
    teams: body.teams,
    fixtures: body.fixtures ?? [],
    players: body.players ?? [],
    dataErrors: body.dataErrors ?? [],
  };
}

export function useSeasonData(divisionIds: readonly string[], seasonId: string) {
  return useQuery({
    queryKey: wizardKeys.season(seasonId),
    queryFn: () => fetchSeasonData(divisionIds, seasonId),
    staleTime: 0,
  });
}

/** `POST /api/Template/Propose/` (contract §11.2): nothing is saved. */
export function usePropose() {
  return useMutation({
    mutationFn: (body: ProposalRequestDto) =>
      api.request<ActionResult<ProposalResultDto> | null>('POST', '/api/Template/Propose/', body),
  });
}

/** One fixture as the wizard creates it (spec 1 §7, contract §9.3): `PUT /api/Game/` without an id. */
export function createFixture(body: Omit<EditGameDto, 'id' | 'lastUpdated'>) {
  return api.request<ActionResult<GameDto> | null>('PUT', '/api/Game/', body);
}
