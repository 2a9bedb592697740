import { z } from 'zod';
import type { AccessOption } from '@darts/domain';
import { auditFields } from './common.js';
import { gameMatchOptionDto, photoReferenceDto, type GameMatchOptionDto, type PhotoReferenceDto } from './game.js';
import { drawMethods, tournamentFormats, type DrawMethod, type TournamentFormat } from './tournament-formats.js';

/**
 * Tournament records as the server writes them (contract §3.5, §0.4: every property, only nulls
 * left out). Nested sides, rounds, matches and players always carry an id: the server keeps the
 * ids it was sent and gives one to each item that had none (§1.4).
 */

/** TournamentPlayerDto: `divisionId` is absent when empty. */
export const tournamentPlayerDto = z.object({
  id: z.string(),
  name: z.string(),
  divisionId: z.string().optional(),
});
export type TournamentPlayerDto = z.infer<typeof tournamentPlayerDto>;

/** NotableTournamentPlayerDto: a hi-check; `score` is the checkout, `notes` legacy text. */
export const notableTournamentPlayerDto = tournamentPlayerDto.extend({
  score: z.number().int().optional(),
  notes: z.string().optional(),
});
export type NotableTournamentPlayerDto = z.infer<typeof notableTournamentPlayerDto>;

/** TournamentSideDto: `teamId` is set when the side is a whole team; `seed` (1 = top) only when seeded. */
export const tournamentSideDto = z.object({
  id: z.string(),
  name: z.string().optional(),
  teamId: z.string().optional(),
  players: z.array(tournamentPlayerDto),
  noShow: z.boolean(),
  seed: z
    .number()
    .int()
    .optional()
    .describe('This product (issue #26): the side’s seed, 1 = top; absent when unseeded.'),
});
export type TournamentSideDto = z.infer<typeof tournamentSideDto>;

/**
 * TournamentMatchDto: scores are legs won, absent until entered; `saygId` links §18. Issue #26 adds
 * `bye` (a drawn bracket's first-round match one side passes without playing: it has one side) and
 * `board` (the venue's board the match is on, 1 up to the tournament's `boards`) and `offBoard`
 * (taken off the boards by hand: not given a board by itself until put on one by hand again).
 */
export const tournamentMatchDto = z.object({
  id: z.string(),
  sideA: tournamentSideDto.optional(),
  sideB: tournamentSideDto.optional(),
  scoreA: z.number().int().optional(),
  scoreB: z.number().int().optional(),
  saygId: z.string().optional(),
  bye: z
    .boolean()
    .optional()
    .describe('This product (issue #26): true on a drawn bracket’s first-round match one side passes without playing.'),
  board: z.number().int().optional().describe('This product (issue #26): the venue’s board the match is on.'),
  offBoard: z
    .boolean()
    .optional()
    .describe(
      'This product (issue #26): true when the organiser took the match off the boards by hand; no board is ' +
        'given to it by itself until it is put on one by hand again. Absent otherwise.',
    ),
});
export type TournamentMatchDto = z.infer<typeof tournamentMatchDto>;

/** TournamentRoundDto: rounds form a chain from the tournament's `round`. */
export type TournamentRoundDto = {
  id: string;
  name?: string;
  sides: TournamentSideDto[];
  matches: TournamentMatchDto[];
  matchOptions: Array<GameMatchOptionDto | null>;
  nextRound?: TournamentRoundDto;
};

export const tournamentRoundDto: z.ZodType<TournamentRoundDto> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string().optional(),
    sides: z.array(tournamentSideDto),
    matches: z.array(tournamentMatchDto),
    matchOptions: z.array(gameMatchOptionDto.nullable()),
    nextRound: tournamentRoundDto.optional(),
  }),
);

/**
 * TournamentDrawDto: how the bracket was drawn, shown to everyone as it was made. `made` is the
 * server's time, `by` who asked for it, `order` the side ids in drawn order (the bracket's lines,
 * top to bottom; for groups, dealt into the groups in turn).
 */
export type TournamentDrawDto = { method: DrawMethod; made: string; by?: string; order: string[] };
export const tournamentDrawDto: z.ZodType<TournamentDrawDto> = z.object({
  method: z.enum(drawMethods),
  made: z.string(),
  by: z.string().optional(),
  order: z.array(z.string()),
});

/** TournamentGroupDto: a round-robin group; every side meets every other once, best of per match in `matchOptions`. */
export const tournamentGroupDto = z.object({
  id: z.string(),
  name: z.string(),
  sides: z.array(tournamentSideDto),
  matches: z.array(tournamentMatchDto),
  matchOptions: z.array(gameMatchOptionDto.nullable()),
});
export type TournamentGroupDto = z.infer<typeof tournamentGroupDto>;

