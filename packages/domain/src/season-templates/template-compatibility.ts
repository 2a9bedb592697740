import { sharedVenues, activeTeams } from './shared-venues.js';
import { placeholderCodes, type ProposalSeason, type SeasonTemplate } from './types.js';

/**
 * Whether a template fits a season, with the warnings of contract §11.2 ('Compatibility warnings') that
 * explain why not. Divisions pair up by order.
 */
export function templateCompatibility(
  template: SeasonTemplate,
  season: Pick<ProposalSeason, 'divisions'>,
): { success: boolean; warnings: string[] } {
  const warnings: string[] = [];
  if (template.divisions.length !== season.divisions.length) {
    warnings.push(`Template has ${template.divisions.length} divisions, season has ${season.divisions.length}`);
  }
  const venues = sharedVenues(season.divisions);
  season.divisions.forEach((division, index) => {
    const divisionTemplate = template.divisions[index];
    if (!divisionTemplate) return;
    const teams = activeTeams(division).length;
    const codes = placeholderCodes(divisionTemplate).length;
    if (teams > codes) warnings.push(`${division.name} has ${teams} teams, template has fewer (${codes})`);
    const shared = venues.filter(
      (venue) => !venue.crossDivision && (venue.teamsByDivision.get(division.id)?.length ?? 0) > 1,
    ).length;
    const supported = divisionTemplate.sharedAddresses.length;
    if (shared > supported) {
      warnings.push(`${division.name} has ${shared} shared addresses, template only supports ${supported}`);
    }
  });
  const crossDivision = venues.filter((venue) => venue.crossDivision).length;
  if (crossDivision > template.sharedAddresses.length) {
    warnings.push(
      `Template supports up-to ${template.sharedAddresses.length} cross-division shared addresses, found ${crossDivision}`,
    );
  }
  return { success: warnings.length === 0, warnings };
}
