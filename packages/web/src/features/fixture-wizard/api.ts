import { useMutation, useQuery } from '@tanstack/react-query';
import {
  routes,
  type ActionResult,
  type DivisionDataDto,
  type EditGameDto,
  type ProposalRequestDto,
  type ProposalResultDto,
} from '@darts/contract';
import { api } from '../../lib/api-client';
import { divisionDataQuery, fetchDivisionData } from '../../lib/records/division-data';
import { sendWrite } from '../../lib/write-outcome';

/**
 * Data hooks of the fixture creation wizard: the templates with their
 * compatibility, the season's teams by division (the app's division data read), the proposal, and
 * each fixture's save.
 */
export const wizardKeys = {
  all: ['fixture-wizard'] as const,
  templates: (seasonId: string) => [...wizardKeys.all, 'templates', seasonId] as const,
};

/** `GET /api/Template/ForSeason/{seasonId}`: one inner envelope per template. */
export function useTemplatesForSeason(seasonId: string) {
  return useQuery({
    queryKey: wizardKeys.templates(seasonId),
    queryFn: () => api.call(routes.templatesForSeason, { params: { seasonId } }),
    staleTime: 0,
  });
}

/**
 * The season's division data for every division of the season: its teams, by
 * their `division`, and its fixtures. `ignoreDates` so a fixture saved after the season's end still
 * shows when a resumed save checks what is already there.
 */
const seasonFilter = (divisionIds: readonly string[], seasonId: string) => ({
  divisionIds,
  seasonId,
  ignoreDates: true,
});

/** The season's data, or an error when the server has none (204): the wizard cannot go on without its teams. */
function required(data: DivisionDataDto | null): DivisionDataDto {
  if (!data) throw new Error('Could not load the season’s teams');
  return data;
}

export async function fetchSeasonData(divisionIds: readonly string[], seasonId: string): Promise<DivisionDataDto> {
  return required(await fetchDivisionData(seasonFilter(divisionIds, seasonId)));
}

export function useSeasonData(divisionIds: readonly string[], seasonId: string) {
  return useQuery({ ...divisionDataQuery(seasonFilter(divisionIds, seasonId)), staleTime: 0, select: required });
}

/** `POST /api/Template/Propose/`: nothing is saved. */
export function usePropose() {
  return useMutation({
    mutationFn: (body: ProposalRequestDto): Promise<ActionResult<ProposalResultDto> | null> =>
      api.call(routes.templatePropose, { body, trailingSlash: true }),
  });
}

/** One fixture as the wizard creates it: `PUT /api/Game/` without an id. */
export function createFixture(body: Omit<EditGameDto, 'id' | 'lastUpdated'>) {
  return sendWrite(routes.gameUpdate, { body, trailingSlash: true });
}