/**
 * TournamentGameDto: dates as `YYYY-MM-DDT00:00:00`; `divisionId` absent when cross-divisional.
 * The issue #26 fields are all absent on a knockout made as before: `format` (absent = knockout),
 * `draw`, `boards`; a double elimination's winners bracket is `round`, its losers bracket
 * `losersRound` and its grand final `finalRound` (whose `nextRound` is the reset, when
 * `grandFinalReset`); groups feed the knockout in `round`, `groupAdvance` of each going through.
 */
export type TournamentGameDto = {
  id: string;
  created?: string;
  author?: string;
  updated: string;
  editor?: string;
  deleted?: string;
  remover?: string;
  date: string;
  seasonId: string;
  divisionId?: string;
  address: string;
  type?: string;
  notes?: string;
  bestOf?: number;
  singleRound: boolean;
  host?: string;
  opponent?: string;
  gender?: string;
  accoladesCount: boolean;
  excludeFromReports: boolean;
  sides: TournamentSideDto[];
  round?: TournamentRoundDto;
  oneEighties: TournamentPlayerDto[];
  over100Checkouts: NotableTournamentPlayerDto[];
  photos: PhotoReferenceDto[];
  format?: TournamentFormat;
  draw?: TournamentDrawDto;
  boards?: number;
  losersRound?: TournamentRoundDto;
  finalRound?: TournamentRoundDto;
  grandFinalReset?: boolean;
  groups?: TournamentGroupDto[];
  groupAdvance?: number;
};

const tournamentGameFields = {
  ...auditFields,
  date: z.string(),
  seasonId: z.string(),
  divisionId: z.string().optional(),
  address: z.string(),
  type: z.string().optional(),
  notes: z.string().optional(),
  bestOf: z.number().int().optional(),
  singleRound: z.boolean(),
  host: z.string().optional(),
  opponent: z.string().optional(),
  gender: z.string().optional(),
  accoladesCount: z.boolean(),
  excludeFromReports: z.boolean(),
  sides: z.array(tournamentSideDto),
  round: tournamentRoundDto.optional(),
  oneEighties: z.array(tournamentPlayerDto),
  over100Checkouts: z.array(notableTournamentPlayerDto),
  photos: z.array(photoReferenceDto),
  format: z
    .enum(tournamentFormats)
    .optional()
    .describe('This product (issue #26): the format; absent is a knockout, as the reference client knows it.'),
  draw: tournamentDrawDto
    .optional()
    .describe('This product (issue #26): how the sides were drawn; made only by POST /api/Tournament/{id}/Draw.'),
  boards: z.number().int().optional().describe('This product (issue #26): how many boards the venue has (1–32).'),
  losersRound: tournamentRoundDto
    .optional()
    .describe('This product (issue #26), double elimination: the losers bracket, a round chain like `round`.'),
  finalRound: tournamentRoundDto
    .optional()
    .describe('This product (issue #26), double elimination: the grand final; its `nextRound` is the reset.'),
  grandFinalReset: z
    .boolean()
    .optional()
    .describe('This product (issue #26): true when the grand final is replayed if the losers-bracket side wins it.'),
  groups: z
    .array(tournamentGroupDto)
    .optional()
    .describe('This product (issue #26): round-robin groups feeding the knockout in `round`.'),
  groupAdvance: z
    .number()
    .int()
    .optional()
    .describe('This product (issue #26): how many of each group go through to the knockout (1–4).'),
};

export const tournamentGameDto: z.ZodType<TournamentGameDto> = z.object(tournamentGameFields);

/**
 * DivisionTournamentFixtureDetailsDto: a tournament, or a proposed venue (no id,
 * date or season), on a fixture date of division data. Kept here beside the records it summarises.
 */
export const tournamentFixtureDetailsDto = z.object({
  id: z.string().optional(),
  address: z.string(),
  date: z.string().optional(),
  seasonId: z.string().optional(),
  type: z.string().optional(),
  notes: z.string().optional(),
  proposed: z.boolean(),
  winningSide: tournamentSideDto.optional(),
  players: z.array(z.string()),
  sides: z.array(tournamentSideDto),
  singleRound: z.boolean(),
  firstRoundMatches: z.array(tournamentMatchDto),
  opponent: z.string().optional(),
});
export type TournamentFixtureDetailsDto = z.infer<typeof tournamentFixtureDetailsDto>;

/** Who may call each tournament write: any one of the options listed. */
export const tournamentAccess = {
  create: ['ManageTournaments'],
  update: ['ManageTournaments', 'EnterTournamentResults', 'UploadPhotos'],
  delete: ['ManageTournaments'],
  photoUpload: ['UploadPhotos'],
  analyse: ['AnalyseMatches'],
  /** Draw and swap sides (issue #26): the organiser's. */
  draw: ['ManageTournaments'],
} as const satisfies Record<string, readonly AccessOption[]>;
