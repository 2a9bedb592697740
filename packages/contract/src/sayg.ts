import { z } from 'zod';
import { matchesPerFixture, type Leg, type Sayg } from '@darts/domain';
import { auditFields, lastUpdated, optionalId, wireObject } from './common.js';

/**
 * Bounds on a score-as-you-go record. The contract
 * leaves them open; these are generous for real play and stop absurd or hostile bodies:
 * starting scores cover 101 up to 1001, a best-of-99 is far beyond any league or tournament, and
 * 200 visits per competitor per leg is more than anyone throws before a leg is abandoned.
 */
export const saygLimits = {
  name: 100,
  numberOfLegs: { min: 1, max: 99 },
  startingScore: { min: 101, max: 1001 },
  legs: 99,
  throwsPerCompetitor: 200,
  /** Largest POST /api/Sayg body in bytes. */
  bodyBytes: 256 * 1024,
} as const;

/** Defaults for properties the contract marks optional (501 from, practice best of 3). */
export const saygDefaults = { numberOfLegs: 3, startingScore: 501 } as const;

const sides = ['home', 'away'] as const;

const whole = (min: number, max: number, message: string) =>
  z.number().int(message).min(min, message).max(max, message);

const sideMessage = "Use 'home' or 'away'.";

/** A side name, `home` or `away` in any case; output lower case. */
const side = z
  .string()
  .transform((text) => text.toLowerCase())
  .pipe(z.enum(sides, { errorMap: () => ({ message: sideMessage }) }));

/** LegThrowDto: score 0-180, darts 1-3. */
export const legThrowDto = wireObject({
  score: whole(0, 180, 'A score must be a whole number from 0 to 180.'),
  noOfDarts: whole(1, 3, 'The darts of a throw must be 1, 2 or 3.'),
});

const maxDartsPerCompetitor = saygLimits.throwsPerCompetitor * 3;

/** LegCompetitorScoreDto. Totals are stored as given (the client derives them). */
export const legCompetitorScoreDto = wireObject({
  score: whole(0, saygLimits.startingScore.max, 'A total score must be a whole number that the starting score allows.')
    .nullish()
    .transform((n) => n ?? 0),
  noOfDarts: whole(0, maxDartsPerCompetitor, `A total of darts must be a whole number up to ${maxDartsPerCompetitor}.`)
    .nullish()
    .transform((n) => n ?? 0),
  throws: z
    .array(legThrowDto)
    .max(saygLimits.throwsPerCompetitor, `At most ${saygLimits.throwsPerCompetitor} throws per competitor in a leg.`)
    .nullish()
    .transform((t) => t ?? []),
});

/** LegPlayerSequenceDto. */
export const legPlayerSequenceDto = wireObject({
  value: side,
  text: z
    .string()
    .max(saygLimits.name, `A name can be at most ${saygLimits.name} characters.`)
    .nullish()
    .transform((t) => t ?? null),
});

const startingScore = whole(
  saygLimits.startingScore.min,
  saygLimits.startingScore.max,
  `The starting score must be a whole number from ${saygLimits.startingScore.min} to ${saygLimits.startingScore.max}.`,
);

/**
 * LegDto as received. Client-only properties (`isLastLeg`) are dropped because
 * unknown properties are. A leg without a starting score takes the record's (see below).
 */
export const legDto = wireObject({
  startingScore: startingScore.nullish(),
  home: legCompetitorScoreDto,
  away: legCompetitorScoreDto,
  playerSequence: z
    .array(legPlayerSequenceDto)
    .max(2, 'A throwing order has at most two players.')
    .nullish()
    .transform((p) => p ?? []),
  currentThrow: z
    .string()
    .nullish()
    .transform((text) => (text ? text.toLowerCase() : null))
    .pipe(z.enum(sides, { errorMap: () => ({ message: sideMessage }) }).nullable()),
});

/** A leg index as a decimal string without leading zeros, "0" to "98" (so at most 99 legs). */
const legKey = z.string().refine(
  (key) => /^(0|[1-9]\d*)$/.test(key) && Number(key) < saygLimits.legs,
  (key) => ({ message: `${JSON.stringify(key)} is not a leg number: use "0" to "${saygLimits.legs - 1}".` }),
);

/** `legs`: keyed by zero-based leg index as a decimal string. */
export const saygLegs = z.record(legKey, legDto);

const name = (label: string) =>
  z.string().trim().max(saygLimits.name, `${label} can be at most ${saygLimits.name} characters.`);

