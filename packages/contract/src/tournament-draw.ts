import { z } from 'zod';
import { wireObject } from './common.js';
import { drawMethods, formatLimits, type DrawMethod } from './tournament-formats.js';

const id = (field: string) =>
  z
    .string({ required_error: `The ${field} field is required.` })
    .uuid('The value is not a valid id.')
    .transform((value) => value.toLowerCase());

const { groups } = formatLimits;

/** What a best of per stage outside 1 to 99 legs is told. */
export const stageBestOfMessage = 'Best of must be a whole number from 1 to 99.';
const legs = z.number().int(stageBestOfMessage).min(1, stageBestOfMessage).max(99, stageBestOfMessage);
const orNull = <T extends z.ZodTypeAny>(schema: T) =>
  schema.nullish().transform((value): z.output<T> | null => value ?? null);

/**
 * Best of per stage (issue #26): every group match, each knockout (winners) round first round first,
 * each losers round, the final (or grand final and reset). What is not given plays the tournament's bestOf.
 */
export const stageBestOfDto = wireObject({
  groups: orNull(legs),
  rounds: orNull(z.array(legs.nullable()).max(16, 'At most 16 rounds.')),
  losersRounds: orNull(z.array(legs.nullable()).max(32, 'At most 32 losers rounds.')),
  final: orNull(legs),
});

/**
 * TournamentDrawRequestDto (POST /api/Tournament/{id}/Draw, issue #26): how to draw. `groupCount`
 * is read only for the groups format: how many groups to deal the sides into (left out: as many as
 * the tournament has, else groups of about 4). `roundBestOf` sets the legs per stage.
 */
export const tournamentDrawRequestDto = wireObject({
  method: z.enum(drawMethods, {
    errorMap: (issue, ctx) =>
      issue.code === 'invalid_type' && ctx.data === undefined
        ? { message: 'The Method field is required.' }
        : { message: `The method must be one of ${drawMethods.join(', ')}.` },
  }),
  groupCount: z
    .number()
    .int(`The number of groups must be a whole number from ${groups.min} to ${groups.max}.`)
    .min(groups.min, `The number of groups must be a whole number from ${groups.min} to ${groups.max}.`)
    .max(groups.max, `The number of groups must be a whole number from ${groups.min} to ${groups.max}.`)
    .nullish()
    .transform((count) => count ?? null),
  roundBestOf: orNull(stageBestOfDto),
});
export type TournamentDrawRequest = z.output<typeof tournamentDrawRequestDto>;
/** The request as a client writes it. */
export type TournamentDrawRequestDto = {
  method: DrawMethod;
  groupCount?: number | null;
  roundBestOf?: {
    groups?: number | null;
    rounds?: Array<number | null> | null;
    losersRounds?: Array<number | null> | null;
    final?: number | null;
  } | null;
};

/** TournamentSwapRequestDto (POST /api/Tournament/{id}/Swap, issue #26): the two sides' ids. */
export const tournamentSwapRequestDto = wireObject({ sideA: id('SideA'), sideB: id('SideB') });
export type TournamentSwapRequest = z.output<typeof tournamentSwapRequestDto>;
/** The request as a client writes it. */
export type TournamentSwapRequestDto = { sideA: string; sideB: string };
