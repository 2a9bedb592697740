// Test helpers for the season reports: a small league of two divisions.
import type { GameMatch, GamePlayer } from '../league/fixture-result.js';
import type { TournamentMatch, TournamentRound, TournamentSide } from '../tournament/types.js';
import type { Gender, ReportFixture, ReportInput, ReportPlayer, ReportTournament } from './types.js';

/** Teams: `red` and `blue` in division `d1` ('Premier'), `gold` in `d2` ('Division One'). */
export const teams = [
  { id: 'red', name: 'Red Lion', divisionId: 'd1' },
  { id: 'blue', name: 'Blue Bell', divisionId: 'd1' },
  { id: 'gold', name: 'Golden Fleece', divisionId: 'd2' },
] as const;

const teamName = (teamId: string) => teams.find((team) => team.id === teamId)?.name ?? teamId;
const divisionOf = (teamId: string) => teams.find((team) => team.id === teamId)?.divisionId ?? 'd1';

/** A player `ann` is 'ANN' of the given team; `gender` absent unless given. */
export const player = (id: string, teamId: string, gender?: Gender | null): ReportPlayer => ({
  id,
  name: id.toUpperCase(),
  teamId,
  teamName: teamName(teamId),
  divisionId: divisionOf(teamId),
  ...(gender !== undefined ? { gender } : {}),
});

export const p = (id: string): GamePlayer => ({ id, name: id.toUpperCase() });

/** A match `home` v `away` (player ids), scores optional. */
export const match = (home: string[], away: string[], homeScore?: number, awayScore?: number): GameMatch => ({
  homePlayers: home.map(p),
  awayPlayers: away.map(p),
  homeScore: homeScore ?? null,
  awayScore: awayScore ?? null,
});

/** A fixture `homeId` v `awayId` on `date` in the home team's division. */
export function fixture(
  id: string,
  homeId: string,
  awayId: string,
  matches: GameMatch[],
  extra: Partial<ReportFixture> = {},
): ReportFixture {
  return {
    id,
    date: '2026-01-05',
    divisionId: divisionOf(homeId),
    home: { id: homeId, name: teamName(homeId) },
    away: { id: awayId, name: teamName(awayId) },
    postponed: false,
    isKnockout: false,
    accoladesCount: true,
    matches,
    ...extra,
  };
}

export const side = (id: string, playerIds: string[], name?: string): TournamentSide => ({
  id,
  ...(name ? { name } : {}),
  players: playerIds.map(p),
});

export const round = (matches: TournamentMatch[]): TournamentRound => ({
  matches,
  matchOptions: matches.map(() => null),
});

/** A tournament, cross-divisional unless `divisionId` is given; rounds chained in order. */
export function tournament(id: string, extra: Partial<ReportTournament> = {}): ReportTournament {
  return { id, date: '2026-02-01', type: 'Singles', accoladesCount: true, sides: [], ...extra };
}

/** A report input for division `d1`, top 15, with ManageScores, and nothing played. */
export function input(extra: Partial<ReportInput> = {}): ReportInput {
  return {
    season: { id: 's1', name: '2026' },
    divisions: [
      { id: 'd1', name: 'Premier' },
      { id: 'd2', name: 'Division One' },
    ],
    divisionId: 'd1',
    topCount: 15,
    canManageScores: true,
    teams,
    players: [],
    fixtures: [],
    tournaments: [],
    ...extra,
  };
}

/** A report's rows as arrays of cell texts. */
export const texts = (report: { rows: Array<{ cells: Array<{ text: string }> }> } | undefined) =>
  report?.rows.map((row) => row.cells.map((cell) => cell.text));
