import { fixtureOutcome, type FixtureRecord, type Side } from './fixture-result.js';
import { byName, descending, rankBy } from './ranking.js';

/** A team's line in the league table (DivisionTeamDto). */
export type LeagueTableStats = {
  played: number;
  points: number;
  fixturesWon: number;
  fixturesLost: number;
  fixturesDrawn: number;
  /** Legs for minus legs against, over decided matches. */
  difference: number;
  matchesWon: number;
  matchesLost: number;
  /** Legs won and lost over decided matches (`winRate`, `lossRate` on the wire). */
  winRate: number;
  lossRate: number;
  rank: number;
};

/** Points for a fixture won and drawn. */
export const pointsForWin = 2;
export const pointsForDraw = 1;

/** Whether a fixture counts towards the league table: a league fixture, not postponed. */
export function countsTowardsLeagueTable(fixture: FixtureRecord): boolean {
  return !fixture.isKnockout && !fixture.postponed;
}

/** A table line of a team that has played nothing: every figure zero. */
export const emptyTableStats = (): Omit<LeagueTableStats, 'rank'> => ({
  played: 0,
  points: 0,
  fixturesWon: 0,
  fixturesLost: 0,
  fixturesDrawn: 0,
  difference: 0,
  matchesWon: 0,
  matchesLost: 0,
  winRate: 0,
  lossRate: 0,
});

/**
 * The league table: every team once (by id, first entry kept),
 * with zeros when it has played nothing. Counts league, non-postponed fixtures with at least one
 * decided match; a fixture's winner is the side with more match wins, equal is a draw. Points are 2
 * per win and 1 per draw. Ordered by points, fixtures won, difference, then name; ranked 1..n.
 * Fixtures against teams not in `teams` count only for the listed side.
 */
export function leagueTable<T extends { id: string; name: string }>(
  teams: readonly T[],
  fixtures: readonly FixtureRecord[],
): Array<T & LeagueTableStats> {
  const stats = new Map<string, { team: T; line: Omit<LeagueTableStats, 'rank'> }>();
  for (const team of teams) if (!stats.has(team.id)) stats.set(team.id, { team, line: emptyTableStats() });

  for (const fixture of fixtures) {
    if (!countsTowardsLeagueTable(fixture)) continue;
    const outcome = fixtureOutcome(fixture);
    if (!outcome.winner) continue;
    const sides: Array<[Side, string]> = [
      ['home', fixture.home.id],
      ['away', fixture.away.id],
    ];
    for (const [side, teamId] of sides) {
      const line = stats.get(teamId)?.line;
      if (!line) continue;
      const [matchesFor, matchesAgainst] =
        side === 'home' ? [outcome.homeMatches, outcome.awayMatches] : [outcome.awayMatches, outcome.homeMatches];
      const [legsFor, legsAgainst] =
        side === 'home' ? [outcome.homeLegs, outcome.awayLegs] : [outcome.awayLegs, outcome.homeLegs];
      line.played += 1;
      if (outcome.winner === 'draw') line.fixturesDrawn += 1;
      else if (outcome.winner === side) line.fixturesWon += 1;
      else line.fixturesLost += 1;
      line.points = line.fixturesWon * pointsForWin + line.fixturesDrawn * pointsForDraw;
      line.matchesWon += matchesFor;
      line.matchesLost += matchesAgainst;
      line.winRate += legsFor;
      line.lossRate += legsAgainst;
      line.difference = line.winRate - line.lossRate;
    }
  }

  const rows = [...stats.values()].map(({ team, line }) => ({ ...team, ...line }));
  return rankBy(
    rows,
    descending((row) => row.points),
    descending((row) => row.fixturesWon),
    descending((row) => row.difference),
    byName,
  );
}
