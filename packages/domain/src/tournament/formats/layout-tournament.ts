import { bestOfOf, chainOf } from '../types.js';
import type { LayoutOptions, TournamentLayout } from './layout-options.js';
import { layoutDoubleElimination } from './double-elimination.js';
import { groupAdvanceOf, groupsProblem, layoutGroups } from './groups.js';
import { layoutBracket } from './knockout.js';

/** The legs of winners/knockout round r of `rounds`: the final's, else the round's, else bestOf. */
export function knockoutLegs(options: LayoutOptions, finalIsLast: boolean) {
  return (r: number, rounds: number): number =>
    (finalIsLast && r === rounds - 1 ? options.roundBestOf?.final : undefined) ??
    options.roundBestOf?.rounds?.[r] ??
    bestOfOf(options);
}

/**
 * Why the sides cannot be laid out in the format, or undefined when they can (issue #26): a knockout
 * needs 2 sides, double elimination 4 to 64, groups 3 to 8 a group (`groupsProblem`).
 */
export function layoutProblem(options: LayoutOptions): string | undefined {
  const count = options.sides.length;
  if (options.format === 'groups') return groupsProblem(count, options.groupCount ?? 1, groupAdvanceOf(options));
  if (options.format === 'doubleElimination' && (count < 4 || count > 64))
    return 'Double elimination needs 4 to 64 sides';
  if (count < 2) return 'A tournament needs at least 2 sides';
  return undefined;
}

/**
 * The empty structure of a tournament night (issue #26), sides placed and byes flagged: a full
 * knockout bracket with byes to the top of the draw order; double elimination adds the losers
 * bracket and the grand final (`layoutDoubleElimination`); groups are dealt by snake with a round robin
 * each (`layoutGroups`) and the knockout after them laid out empty, its byes flagged. `advanceTournament` then moves the byes on.
 * Throws a RangeError when `layoutProblem` names a problem.
 */
export function layoutTournament(options: LayoutOptions): TournamentLayout {
  const problem = layoutProblem(options);
  if (problem) throw new RangeError(problem);
  const { sides } = options;
  if (options.format === 'doubleElimination') {
    const { winners, losers, final } = layoutDoubleElimination(options);
    return { round: chainOf(winners), losersRound: chainOf(losers), finalRound: chainOf(final) };
  }
  if (options.format === 'groups') {
    const qualifiers = (options.groupCount ?? 1) * groupAdvanceOf(options);
    const round = chainOf(layoutBracket(qualifiers, () => undefined, knockoutLegs(options, true)));
    return { groups: layoutGroups(options), round };
  }
  return { round: chainOf(layoutBracket(sides.length, (seed) => sides[seed - 1], knockoutLegs(options, true))) };
}
