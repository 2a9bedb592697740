import {
  PlayerTallies,
  divisionScope,
  fixtureTeamOf,
  playerRows,
  registeredTeams,
  topTallies,
  type Named,
} from './report-rows.js';
import type { Report, ReportInput } from './types.js';

export const most180sReport = {
  name: 'Most 180s',
  description:
    '180s thrown in this division and knockouts (postponed fixtures left out) and in tournaments, where 180s count.',
  columns: ['Team', 'Player', '180s'],
} as const;

/**
 * 180s per player over the division scope, only from fixtures and tournaments whose
 * accolades count.
 */
export function most180s(input: ReportInput): Report {
  const { fixtures, tournaments } = divisionScope(input);
  const tallies = new PlayerTallies(registeredTeams(input));
  for (const fixture of fixtures) {
    if (!fixture.accoladesCount) continue;
    for (const player of fixture.oneEighties ?? []) tallies.add(player, fixtureTeamOf(fixture, player.id));
  }
  for (const tournament of tournaments) {
    if (!tournament.accoladesCount) continue;
    for (const player of tournament.oneEighties ?? []) tallies.add(player);
  }
  return {
    ...most180sReport,
    columns: [...most180sReport.columns],
    rows: playerRows(tallies.values(), input.topCount),
    thisDivisionOnly: true,
  };
}

/**
 * A sheet's 180s per player: one tally per player with how many they threw, most first, ties by name
 * (the league tables' order). `entries` holds one entry per 180, as a tournament or score card keeps them.
 */
export function oneEightiesPerPlayer(entries: readonly Named[]): Array<Named & { count: number }> {
  const tallies = new PlayerTallies(() => undefined);
  for (const player of entries) tallies.add(player);
  return topTallies(tallies.values(), entries.length).map(({ player, value }) => ({ ...player, count: value }));
}
