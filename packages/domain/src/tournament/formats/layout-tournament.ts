import { bestOfOf, chainOf, type Tournament, type TournamentFormat, type TournamentSide } from '../types.js';
import { layoutBracket } from './knockout.js';

/**
 * Best of per stage (issue #26 "Best of per round"): `rounds[i]` for the (winners') knockout round i,
 * first round first, `losersRounds[i]` for losers round i, `final` for the knockout's final or the grand
 * final and its reset, `groups` for every group match. What is not given plays the tournament's bestOf.
 */
export type StageBestOf = {
  groups?: number | null;
  rounds?: ReadonlyArray<number | null> | null;
  losersRounds?: ReadonlyArray<number | null> | null;
  final?: number | null;
};

/** What `layoutTournament` needs: the active sides in draw order (the first is placed as seed 1). */
export type LayoutOptions = {
  format?: TournamentFormat | null;
  sides: readonly TournamentSide[];
  bestOf?: number | null;
  grandFinalReset?: boolean | null;
  groupCount?: number | null;
  groupAdvance?: number | null;
  roundBestOf?: StageBestOf | null;
};

/** The stored structure a layout gives, every part absent that the format does not use. */
export type TournamentLayout = Pick<Tournament, 'round' | 'losersRound' | 'finalRound' | 'groups'>;

/** The legs of winners/knockout round r of `rounds`: the final's, else the round's, else bestOf. */
export function knockoutLegs(options: LayoutOptions, finalIsLast: boolean) {
  return (r: number, rounds: number): number =>
    (finalIsLast && r === rounds - 1 ? options.roundBestOf?.final : undefined) ??
    options.roundBestOf?.rounds?.[r] ??
    bestOfOf(options);
}

/**
 * Why the sides cannot be laid out in the format, or undefined when they can (issue #26): a knockout
 * needs 2 sides, double elimination 4 to 64.
 */
export function layoutProblem(options: LayoutOptions): string | undefined {
  const count = options.sides.length;
  if (options.format === 'doubleElimination' && (count < 4 || count > 64))
    return 'Double elimination needs 4 to 64 sides';
  if (count < 2) return 'A tournament needs at least 2 sides';
  return undefined;
}

/**
 * The empty structure of a tournament night (issue #26), sides placed and byes flagged: a full
 * knockout bracket with byes to the top of the draw order. `advanceTournament` then moves the byes on.
 * Throws a RangeError when `layoutProblem` names a problem.
 */
export function layoutTournament(options: LayoutOptions): TournamentLayout {
  const problem = layoutProblem(options);
  if (problem) throw new RangeError(problem);
  const { sides } = options;
  return { round: chainOf(layoutBracket(sides.length, (seed) => sides[seed - 1], knockoutLegs(options, true))) };
}
