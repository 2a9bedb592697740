import { z } from 'zod';
import { accessLevels } from './account.js';
import { sourceSystems } from './error.js';
import { saygLegs, saygLimits } from './sayg.js';
import { seasonHealthCheckResultDto } from './template.js';
import { tournamentFormats } from './tournament-formats.js';

/**
 * The stored records of an export zip: one document per
 * `{table}/{id}.json`, each a stored row with PascalCase property names (except `id`), booleans as
 * booleans, calendar dates as `YYYY-MM-DDT00:00:00`, JSON columns parsed and the child rows the
 * record owns embedded. These schemas only CHECK a document before import; they never transform it,
 * so what is written back is exactly what was exported.
 *
 * Unknown properties are REFUSED (strict objects at the record level and in embedded child rows): a
 * document carrying names this product does not store comes from another format (the reference
 * server's records carry `Version`, `_rid`, …), and importing it would silently drop data. Inside
 * nested JSON (score cards, legs, tournament rounds, template divisions) extra names pass: those
 * documents hold maps keyed by ids and fields the owning module may add later.
 */

/** A record or reference id: a UUID as stored (lower case when this product wrote it). */
const id = z.string().uuid('Expected a UUID');
/** An audit timestamp (`YYYY-MM-DDThh:mm:ss.fffffffZ` as stored). */
const timestamp = z.string();
/** A calendar date as exported (`YYYY-MM-DDT00:00:00`); the bare `YYYY-MM-DD` is accepted too. */
const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}(T00:00:00)?$/, 'Expected a date as YYYY-MM-DDT00:00:00');
/** A whole number the databases' `integer` columns hold (32 bits on PostgreSQL). */
const whole = z.number().int().min(-2147483648).max(2147483647);
/** A column that may be null: absent reads as null on import. */
const nullable = <T extends z.ZodTypeAny>(schema: T) => schema.nullable().optional();
/** Any JSON object, its names kept as stored. */
const jsonObject = z.object({}).passthrough();

/** The audit columns every stored record and owned child row has. */
const audit = {
  id,
  Created: timestamp,
  Author: z.string(),
  Updated: timestamp,
  Editor: z.string(),
  Deleted: nullable(timestamp),
  Remover: nullable(z.string()),
};

const record = <T extends z.ZodRawShape>(shape: T) => z.object({ ...audit, ...shape }).strict();

/** A team's player in one season (storage `team_player`), embedded in its team season. */
const storedTeamPlayer = record({
  Name: z.string(),
  Captain: z.boolean(),
  EmailAddress: nullable(z.string()),
  Gender: nullable(z.string()),
});

/** A team's registration in a season (storage `team_season`), embedded in its team as `Seasons`. */
const storedTeamSeason = record({
  SeasonId: id,
  DivisionId: id,
  Players: z.array(storedTeamPlayer),
});

/** A player named on a score card or tournament list: `{id, name}` plus what the module adds. */
const cardPlayer = z.object({ id: z.string(), name: z.string() }).passthrough();

/** The score card of a fixture (`game.card`): the GameDto parts that are not columns. */
const storedCard = z
  .object({
    home: z.object({ id: z.string(), name: z.string() }).passthrough(),
    away: z.object({ id: z.string(), name: z.string() }).passthrough(),
    matches: z.array(z.object({ id: z.string() }).passthrough()),
    matchOptions: z.array(jsonObject.nullable()),
    oneEighties: z.array(cardPlayer),
    over100Checkouts: z.array(cardPlayer),
  })
  .passthrough();

/** One division of a season template as stored. */
const storedTemplateDivision = z
  .object({
    sharedAddresses: z.array(z.array(z.string())).optional(),
    dates: z.array(z.object({ fixtures: z.array(jsonObject).optional() }).passthrough()).optional(),
  })
  .passthrough();

/** Whether a value is a JSON object (not null, not an array). */
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** Whether every own name of an object is one of these, spelt exactly so. */
const namesWithin = (value: Record<string, unknown>, names: ReadonlySet<string>) =>
  Object.keys(value).every((name) => names.has(name));
