import { describe, expect, it } from 'vitest';
import { startLeg } from './first-thrower.js';
import { hasThrows } from './has-throws.js';
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
