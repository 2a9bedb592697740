import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkoutProblem, legProblem, throwProblem } from './leg-problem.js';
import { legGames, legOf } from './testing/play.js';

describe('throwProblem', () => {
  it.each([
    [{ score: 60, noOfDarts: 3 }, null],
    [{ score: 181, noOfDarts: 3 }, 'Enter a score between 0 and 180'],
    [{ score: 2.5, noOfDarts: 3 }, 'Enter a score between 0 and 180'],
    [{ score: 60, noOfDarts: 0 }, 'Enter 1, 2 or 3 darts'],
    [{ score: 60, noOfDarts: 4 }, 'Enter 1, 2 or 3 darts'],
    [{ score: 163, noOfDarts: 3 }, '163 cannot be scored with 3 darts'],
    [{ score: 61, noOfDarts: 1 }, '61 cannot be scored with 1 dart'],
  ])('%j → %s', (thrown, expected) => {
    expect(throwProblem(thrown)).toBe(expected);
  });
});

describe('checkoutProblem', () => {
  it.each([
    [40, 1, null],
    [100, 1, '100 cannot be checked out with 1 dart'],
    [101, 2, null],
    [99, 2, '99 cannot be checked out with 2 darts'],
    [159, 3, '159 cannot be checked out'],
    [171, 3, '171 cannot be checked out'],
    [40, 0, 'Checkout darts must be 1, 2 or 3'],
  ])('%i with %i darts → %s', (remaining, darts, expected) => {
    expect(checkoutProblem(remaining, darts)).toBe(expected);
  });
});

describe('legProblem', () => {
  it.each([
    ['an empty leg', legOf(501, []), null],
    ['a leg in play', legOf(501, [60, 100], [45]), null],
    ['a finished leg', legOf(101, [60, [41, 2]], [100]), null],
    ['a finished leg with away first', legOf(101, [60, [41, 2]], [100, 0], ['away', 'home']), null],
    ['an impossible throw', legOf(501, [60], [179]), 'Throw 1 for away: 179 cannot be scored with 3 darts'],
    ['a throw after the checkout', legOf(101, [101, 0], [60]), 'A throw cannot follow the checkout'],
    ['the opponent throwing after the checkout', legOf(101, [101], [60, 0]), 'A throw cannot follow the checkout'],
    [
      'the opponent throwing after it, away first',
      legOf(101, [101], [60, 0], ['away', 'home']),
      'A throw cannot follow the checkout',
    ],
    ['a checkout the darts cannot make', legOf(60, [[60, 1]]), '60 cannot be checked out with 1 dart'],
    ['a bogey checkout', legOf(159, [159]), '159 cannot be checked out'],
    ['single-player with away throws', legOf(101, [101], [60], ['home']), 'A throw cannot follow the checkout'],
  ])('%s → %s', (_name, leg, expected) => {
    expect(legProblem(leg)).toBe(expected);
  });

  it('finds nothing wrong with a leg played through the engine', () => {
    fc.assert(
      fc.property(legGames, (leg) => {
        expect(legProblem(leg)).toBeNull();
      }),
    );
  });
});
