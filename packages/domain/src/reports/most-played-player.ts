import { PlayerTallies, divisionScope, playerRows, registeredTeams, tournamentPlayers } from './report-rows.js';
import type { Report, ReportInput } from './types.js';

export const mostPlayedPlayerReport = {
  name: 'Most played player',
  description:
    'One for each singles, pairs or triples match played in this division or a knockout (postponed fixtures left out), plus one for each tournament entered.',
  columns: ['Team', 'Player', 'Played'],
} as const;

/**
 * Appearances per player over the division scope: one per league or knockout match a
 * player played, skipping matches whose sides have unequal player counts, plus one per tournament
 * in which the player is in a side.
 */
export function mostPlayedPlayer(input: ReportInput): Report {
  const { fixtures, tournaments } = divisionScope(input);
  const tallies = new PlayerTallies(registeredTeams(input));
  for (const fixture of fixtures) {
    for (const match of fixture.matches) {
      if (match.homePlayers.length !== match.awayPlayers.length) continue;
      for (const player of match.homePlayers) tallies.add(player, fixture.home);
      for (const player of match.awayPlayers) tallies.add(player, fixture.away);
    }
  }
  for (const tournament of tournaments) {
    for (const player of tournamentPlayers(tournament)) tallies.add(player);
  }
  return {
    ...mostPlayedPlayerReport,
    columns: [...mostPlayedPlayerReport.columns],
    rows: playerRows(tallies.values(), input.topCount),
    thisDivisionOnly: true,
  };
}
