import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatAverage, oneDartAverage, threeDartAverage } from './averages.js';
import { sideTotals } from './statistics.js';
import { legGames, matchGames } from './testing/play.js';

describe('averages', () => {
  it.each([
    [{ score: 0, darts: 0 }, null, null, '-', '-'],
    [{ score: 180, darts: 3 }, 180, 60, '180.00', '60.00'],
    [{ score: 501, darts: 9 }, 167, 55.67, '167.00', '55.67'],
    [{ score: 100, darts: 7 }, 42.86, 14.29, '42.86', '14.29'],
    [{ score: 0, darts: 3 }, 0, 0, '0.00', '0.00'],
    [{ score: 501, darts: 20 }, 75.15, 25.05, '75.15', '25.05'],
  ])('%j → %s / %s', (totals, three, one, threeText, oneText) => {
    expect(threeDartAverage(totals)).toBe(three);
    expect(oneDartAverage(totals)).toBe(one);
    expect(formatAverage(totals)).toBe(threeText);
    expect(formatAverage(totals, 'one-dart')).toBe(oneText);
  });

  it("is never negative, and '-' exactly when no darts were thrown", () => {
    const check = (totals: { score: number; darts: number }) => {
      for (const kind of ['three-dart', 'one-dart'] as const) {
        const text = formatAverage(totals, kind);
        expect(text === '-').toBe(totals.darts === 0);
        if (text !== '-') expect(Number(text)).toBeGreaterThanOrEqual(0);
      }
    };
    fc.assert(
      fc.property(legGames, fc.constantFrom('home' as const, 'away' as const), (leg, side) => {
        check(sideTotals(leg, side));
      }),
    );
    fc.assert(
      fc.property(matchGames, fc.constantFrom('home' as const, 'away' as const), (sayg, side) => {
        check(sideTotals(sayg, side));
      }),
    );
  });
});
