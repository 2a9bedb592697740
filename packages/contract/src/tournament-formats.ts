/**
 * The tournament formats of issue #26 and their bounds, shared by the read and write schemas. These
 * are additions of this product: a tournament without `format` is a knockout, as the reference
 * client knows it.
 */
export const tournamentFormats = ['knockout', 'doubleElimination', 'groups'] as const;
export type TournamentFormat = (typeof tournamentFormats)[number];

/** How a draw was made: shuffled by the server, or placed by the sides' seeds. */
export const drawMethods = ['random', 'seeded'] as const;
export type DrawMethod = (typeof drawMethods)[number];

/** Bounds on the format settings. */
export const formatLimits = {
  /** Boards a venue can have (`boards`, and a match's `board`). */
  boards: { min: 1, max: 32 },
  /** How many of each group go through to the knockout. */
  groupAdvance: { min: 1, max: 4 },
  /** Sides in one group, and groups in one tournament. */
  groupSides: { min: 3, max: 8 },
  groups: { min: 1, max: 32 },
  /** Sides of a double elimination. */
  doubleEliminationSides: { min: 4, max: 64 },
} as const;
