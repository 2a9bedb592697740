import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { scoreHighlights } from './score-highlights.js';

describe('scoreHighlights', () => {
  it.each([
    [0, false, false],
    [99, false, false],
    [100, true, false],
    [140, true, false],
    [179, true, false],
    [180, true, true],
  ])('%i → ton %s, maximum %s', (score, ton, maximum) => {
    expect(scoreHighlights(score)).toEqual({ ton, maximum });
  });

  it('a maximum is always a ton, and a higher score is never less of one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 180 }), fc.integer({ min: 0, max: 180 }), (a, b) => {
        const [low, high] = [Math.min(a, b), Math.max(a, b)];
        if (scoreHighlights(high).maximum) expect(scoreHighlights(high).ton).toBe(true);
        if (scoreHighlights(low).ton) expect(scoreHighlights(high).ton).toBe(true);
      }),
    );
  });
});