/** Whether a value is absent/null or a whole number from min to max. */
const wholeOrNone = (value: unknown, min: number, max: number) =>
  value === undefined ||
  value === null ||
  (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max);
const isSide = (value: unknown) => typeof value === 'string' && ['home', 'away'].includes(value.toLowerCase());

const legNames = new Set(['startingScore', 'home', 'away', 'playerSequence', 'currentThrow']);
const competitorNames = new Set(['score', 'noOfDarts', 'throws']);
const throwNames = new Set(['score', 'noOfDarts']);
const sequenceNames = new Set(['value', 'text']);

function plainCompetitor(value: unknown): boolean {
  if (!isObject(value) || !namesWithin(value, competitorNames)) return false;
  const { throws } = value;
  return (
    wholeOrNone(value.score, 0, saygLimits.startingScore.max) &&
    wholeOrNone(value.noOfDarts, 0, saygLimits.throwsPerCompetitor * 3) &&
    (throws === undefined ||
      throws === null ||
      (Array.isArray(throws) &&
        throws.length <= saygLimits.throwsPerCompetitor &&
        throws.every(
          (item) =>
            isObject(item) &&
            namesWithin(item, throwNames) &&
            item.score != null &&
            item.noOfDarts != null &&
            wholeOrNone(item.score, 0, 180) &&
            wholeOrNone(item.noOfDarts, 1, 3),
        )))
  );
}

/**
 * Whether stored legs are plainly within `saygLegs`: every name spelt as the server writes it and
 * every value inside its bounds. Only a SUBSET of what `saygLegs` accepts (anything else, a problem or
 * merely another spelling, goes through `saygLegs` itself), so it decides nothing `saygLegs` would
 * not; it spares the large league's import a zod parse of every throw (most of its validation time,
 * issue #24). `plainLegsAgree` in data-records.test.ts holds it to that.
 */
export function plainStoredLegs(value: unknown): boolean {
  if (!isObject(value)) return false;
  for (const [key, leg] of Object.entries(value)) {
    if (!/^(0|[1-9]\d*)$/.test(key) || Number(key) >= saygLimits.legs) return false;
    if (!isObject(leg) || !namesWithin(leg, legNames)) return false;
    const { playerSequence, currentThrow } = leg;
    if (!wholeOrNone(leg.startingScore, saygLimits.startingScore.min, saygLimits.startingScore.max)) return false;
    if (!plainCompetitor(leg.home) || !plainCompetitor(leg.away)) return false;
    if (!(
      playerSequence === undefined ||
      playerSequence === null ||
      (Array.isArray(playerSequence) &&
        playerSequence.length <= 2 &&
        playerSequence.every(
          (item) =>
            isObject(item) &&
            namesWithin(item, sequenceNames) &&
            isSide(item.value) &&
            (item.text === undefined ||
              item.text === null ||
              (typeof item.text === 'string' && item.text.length <= saygLimits.name)),
        ))
    )) {
      return false;
    }
    if (!(currentThrow === undefined || currentThrow === null || currentThrow === '' || isSide(currentThrow)))
      return false;
  }
  return true;
}

/** A record's `Legs`: plainly within `saygLegs` (checked by hand, quickly), else `saygLegs`'s own answer and problems. */
const storedLegs = z.unknown().superRefine((value, context) => {
  if (plainStoredLegs(value)) return;
  const parsed = saygLegs.safeParse(value);
  if (!parsed.success) for (const issue of parsed.error.issues) context.addIssue({ ...issue, path: [...issue.path] });
});

