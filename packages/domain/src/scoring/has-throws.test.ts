import { describe, expect, it } from 'vitest';
import { startLeg } from './first-thrower.js';
import { hasThrows, visitCount } from './has-throws.js';
import { emptyLeg } from './leg.js';
import { createSayg } from './match.js';
import { legOf, value } from './testing/play.js';

const fresh = () => createSayg({ yourName: 'Ann', opponentName: 'Bob', numberOfLegs: 3, startingScore: 501 });
const withLegs = (...legs: ReturnType<typeof emptyLeg>[]) => ({
  ...fresh(),
  legs: Object.fromEntries(legs.map((leg, i) => [String(i), leg])),
});

describe('hasThrows', () => {
  it.each([
    ['no record', undefined, false],
    ['a record with no legs', { ...fresh(), legs: {} }, false],
    ['a new record', fresh(), false],
    ['a first thrower picked, nothing thrown', value(startLeg(fresh(), 0, 'home')), false],
    ['a home throw', withLegs(legOf(501, [60])), true],
    ['an away throw only', withLegs(legOf(501, [], [45], ['away', 'home'])), true],
    ['a bust', withLegs(legOf(101, [140])), true],
    ['a throw in a later leg only', withLegs(emptyLeg(501), legOf(501, [26])), true],
  ])('%s → %s', (_, sayg, expected) => {
    expect(hasThrows(sayg)).toBe(expected);
  });
});

describe('visitCount', () => {
  it.each([
    ['no record', undefined, 0],
    ['a new record', fresh(), 0],
    ['a first thrower picked, nothing thrown', value(startLeg(fresh(), 0, 'home')), 0],
    ['one home visit', withLegs(legOf(501, [60])), 1],
    ['visits on both sides', withLegs(legOf(501, [60, 100], [45])), 3],
    ['a bust is a visit', withLegs(legOf(101, [140])), 1],
    ['visits in every leg', withLegs(legOf(501, [180, 180, 141], [26, 26]), legOf(501, [26])), 6],
  ])('%s → %i', (_, sayg, expected) => {
    expect(visitCount(sayg)).toBe(expected);
  });
});
