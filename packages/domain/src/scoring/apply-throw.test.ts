import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyThrow, cancelCheckout, completeCheckout, visitScoreProblem } from './apply-throw.js';
import { throwHistory } from './bust.js';
import { legWinner, remainingScore } from './leg.js';
import { createSayg } from './match.js';
import { deepFreeze, legGames, legOf, value } from './testing/play.js';

describe('visitScoreProblem', () => {
  it.each([
    [0, null],
    [180, null],
    [171, null],
    [-1, 'Enter a score between 0 and 180'],
    [181, 'Enter a score between 0 and 180'],
    [60.5, 'Enter a score between 0 and 180'],
    [Number.NaN, 'Enter a score between 0 and 180'],
    [179, '179 cannot be scored with three darts'],
    [163, '163 cannot be scored with three darts'],
  ])('%d → %s', (score, expected) => {
    expect(visitScoreProblem(score)).toBe(expected);
  });
});

describe('applyThrow', () => {
  it.each([
    ['a scoring throw', legOf(501, []), 'home', 60, { home: 60, away: 0, darts: 3, next: 'away' }],
    ['a bust below zero', legOf(101, [60], [0]), 'home', 50, { home: 60, away: 0, darts: 6, next: 'away' }],
    ['a bust leaving 1', legOf(101, [60], [0]), 'home', 40, { home: 60, away: 0, darts: 6, next: 'away' }],
    ['a checkout', legOf(101, [60], [0]), 'home', 41, { home: 101, away: 0, darts: 6, next: 'away' }],
    [
      'single-player keeps the turn',
      legOf(501, [60], [], ['home']),
      'home',
      100,
      { home: 160, away: 0, darts: 6, next: 'home' },
    ],
    [
      'away going first',
      legOf(501, [], [], ['away', 'home']),
      'away',
      45,
      { home: 0, away: 45, darts: 3, next: 'home' },
    ],
  ] as const)('%s', (_name, leg, side, score, expected) => {
    const applied = value(applyThrow(deepFreeze(leg), side, score));
    expect(applied[side].throws.at(-1)).toEqual({ score, noOfDarts: 3 });
    expect({
      home: applied.home.score,
      away: applied.away.score,
      darts: applied[side].noOfDarts,
      next: applied.currentThrow,
    }).toEqual(expected);
  });

  it.each([
    ['a score above 180', legOf(501, []), 'home', 181, 'Enter a score between 0 and 180'],
    ['a fraction', legOf(501, []), 'home', 2.5, 'Enter a score between 0 and 180'],
    ['an impossible visit', legOf(501, []), 'home', 175, '175 cannot be scored with three darts'],
    ['no first thrower', { ...legOf(501, []), currentThrow: null }, 'home', 60, 'Choose who plays first'],
    ['a finished leg', legOf(101, [101]), 'away', 60, 'The leg is finished'],
    ['the wrong side', legOf(501, [60]), 'home', 60, "It is Bob's turn"],
    ['a bogey checkout', legOf(159, []), 'home', 159, '159 cannot be checked out'],
    ['a checkout above 170', legOf(171, []), 'home', 171, '171 cannot be checked out'],
  ] as const)('refuses %s', (_name, leg, side, score, reason) => {
    expect(applyThrow(leg, side, score)).toEqual({ ok: false, reason });
  });

  it('plays the current leg of a record and keeps the legs won in step', () => {
    const sayg = deepFreeze({
      ...createSayg({ yourName: 'Ann', opponentName: 'Bob', numberOfLegs: 3, startingScore: 101 }),
      legs: { '0': legOf(101, [101], [0]), '1': legOf(101, [60]) },
    });
    const played = value(applyThrow(sayg, 'away', 101));
    expect(played.legs['1']?.away.score).toBe(101);
    expect([played.homeScore, played.awayScore]).toEqual([1, 1]);
    expect(applyThrow({ ...sayg, legs: {} }, 'home', 60)).toEqual({ ok: false, reason: 'Choose who plays first' });
  });

  it('counts scores that add up to the starting score once a leg is won', () => {
    fc.assert(
      fc.property(legGames, (leg) => {
        const winner = legWinner(leg);
        if (!winner) return;
        const counted = throwHistory(leg, winner)
          .filter((r) => !r.isBust)
          .reduce((sum, r) => sum + r.score, 0);
        expect(counted).toBe(leg.startingScore);
        expect(leg[winner].score).toBe(leg.startingScore);
        expect(remainingScore(leg, winner)).toBe(0);
      }),
    );
  });
});

describe('completeCheckout and cancelCheckout', () => {
  const checkedOut = deepFreeze(value(applyThrow(legOf(101, [60], [0]), 'home', 41)));

  it.each([
    [2, 5],
    [3, 6],
  ])('completes with %i darts, %i in all', (darts, total) => {
    expect(value(completeCheckout(checkedOut, 'home', darts)).home).toMatchObject({ score: 101, noOfDarts: total });
  });

  it.each([
    [checkedOut, 'away', 1, 'There is no checkout to complete'],
    [legOf(101, [60]), 'home', 1, 'There is no checkout to complete'],
    [checkedOut, 'home', 1, '41 cannot be checked out with 1 dart'],
    [checkedOut, 'home', 0, 'Checkout darts must be 1, 2 or 3'],
    [value(applyThrow(legOf(170, []), 'home', 170)), 'home', 2, '170 cannot be checked out with 2 darts'],
  ] as const)('refuses %#: %s', (leg, side, darts, reason) => {
    expect(completeCheckout(leg, side, darts)).toEqual({ ok: false, reason });
  });

  it('cancels by removing the checkout and returning the turn', () => {
    const cancelled = value(cancelCheckout(checkedOut, 'home'));
    expect(cancelled).toEqual(legOf(101, [60], [0]));
    expect(cancelled.currentThrow).toBe('home');
    expect(cancelCheckout(legOf(101, [60]), 'home')).toEqual({ ok: false, reason: 'There is no checkout to cancel' });
  });
});
