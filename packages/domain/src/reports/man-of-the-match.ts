import { PlayerTallies, fixtureTeamOf, playerRows, type Named } from './report-rows.js';
import type { Report, ReportInput } from './types.js';

export const manOfTheMatchReport = {
  name: 'Man of the match',
  description: 'How many times each player was chosen as man of the match by their team, over the whole season.',
  columns: ['Team', 'Player', 'Times'],
} as const;

/**
 * How often each player was chosen man of the match: every fixture of the season, each
 * team's choice once. In first-seen order before sorting.
 */
export function manOfTheMatchTallies(input: Pick<ReportInput, 'fixtures' | 'players'>): PlayerTallies {
  const registered = new Map(input.players.map((player) => [player.id, player]));
  const tallies = new PlayerTallies(() => undefined);
  for (const fixture of input.fixtures) {
    for (const team of [fixture.home, fixture.away]) {
      const id = team.manOfTheMatch;
      if (!id) continue;
      const name = registered.get(id)?.name ?? playedName(fixture.matches, id);
      if (name === undefined) continue;
      // The team they played for that night, else their registered team, else the choosing team.
      const player = registered.get(id);
      const side: Named =
        fixtureTeamOf(fixture, id) ??
        (player ? { id: player.teamId, name: player.teamName } : { id: team.id, name: team.name });
      tallies.add({ id, name }, side);
    }
  }
  return tallies;
}

/** The Man of the match report: only for viewers holding ManageScores. */
export function manOfTheMatch(input: ReportInput): Report | undefined {
  if (!input.canManageScores) return undefined;
  return {
    ...manOfTheMatchReport,
    columns: [...manOfTheMatchReport.columns],
    rows: playerRows(manOfTheMatchTallies(input).values(), input.topCount),
    thisDivisionOnly: false,
  };
}

function playedName(matches: ReportInput['fixtures'][number]['matches'], id: string): string | undefined {
  for (const match of matches) {
    const player = [...match.homePlayers, ...match.awayPlayers].find((p) => p.id === id);
    if (player) return player.name;
  }
  return undefined;
}
