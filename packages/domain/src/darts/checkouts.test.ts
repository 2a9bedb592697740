import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isHiCheck, isPossibleCheckout } from './checkouts.js';

describe('isPossibleCheckout', () => {
  it.each([
    [0, false],
    [1, false],
    [2, true],
    [3, true],
    [40, true],
    [100, true],
    [158, true],
    [159, false],
    [160, true],
    [161, true],
    [162, false],
    [163, false],
    [164, true],
    [165, false],
    [166, false],
    [167, true],
    [168, false],
    [169, false],
    [170, true],
    [171, false],
    [180, false],
    [100.5, false],
  ])('%d → %s', (score, expected) => {
    expect(isPossibleCheckout(score)).toBe(expected);
  });
});

describe('isHiCheck', () => {
  it.each([
    [99, false],
    [100, true],
    [121, true],
    [169, false],
    [170, true],
  ])('%d → %s', (score, expected) => {
    expect(isHiCheck(score)).toBe(expected);
  });

  it('is never true above 170 or below 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (score) => {
        if (isHiCheck(score)) expect(score >= 100 && score <= 170).toBe(true);
      }),
    );
  });
});
