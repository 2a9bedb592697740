import { bestOfOf, roundsOf, type Tournament, type TournamentRound } from '../types.js';
import { groupAdvanceOf } from './groups.js';
import type { LayoutOptions, StageBestOf } from './layout-options.js';
import { bracketSize } from './seeding.js';

type Legs = number | null;

/** A stage's best of as the organiser gave it: its first match's legs, null when they are the tournament's own. */
function givenLegs(stage: Pick<TournamentRound, 'matchOptions'> | null | undefined, bestOf: number): Legs {
  const legs = stage?.matchOptions.find((option) => option?.numberOfLegs != null)?.numberOfLegs;
  return legs != null && legs !== bestOf ? legs : null;
}

/**
 * The best of per stage a laid-out night plays (issue #26 "Best of per round"), in the shape the draw
 * takes it: `rounds` first round first (a knockout's without its final, a winners bracket's every
 * round), `losersRounds`, `final` (the knockout's final or the grand final) and `groups`. A stage
 * that plays the tournament's best of is null, so a later change of the tournament's best of reaches it.
 */
export function stageBestOfOf(tournament: Tournament): StageBestOf {
  const bestOf = bestOfOf(tournament);
  const winners = roundsOf(tournament.round);
  const double = tournament.format === 'doubleElimination';
  return {
    groups: tournament.format === 'groups' ? givenLegs(tournament.groups?.[0], bestOf) : null,
    rounds: (double ? winners : winners.slice(0, -1)).map((round) => givenLegs(round, bestOf)),
    losersRounds: double ? roundsOf(tournament.losersRound).map((round) => givenLegs(round, bestOf)) : null,
    final: givenLegs(double ? tournament.finalRound : winners.at(-1), bestOf),
  };
}

/** The winners (knockout) rounds a layout of these options has: log2 of its bracket's lines. */
function winnersRoundCount(options: LayoutOptions): number {
  const count =
    options.format === 'groups' ? (options.groupCount ?? 1) * groupAdvanceOf(options) : options.sides.length;
  return count < 2 ? 0 : Math.log2(bracketSize(count));
}

/** `from` realigned to `length` entries counted back from the last: the semi-final stays the semi-final. */
const fromTheEnd = (from: readonly Legs[], length: number): Legs[] =>
  Array.from({ length }, (_, i) => from[i + from.length - length] ?? null);

/**
 * The best of per stage to lay a night out again with after its format changed (issue #26): each stage
 * that still exists keeps the organiser's best of. Knockout rounds are matched by their distance from
 * the final (a quarter-final keeps its best of whatever the first round is now), the final by the final
 * (a knockout's final becomes the grand final and back); groups keep theirs only into groups, losers
 * rounds only into double elimination. What no longer exists is dropped (a double elimination's
 * winners final turned knockout, the groups of a night turned knockout); a stage new to the night
 * plays the tournament's best of.
 */
export function carriedStageBestOf(existing: Tournament, options: LayoutOptions): StageBestOf {
  const old = stageBestOfOf(existing);
  const oldDouble = existing.format === 'doubleElimination';
  const double = options.format === 'doubleElimination';
  // Every winners round, the last being the final (a knockout's final's own best of is `final`).
  const oldWinners = oldDouble ? (old.rounds ?? []) : [...(old.rounds ?? []), null];
  const rounds = winnersRoundCount(options);
  const winners = fromTheEnd(oldWinners, rounds);
  return {
    groups: options.format === 'groups' ? (old.groups ?? null) : null,
    rounds: double ? winners : winners.slice(0, -1),
    losersRounds: double && oldDouble ? fromTheEnd(old.losersRounds ?? [], 2 * Math.max(0, rounds - 1)) : null,
    final: old.final ?? null,
  };
}