/** A stored record's schema per contract table name. */
export const storedRecordSchemas: Record<string, z.ZodType> = {
  division: record({ Name: z.string(), Superleague: z.boolean() }),
  season: record({
    Name: z.string(),
    StartDate: calendarDate,
    EndDate: calendarDate,
    FixtureStartTime: nullable(z.string()),
    FixtureDuration: nullable(whole),
    AllowFavouriteTeams: nullable(z.boolean()),
    /** The divisions of the season (storage `season_division`). */
    Divisions: z.array(id),
  }),
  team: record({ Name: z.string(), Address: z.string(), Seasons: z.array(storedTeamSeason) }),
  game: record({
    SeasonId: id,
    DivisionId: id,
    Date: calendarDate,
    Address: z.string(),
    HomeTeamId: id,
    AwayTeamId: nullable(id),
    Postponed: z.boolean(),
    IsKnockout: z.boolean(),
    AccoladesCount: z.boolean(),
    Card: storedCard,
  }),
  /** The columns, then the properties of the stored tournament document at the top level. */
  tournamentgame: record({
    SeasonId: id,
    DivisionId: nullable(id),
    Date: calendarDate,
    Address: z.string(),
    SingleRound: z.boolean(),
    Type: nullable(z.string()),
    Notes: nullable(z.string()),
    BestOf: nullable(whole),
    Host: nullable(z.string()),
    Opponent: nullable(z.string()),
    Gender: nullable(z.string()),
    AccoladesCount: z.boolean().optional(),
    ExcludeFromReports: z.boolean().optional(),
    Sides: z.array(z.object({ id: z.string() }).passthrough()).optional(),
    Round: nullable(jsonObject),
    OneEighties: z.array(cardPlayer).optional(),
    Over100Checkouts: z.array(cardPlayer).optional(),
    // Issue #26: absent on a knockout made as before.
    Format: z.enum(tournamentFormats).optional(),
    Draw: jsonObject.optional(),
    Boards: whole.optional(),
    LosersRound: jsonObject.optional(),
    FinalRound: jsonObject.optional(),
    GrandFinalReset: z.boolean().optional(),
    Groups: z.array(z.object({ id: z.string() }).passthrough()).optional(),
    GroupAdvance: whole.optional(),
  }),
  fixturedatenote: record({ SeasonId: id, DivisionId: nullable(id), Date: calendarDate, Note: z.string() }),
  recordedscoreasyougo: record({
    YourName: z.string(),
    OpponentName: nullable(z.string()),
    NumberOfLegs: whole,
    StartingScore: whole,
    HomeScore: whole,
    AwayScore: nullable(whole),
    TournamentMatchId: nullable(id),
    Legs: storedLegs,
    // Who may write it: digests of the first save's Idempotency-Key and of the write
    // token, and the account that made it. Absent in exports made before.
    IdempotencyKey: nullable(z.string()),
    WriteTokenHash: nullable(z.string()),
    OwnerId: nullable(id),
  }),
  template: record({
    Name: z.string(),
    Description: nullable(z.string()),
    SharedAddresses: z.array(z.array(z.string())),
    Divisions: z.array(storedTemplateDivision),
    TemplateHealth: nullable(seasonHealthCheckResultDto),
  }),
  errordetail: record({
    Source: z.enum(sourceSystems),
    Time: z.string(),
    Message: z.string(),
    /** The stack lines (stored as JSON text). */
    Stack: nullable(z.array(z.string())),
    Type: nullable(z.string()),
    UserName: nullable(z.string()),
    UserAgent: nullable(z.string()),
    Url: nullable(z.string()),
  }),
  /**
   * An account. `PasswordHash` travels only in a backup with secrets; a document without it keeps
   * the stored account's hash on import.
   */
  user: record({
    EmailAddress: z.string(),
    Name: z.string(),
    GivenName: z.string(),
    PasswordHash: nullable(z.string()),
    AccessLevels: accessLevels,
    TeamId: nullable(id),
    ExternalSubject: nullable(z.string()),
  }),
  configuredfeature: record({ ConfiguredValue: z.string() }),
  /** A result-sheet photo: the image bytes base64-encoded in `Content`. */
  photo: record({
    EntityId: id,
    UploaderId: id,
    FileName: nullable(z.string()),
    ContentType: z.string(),
    FileSize: whole,
    Width: whole,
    Height: whole,
    Content: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Expected the image bytes base64-encoded'),
  }),
};