/** UpdateRecordedScoreAsYouGoDto: a sayg record to create or update. */
export const updateRecordedScoreAsYouGoDto = wireObject({
  id: optionalId,
  yourName: name('Your name'),
  opponentName: name("The opponent's name")
    .nullish()
    .transform((n) => n ?? null),
  numberOfLegs: whole(
    saygLimits.numberOfLegs.min,
    saygLimits.numberOfLegs.max,
    `The number of legs must be a whole number from ${saygLimits.numberOfLegs.min} to ${saygLimits.numberOfLegs.max}.`,
  )
    .nullish()
    .transform((n) => n ?? saygDefaults.numberOfLegs),
  startingScore: startingScore.nullish().transform((n) => n ?? saygDefaults.startingScore),
  homeScore: whole(0, saygLimits.numberOfLegs.max, 'Legs won must be a whole number from 0 to 99.')
    .nullish()
    .transform((n) => n ?? 0),
  awayScore: whole(0, saygLimits.numberOfLegs.max, 'Legs won must be a whole number from 0 to 99.')
    .nullish()
    .transform((n) => n ?? null),
  tournamentMatchId: optionalId,
  // This product's own: the score card match a new record is made for, so the server
  // links it to the card as it creates it. Read only when the record is created; both or neither.
  gameId: optionalId,
  matchIndex: whole(0, matchesPerFixture - 1, `The match must be a whole number from 0 to ${matchesPerFixture - 1}.`)
    .nullish()
    .transform((n) => n ?? null),
  legs: saygLegs.nullish().transform((legs) => legs ?? {}),
  lastUpdated,
}).transform((record) => ({
  ...record,
  legs: Object.fromEntries(
    Object.entries(record.legs).map(([key, leg]) => [
      key,
      { ...leg, startingScore: leg.startingScore ?? record.startingScore },
    ]),
  ),
}));
export type UpdateRecordedScoreAsYouGoDto = z.infer<typeof updateRecordedScoreAsYouGoDto>;
/** A leg as the server stores it: every property present, the starting score filled in. */
export type StoredLeg = UpdateRecordedScoreAsYouGoDto['legs'][string];

/** LegDto as the server writes it (only nulls left out). */
export const legResponseDto = z.object({
  startingScore: z.number(),
  home: z.object({
    score: z.number(),
    noOfDarts: z.number(),
    throws: z.array(z.object({ score: z.number(), noOfDarts: z.number() })),
  }),
  away: z.object({
    score: z.number(),
    noOfDarts: z.number(),
    throws: z.array(z.object({ score: z.number(), noOfDarts: z.number() })),
  }),
  playerSequence: z.array(z.object({ value: z.enum(sides), text: z.string().optional() })),
  currentThrow: z.enum(sides).optional(),
});
export type LegResponseDto = z.infer<typeof legResponseDto>;

/** RecordedScoreAsYouGoDto: `legs` always present. */
export const recordedScoreAsYouGoDto = z.object({
  ...auditFields,
  yourName: z.string(),
  opponentName: z.string().optional(),
  numberOfLegs: z.number(),
  startingScore: z.number(),
  homeScore: z.number(),
  awayScore: z.number().optional(),
  tournamentMatchId: z.string().optional(),
  legs: z.record(z.string(), legResponseDto),
});
export type RecordedScoreAsYouGoDto = z.infer<typeof recordedScoreAsYouGoDto>;

/** The refusal and outcome texts of the sayg routes. */
/**
 * Headers of POST /api/Sayg this product adds: the client's key for a record's first
 * save, so a resend is the same record; and a practice record's write token, answered once when the
 * record is created and presented by its device with every later write.
 */
export const saygHeaders = { idempotencyKey: 'Idempotency-Key', writeToken: 'X-Sayg-Write-Token' } as const;

export const saygTexts = {
  type: 'RecordedScoreAsYouGo',
  updated: 'Sayg data updated',
  deleted: 'RecordedScoreAsYouGo deleted',
  notFound: 'RecordedScoreAsYouGo not found',
  idChanged: 'Sayg session ids cannot be changed',
  idRemoved: 'Sayg session ids cannot be removed',
  tournamentNotPermitted: 'Not permitted to modify tournament sayg sessions',
  /** A practice record written without its device's token or its account. */
  deviceOnly:
    'Only the device that started this match, or the account that started it, can change it: a shared link is for watching',
} as const;

/**
 * A record from the wire in the domain's playing shape: a leg without its own
 * starting score takes the record's, absent texts and throwers become null, absent away legs 0.
 */
export function saygFromRecord(dto: RecordedScoreAsYouGoDto): Sayg {
  const legs: Record<string, Leg> = {};
  for (const [key, leg] of Object.entries(dto.legs)) {
    legs[key] = {
      startingScore: leg.startingScore || dto.startingScore,
      home: leg.home,
      away: leg.away,
      playerSequence: leg.playerSequence.map((entry) => ({ value: entry.value, text: entry.text ?? null })),
      currentThrow: leg.currentThrow ?? null,
    };
  }
  return {
    yourName: dto.yourName,
    ...(dto.opponentName ? { opponentName: dto.opponentName } : {}),
    numberOfLegs: dto.numberOfLegs,
    startingScore: dto.startingScore,
    homeScore: dto.homeScore,
    awayScore: dto.awayScore ?? 0,
    legs,
  };
}
