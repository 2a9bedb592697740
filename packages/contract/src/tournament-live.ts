import { z } from 'zod';
import type { GameMatchOptionDto } from './game.js';
import type { TournamentGameDto, TournamentRoundDto } from './tournament.js';
import { drawMethods, tournamentFormats } from './tournament-formats.js';
import { hiCheckFromNotes, tournamentLimits } from './tournament-writes.js';

/**
 * A `Tournament` live state read as a TournamentGameDto. States are relayed
 * without validation and come in two forms: the client's (the tournament as last saved) and the
 * reference server's (the stored record: nulls written, defaults left out, plus `version`, and a
 * hi-check's checkout in `notes` as text). Watchers accept both, so this reader is lenient: null
 * is absent, a missing flag is false, a missing list is empty, unknown properties are dropped.
 */

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined);
const int = z
  .number()
  .int()
  .nullish()
  .transform((value) => value ?? undefined);
const flag = z
  .boolean()
  .nullish()
  .transform((value) => value ?? false);
const list = <T extends z.ZodTypeAny>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((items): Array<z.output<T>> => items ?? []);

const player = z.object({ id: z.string(), name: z.string(), divisionId: text });

const notablePlayer = player
  .extend({ score: int, notes: text })
  .transform((entry) => ({ ...entry, score: entry.score ?? hiCheckFromNotes(entry.notes) ?? undefined }));

/** The issue #26 flags: only `true` is kept, so a knockout state reads as it did before. */
const onlyTrue = z
  .boolean()
  .nullish()
  .transform((value) => value || undefined);

const side = z.object({ id: z.string(), name: text, teamId: text, players: list(player), noShow: flag, seed: int });
const optionalSide = side.nullish().transform((value) => value ?? undefined);

const match = z.object({
  id: z.string(),
  sideA: optionalSide,
  sideB: optionalSide,
  scoreA: int,
  scoreB: int,
  saygId: text,
  bye: onlyTrue,
  board: int,
  offBoard: onlyTrue,
});

const matchOption = z
  .object({ playerCount: int, numberOfLegs: int, startingScore: int })
  .nullable()
  .transform((option): GameMatchOptionDto | null => option);

/**
 * One schema per depth, as for a PUT (tournament-writes.ts): a state with a longer chain than any
 * tournament has is refused rather than read, and a hostile one cannot exhaust the watcher's stack.
 */
function roundAt(depth: number): z.ZodType<TournamentRoundDto, z.ZodTypeDef, unknown> {
  const nextRound =
    depth < tournamentLimits.rounds
      ? roundAt(depth + 1)
          .nullish()
          .transform((value) => value ?? undefined)
      : z
          .null()
          .optional()
          .transform(() => undefined);
  return z.object({
    id: z.string(),
    name: text,
    sides: list(side),
    matches: list(match),
    matchOptions: list(matchOption),
    nextRound,
  });
}
const round = roundAt(1);

const optionalRound = round.nullish().transform((value) => value ?? undefined);

const group = z.object({
  id: z.string(),
  name: z.string(),
  sides: list(side),
  matches: list(match),
  matchOptions: list(matchOption),
});

const draw = z
  .object({ method: z.enum(drawMethods), made: z.string(), by: text, order: list(z.string()) })
  .nullish()
  .transform((value) => value ?? undefined);

const photo = z.object({
  id: z.string(),
  created: z.string(),
  author: z.string(),
  fileSize: z.number(),
  fileName: text,
  contentType: z.string(),
});

/** The reader: a TournamentGameDto, or a parse failure when the state is not a tournament at all. */
export const tournamentLiveState: z.ZodType<TournamentGameDto & { version?: number }, z.ZodTypeDef, unknown> = z.object(
  {
    id: z.string(),
    created: text,
    author: text,
    updated: z.string(),
    editor: text,
    deleted: text,
    remover: text,
    version: int,
    date: z.string(),
    seasonId: z.string(),
    divisionId: text,
    address: z.string(),
    type: text,
    notes: text,
    bestOf: int,
    singleRound: flag,
    host: text,
    opponent: text,
    gender: text,
    accoladesCount: flag,
    excludeFromReports: flag,
    sides: list(side),
    round: optionalRound,
    oneEighties: list(player),
    over100Checkouts: list(notablePlayer),
    photos: list(photo),
    format: z
      .enum(tournamentFormats)
      .nullish()
      .transform((value) => value ?? undefined),
    draw,
    boards: int,
    losersRound: optionalRound,
    finalRound: optionalRound,
    grandFinalReset: onlyTrue,
    groups: z
      .array(group)
      .nullish()
      .transform((value) => value ?? undefined),
    groupAdvance: int,
  },
);
