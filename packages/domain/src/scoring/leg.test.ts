import { describe, expect, it } from 'vitest';
import {
  emptyLeg,
  isCheckout,
  isSinglePlayer,
  lastThrower,
  legCheckout,
  legWinner,
  nextThrower,
  recomputeTotals,
  remainingScore,
  throwingOrder,
} from './leg.js';
import { legOf } from './testing/play.js';
import { otherSide } from './types.js';

describe('emptyLeg', () => {
  it('starts with nobody thrown and no first thrower', () => {
    expect(emptyLeg(501)).toEqual({
      startingScore: 501,
      home: { score: 0, noOfDarts: 0, throws: [] },
      away: { score: 0, noOfDarts: 0, throws: [] },
      playerSequence: [],
      currentThrow: null,
    });
  });
});

describe('remainingScore and isCheckout', () => {
  it.each([
    [legOf(501, []), 'home', 501],
    [legOf(501, [180, 180]), 'home', 141],
    [legOf(101, [60, 50]), 'home', 41],
    [legOf(101, [60, 40]), 'home', 41],
    [legOf(101, [101]), 'home', 0],
    [legOf(101, [101], [60]), 'away', 41],
  ] as const)('%# → %s remains %i', (leg, side, expected) => {
    expect(remainingScore(leg, side)).toBe(expected);
  });

  it.each([
    [legOf(101, [60]), 41, true],
    [legOf(101, [60]), 40, false],
    [legOf(101, [101]), 0, false],
  ] as const)('%# score %i is a checkout: %s', (leg, score, expected) => {
    expect(isCheckout(leg, 'home', score)).toBe(expected);
  });
});

describe('legCheckout and legWinner', () => {
  it.each([
    [legOf(101, [60], [50]), null],
    [legOf(101, [60, [41, 2]], [50]), { side: 'home', score: 41, noOfDarts: 2, throwIndex: 1 }],
    [legOf(101, [60], [[101, 3]]), { side: 'away', score: 101, noOfDarts: 3, throwIndex: 0 }],
    [legOf(101, [60, 40, 41], [50]), { side: 'home', score: 41, noOfDarts: 3, throwIndex: 2 }],
    // bad data: both checked out; the earlier in throwing order counts
    [legOf(101, [101], [101], ['away', 'home']), { side: 'away', score: 101, noOfDarts: 3, throwIndex: 0 }],
    [legOf(0, [0]), null],
  ])('%# → %j', (leg, expected) => {
    expect(legCheckout(leg)).toEqual(expected);
    expect(legWinner(leg)).toBe(expected?.side ?? null);
  });
});

describe('throwing order', () => {
  it.each([
    [legOf(501, [], [], ['home', 'away']), 'home', null, false],
    [legOf(501, [60], [], ['home', 'away']), 'away', 'home', false],
    [legOf(501, [60], [60], ['home', 'away']), 'home', 'away', false],
    [legOf(501, [], [60], ['away', 'home']), 'home', 'away', false],
    [legOf(501, [60], [60], ['away', 'home']), 'away', 'home', false],
    [legOf(501, [60, 60], [], ['home']), 'home', 'home', true],
    [legOf(501, [], [], ['home']), 'home', null, true],
  ] as const)('%# next %s, last %s, single %s', (leg, next, last, single) => {
    expect(nextThrower(leg)).toBe(next);
    expect(lastThrower(leg)).toBe(last);
    expect(isSinglePlayer(leg)).toBe(single);
  });

  it('keeps the current thrower and reads home first when the order is unknown', () => {
    const leg = { ...legOf(501, [60]), playerSequence: [], currentThrow: 'away' as const };
    expect(nextThrower(leg)).toBe('away');
    expect(throwingOrder(leg)).toEqual(['home', 'away']);
    expect(lastThrower(leg)).toBe('home');
  });

  it('names the other side', () => {
    expect(otherSide('home')).toBe('away');
    expect(otherSide('away')).toBe('home');
  });
});

describe('recomputeTotals', () => {
  it('counts non-bust scores and every dart', () => {
    const leg = legOf(101, [60, 50, [41, 1]], [60]);
    const stale = { ...leg, home: { ...leg.home, score: 999, noOfDarts: 0 } };
    expect(recomputeTotals(stale).home).toEqual({ score: 101, noOfDarts: 7, throws: leg.home.throws });
    expect(recomputeTotals(stale).away).toEqual({ score: 60, noOfDarts: 3, throws: leg.away.throws });
  });
});
