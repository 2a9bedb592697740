import { z } from 'zod';
import { lastUpdated, optionalId, wireObject } from './common.js';
import { optionalWireDate } from './game.js';
import { saygLimits } from './sayg.js';
import type { TournamentGameDto } from './tournament.js';
import { formatLimits, tournamentFormats } from './tournament-formats.js';

/**
 * Bounds on tournament requests. The contract leaves them open; these are far beyond a real
 * tournament (256 entrants need at most 9 rounds) and stop absurd or hostile bodies. The round
 * chain is nested, so its depth is capped before parsing could run out of stack.
 */
export const tournamentLimits = {
  address: 200,
  text: 100,
  notes: 1000,
  sides: 256,
  playersPerSide: 50,
  rounds: 16,
  matchesPerRound: 128,
  accolades: 500,
  /** Largest PUT /api/Tournament body in bytes (a full 256-side draw with its rounds fits). */
  bodyBytes: 512 * 1024,
} as const;

const whole = (min: number, max: number, message: string) =>
  z.number().int(message).min(min, message).max(max, message);

const orNull = <T extends z.ZodTypeAny>(schema: T) => schema.nullish().transform((value) => value ?? null);

/**
 * The issue #26 additions: absent or null is left out (undefined), so an edit without them reads
 * exactly as it did before they existed.
 */
const orAbsent = <T extends z.ZodTypeAny>(schema: T) =>
  schema.nullish().transform((value): z.output<T> | undefined => value ?? undefined);

/** An issue #26 flag: kept only when true. */
const onlyTrue = z
  .boolean()
  .nullish()
  .transform((value) => value || undefined);

/** Trimmed optional text: absent, null or blank is null (so the response leaves it out). */
const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `The ${label} must be ${max} characters or fewer.`)
    .nullish()
    .transform((value) => (value ? value : null));

/** `O [false]` booleans. */
const flag = z
  .boolean()
  .nullish()
  .transform((value) => value ?? false);

const list = <T extends z.ZodTypeAny>(item: T, max: number, message: string) =>
  z
    .array(item)
    .max(max, message)
    .nullish()
    .transform((items) => items ?? []);

const { boards } = formatLimits;
/** A board number, within the most boards a venue can have (the service holds it to the tournament's `boards`). */
export const boardNumber = whole(
  boards.min,
  boards.max,
  `A board must be a whole number from ${boards.min} to ${boards.max}.`,
);

const legsWon = whole(0, saygLimits.numberOfLegs.max, 'Legs won must be a whole number from 0 to 99.');

/** TournamentPlayerDto as received: `name` is R. */
const playerFields = {
  id: optionalId,
  name: z
    .string({ required_error: 'The Name field is required.' })
    .trim()
    .max(tournamentLimits.text, `A name must be ${tournamentLimits.text} characters or fewer.`),
  divisionId: optionalId,
};
export const editTournamentPlayerDto = wireObject(playerFields);
export type EditTournamentPlayer = z.output<typeof editTournamentPlayerDto>;

/** A hi-check's checkout from its legacy text form (`notes`), when it is a number. */
export function hiCheckFromNotes(notes: string | null | undefined): number | null {
  const value = notes?.trim() ?? '';
  return /^\d{1,3}$/.test(value) ? Number(value) : null;
}

/** NotableTournamentPlayerDto as received: a checkout sent only as legacy `notes` text is read as `score`. */
export const editNotableTournamentPlayerDto = wireObject({
  ...playerFields,
  score: orNull(whole(0, 170, 'A hi-check must be a whole number from 0 to 170.')),
  notes: text('notes', tournamentLimits.text),
}).transform((player) => ({ ...player, score: player.score ?? hiCheckFromNotes(player.notes) }));
export type EditNotableTournamentPlayer = z.output<typeof editNotableTournamentPlayerDto>;

