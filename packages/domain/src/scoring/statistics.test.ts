import { describe, expect, it } from 'vitest';
import { createSayg } from './match.js';
import { firstNineTotals, runningAverages, scoreBands, sideTotals } from './statistics.js';
import { legOf } from './testing/play.js';

const leg1 = legOf(501, [100, 140, 180, 60, [21, 2]], [45, 180, 26, 85]);
const leg2 = legOf(501, [180, 100, 40], [60, 140, 100, 0], ['away', 'home']);
const sayg = {
  ...createSayg({ yourName: 'Ann', opponentName: 'Bob', numberOfLegs: 3, startingScore: 501 }),
  legs: { '1': leg2, '0': leg1 },
};

describe('sideTotals', () => {
  it.each([
    [leg1, 'home', { score: 501, darts: 14 }],
    [leg1, 'away', { score: 336, darts: 12 }],
    [legOf(101, [60, 50]), 'home', { score: 60, darts: 6 }],
    [legOf(501, []), 'home', { score: 0, darts: 0 }],
    [sayg, 'home', { score: 501 + 320, darts: 14 + 9 }],
    [sayg, 'away', { score: 336 + 300, darts: 12 + 12 }],
  ] as const)('%# %s → %j', (source, side, expected) => {
    expect(sideTotals(source, side)).toEqual(expected);
  });
});

describe('firstNineTotals', () => {
  it.each([
    [leg1, 'home', { score: 420, darts: 9 }],
    [legOf(501, [60, 60]), 'home', { score: 120, darts: 6 }],
    [legOf(101, [60, 50, 0, 41]), 'home', { score: 60, darts: 9 }],
    [sayg, 'home', { score: 420 + 320, darts: 18 }],
  ] as const)('%# %s → %j', (source, side, expected) => {
    expect(firstNineTotals(source, side)).toEqual(expected);
  });
});

describe('runningAverages', () => {
  it.each([
    [legOf(501, [100, 140, [60, 1]]), [100, 120, 128.57]],
    [legOf(101, [60, 50]), [60, 30]],
    [legOf(501, []), []],
  ])('%# → %j', (leg, expected) => {
    expect(runningAverages(leg, 'home')).toEqual(expected);
  });
});

describe('scoreBands', () => {
  it.each([
    [leg1, 'home', { tons: 3, hundreds: 1, oneForties: 1, oneEighties: 1, combined: 4 }],
    [leg1, 'away', { tons: 1, hundreds: 0, oneForties: 0, oneEighties: 1, combined: 2 }],
    [legOf(200, [60, 180]), 'home', { tons: 0, hundreds: 0, oneForties: 0, oneEighties: 0, combined: 0 }],
    [legOf(501, [100, 99, 139, 140]), 'home', { tons: 3, hundreds: 2, oneForties: 1, oneEighties: 0, combined: 3 }],
    [sayg, 'home', { tons: 5, hundreds: 2, oneForties: 1, oneEighties: 2, combined: 7 }],
    [sayg, 'away', { tons: 3, hundreds: 1, oneForties: 1, oneEighties: 1, combined: 4 }],
  ] as const)('%# %s → %j', (source, side, expected) => {
    expect(scoreBands(source, side)).toEqual(expected);
  });
});
