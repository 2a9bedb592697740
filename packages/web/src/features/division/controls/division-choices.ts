import type { DivisionDto, SeasonDto } from '@darts/contract';

/**
 * Divisions the division dropdown offers: the season's divisions, unless the account
 * has both ManageDivisions and ManageSeasons, which sees every division (to add one to a season).
 * Without a season every division is offered. Ordered as the divisions list.
 */
export function divisionChoices(
  all: readonly DivisionDto[],
  season: Pick<SeasonDto, 'divisions'> | undefined,
  can: { manageDivisions: boolean; manageSeasons: boolean },
): DivisionDto[] {
  if (!season || (can.manageDivisions && can.manageSeasons)) return [...all];
  const ids = new Set(season.divisions.map((d) => d.id));
  return all.filter((division) => ids.has(division.id));
}

/** Seasons newest first, as the season dropdown lists them. */
export function seasonChoices(seasons: readonly SeasonDto[]): SeasonDto[] {
  return [...seasons].sort((a, b) => b.startDate.localeCompare(a.startDate) || a.name.localeCompare(b.name));
}
