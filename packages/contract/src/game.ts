import { z } from 'zod';
import { toCalendarDate, toWireDate } from '@darts/domain';
import { auditFields, lastUpdated, optionalId, wireObject } from './common.js';
import { recordedScoreAsYouGoDto } from './sayg.js';

/**
 * An optional calendar date on input: absent, null or blank is "none" (a date input
 * left empty); anything else must be a real date, normalised to `YYYY-MM-DDT00:00:00`.
 */
export const optionalWireDate = z
  .string()
  .nullish()
  .transform((text, ctx) => {
    if (text == null || text.trim() === '') return null;
    const date = toCalendarDate(text);
    if (!date) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `The value '${text}' is not a valid date.` });
      return z.NEVER;
    }
    return toWireDate(date);
  });

/** Longest texts a fixture edit accepts; longer ones are refused with a 400 naming the field. */
export const gameLimits = { address: 200, teamName: 100 } as const;

/** Trimmed text of at most `max` characters; absent or null is empty. */
const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `The ${label} must be ${max} characters or fewer.`)
    .nullish()
    .transform((value) => value ?? '');

/** An absent or null boolean is false. */
const flag = z
  .boolean()
  .nullish()
  .transform((value) => value ?? false);

/** GamePlayerDto. */
export const gamePlayerDto = z.object({
  id: z.string(),
  name: z.string(),
  gender: z.enum(['Male', 'Female']).optional(),
});
export type GamePlayerDto = z.infer<typeof gamePlayerDto>;

/** NotablePlayerDto: a hi-check; `score` is the checkout. */
export const notablePlayerDto = gamePlayerDto.extend({ score: z.number().optional(), notes: z.string().optional() });
export type NotablePlayerDto = z.infer<typeof notablePlayerDto>;

/** GameTeamDto: `id` is the team's id (absent for a bye). */
export const gameTeamDto = z.object({
  id: z.string().optional(),
  name: z.string(),
  manOfTheMatch: z.string().optional(),
});
export type GameTeamDto = z.infer<typeof gameTeamDto>;

/** GameMatchOptionDto. */
export const gameMatchOptionDto = z.object({
  playerCount: z.number().optional(),
  numberOfLegs: z.number().optional(),
  startingScore: z.number().optional(),
});
export type GameMatchOptionDto = z.infer<typeof gameMatchOptionDto>;

/**
 * GameMatchDto: a score of 0 is sent; an absent score was not entered. `sayg` is
 * the match's leg-by-leg record when it was scored as you go (its `id` is the Sayg record's).
 */
export const gameMatchDto = z.object({
  id: z.string(),
  homePlayers: z.array(gamePlayerDto),
  awayPlayers: z.array(gamePlayerDto),
  homeScore: z.number().optional(),
  awayScore: z.number().optional(),
  sayg: recordedScoreAsYouGoDto.optional(),
});
export type GameMatchDto = z.infer<typeof gameMatchDto>;

/** PhotoReferenceDto. */
export const photoReferenceDto = z.object({
  id: z.string(),
  created: z.string(),
  author: z.string(),
  fileSize: z.number(),
  fileName: z.string().optional(),
  contentType: z.string(),
});
export type PhotoReferenceDto = z.infer<typeof photoReferenceDto>;

/** GameDto: a league or knockout fixture with its score card, as one caller may see it (§9.2). */
export type GameDto = {
  id: string;
  created?: string;
  author?: string;
  updated: string;
  editor?: string;
  deleted?: string;
  remover?: string;
  home: GameTeamDto;
  away: GameTeamDto;
  date: string;
  address: string;
  divisionId: string;
  seasonId: string;
  postponed: boolean;
  isKnockout: boolean;
  accoladesCount: boolean;
  matches: GameMatchDto[];
  matchOptions: Array<GameMatchOptionDto | null>;
  oneEighties: GamePlayerDto[];
  over100Checkouts: NotablePlayerDto[];
  resultsPublished: boolean;
  homeSubmission?: GameDto;
  awaySubmission?: GameDto;
  photos: PhotoReferenceDto[];
};

export const gameDto: z.ZodType<GameDto> = z.lazy(() =>
  z.object({
    ...auditFields,
    home: gameTeamDto,
    away: gameTeamDto,
    date: z.string(),
    address: z.string(),
    divisionId: z.string(),
    seasonId: z.string(),
    postponed: z.boolean(),
    isKnockout: z.boolean(),
    accoladesCount: z.boolean(),
    matches: z.array(gameMatchDto),
    matchOptions: z.array(gameMatchOptionDto.nullable()),
    oneEighties: z.array(gamePlayerDto),
    over100Checkouts: z.array(notablePlayerDto),
    resultsPublished: z.boolean(),
    homeSubmission: gameDto.optional(),
    awaySubmission: gameDto.optional(),
    photos: z.array(photoReferenceDto),
  }),
);

/**
 * EditGameDto: create (no or unknown id) or edit a fixture. Empty ids mean "none":
 * no away team is a bye. `address` is required but may be empty (the home team's address is used).
 */
export const editGameDto = wireObject({
  id: optionalId,
  address: z.string().trim().max(gameLimits.address, `The address must be ${gameLimits.address} characters or fewer.`),
  date: optionalWireDate,
  divisionId: optionalId,
  seasonId: optionalId,
  homeTeamId: optionalId,
  awayTeamId: optionalId,
  homeTeamName: text('home team name', gameLimits.teamName),
  awayTeamName: text('away team name', gameLimits.teamName),
  postponed: flag,
  isKnockout: flag,
  accoladesCount: flag,
  lastUpdated,
});
export type EditGameDto = z.input<typeof editGameDto>;
export type EditGame = z.output<typeof editGameDto>;

/** `DELETE /api/Game/{seasonId}/UnplayedLeagueFixtures/{executeDelete}`: one line per fixture. */
export const unplayedFixturesResult = z.array(z.string());
