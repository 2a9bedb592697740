import { bracketPlan, roundName } from '../bracket-plan.js';
import { bestOfOf, roundsOf, type Tournament, type TournamentFormat, type TournamentRound } from '../types.js';
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

/** Which part of the night a best-of field is for: grouped so on the draw panel. */
export type StageBestOfBracket = 'groups' | 'winners' | 'losers' | 'final';

/**
 * One best-of field of the draw (issue #26 "Best of per round"). Its `key` names the stage so a
 * change of format or size keeps it: 'groups', 'winners-N' and 'losers-N' by the round's distance N
 * from the last round of its bracket (a double elimination's winners final is 'winners-0', a
 * knockout's final is 'final'), 'final' for the knockout's final or the grand final (and its reset).
 */
export type StageBestOfField = { key: string; bracket: StageBestOfBracket; name: string };

/** What a draw's best-of fields follow: the format and the winners (knockout) rounds it plays. */
export type StageBestOfShape = { format?: TournamentFormat | null; roundCount: number };

const winnersKey = (fromLast: number) => `winners-${fromLast}`;
const losersKey = (fromLast: number) => `losers-${fromLast}`;

/** The winners (knockout) rounds given their own best of: a knockout's without its final. */
const ownWinnersRounds = ({ format, roundCount }: StageBestOfShape) =>
  Math.max(0, format === 'doubleElimination' ? roundCount : roundCount - 1);

/** The losers rounds of a double elimination of `roundCount` winners rounds. */
const losersRoundCount = ({ format, roundCount }: StageBestOfShape) =>
  format === 'doubleElimination' ? 2 * Math.max(0, roundCount - 1) : 0;

/**
 * Every stage of this shape the organiser can give its own best of, in play order: the groups, each
 * winners (knockout) round with the winners final of a double elimination, each losers round to the
 * losers final, and the final or grand final. Named as the laid-out rounds are named.
 */
export function stageBestOfFields(shape: StageBestOfShape): StageBestOfField[] {
  const { format, roundCount } = shape;
  if (roundCount < 1) return [];
  const double = format === 'doubleElimination';
  const plan = bracketPlan(2 ** roundCount);
  const fields: StageBestOfField[] = [];
  if (format === 'groups') fields.push({ key: 'groups', bracket: 'groups', name: 'Group matches' });
  const winners = ownWinnersRounds(shape);
  for (let r = 0; r < winners; r++) {
    const name = roundName(r, plan);
    fields.push({ key: winnersKey(roundCount - 1 - r), bracket: 'winners', name: double ? `Winners ${name}` : name });
  }
  const losers = losersRoundCount(shape);
  for (let j = 0; j < losers; j++) {
    const name = j === losers - 1 ? 'Losers Final' : `Losers Round ${j + 1}`;
    fields.push({ key: losersKey(losers - 1 - j), bracket: 'losers', name });
  }
  fields.push({ key: 'final', bracket: 'final', name: double ? 'Grand Final' : 'Final' });
  return fields;
}

/** The format a stored layout was laid out in, read from the layout itself (a draft's format may be ahead of it). */
function layoutFormat(tournament: Tournament): TournamentFormat {
  if (tournament.groups?.length) return 'groups';
  if (tournament.losersRound || tournament.finalRound) return 'doubleElimination';
  return 'knockout';
}

/**
 * The best of each stage of a stored layout plays, by field key (`stageBestOfFields`), only the
 * stages the organiser gave a best of of their own (a stage playing the tournament's is left out).
 */
export function storedBestOfByField(tournament: Tournament): Record<string, number> {
  const format = layoutFormat(tournament);
  const stored = stageBestOfOf({ ...tournament, format });
  const byField: Record<string, number> = {};
  const put = (key: string, legs: number | null | undefined) => {
    if (legs != null) byField[key] = legs;
  };
  put('groups', stored.groups);
  const rounds = stored.rounds ?? [];
  // A knockout's `rounds` stop before its final (distance 0); a double elimination's end with the winners final.
  const last = format === 'doubleElimination' ? rounds.length - 1 : rounds.length;
  rounds.forEach((legs, r) => put(winnersKey(last - r), legs));
  const losers = stored.losersRounds ?? [];
  losers.forEach((legs, j) => put(losersKey(losers.length - 1 - j), legs));
  put('final', stored.final);
  return byField;
}

/**
 * The best of per stage a draw sends (issue #26), the rule the draw panel follows: a field the
 * organiser typed in plays what they typed, one they emptied (null) plays the tournament's best of,
 * and one they left alone keeps the stage's stored best of (`stored`, from `storedBestOfByField`),
 * so a value set earlier (through the API too) is not lost by drawing again. Stages the shape does
 * not play are dropped.
 */
export function drawnStageBestOf(
  stored: Readonly<Record<string, number>>,
  typed: Readonly<Record<string, number | null>>,
  shape: StageBestOfShape,
): StageBestOf {
  const legs = (key: string): number | null => (key in typed ? (typed[key] ?? null) : (stored[key] ?? null));
  const { format, roundCount } = shape;
  const winners = ownWinnersRounds(shape);
  const losers = losersRoundCount(shape);
  return {
    groups: format === 'groups' ? legs('groups') : null,
    rounds: Array.from({ length: winners }, (_, r) => legs(winnersKey(roundCount - 1 - r))),
    losersRounds:
      format === 'doubleElimination' ? Array.from({ length: losers }, (_, j) => legs(losersKey(losers - 1 - j))) : null,
    final: legs('final'),
  };
}
