import type { DivisionDto, DivisionPlayerDto, DivisionTeamDto } from '@darts/contract';
import {
  areScoresVisible,
  fixtureOutcome,
  isResultPublished,
  isPlayerShownToViewer,
  isScoreCardComplete,
  leagueTable,
  playerTable,
  scoresVisibleFrom,
  toWireDate,
  venueOf,
  type FixtureRecord,
  type PlayerAverages,
  type TablePlayer,
} from '@darts/domain';
import type { TeamPlayerTable } from '../../db/schema.js';
import type { StoredTournament } from '../tournaments/tournaments.service.js';
import type { GameRow, ScopeTeam } from './division-data.repository.js';
import { tournamentPlayerIds } from './fixture-tournaments.js';

/** A listed fixture with what the viewer may learn from it. */
export type Fixture = GameRow & {
  record: FixtureRecord;
  /** Matches won by each side when the viewer may see the score, else undefined. */
  score: { home: number; away: number } | undefined;
  /** Whether the result feeds the league and player tables for this viewer. */
  counts: boolean;
  /** When a published result hidden by VetoScores becomes visible (ms), else undefined. */
  revealsAt: number | undefined;
};

export type Viewer = {
  signedIn: boolean;
  canManagePlayers: boolean;
  canManageScores: boolean;
  canManageGames: boolean;
  /** Sees notes outside the season dates, to move or delete them. */
  canManageNotes: boolean;
  /** Offered proposed tournament venues. */
  canManageTournaments: boolean;
};

/**
 * What a viewer may take from each fixture: only published results count; scores
 * show once the card is complete (§5.4); without ManageScores both wait for the VetoScores delay
 * (§13.3), so a hidden score cannot be read back from the tables either.
 */
export function evaluateFixtures(
  games: readonly GameRow[],
  teamName: (id: string, fallback: string) => string,
  viewer: Viewer,
  vetoDelayMs: number,
  now: Date,
): Fixture[] {
  return games.map((game) => {
    const { card } = game;
    const record: FixtureRecord = {
      id: game.id,
      date: game.date,
      home: { id: game.homeTeamId, name: teamName(game.homeTeamId, card.home.name) },
      away: { id: game.awayTeamId ?? '', name: game.awayTeamId ? teamName(game.awayTeamId, card.away.name) : '' },
      postponed: game.postponed,
      isKnockout: game.isKnockout,
      accoladesCount: game.accoladesCount,
      matches: card.matches,
      matchOptions: card.matchOptions,
      oneEighties: card.oneEighties,
      over100Checkouts: card.over100Checkouts,
    };
    const published = game.awayTeamId !== null && isResultPublished(card.matches);
    const visible = areScoresVisible(game.date, vetoDelayMs, now, viewer.canManageScores);
    const outcome =
      published && visible && isScoreCardComplete(card.matches, game.isKnockout) ? fixtureOutcome(record) : undefined;
    return {
      ...game,
      record,
      score: outcome && { home: outcome.homeMatches, away: outcome.awayMatches },
      counts: published && visible,
      revealsAt: published && !visible ? scoresVisibleFrom(game.date, vetoDelayMs) : undefined,
    };
  });
}

/** League table rows (DivisionTeamDto) for the teams in scope. */
export function teamRows(
  teams: readonly ScopeTeam[],
  fixtures: readonly Fixture[],
  divisionOf: (teamId: string) => DivisionDto | undefined,
): DivisionTeamDto[] {
  const counted = fixtures.filter((f) => f.counts).map((f) => f.record);
  return leagueTable(teams, counted).map((row) => {
    const division = divisionOf(row.id);
    return {
      id: row.id,
      name: row.name,
      address: venueOf(row),
      ...(division ? { division } : {}),
      played: row.played,
      points: row.points,
      fixturesWon: row.fixturesWon,
      fixturesLost: row.fixturesLost,
      fixturesDrawn: row.fixturesDrawn,
      difference: row.difference,
      matchesWon: row.matchesWon,
      matchesLost: row.matchesLost,
      winRate: row.winRate,
      lossRate: row.lossRate,
      rank: row.rank,
      updated: row.updated,
    };
  });
}

/**
 * A tournament's 180s and hi-checks as a record without matches, so they count in the player table
 * like a fixture's when the tournament's accolades count (`accoladesCount`).
 */
function accoladesOf(tournament: StoredTournament): FixtureRecord {
  const nobody = { id: '', name: '' };
  return {
    id: tournament.id,
    date: tournament.date,
    home: nobody,
    away: nobody,
    postponed: false,
    isKnockout: false,
    accoladesCount: tournament.doc.accoladesCount,
    matches: [],
    oneEighties: tournament.doc.oneEighties,
    over100Checkouts: tournament.doc.over100Checkouts,
  };
}

/**
 * Player table rows (DivisionPlayerDto) of the teams in scope: registered players of
 * those teams plus anyone who played for them; hidden per `isPlayerShownToViewer` unless
 * ManagePlayers or they played in one of the listed `tournaments` (§5.4: players appear when they
 * played in the season's fixtures or tournaments). Ranked among the teams in scope.
 */
export function playerRows(
  registered: ReadonlyArray<TeamPlayerTable & { teamId: string }>,
  teams: ReadonlyMap<string, ScopeTeam>,
  fixtures: readonly Fixture[],
  tournaments: readonly StoredTournament[],
  divisionOf: (teamId: string) => DivisionDto | undefined,
  viewer: Viewer,
  averages: ReadonlyMap<string, PlayerAverages> = new Map(),
): DivisionPlayerDto[] {
  const byId = new Map(registered.map((player) => [player.id, player]));
  const players: TablePlayer[] = registered.map((player) => ({
    id: player.id,
    name: player.name,
    teamId: player.teamId,
    team: teams.get(player.teamId)?.name ?? '',
    captain: Boolean(player.captain),
  }));
  const counted = [...fixtures.filter((f) => f.counts).map((f) => f.record), ...tournaments.map(accoladesOf)];
  const inTournaments = new Set(tournaments.flatMap(tournamentPlayerIds));
  // Everyone is tallied; the viewer's filter runs after, so a tournament player without singles stays.
  const rows = playerTable(players, counted, { canManagePlayers: true }).filter(
    (row) =>
      teams.has(row.teamId) && (isPlayerShownToViewer(row, viewer.canManagePlayers) || inTournaments.has(row.id)),
  );
  return rows.map((row, index) => {
    const player = byId.get(row.id);
    const division = divisionOf(row.teamId);
    const gender = player?.gender === 'Male' || player?.gender === 'Female' ? player.gender : undefined;
    return {
      id: row.id,
      name: row.name,
      teamId: row.teamId,
      team: row.team,
      captain: row.captain ?? false,
      points: row.points,
      winPercentage: row.winPercentage,
      oneEighties: row.oneEighties,
      over100Checkouts: row.over100Checkouts,
      singles: row.singles,
      pairs: row.pairs,
      triples: row.triples,
      fixtures: wireDateKeys(row.fixtures),
      rank: index + 1,
      ...(division ? { division } : {}),
      ...(gender ? { gender } : {}),
      ...(player ? { updated: player.updated } : {}),
      ...averages.get(row.id),
    };
  });
}

/** A date-keyed dictionary with its keys in the wire's date form. */
function wireDateKeys(byDate: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const date in byDate) result[toWireDate(date)] = byDate[date]!;
  return result;
}
