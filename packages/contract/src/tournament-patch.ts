import { z } from 'zod';
import { optionalId, wireObject } from './common.js';
import { saygLimits } from './sayg.js';
import {
  boardNumber,
  editMatchOptionDto,
  editNotableTournamentPlayerDto,
  editTournamentPlayerDto,
  tournamentLimits,
  type EditMatchOption,
  type EditNotableTournamentPlayer,
  type EditTournamentPlayer,
} from './tournament-writes.js';

const legsWonMessage = `Legs won must be a whole number from 0 to ${saygLimits.numberOfLegs.max}.`;

/** A new score, or null (absent or null) to keep the current one. */
const newScore = z
  .number()
  .int(legsWonMessage)
  .min(0, legsWonMessage)
  .max(saygLimits.numberOfLegs.max, legsWonMessage)
  .nullish()
  .transform((score) => score ?? null);

/** A side (or other) id (R): the required wording of contract §2.4, lower-cased like every id. */
const sideId = (field: string) =>
  z
    .string({ required_error: `The ${field} field is required.` })
    .uuid('The value is not a valid id.')
    .transform((id) => id.toLowerCase());

/** PatchTournamentMatchDto: the match is the one whose sides have these two ids. */
export const patchTournamentMatchDto = wireObject({
  sideA: sideId('SideA'),
  sideB: sideId('SideB'),
  scoreA: newScore,
  scoreB: newScore,
});
export type PatchTournamentMatch = z.output<typeof patchTournamentMatchDto>;

/** PatchTournamentRoundDto: a match in this round and/or the path into the next. */
export type PatchTournamentRound = {
  match: PatchTournamentMatch | null;
  nextRound: PatchTournamentRound | null;
};

const tooDeep = `A tournament can have at most ${tournamentLimits.rounds} rounds.`;

/** One schema per depth, as for the round chain of a PUT, so a hostile path cannot exhaust the stack. */
function patchRoundAt(depth: number): z.ZodType<PatchTournamentRound, z.ZodTypeDef, unknown> {
  const nextRound =
    depth < tournamentLimits.rounds
      ? patchRoundAt(depth + 1)
          .nullish()
          .transform((round) => round ?? null)
      : z
          .unknown()
          .superRefine((value, ctx) => {
            if (value != null) ctx.addIssue({ code: z.ZodIssueCode.custom, message: tooDeep });
          })
          .transform(() => null);
  return wireObject({
    match: patchTournamentMatchDto.nullish().transform((match) => match ?? null),
    nextRound,
  });
}
export const patchTournamentRoundDto = patchRoundAt(1);

/** A match of a round-robin group (issue #26): the group by id, the match by its sides' ids. */
export const patchTournamentGroupDto = wireObject({
  id: sideId('Id'),
  match: patchTournamentMatchDto.nullish().transform((match) => match ?? null),
});
export type PatchTournamentGroup = z.output<typeof patchTournamentGroupDto>;

/**
 * A match put on a board by hand, or taken off the boards (`board: null`: the match is marked
 * `offBoard` and kept off until put on a board by hand again) (issue #26).
 */
export const patchTournamentBoardDto = wireObject({
  matchId: sideId('MatchId'),
  board: boardNumber.nullish().transform((board) => board ?? null),
});
export type PatchTournamentBoard = z.output<typeof patchTournamentBoardDto>;

const orNull = <T extends z.ZodTypeAny>(schema: T) =>
  schema.nullish().transform((value): z.output<T> | null => value ?? null);
/** The issue #26 parts: absent when not sent, so a patch without them reads as it did before. */
const orAbsent = <T extends z.ZodTypeAny>(schema: T) =>
  schema.nullish().transform((value): z.output<T> | undefined => value ?? undefined);

/**
 * PatchTournamentDto: a path to one match, one more 180 and/or one more hi-check; issue #26 adds
 * the same path into a double elimination's losers bracket (`losersRound`) and grand final
 * (`finalRound`), a group match (`group`) and a board (`board`).
 * An empty patch parses (all null): the service answers it with `No tournament data to update`.
 */
export const patchTournamentDto = wireObject({
  round: orNull(patchTournamentRoundDto),
  additional180: orNull(editTournamentPlayerDto),
  additionalOver100Checkout: orNull(editNotableTournamentPlayerDto),
  losersRound: orAbsent(patchTournamentRoundDto),
  finalRound: orAbsent(patchTournamentRoundDto),
  group: orAbsent(patchTournamentGroupDto),
  board: orAbsent(patchTournamentBoardDto),
});
export type PatchTournament = {
  round: PatchTournamentRound | null;
  additional180: EditTournamentPlayer | null;
  additionalOver100Checkout: EditNotableTournamentPlayer | null;
  losersRound?: PatchTournamentRound | undefined;
  finalRound?: PatchTournamentRound | undefined;
  group?: PatchTournamentGroup | undefined;
  board?: PatchTournamentBoard | undefined;
};
/** The request as a client writes it. */
export type PatchTournamentDto = {
  round?: PatchTournamentRoundDto | null;
  losersRound?: PatchTournamentRoundDto | null;
  finalRound?: PatchTournamentRoundDto | null;
  group?: { id: string; match?: PatchTournamentRoundDto['match'] } | null;
  board?: { matchId: string; board?: number | null } | null;
  additional180?: { id?: string | null; name: string; divisionId?: string | null } | null;
  additionalOver100Checkout?: {
    id?: string | null;
    name: string;
    divisionId?: string | null;
    score?: number | null;
  } | null;
};
export type PatchTournamentRoundDto = {
  match?: { sideA: string; sideB: string; scoreA?: number | null; scoreB?: number | null } | null;
  nextRound?: PatchTournamentRoundDto | null;
};

/** CreateTournamentSaygDto: both O; a missing match is the service's `Match not found`. */
export const createTournamentSaygDto = wireObject({
  matchId: optionalId,
  matchOptions: editMatchOptionDto.nullish().transform((options) => options ?? null),
});
export type CreateTournamentSayg = { matchId: string | null; matchOptions: EditMatchOption | null };
export type CreateTournamentSaygDto = {
  matchId?: string | null;
  matchOptions?: { playerCount?: number | null; numberOfLegs?: number | null; startingScore?: number | null } | null;
};
