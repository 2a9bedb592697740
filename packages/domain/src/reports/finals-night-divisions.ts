import type { FixtureRecord } from '../league/fixture-result.js';
import { leagueTable } from '../league/league-table.js';
import { playerTable, type PlayerTableRow } from '../league/player-table.js';
import { playerCell, type Named } from './report-rows.js';
import type { Gender, ReportCell, ReportDivision, ReportInput, ReportRow, ReportTournament } from './types.js';

/** The Top Player award's threshold and its text when nobody reaches it. */
export const topPlayerMinimumSingles = 5;
export const noTopPlayer = `No player found who has played at least ${topPlayerMinimumSingles} singles matches`;
export const leaguePlaceNotFound = '⚠️ Not found';

/** The award cell of a division's row, linked to the division. */
export function divisionAward(division: ReportDivision, award: string): ReportCell {
  return { text: `${division.name}: ${award}`, divisionId: division.id, divisionName: division.name };
}

/** Who a row goes to: one player linked, several joined by ', '. */
export function goesTo(players: ReadonlyArray<{ player: Named; team?: Named | undefined }>): ReportCell {
  if (players.length === 1) return playerCell(players[0]!.player, players[0]!.team);
  return { text: players.map(({ player }) => player.name).join(', ') };
}

/** The players holding the top value, when above zero, and the value as text. */
export function topHolders<T>(rows: readonly T[], value: (row: T) => number): { holders: T[]; text: string } {
  const top = Math.max(0, ...rows.map(value));
  return top > 0 ? { holders: rows.filter((row) => value(row) === top), text: String(top) } : { holders: [], text: '' };
}

/**
 * A tournament's 180s and hi-checks as a record without matches, so they count in the player table
 * like a fixture's where its accolades count (as the division's player table counts them).
 */
function accoladesOf(tournament: ReportTournament): FixtureRecord {
  const nobody = { id: '', name: '' };
  return {
    id: tournament.id,
    date: tournament.date,
    home: nobody,
    away: nobody,
    postponed: false,
    isKnockout: false,
    accoladesCount: tournament.accoladesCount,
    matches: [],
    oneEighties: tournament.oneEighties ?? [],
    over100Checkouts: tournament.over100Checkouts ?? [],
  };
}

/**
 * The division's player table as the finals night reads it: its registered
 * players, its fixtures, and its own and cross-divisional tournaments' accolades.
 */
export function divisionPlayerTable(input: ReportInput, divisionId: string): PlayerTableRow[] {
  const players = input.players
    .filter((player) => player.divisionId === divisionId)
    .map((player) => ({ id: player.id, name: player.name, teamId: player.teamId, team: player.teamName }));
  const records = [
    ...input.fixtures.filter((fixture) => fixture.divisionId === divisionId),
    ...input.tournaments.filter((t) => !t.divisionId || t.divisionId === divisionId).map(accoladesOf),
  ];
  return playerTable(players, records, { canManagePlayers: true });
}

/**
 * A division's player awards: highest checkout and most 180s (the top holders, joined),
 * then Top Player (Male) and (Female): the first in the player table of that gender (none counts as
 * male) with at least 5 singles played.
 */
export function divisionPlayerAwards(input: ReportInput, division: ReportDivision): ReportRow[] {
  const table = divisionPlayerTable(input, division.id);
  const genders = new Map(input.players.map((player) => [player.id, player.gender ?? 'Male']));
  const holder = (row: PlayerTableRow) => ({ player: row, team: { id: row.teamId, name: row.team } });
  const award = (name: string, value: (row: PlayerTableRow) => number): ReportRow => {
    const { holders, text } = topHolders(table, value);
    return { cells: [divisionAward(division, name), goesTo(holders.map(holder)), { text }] };
  };
  const topPlayer = (gender: Gender): ReportRow => {
    const row = table.find(
      (r) => (genders.get(r.id) ?? 'Male') === gender && r.singles.matchesPlayed >= topPlayerMinimumSingles,
    );
    return {
      cells: [
        divisionAward(division, `Top Player (${gender})`),
        row ? goesTo([holder(row)]) : { text: noTopPlayer },
        { text: row ? String(row.points) : '' },
      ],
    };
  };
  return [
    award('Highest checkout', (row) => row.over100Checkouts),
    award('Most 180s', (row) => row.oneEighties),
    topPlayer('Male'),
    topPlayer('Female'),
  ];
}

/** A division's league placings: runner up then winner, from its league table. */
export function divisionLeagueAwards(input: ReportInput, division: ReportDivision): ReportRow[] {
  const teams = input.teams.filter((team) => team.divisionId === division.id);
  const table = leagueTable(
    teams,
    input.fixtures.filter((fixture) => fixture.divisionId === division.id),
  ).filter((row) => row.played > 0);
  const place = (award: string, index: number): ReportRow => {
    const team = table[index];
    return {
      cells: [
        divisionAward(division, award),
        team ? { text: team.name, teamId: team.id, teamName: team.name } : { text: leaguePlaceNotFound },
        { text: team ? String(team.points) : '' },
      ],
    };
  };
  return [place('runner up', 1), place('winner', 0)];
}
