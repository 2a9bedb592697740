import type {
  ReportDivision,
  ReportFixture,
  ReportInput,
  ReportPlayer,
  ReportTeam,
  ReportTournament,
} from '@darts/domain';
import type { Db } from '../../db/database.js';
import { loadCatalogue, loadSeasonData, type GameRow } from '../division-data/division-data.service.js';
import type { ParsedCards } from '../division-data/parsed-cards.js';
import type { StoredTournament } from '../tournaments/tournaments.service.js';

/** The season and division a report request names, or why it names none. */
export type ReportScope =
  | { season: { id: string; name: string }; divisions: ReportDivision[]; divisionId: string }
  | { missing: 'season' | 'division' };

/**
 * Resolves the request's season (not deleted) and division (not deleted, and one of that season's).
 * The season's divisions come in the catalogue's order (created, then name).
 */
export async function findReportScope(
  db: Db,
  seasonId: string | null,
  divisionId: string | null,
): Promise<ReportScope> {
  const catalogue = await loadCatalogue(db);
  const season = seasonId ? catalogue.seasons.find((row) => row.id === seasonId) : undefined;
  if (!season) return { missing: 'season' };
  const inSeason = new Set(season.divisionIds);
  const divisions = catalogue.divisions
    .filter((row) => row.deleted === null && inSeason.has(row.id))
    .map((row) => ({ id: row.id, name: row.name }));
  if (!divisionId || !divisions.some((division) => division.id === divisionId)) return { missing: 'division' };
  return { season: { id: season.id, name: season.name }, divisions, divisionId };
}

/**
 * The reports' input for a resolved scope: every non-deleted fixture of the season
 * (league and knockout, any division, cards parsed once per fixture version and kept), every
 * non-deleted tournament, the season's teams and their registered players with gender. Reuses the
 * division data reads, so it costs the same fixed handful of queries whatever the league's size.
 */
export async function loadReportInput(
  db: Db,
  cards: ParsedCards,
  scope: Extract<ReportScope, { season: unknown }>,
  options: { topCount: number; canManageScores: boolean },
): Promise<ReportInput> {
  const data = await loadSeasonData(
    db,
    {
      seasonId: scope.season.id,
      divisionIds: undefined,
      dates: undefined,
      withOtherGames: false,
      withVetoScores: false,
    },
    cards,
  );
  const teams: ReportTeam[] = [];
  const teamsById = new Map<string, ReportTeam>();
  for (const team of data.registered) {
    if (team.divisionId === undefined || teamsById.has(team.id)) continue;
    const row = { id: team.id, name: team.name, divisionId: team.divisionId };
    teams.push(row);
    teamsById.set(team.id, row);
  }
  const players: ReportPlayer[] = data.players.flatMap((player) => {
    const team = teamsById.get(player.teamId);
    if (!team) return [];
    const gender = player.gender === 'Male' || player.gender === 'Female' ? player.gender : null;
    return [
      {
        id: player.id,
        name: player.name,
        teamId: team.id,
        teamName: team.name,
        divisionId: team.divisionId,
        captain: Boolean(player.captain),
        gender,
      },
    ];
  });
  const teamName = (id: string, fallback: string) => teamsById.get(id)?.name ?? fallback;
  return {
    season: scope.season,
    divisions: scope.divisions,
    divisionId: scope.divisionId,
    topCount: options.topCount,
    canManageScores: options.canManageScores,
    teams,
    players,
    fixtures: data.games.map((game) => reportFixture(game, teamName)),
    tournaments: data.tournaments.map(reportTournament),
  };
}

function reportFixture(game: GameRow, teamName: (id: string, fallback: string) => string): ReportFixture {
  const { card } = game;
  const side = (id: string | null, stored: { name: string; manOfTheMatch?: string }) => ({
    id: id ?? '',
    name: id ? teamName(id, stored.name) : '',
    manOfTheMatch: stored.manOfTheMatch ?? null,
  });
  return {
    id: game.id,
    divisionId: game.divisionId,
    date: game.date,
    home: side(game.homeTeamId, card.home),
    away: side(game.awayTeamId, card.away),
    postponed: game.postponed,
    isKnockout: game.isKnockout,
    accoladesCount: game.accoladesCount,
    matches: card.matches,
    matchOptions: card.matchOptions,
    oneEighties: card.oneEighties,
    over100Checkouts: card.over100Checkouts,
  };
}

function reportTournament(tournament: StoredTournament): ReportTournament {
  const { doc } = tournament;
  return {
    id: tournament.id,
    date: tournament.date,
    divisionId: tournament.divisionId,
    singleRound: tournament.singleRound,
    type: doc.type ?? null,
    bestOf: doc.bestOf ?? null,
    proposed: false,
    excludeFromReports: doc.excludeFromReports,
    accoladesCount: doc.accoladesCount,
    sides: doc.sides,
    round: doc.round ?? null,
    // Issue #26: what the winner of a drawn format is read from.
    format: doc.format ?? null,
    draw: doc.draw ?? null,
    losersRound: doc.losersRound ?? null,
    finalRound: doc.finalRound ?? null,
    grandFinalReset: doc.grandFinalReset ?? null,
    groups: doc.groups ?? null,
    groupAdvance: doc.groupAdvance ?? null,
    oneEighties: doc.oneEighties,
    over100Checkouts: doc.over100Checkouts,
  };
}
