import type { Generated } from 'kysely';

/**
 * Table shapes as Kysely sees them (camelCase here, snake_case in the database through
 * CamelCasePlugin). Row types stay inside the server: repositories turn them into DTOs.
 *
 * Portable storage choices, the same on SQLite and PostgreSQL:
 * - ids and timestamps are text (timestamps as `YYYY-MM-DDThh:mm:ss.fffffffZ`, so the concurrency
 *   token round-trips exactly);
 * - calendar dates are text `YYYY-MM-DD`;
 * - booleans are integers 0/1 (use `toBool`/`fromBool` in repositories);
 * - nested documents (score cards, legs, access maps) are JSON text.
 */
export type Audit = {
  id: string;
  created: string;
  author: string;
  updated: string;
  editor: string;
  deleted: string | null;
  remover: string | null;
};

export type AppUserTable = Audit & {
  emailAddress: string;
  name: string;
  givenName: string;
  passwordHash: string | null;
  accessLevels: string;
  teamId: string | null;
  externalSubject: string | null;
};

export type SessionTable = {
  id: string;
  userId: string;
  created: string;
  expires: string;
  lastSeen: string;
};

export type ConfiguredFeatureTable = Audit & { configuredValue: string };

export type ErrorDetailTable = Audit & {
  source: string;
  time: string;
  message: string;
  stack: string | null;
  type: string | null;
  userName: string | null;
  userAgent: string | null;
  url: string | null;
};

export type DivisionTable = Audit & { name: string; superleague: number };

export type SeasonTable = Audit & {
  name: string;
  startDate: string;
  endDate: string;
  fixtureStartTime: string | null;
  fixtureDuration: number | null;
  allowFavouriteTeams: number | null;
};

export type SeasonDivisionTable = { seasonId: string; divisionId: string };

export type TeamTable = Audit & { name: string; address: string };

export type TeamSeasonTable = Audit & { teamId: string; seasonId: string; divisionId: string };

export type TeamPlayerTable = Audit & {
  teamSeasonId: string;
  name: string;
  captain: number;
  emailAddress: string | null;
  gender: string | null;
};

export type GameTable = Audit & {
  seasonId: string;
  divisionId: string;
  date: string;
  address: string;
  homeTeamId: string;
  awayTeamId: string | null;
  postponed: number;
  isKnockout: number;
  accoladesCount: number;
  /** The score card (matches, match options, 180s, hi-checks, men of the match, submissions) as JSON. */
  card: string;
};

export type NoteTable = Audit & { seasonId: string; divisionId: string | null; date: string; note: string };

/** A stand-alone score-as-you-go record; `legs` is the legs map as JSON. */
export type RecordedScoreAsYouGoTable = Audit & {
  yourName: string;
  opponentName: string | null;
  numberOfLegs: number;
  startingScore: number;
  homeScore: number;
  awayScore: number | null;
  tournamentMatchId: string | null;
  legs: string;
  /** Digest of the client's `Idempotency-Key` for the save that created it. */
  idempotencyKey: string | null;
  /** Digest of a practice record's write token; null: the record's older rules apply. */
  writeTokenHash: string | null;
  /** The account that created it, which may write it without the token. */
  ownerId: string | null;
};

/** A result-sheet photo: the resized image in `content` (blob / bytea). */
export type PhotoTable = Audit & {
  entityId: string;
  uploaderId: string;
  fileName: string | null;
  contentType: string;
  fileSize: number;
  width: number;
  height: number;
  content: Buffer;
};

/**
 * A tournament: the looked-up columns, and in `doc` the rest of the record as JSON
 * (type, notes, bestOf, host, opponent, gender, accoladesCount, excludeFromReports, sides, round,
 * oneEighties, over100Checkouts). Photos are rows of `photo` with the tournament as their entity.
 */
export type TournamentTable = Audit & {
  seasonId: string;
  divisionId: string | null;
  date: string;
  address: string;
  singleRound: number;
  doc: string;
};

/**
 * A season template: `sharedAddresses` (string[][]), `divisions`
 * (DivisionTemplateDto[]) and `templateHealth` (SeasonHealthCheckResultDto, computed on save) as JSON.
 */
export type TemplateTable = Audit & {
  name: string;
  description: string | null;
  sharedAddresses: string;
  divisions: string;
  templateHealth: string | null;
};

export type Database = {
  appUser: AppUserTable;
  session: SessionTable;
  configuredFeature: ConfiguredFeatureTable;
  errorDetail: ErrorDetailTable;
  division: DivisionTable;
  season: SeasonTable;
  seasonDivision: SeasonDivisionTable;
  team: TeamTable;
  teamSeason: TeamSeasonTable;
  teamPlayer: TeamPlayerTable;
  game: GameTable;
  note: NoteTable;
  recordedScoreAsYouGo: RecordedScoreAsYouGoTable;
  photo: PhotoTable;
  tournament: TournamentTable;
  template: TemplateTable;
};

export const toBool = (value: number | boolean | null | undefined): boolean => Boolean(value);
export const fromBool = (value: boolean | null | undefined): number => (value ? 1 : 0);

// Generated is re-exported for migrations that add serial columns later.
export type { Generated };