/** TournamentSideDto as received; a missing id is the server's to give. */
export const editTournamentSideDto = wireObject({
  id: optionalId,
  name: text('side name', tournamentLimits.text),
  teamId: optionalId,
  players: list(
    editTournamentPlayerDto,
    tournamentLimits.playersPerSide,
    `A side can have at most ${tournamentLimits.playersPerSide} players.`,
  ),
  noShow: flag,
  seed: orAbsent(
    whole(1, tournamentLimits.sides, `A seed must be a whole number from 1 to ${tournamentLimits.sides}.`),
  ),
});
export type EditTournamentSide = z.output<typeof editTournamentSideDto>;

/** TournamentMatchDto as received: an absent score is null (not entered). */
export const editTournamentMatchDto = wireObject({
  id: optionalId,
  sideA: orNull(editTournamentSideDto),
  sideB: orNull(editTournamentSideDto),
  scoreA: orNull(legsWon),
  scoreB: orNull(legsWon),
  saygId: optionalId,
  bye: onlyTrue,
  board: orAbsent(boardNumber),
  offBoard: onlyTrue,
});
export type EditTournamentMatch = z.output<typeof editTournamentMatchDto>;

/** GameMatchOptionDto as received: within the bounds a sayg record takes (§18.2). */
export const editMatchOptionDto = wireObject({
  playerCount: orNull(
    whole(1, tournamentLimits.playersPerSide, 'The player count must be a whole number from 1 to 50.'),
  ),
  numberOfLegs: orNull(
    whole(1, saygLimits.numberOfLegs.max, 'The number of legs must be a whole number from 1 to 99.'),
  ),
  startingScore: orNull(
    whole(
      saygLimits.startingScore.min,
      saygLimits.startingScore.max,
      `The starting score must be a whole number from ${saygLimits.startingScore.min} to ${saygLimits.startingScore.max}.`,
    ),
  ),
});
export type EditMatchOption = z.output<typeof editMatchOptionDto>;

const tooManyRounds = `A tournament can have at most ${tournamentLimits.rounds} rounds.`;

/** Where the round chain is as deep as allowed: any further round is refused, not parsed. */
const noFurtherRound = z
  .unknown()
  .superRefine((value, ctx) => {
    if (value != null) ctx.addIssue({ code: z.ZodIssueCode.custom, message: tooManyRounds });
  })
  .transform(() => null);

/** TournamentRoundDto as received: absent lists are empty, absent `nextRound` ends the chain. */
export type EditTournamentRound = {
  id: string | null;
  name: string | null;
  sides: EditTournamentSide[];
  matches: EditTournamentMatch[];
  matchOptions: Array<EditMatchOption | null>;
  nextRound: EditTournamentRound | null;
};

/** One schema per depth (built once), so the chain's depth is bounded without recursion at parse time. */
function editRoundAt(depth: number): z.ZodType<EditTournamentRound, z.ZodTypeDef, unknown> {
  const matchesMessage = `A round can have at most ${tournamentLimits.matchesPerRound} matches.`;
  return wireObject({
    id: optionalId,
    name: text('round name', tournamentLimits.text),
    sides: list(
      editTournamentSideDto,
      tournamentLimits.sides,
      `A round can list at most ${tournamentLimits.sides} sides.`,
    ),
    matches: list(editTournamentMatchDto, tournamentLimits.matchesPerRound, matchesMessage),
    matchOptions: list(editMatchOptionDto.nullable(), tournamentLimits.matchesPerRound, matchesMessage),
    nextRound: depth < tournamentLimits.rounds ? orNull(editRoundAt(depth + 1)) : noFurtherRound,
  });
}
export const editTournamentRoundDto = editRoundAt(1);

/** TournamentGroupDto as received (issue #26): its name is R, a missing id is the server's to give. */
export const editTournamentGroupDto = wireObject({
  id: optionalId,
  name: z
    .string({ required_error: 'A group needs a name.' })
    .trim()
    .min(1, 'A group needs a name.')
    .max(tournamentLimits.text, `A group name must be ${tournamentLimits.text} characters or fewer.`),
  sides: list(
    editTournamentSideDto,
    formatLimits.groupSides.max,
    `A group can have at most ${formatLimits.groupSides.max} sides.`,
  ),
  matches: list(editTournamentMatchDto, tournamentLimits.matchesPerRound, 'A group can have at most 128 matches.'),
  matchOptions: list(
    editMatchOptionDto.nullable(),
    tournamentLimits.matchesPerRound,
    'A group can have at most 128 matches.',
  ),
});
export type EditTournamentGroup = z.output<typeof editTournamentGroupDto>;

