import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isPossibleCheckout } from '../darts/checkouts.js';
import { bogeyNumbers, canCheckout, suggestCheckout } from './suggest-checkout.js';

const labels = (remaining: number, dartsLeft?: number) =>
  suggestCheckout(remaining, dartsLeft)
    ?.map((d) => d.label)
    .join(' ') ?? null;

describe('suggestCheckout', () => {
  it.each([
    [170, 'T20 T20 Bull'],
    [167, 'T20 T19 Bull'],
    [164, 'T20 T18 Bull'],
    [161, 'T20 T17 Bull'],
    [160, 'T20 T20 D20'],
    [157, 'T20 T19 D20'],
    [152, 'T20 T20 D16'],
    [141, 'T20 T19 D12'],
    [140, 'T20 T20 D10'],
    [136, 'T20 T20 D8'],
    [120, 'T20 20 D20'],
    [110, 'T20 Bull'],
    [107, 'T19 Bull'],
    [101, 'T17 Bull'],
    [100, 'T20 D20'],
    [96, 'T20 D18'],
    [92, 'T20 D16'],
    [89, 'T19 D16'],
    [84, 'T20 D12'],
    [81, 'T19 D12'],
    [80, 'T20 D10'],
    [76, 'T20 D8'],
    [70, 'T18 D8'],
    [68, 'T20 D4'],
    [64, 'T16 D8'],
    [60, '20 D20'],
    [50, 'Bull'],
    [41, '9 D16'],
    [40, 'D20'],
    [36, 'D18'],
    [32, 'D16'],
    [17, '1 D8'],
    [3, '1 D1'],
    [2, 'D1'],
  ])('%i → %s', (remaining, route) => {
    expect(labels(remaining)).toBe(route);
  });

  it.each([
    [100, 2, 'T20 D20'],
    [101, 2, 'T17 Bull'],
    [50, 1, 'Bull'],
    [40, 1, 'D20'],
    [99, 2, null],
    [41, 1, null],
    [60, 1, null],
    [170, 2, null],
    [32, 0, null],
  ])('%i with %i darts left → %s', (remaining, dartsLeft, route) => {
    expect(labels(remaining, dartsLeft)).toBe(route);
  });

  it.each<number>([0, 1, 171, 180, -2, 40.5, ...bogeyNumbers])('%d has no route', (remaining) => {
    expect(suggestCheckout(remaining)).toBeNull();
  });

  it('finds no three-dart route for exactly the bogey numbers from 2 to 170', () => {
    const derived = Array.from({ length: 169 }, (_, i) => i + 2).filter((n) => suggestCheckout(n) === null);
    expect(derived).toEqual([...bogeyNumbers]);
  });

  it('suggests only routes that add up, end on a double and fit the darts left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 170 }), fc.integer({ min: 1, max: 3 }), (remaining, dartsLeft) => {
        const route = suggestCheckout(remaining, dartsLeft);
        if (!route) return;
        expect(route.reduce((sum, d) => sum + d.score, 0)).toBe(remaining);
        expect(route.at(-1)?.isDouble).toBe(true);
        expect(route.length).toBeLessThanOrEqual(dartsLeft);
      }),
    );
  });
});

describe('canCheckout', () => {
  it.each([
    [40, 1, true],
    [50, 1, true],
    [52, 1, false],
    [41, 1, false],
    [100, 2, true],
    [110, 2, true],
    [111, 2, false],
    [159, 3, false],
    [170, 3, true],
    [171, 3, false],
    [40, 0, false],
    [40, 4, false],
  ])('%i with %i darts → %s', (remaining, darts, expected) => {
    expect(canCheckout(remaining, darts)).toBe(expected);
  });

  it('agrees with isPossibleCheckout for three darts', () => {
    for (let n = 0; n <= 181; n += 1) expect(canCheckout(n, 3)).toBe(isPossibleCheckout(n));
  });
});
