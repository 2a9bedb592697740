import { describe, expect, it } from 'vitest';
import { boardDarts, impossibleVisitScores, isPossibleVisitScore } from './dartboard.js';

describe('boardDarts', () => {
  it('holds 20 singles, doubles and trebles plus both bulls', () => {
    expect(boardDarts).toHaveLength(62);
    expect(boardDarts.filter((d) => d.isDouble).map((d) => d.label)).toContain('Bull');
  });
});

describe('isPossibleVisitScore', () => {
  it.each([
    [180, 3, true],
    [171, 3, true],
    [170, 3, true],
    [0, 3, true],
    [180, 2, false],
    [120, 2, true],
    [121, 2, false],
    [60, 1, true],
    [50, 1, true],
    [25, 1, true],
    [23, 1, false],
    [61, 1, false],
    [179, 3, false],
    [181, 3, false],
    [-1, 3, false],
    [60, 0, false],
    [60, 4, false],
    [12.5, 3, false],
  ])('%i with %i darts → %s', (score, darts, expected) => {
    expect(isPossibleVisitScore(score, darts)).toBe(expected);
  });

  it('defaults to three darts', () => {
    expect(isPossibleVisitScore(177)).toBe(true);
    expect(isPossibleVisitScore(178)).toBe(false);
  });

  it('lists exactly the 0-180 scores three darts cannot make', () => {
    const derived = Array.from({ length: 181 }, (_, s) => s).filter((s) => !isPossibleVisitScore(s));
    expect(derived).toEqual([...impossibleVisitScores]);
  });
});
