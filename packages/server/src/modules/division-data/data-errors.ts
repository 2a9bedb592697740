import type { DataErrorDto } from '@darts/contract';
import type { ScopeTeam } from './division-data.repository.js';
import type { Fixture } from './tables.js';

/**
 * A league fixture whose team is registered in another division this season (contract §5.4
 * "Potential cross-division team found"). Knockouts may pair any divisions, so they are left out.
 */
export function crossDivisionErrors(
  fixtures: readonly Fixture[],
  teams: ReadonlyMap<string, ScopeTeam>,
): DataErrorDto[] {
  const errors: DataErrorDto[] = [];
  for (const fixture of fixtures) {
    if (fixture.isKnockout) continue;
    for (const teamId of [fixture.homeTeamId, fixture.awayTeamId]) {
      const divisionId = teamId ? teams.get(teamId)?.divisionId : undefined;
      if (teamId && divisionId && divisionId !== fixture.divisionId) {
        errors.push({ message: `Potential cross-division team found: ${teamId}`, gameId: fixture.id, teamId });
      }
    }
  }
  return errors;
}
