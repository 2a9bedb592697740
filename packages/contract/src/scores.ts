import { z } from 'zod';
import { lastUpdated, wireObject } from './common.js';
import { gameMatchOptionDto } from './game.js';

/** A whole number on input, or absent/null (a score not entered). */
const optionalCount = z.number().int('The value must be a whole number.').nullish();

/** RecordScoresGamePlayerDto: a missing id reads as empty, which the rules refuse. */
export const recordScoresGamePlayerDto = wireObject({
  id: z
    .string()
    .nullish()
    .transform((id) => (id ?? '').toLowerCase()),
  name: z.string(),
  gender: z.enum(['Male', 'Female']).nullish(),
});

/** RecordScoresHiCheckDto: a player and the checkout. */
export const recordScoresHiCheckDto = wireObject({
  id: z
    .string()
    .nullish()
    .transform((id) => (id ?? '').toLowerCase()),
  name: z.string(),
  gender: z.enum(['Male', 'Female']).nullish(),
  score: optionalCount,
});

/** RecordScoresGameMatchDto. `sayg` is read leniently here and checked by the server when kept. */
export const recordScoresGameMatchDto = wireObject({
  homePlayers: z
    .array(recordScoresGamePlayerDto)
    .nullish()
    .transform((players) => players ?? []),
  awayPlayers: z
    .array(recordScoresGamePlayerDto)
    .nullish()
    .transform((players) => players ?? []),
  homeScore: optionalCount,
  awayScore: optionalCount,
  sayg: z.unknown().optional(),
});

const side = wireObject({
  manOfTheMatch: z
    .string()
    .nullish()
    .transform((id) => (id ? id.toLowerCase() : null)),
}).nullish();

/**
 * RecordScoresDto: the score card a PUT /api/Scores/{id} sends. Only these fields
 * are read; absent `matches` is an empty list, absent 180s, hi-checks or team leave them as stored.
 */
export const recordScoresDto = wireObject({
  matches: z
    .array(recordScoresGameMatchDto)
    .nullish()
    .transform((matches) => matches ?? []),
  matchOptions: z.array(gameMatchOptionDto.nullable()).nullish(),
  oneEighties: z.array(recordScoresGamePlayerDto).nullish(),
  over100Checkouts: z.array(recordScoresHiCheckDto).nullish(),
  home: side,
  away: side,
  address: z.string(),
  date: z.string().nullish(),
  postponed: z.boolean().nullish(),
  isKnockout: z.boolean().nullish(),
  accoladesCount: z.boolean().nullish(),
  lastUpdated,
});
export type RecordScoresDto = z.input<typeof recordScoresDto>;
export type RecordScores = z.output<typeof recordScoresDto>;
