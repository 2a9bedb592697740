import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  defaultMatchLayout,
  matchGroupOf,
  matchGroupsOf,
  defaultMatchLayouts,
  legsToWin,
  matchLayout,
  matchesPerFixture,
  mostLegsWon,
} from './match-layout.js';

describe('defaultMatchLayout', () => {
  it.each([
    [0, false, { playerCount: 1, numberOfLegs: 5, startingScore: 501 }],
    [4, false, { playerCount: 1, numberOfLegs: 5, startingScore: 501 }],
    [5, false, { playerCount: 2, numberOfLegs: 3, startingScore: 501 }],
    [6, false, { playerCount: 2, numberOfLegs: 3, startingScore: 501 }],
    [7, false, { playerCount: 3, numberOfLegs: 3, startingScore: 601 }],
    [0, true, { playerCount: 1, numberOfLegs: 3, startingScore: 501 }],
    [4, true, { playerCount: 1, numberOfLegs: 3, startingScore: 501 }],
    [5, true, { playerCount: 2, numberOfLegs: 3, startingScore: 501 }],
    [7, true, { playerCount: 0, numberOfLegs: 0, startingScore: 0 }],
    [8, false, { playerCount: 1, numberOfLegs: 5, startingScore: 501 }],
  ])('match %i (knockout %s) → %j', (index, isKnockout, expected) => {
    expect(defaultMatchLayout(index, isKnockout)).toEqual(expected);
  });

  it('lays out eight matches with player counts 1,1,1,1,1,2,2,3', () => {
    expect(defaultMatchLayouts(false)).toHaveLength(matchesPerFixture);
    expect(defaultMatchLayouts(false).map((m) => m.playerCount)).toEqual([1, 1, 1, 1, 1, 2, 2, 3]);
    expect(defaultMatchLayouts(true).map((m) => m.numberOfLegs)).toEqual([3, 3, 3, 3, 3, 3, 3, 0]);
  });

  it('hands out copies, so a caller cannot change the defaults', () => {
    defaultMatchLayout(0, false).numberOfLegs = 99;
    expect(defaultMatchLayout(0, false).numberOfLegs).toBe(5);
  });
});

describe('matchLayout', () => {
  it.each([
    [[], { playerCount: 1, numberOfLegs: 5, startingScore: 501 }],
    [[null], { playerCount: 1, numberOfLegs: 5, startingScore: 501 }],
    [[{ numberOfLegs: 7 }], { playerCount: 1, numberOfLegs: 7, startingScore: 501 }],
    [[{ numberOfLegs: 0, startingScore: 301 }], { playerCount: 1, numberOfLegs: 5, startingScore: 301 }],
    [[{ playerCount: 2, numberOfLegs: null }], { playerCount: 2, numberOfLegs: 5, startingScore: 501 }],
  ])('options %j → %j', (options, expected) => {
    expect(matchLayout(0, false, options)).toEqual(expected);
  });
});

describe('mostLegsWon', () => {
  it.each([
    [9, 5],
    [5, 3],
    [4, 3],
    [3, 2],
    [2, 2],
    [1, 1],
    [0, 0],
  ])('best of %i → at most %i legs won by a side', (legs, expected) => {
    expect(mostLegsWon(legs)).toBe(expected);
  });

  it('is the legs to win, never more than the legs played', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), (legs) => {
        expect(mostLegsWon(legs)).toBe(legsToWin(legs));
        expect(mostLegsWon(legs)).toBeLessThanOrEqual(legs);
      }),
    );
  });
});

describe('legsToWin', () => {
  it.each([
    [5, 3],
    [3, 2],
    [4, 3],
    [1, 1],
    [7, 4],
  ])('%i legs → %i to win', (legs, expected) => {
    expect(legsToWin(legs)).toBe(expected);
  });

  it('is always more than half the legs and never more than all of them', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), (legs) => {
        expect(legsToWin(legs) * 2).toBeGreaterThan(legs);
        expect(legsToWin(legs)).toBeLessThanOrEqual(legs);
        expect((legsToWin(legs) - 1) * 2).toBeLessThanOrEqual(legs);
      }),
    );
  });
});

describe('matchGroupsOf', () => {
  it.each<[number, Array<[string, number[]]>]>([
    [
      8,
      [
        ['Singles', [0, 1, 2, 3, 4]],
        ['Pairs', [5, 6]],
        ['Triples', [7]],
      ],
    ],
    [
      3,
      [
        ['Singles', [0, 1, 2]],
        ['Pairs', []],
        ['Triples', []],
      ],
    ],
    [
      10,
      [
        ['Singles', [0, 1, 2, 3, 4, 8, 9]],
        ['Pairs', [5, 6]],
        ['Triples', [7]],
      ],
    ],
  ])('a card of %i matches', (count, groups) => {
    expect(matchGroupsOf(count).map((group) => [group.name, group.indexes])).toEqual(groups);
  });

  it('agrees with each match’s default layout', () => {
    for (const { name, indexes } of matchGroupsOf(10)) {
      for (const index of indexes) {
        expect(matchGroupOf(index)).toBe(name);
        const players = defaultMatchLayout(index, false).playerCount;
        expect(players).toBe(name === 'Singles' ? 1 : name === 'Pairs' ? 2 : 3);
      }
    }
  });
});
