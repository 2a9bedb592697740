/**
 * The reports' input model and output shapes (issue #14, contract §12, spec 1 §3 Report). The
 * server fills `ReportInput` from the season's records; the output mirrors the contract's ReportDto
 * field for field, written here as plain types because domain does not import contract.
 */
import type { FixtureRecord, HiCheck } from '../league/fixture-result.js';
import type { Tournament, TournamentPlayer } from '../tournament/types.js';

/** Player gender (contract §0 Gender); a player without one counts as male in the reports. */
export type Gender = 'Male' | 'Female';

/** A division of the season. */
export type ReportDivision = { id: string; name: string };

/** A team of the season and the division it plays in. */
export type ReportTeam = { id: string; name: string; divisionId: string };

/** A registered (non-deleted) player of a season team (contract §3.2 TeamPlayerDto). */
export type ReportPlayer = {
  id: string;
  name: string;
  teamId: string;
  teamName: string;
  divisionId: string;
  captain?: boolean;
  gender?: Gender | null;
};

/** A fixture side with the player its team chose as man of the match (contract §3.3 GameTeamDto). */
export type ReportFixtureTeam = { id: string; name: string; manOfTheMatch?: string | null };

/** A non-deleted league or knockout fixture of the season (contract §3.3 GameDto). */
export type ReportFixture = Omit<FixtureRecord, 'home' | 'away'> & {
  divisionId: string;
  home: ReportFixtureTeam;
  away: ReportFixtureTeam;
};

/** A tournament hi-check (contract §3.5 NotableTournamentPlayerDto). */
export type ReportHiCheck = TournamentPlayer & Pick<HiCheck, 'score' | 'notes'>;

/** A non-deleted tournament of the season (contract §3.5 TournamentGameDto). */
export type ReportTournament = Tournament & {
  id: string;
  date: string;
  /** Absent or null for a cross-divisional tournament. */
  divisionId?: string | null;
  /** Free text shown as its title, e.g. 'Singles', 'Pairs'. */
  type?: string | null;
  /** A venue offered but not created (contract §5.4 `proposed`); stored tournaments are never proposed. */
  proposed?: boolean;
  excludeFromReports?: boolean;
  accoladesCount: boolean;
  oneEighties?: readonly TournamentPlayer[] | null;
  over100Checkouts?: readonly ReportHiCheck[] | null;
};

/** Everything the five reports read (issue #14). */
export type ReportInput = {
  season: { id: string; name: string };
  divisions: readonly ReportDivision[];
  /** The requested division: the `thisDivisionOnly` reports read it. */
  divisionId: string;
  /** Rows per report, 1-100 (contract §12). */
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

/** ReportCellDto (contract §12): display text and, where it names one, what to link. */
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

/** ReportRowDto (contract §12). */
export type ReportRow = { cells: ReportCell[] };

/** ReportDto (contract §12); `description` is one line on how the report is counted. */
export type Report = {
  name: string;
  description: string;
  columns: string[];
  rows: ReportRow[];
  thisDivisionOnly: boolean;
};

/** The reports and messages of ReportCollectionDto (contract §12); the server adds ids and `created`. */
export type SeasonReports = { reports: Report[]; messages: string[] };
