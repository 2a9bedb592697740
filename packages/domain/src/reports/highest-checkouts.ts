import { hiCheckScore } from '../league/player-table.js';
import { PlayerTallies, divisionScope, fixtureTeamOf, playerRows, registeredTeams } from './report-rows.js';
import type { Report, ReportInput } from './types.js';

export const highestCheckoutsReport = {
  name: 'Highest checkouts',
  description:
    "Each player's best hi-check in this division and knockouts (postponed fixtures left out) and in tournaments.",
  columns: ['Team', 'Player', 'Checkout'],
} as const;

/** Each player's best hi-check (issue #14) over the division scope. */
export function highestCheckouts(input: ReportInput): Report {
  const { fixtures, tournaments } = divisionScope(input);
  const tallies = new PlayerTallies(registeredTeams(input));
  for (const fixture of fixtures) {
    for (const hiCheck of fixture.over100Checkouts ?? []) {
      tallies.best(hiCheck, hiCheckScore(hiCheck), fixtureTeamOf(fixture, hiCheck.id));
    }
  }
  for (const tournament of tournaments) {
    for (const hiCheck of tournament.over100Checkouts ?? []) tallies.best(hiCheck, hiCheckScore(hiCheck));
  }
  return {
    ...highestCheckoutsReport,
    columns: [...highestCheckoutsReport.columns],
    rows: playerRows(tallies.values(), input.topCount),
    thisDivisionOnly: true,
  };
}
