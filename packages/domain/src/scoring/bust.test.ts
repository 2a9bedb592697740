import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isBust, throwHistory } from './bust.js';
import { legGames, legOf } from './testing/play.js';

describe('isBust', () => {
  it.each([
    [60, 100, false],
    [99, 100, true], // leaves 1
    [101, 100, true], // below zero
    [100, 100, false], // checkout
    [0, 2, false],
    [1, 2, true],
    [2, 2, false],
    [180, 181, true],
    [180, 182, false],
  ])('%i from %i → %s', (score, remainingBefore, expected) => {
    expect(isBust({ score }, remainingBefore)).toBe(expected);
  });
});

describe('throwHistory', () => {
  it('replays a side, striking busts and marking the checkout', () => {
    const leg = legOf(101, [60, 40, 41, [41, 2]], [0]);
    expect(throwHistory(leg, 'home')).toEqual([
      { score: 60, noOfDarts: 3, isBust: false, isCheckout: false, remaining: 41, scoreSoFar: 60, dartsSoFar: 3 },
      { score: 40, noOfDarts: 3, isBust: true, isCheckout: false, remaining: 41, scoreSoFar: 60, dartsSoFar: 6 },
      { score: 41, noOfDarts: 3, isBust: false, isCheckout: true, remaining: 0, scoreSoFar: 101, dartsSoFar: 9 },
      { score: 41, noOfDarts: 2, isBust: true, isCheckout: false, remaining: 0, scoreSoFar: 101, dartsSoFar: 11 },
    ]);
  });

  it('is empty for a side without throws', () => {
    expect(throwHistory(legOf(501, [60]), 'away')).toEqual([]);
  });

  it('never changes the remainder on a bust', () => {
    fc.assert(
      fc.property(legGames, (leg) => {
        for (const side of ['home', 'away'] as const) {
          let before = leg.startingScore;
          for (const record of throwHistory(leg, side)) {
            expect(record.remaining).toBe(record.isBust ? before : before - record.score);
            expect(record.remaining).not.toBe(1);
            expect(record.remaining).toBeGreaterThanOrEqual(0);
            before = record.remaining;
          }
        }
      }),
    );
  });
});
