import type { SeasonDto } from '@darts/contract';
import type { ProposalDivision } from '@darts/domain';
import { useSeasonData, useTemplatesForSeason } from './api';

/**
 * What the wizard reads: the templates with whether each fits the season, and the
 * season's league divisions with their teams, as the proposal takes them.
 */
export function useWizardData(season: SeasonDto) {
  // Superleague divisions take no part: their evenings are tournaments (the server leaves them out too).
  const leagueDivisions = season.divisions.filter((division) => !division.superleague);
  const divisionIds = leagueDivisions.map((d) => d.id);
  const templates = useTemplatesForSeason(season.id);
  const seasonData = useSeasonData(divisionIds, season.id);
  const teams = seasonData.data?.teams ?? [];
  const divisions: ProposalDivision[] = leagueDivisions.map((division) => ({
    id: division.id,
    name: division.name,
    teams: teams
      .filter((team) => team.division?.id === division.id)
      .map((team) => ({ id: team.id, name: team.name, address: team.address })),
  }));
  return { leagueDivisions, divisionIds, templates, seasonData, teams, divisions };
}

export type WizardData = ReturnType<typeof useWizardData>;
