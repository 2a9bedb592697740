import { z } from 'zod';
import { emptyId, isUuid, toCalendarDate } from '@darts/domain';
import { wireObject } from './common.js';
import { divisionDto, seasonDto } from './league.js';
import { fixtureDateNoteDto } from './note.js';
import { tournamentFixtureDetailsDto } from './tournament.js';

// ---- Query -------------------------------------------------------------------

const notValid = (value: unknown) => `The value '${String(value)}' is not valid.`;

/** A query value given once or repeated (`a=1&a=2`): always a list of the texts. */
const queryValues = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (v === undefined ? [] : [v].flat()));

/** `divisionId=a,b` and/or `divisionId=a&divisionId=b`: lower-cased, distinct; empty ids dropped. */
const idList = queryValues.transform((values, ctx) => {
  const ids = values
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
  for (const id of ids) if (!isUuid(id)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: notValid(id) });
  return [...new Set(ids.map((id) => id.toLowerCase()))].filter((id) => id !== emptyId);
});

/** One optional id; empty text and the empty id mean "not given". */
const optionalQueryId = z
  .string()
  .optional()
  .transform((text, ctx) => {
    const id = text?.trim() ?? '';
    if (id === '' || id === emptyId) return undefined;
    if (!isUuid(id)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: notValid(text) });
    return id.toLowerCase();
  });

/** An optional calendar date, `YYYY-MM-DD` or any ISO timestamp, kept as `YYYY-MM-DD`. */
const optionalQueryDate = z
  .string()
  .optional()
  .transform((text, ctx) => {
    if (text === undefined || text.trim() === '') return undefined;
    const date = toCalendarDate(text);
    if (!date) ctx.addIssue({ code: z.ZodIssueCode.custom, message: notValid(text) });
    return date;
  });

const queryFlag = z
  .string()
  .optional()
  .transform((text, ctx) => {
    const value = text?.trim().toLowerCase() ?? '';
    if (value === '' || value === 'false') return false;
    if (value === 'true') return true;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: notValid(text) });
    return false;
  });

/** `GET /api/Division/Data` query; names match case-insensitively. */
export const divisionDataQuery = wireObject({
  divisionId: idList,
  seasonId: optionalQueryId,
  date: optionalQueryDate,
  teamId: optionalQueryId,
  excludeProposals: queryFlag,
  ignoreDates: queryFlag,
  'content-type': z.string().optional(),
}).transform(({ divisionId, 'content-type': contentType, ...rest }) => ({
  divisionIds: divisionId,
  contentType,
  ...rest,
}));
export type DivisionDataQuery = z.output<typeof divisionDataQuery>;

// ---- Response ----------------------------------------------------------------

const int = z.number().int();

/** DataErrorDto. */
export const dataErrorDto = z.object({
  message: z.string(),
  gameId: z.string().optional(),
  tournamentId: z.string().optional(),
  playerId: z.string().optional(),
  teamId: z.string().optional(),
});
export type DataErrorDto = z.infer<typeof dataErrorDto>;

/** DivisionTeamDto: a league table row. */
export const divisionTeamDto = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  division: divisionDto.optional(),
  played: int,
  points: int,
  fixturesWon: int,
  fixturesLost: int,
  fixturesDrawn: int,
  difference: int,
  matchesWon: int,
  matchesLost: int,
  winRate: int,
  lossRate: int,
  rank: int,
  updated: z.string().optional(),
});
export type DivisionTeamDto = z.infer<typeof divisionTeamDto>;

/** PlayerPerformanceDto. */
export const playerPerformanceDto = z.object({
  matchesPlayed: int,
  matchesWon: int,
  matchesLost: int,
  winRate: int,
  lossRate: int,
});

/** DivisionPlayerDto: a player table row; `fixtures` maps wire dates to game ids. */
export const divisionPlayerDto = z.object({
  id: z.string(),
  name: z.string(),
  teamId: z.string(),
  team: z.string(),
  captain: z.boolean(),
  points: int,
  winPercentage: z.number(),
  oneEighties: int,
  over100Checkouts: int,
  singles: playerPerformanceDto,
  pairs: playerPerformanceDto,
  triples: playerPerformanceDto,
  fixtures: z.record(z.string()),
  rank: int,
  division: divisionDto.optional(),
  gender: z.enum(['Male', 'Female']).optional(),
  updated: z.string().optional(),
  /**
   * Beyond the contract: points ÷ darts × 3 over the player's singles score-as-you-go
   * legs in the listed fixtures and tournaments, to 2 decimals; absent without such legs.
   */
  threeDartAverage: z.number().optional(),
  /** Beyond the contract: the same over each leg's first three visits (at most 9 darts). */
  firstNineAverage: z.number().optional(),
});
export type DivisionPlayerDto = z.infer<typeof divisionPlayerDto>;

/** DivisionFixtureTeamDto. */
export const divisionFixtureTeamDto = z.object({ id: z.string(), name: z.string(), address: z.string().optional() });

/** OtherDivisionFixtureDto. */
export const otherDivisionFixtureDto = z.object({
  id: z.string(),
  divisionId: z.string(),
  home: z.object({ id: z.string(), name: z.string() }),
  away: z.object({ id: z.string(), name: z.string() }).optional(),
});
export type OtherDivisionFixtureDto = z.infer<typeof otherDivisionFixtureDto>;

/** DivisionFixtureDto: a fixture, or an unselected-team row (id = team id, no away team). */
export const divisionFixtureDto = z.object({
  id: z.string(),
  homeTeam: divisionFixtureTeamDto,
  awayTeam: divisionFixtureTeamDto.optional(),
  homeScore: int.optional(),
  awayScore: int.optional(),
  postponed: z.boolean(),
  isKnockout: z.boolean(),
  accoladesCount: z.boolean(),
  proposal: z.boolean(),
  fixturesUsingAddress: z.array(otherDivisionFixtureDto),
  homeDivision: divisionDto.optional(),
  awayDivision: divisionDto.optional(),
});
export type DivisionFixtureDto = z.infer<typeof divisionFixtureDto>;

/** DivisionTournamentFixtureDetailsDto: a tournament or a proposed venue on a fixture date. */
export const divisionTournamentFixtureDto = tournamentFixtureDetailsDto;

/** DivisionFixtureDateDto. */
export const divisionFixtureDateDto = z.object({
  date: z.string(),
  fixtures: z.array(divisionFixtureDto),
  tournamentFixtures: z.array(divisionTournamentFixtureDto),
  notes: z.array(fixtureDateNoteDto),
});
export type DivisionFixtureDateDto = z.infer<typeof divisionFixtureDateDto>;

/** DivisionDataDto. */
export const divisionDataDto = z.object({
  id: z.string().optional(),
  name: z.string().optional(),
  superleague: z.boolean(),
  updated: z.string().optional(),
  season: seasonDto.optional(),
  teams: z.array(divisionTeamDto),
  fixtures: z.array(divisionFixtureDateDto),
  players: z.array(divisionPlayerDto),
  dataErrors: z.array(dataErrorDto),
});
export type DivisionDataDto = z.infer<typeof divisionDataDto>;
