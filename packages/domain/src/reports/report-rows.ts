import { byName } from '../league/ranking.js';
import { tournamentMatchesOf } from '../tournament/formats/matches-of.js';
import type { ReportCell, ReportFixture, ReportInput, ReportRow, ReportTournament } from './types.js';

/** A named thing a cell can link to. */
export type Named = { id: string; name: string };

/** One player's running count in a report, with the team they were first seen playing for. */
export type PlayerTally = { player: Named; team: Named | undefined; value: number };

/**
 * Report rows in report order: value descending, ties by player name as in every league table
 *, cut to `topCount`.
 */
export function topTallies(tallies: Iterable<PlayerTally>, topCount: number): PlayerTally[] {
  return [...tallies].sort((a, b) => b.value - a.value || byName(a.player, b.player)).slice(0, Math.max(0, topCount));
}

/** The team cell: its name, linked to the team. */
export function teamCell(team: Named | undefined): ReportCell {
  return team ? { text: team.name, teamId: team.id, teamName: team.name } : { text: '' };
}

/** The player cell: their name, linked to the player (and their team, for the player's page). */
export function playerCell(player: Named, team: Named | undefined): ReportCell {
  return {
    text: player.name,
    playerId: player.id,
    playerName: player.name,
    ...(team ? { teamId: team.id, teamName: team.name } : {}),
  };
}

/** The rows of a Team, Player, value report. */
export function playerRows(tallies: Iterable<PlayerTally>, topCount: number): ReportRow[] {
  return topTallies(tallies, topCount).map(({ player, team, value }) => ({
    cells: [teamCell(team), playerCell(player, team), { text: String(value) }],
  }));
}

/**
 * Counts per player in first-seen order. `add` creates a player's tally on first sight, naming the
 * team they were seen with; `best` keeps the larger value instead of adding.
 */
export class PlayerTallies {
  private readonly tallies = new Map<string, PlayerTally>();
  constructor(private readonly teamOf: (playerId: string) => Named | undefined) {}

  private tally(player: Named, team: Named | undefined): PlayerTally {
    let tally = this.tallies.get(player.id);
    if (!tally) {
      tally = { player: { id: player.id, name: player.name }, team: team ?? this.teamOf(player.id), value: 0 };
      this.tallies.set(player.id, tally);
    }
    return tally;
  }

  add(player: Named, team?: Named, by = 1): void {
    this.tally(player, team).value += by;
  }

  best(player: Named, value: number, team?: Named): void {
    const tally = this.tally(player, team);
    tally.value = Math.max(tally.value, value);
  }

  values(): IterableIterator<PlayerTally> {
    return this.tallies.values();
  }
}

/** A registered player's team, by player id (teams come from the season's team players). */
export function registeredTeams(input: Pick<ReportInput, 'players'>): (playerId: string) => Named | undefined {
  const teams = new Map(input.players.map((player) => [player.id, { id: player.teamId, name: player.teamName }]));
  return (playerId) => teams.get(playerId);
}

/** The fixture team a player played for in `fixture`, when they played in it. */
export function fixtureTeamOf(fixture: ReportFixture, playerId: string): Named | undefined {
  for (const match of fixture.matches) {
    if (match.homePlayers.some((player) => player.id === playerId)) return fixture.home;
    if (match.awayPlayers.some((player) => player.id === playerId)) return fixture.away;
  }
  return undefined;
}

/**
 * The records a `thisDivisionOnly` report reads: the division's fixtures plus knockout
 * fixtures, not postponed, and the division's plus cross-divisional tournaments.
 */
export function divisionScope(input: Pick<ReportInput, 'divisionId' | 'fixtures' | 'tournaments'>): {
  fixtures: ReportFixture[];
  tournaments: ReportTournament[];
} {
  return {
    fixtures: input.fixtures.filter(
      (fixture) => !fixture.postponed && (fixture.divisionId === input.divisionId || fixture.isKnockout),
    ),
    tournaments: input.tournaments.filter(
      (tournament) => !tournament.divisionId || tournament.divisionId === input.divisionId,
    ),
  };
}

/** Every player in a side of the tournament, its entrants and its matches (every stage, issue #26), each once. */
export function tournamentPlayers(tournament: ReportTournament): Named[] {
  const sides = [
    ...tournament.sides,
    ...tournamentMatchesOf(tournament).flatMap(({ match }) => [match.sideA, match.sideB]),
  ];
  const players = new Map<string, Named>();
  for (const player of sides.flatMap((side) => side?.players ?? [])) {
    if (!players.has(player.id)) players.set(player.id, { id: player.id, name: player.name });
  }
  return [...players.values()];
}
