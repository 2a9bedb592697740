// Test helpers for the scoring rules: leg builders for tables and fast-check arbitraries for play.
import fc from 'fast-check';
import { applyThrow, completeCheckout } from '../apply-throw.js';
import { isPossibleVisitScore } from '../dartboard.js';
import { needsFirstThrower, startLeg } from '../first-thrower.js';
import { checkoutProblem } from '../leg-problem.js';
import { emptyLeg, legWinner, nextThrower, recomputeTotals, remainingScore } from '../leg.js';
import { createSayg, currentLegIndex, isMatchFinished, legAt, updateLeg } from '../match.js';
import { nextLeg } from '../next-leg.js';
import type { Leg, LegThrow, Sayg, Side } from '../types.js';

type ThrowSpec = number | [score: number, noOfDarts: number];
const toThrow = (spec: ThrowSpec): LegThrow =>
  typeof spec === 'number' ? { score: spec, noOfDarts: 3 } : { score: spec[0], noOfDarts: spec[1] };

/** A leg with these throws (3 darts unless given), totals derived, the turn by alternation. */
export function legOf(
  startingScore: number,
  home: ThrowSpec[],
  away: ThrowSpec[] = [],
  order: Side[] = ['home', 'away'],
): Leg {
  const leg: Leg = {
    ...emptyLeg(startingScore),
    home: { score: 0, noOfDarts: 0, throws: home.map(toThrow) },
    away: { score: 0, noOfDarts: 0, throws: away.map(toThrow) },
    playerSequence: order.map((value) => ({ value, text: value === 'home' ? 'Ann' : 'Bob' })),
  };
  return recomputeTotals({ ...leg, currentThrow: nextThrower({ ...leg, currentThrow: order[0] ?? null }) });
}

/** Freezes a value and everything in it, so a test fails if a rule mutates its input. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** Unwraps an outcome the test expects to succeed. */
export function value<T>(outcome: { ok: true; value: T } | { ok: false; reason: string }): T {
  if (!outcome.ok) throw new Error(`Expected success, was refused: ${outcome.reason}`);
  return outcome.value;
}

/** One scorer action: a score (or "whatever is left") and the darts to give a checkout. */
export type Play = { score: number | 'remainder'; darts: number };

const visitScores = fc.integer({ min: 0, max: 180 }).filter((s) => isPossibleVisitScore(s));
export const plays = fc.array(
  fc.record({
    score: fc.oneof(
      { arbitrary: visitScores, weight: 5 },
      { arbitrary: fc.constant<'remainder'>('remainder'), weight: 1 },
    ),
    darts: fc.integer({ min: 1, max: 3 }),
  }),
  { maxLength: 60, size: 'large' },
);

function checkoutDarts(remaining: number, wanted: number): number {
  return checkoutProblem(remaining, wanted) ? 3 : wanted;
}

/** Plays `moves` into `leg` as a scorer would: refused entries skipped, checkouts completed. */
export function playLeg(leg: Leg, moves: readonly Play[]): Leg {
  let current = leg;
  for (const move of moves) {
    if (legWinner(current) || !current.currentThrow) break;
    const side = current.currentThrow;
    const remaining = remainingScore(current, side);
    const score = move.score === 'remainder' ? remaining : move.score;
    const applied = applyThrow(current, side, score);
    if (!applied.ok) continue;
    current = applied.value;
    if (legWinner(current)) current = value(completeCheckout(current, side, checkoutDarts(score, move.darts)));
  }
  return current;
}

export const legGames = fc
  .record({
    startingScore: fc.constantFrom(501, 301, 170, 101, 40),
    first: fc.constantFrom<Side>('home', 'away'),
    singlePlayer: fc.boolean(),
    moves: plays,
  })
  .map(({ startingScore, first, singlePlayer, moves }) => {
    const order: Side[] = singlePlayer ? ['home'] : first === 'home' ? ['home', 'away'] : ['away', 'home'];
    return playLeg(legOf(startingScore, [], [], order), moves);
  });

/** Plays a whole match: first throwers from `firsts`, each leg from the moves, then the next leg. */
export function playMatch(sayg: Sayg, firsts: readonly Side[], moves: readonly Play[]): Sayg {
  let current = sayg;
  for (let step = 0; step < 3 * current.numberOfLegs && !isMatchFinished(current); step += 1) {
    const index = currentLegIndex(current) ?? 0;
    const leg = legAt(current, index);
    if (leg && needsFirstThrower(leg)) {
      const started = startLeg(
        current,
        index,
        current.opponentName ? (firsts[step % Math.max(firsts.length, 1)] ?? 'home') : 'home',
      );
      current = value(started);
    }
    current = value(updateLeg(current, index, (l) => ({ ok: true, value: playLeg(l, moves) })));
    const next = nextLeg(current);
    if (!next.ok) break;
    current = next.value;
  }
  return current;
}

export const matchGames = fc
  .record({
    numberOfLegs: fc.constantFrom(1, 2, 3, 5, 7),
    singlePlayer: fc.boolean(),
    firsts: fc.array(fc.constantFrom<Side>('home', 'away'), { minLength: 1, maxLength: 7 }),
    moves: plays,
  })
  .map(({ numberOfLegs, singlePlayer, firsts, moves }) => {
    const sayg = createSayg({
      yourName: 'Ann',
      opponentName: singlePlayer ? null : 'Bob',
      numberOfLegs,
      startingScore: 101,
    });
    return playMatch(sayg, firsts, [...moves, ...Array<Play>(40).fill({ score: 'remainder', darts: 3 })]);
  });
