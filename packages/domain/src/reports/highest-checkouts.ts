import { hiCheckScore } from '../league/player-table.js';
import { PlayerTallies, divisionScope, fixtureTeamOf, playerRows, registeredTeams } from './report-rows.js';
import type { Report, ReportInput } from './types.js';

export const highestCheckoutsReport = {
  name: 'Highest checkouts',
  description:
    "Each player's best hi-check in this division and knockouts (postponed fixtures left out) and in tournaments, where accolades count.",
  columns: ['Team', 'Player', 'Checkout'],
} as const;

/**
 * Each player's best hi-check over the division scope; like the player table and the finals-night
 * sheet, only fixtures and tournaments whose accolades count.
 */
export function highestCheckouts(input: ReportInput): Report {
  const { fixtures, tournaments } = divisionScope(input);
  const tallies = new PlayerTallies(registeredTeams(input));
  for (const fixture of fixtures) {
    if (!fixture.accoladesCount) continue;
    for (const hiCheck of fixture.over100Checkouts ?? []) {
      tallies.best(hiCheck, hiCheckScore(hiCheck), fixtureTeamOf(fixture, hiCheck.id));
    }
  }
  for (const tournament of tournaments) {
    if (!tournament.accoladesCount) continue;
    for (const hiCheck of tournament.over100Checkouts ?? []) tallies.best(hiCheck, hiCheckScore(hiCheck));
  }
  return {
    ...highestCheckoutsReport,
    columns: [...highestCheckoutsReport.columns],
    rows: playerRows(tallies.values(), input.topCount),
    thisDivisionOnly: true,
  };
}