const { groupAdvance } = formatLimits;

/** The format settings of issue #26 as a PUT sends them; absent or null leaves them out (a knockout). */
const formatFields = {
  format: orAbsent(
    z.enum(tournamentFormats, {
      errorMap: () => ({ message: `The format must be one of ${tournamentFormats.join(', ')}.` }),
    }),
  ),
  boards: orAbsent(
    whole(boards.min, boards.max, `The number of boards must be a whole number from ${boards.min} to ${boards.max}.`),
  ),
  losersRound: orAbsent(editTournamentRoundDto),
  finalRound: orAbsent(editTournamentRoundDto),
  grandFinalReset: onlyTrue,
  groups: orAbsent(
    z
      .array(editTournamentGroupDto)
      .max(formatLimits.groups.max, `A tournament can have at most ${formatLimits.groups.max} groups.`),
  ),
  groupAdvance: orAbsent(
    whole(
      groupAdvance.min,
      groupAdvance.max,
      `The number going through from each group must be a whole number from ${groupAdvance.min} to ${groupAdvance.max}.`,
    ),
  ),
};

/** Each seed once: two sides sharing a seed cannot both be placed. */
function seedsOnce(sides: ReadonlyArray<{ seed?: number | undefined }>, ctx: z.RefinementCtx) {
  const seen = new Set<number>();
  for (const { seed } of sides) {
    if (seed === undefined) continue;
    if (seen.has(seed)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['sides'], message: tournamentSeedTwice(seed) });
      return;
    }
    seen.add(seed);
  }
}

/** The refusal of a seed given twice (also the server's word for it). */
export const tournamentSeedTwice = (seed: number) => `Seed ${seed} is given to more than one side.`;

const accolades = <T extends z.ZodTypeAny>(item: T) =>
  list(item, tournamentLimits.accolades, `At most ${tournamentLimits.accolades} entries.`);

/**
 * EditTournamentGameDto: create (no or unknown id) or update a tournament. Only
 * `address` is R (an empty one passes: the service decides). `photos` is not read: photos change
 * only through the photo routes; nor is `draw`: the draw is made only by the Draw route.
 */
export const editTournamentGameDto = wireObject({
  id: optionalId,
  date: optionalWireDate,
  seasonId: optionalId,
  divisionId: optionalId,
  address: z
    .string({ required_error: 'The Address field is required.' })
    .trim()
    .max(tournamentLimits.address, `The address must be ${tournamentLimits.address} characters or fewer.`),
  type: text('type', tournamentLimits.text),
  notes: text('notes', tournamentLimits.notes),
  bestOf: orNull(whole(1, saygLimits.numberOfLegs.max, 'Best of must be a whole number from 1 to 99.')),
  singleRound: flag,
  host: text('host', tournamentLimits.text),
  opponent: text('opponent', tournamentLimits.text),
  gender: text('gender', tournamentLimits.text),
  accoladesCount: flag,
  excludeFromReports: flag,
  sides: list(
    editTournamentSideDto,
    tournamentLimits.sides,
    `A tournament can have at most ${tournamentLimits.sides} sides.`,
  ),
  round: orNull(editTournamentRoundDto),
  oneEighties: accolades(editTournamentPlayerDto),
  over100Checkouts: accolades(editNotableTournamentPlayerDto),
  ...formatFields,
  lastUpdated,
}).superRefine((edit, ctx) => seedsOnce(edit.sides, ctx));
/** The request as a client writes it: the tournament it holds (extra properties are ignored) plus the token. */
export type EditTournamentGameDto = Omit<Partial<TournamentGameDto>, 'address'> & {
  address: string;
  lastUpdated?: string | null;
};
export type EditTournamentGame = z.output<typeof editTournamentGameDto>;
