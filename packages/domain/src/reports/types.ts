/**
 * The reports' input model and output shapes. The
 * server fills `ReportInput` from the season's records; the output mirrors the contract's ReportDto
 * field for field, written here as plain types because domain does not import contract.
 */
import type { FixtureRecord, HiCheck } from '../league/fixture-result.js';
import type { Tournament, TournamentPlayer } from '../tournament/types.js';

/** Player gender; a player without one counts as male in the reports. */
export type Gender = 'Male' | 'Female';

/** A division of the season. */
export type ReportDivision = { id: string; name: string };

/** A team of the season and the division it plays in. */
export type ReportTeam = { id: string; name: string; divisionId: string };

/** A registered (non-deleted) player of a season team (TeamPlayerDto). */
export type ReportPlayer = {
  id: string;
  name: string;
  teamId: string;
  teamName: string;
  divisionId: string;
  captain?: boolean;
  gender?: Gender | null;
};

/** A fixture side with the player its team chose as man of the match (GameTeamDto). */
export type ReportFixtureTeam = { id: string; name: string; manOfTheMatch?: string | null };

/** A non-deleted league or knockout fixture of the season (GameDto). */
export type ReportFixture = Omit<FixtureRecord, 'home' | 'away'> & {
  divisionId: string;
  home: ReportFixtureTeam;
  away: ReportFixtureTeam;
};

/** A tournament hi-check (NotableTournamentPlayerDto). */
export type ReportHiCheck = TournamentPlayer & Pick<HiCheck, 'score' | 'notes'>;

/** A non-deleted tournament of the season (TournamentGameDto). */
export type ReportTournament = Tournament & {
  id: string;
  date: string;
  /** Absent or null for a cross-divisional tournament. */
  divisionId?: string | null;
  /** Free text shown as its title, e.g. 'Singles', 'Pairs'. */
  type?: string | null;
  /** A venue offered but not created (`proposed`); stored tournaments are never proposed. */
  proposed?: boolean;
  excludeFromReports?: boolean;
  accoladesCount: boolean;
  oneEighties?: readonly TournamentPlayer[] | null;
  over100Checkouts?: readonly ReportHiCheck[] | null;
};

/** Everything the five reports read. */
export type ReportInput = {
  season: { id: string; name: string };
  divisions: readonly ReportDivision[];
  /** The requested division: the `thisDivisionOnly` reports read it. */
  divisionId: string;
  /** Rows per report, 1-100. */
  topCount: number;
  /** Whether the viewer holds ManageScores: only then is 'Man of the match' produced and filled in. */
  canManageScores: boolean;
  teams: readonly ReportTeam[];
  players: readonly ReportPlayer[];
  /** The season's non-deleted fixtures, every division. */
  fixtures: readonly ReportFixture[];
  /** The season's non-deleted tournaments, every division and cross-divisional. */
  tournaments: readonly ReportTournament[];
};

/** ReportCellDto: display text and, where it names one, what to link. */
export type ReportCell = {
  text: string;
  playerId?: string;
  playerName?: string;
  teamId?: string;
  teamName?: string;
  divisionId?: string;
  divisionName?: string;
  tournamentId?: string;
};

/** ReportRowDto. */
export type ReportRow = { cells: ReportCell[] };

/** ReportDto; `description` is one line on how the report is counted. */
export type Report = {
  name: string;
  description: string;
  columns: string[];
  rows: ReportRow[];
  thisDivisionOnly: boolean;
};

/** The reports and messages of ReportCollectionDto; the server adds ids and `created`. */
export type SeasonReports = { reports: Report[]; messages: string[] };
