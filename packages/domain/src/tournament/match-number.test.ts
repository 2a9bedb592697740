import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { matchNumber } from './match-number.js';

const rounds = (...sizes: number[]) => sizes.map((size) => ({ matches: Array.from({ length: size }) }));

describe('matchNumber', () => {
  it.each([
    ['the first match', rounds(4, 2, 1), 0, 0, 1],
    ['the last of the first round', rounds(4, 2, 1), 0, 3, 4],
    ['the first of the second round', rounds(4, 2, 1), 1, 0, 5],
    ['the final', rounds(4, 2, 1), 2, 0, 7],
    ['after a preliminary round of one match', rounds(1, 4, 2, 1), 1, 0, 2],
    ['after an emptied round', rounds(2, 0, 1), 2, 0, 3],
  ])('%s', (_, chain, roundIndex, matchIndex, expected) => {
    expect(matchNumber(chain, roundIndex, matchIndex)).toBe(expected);
  });

  it('numbers every match once, 1 to the total, round by round', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 8 }), { maxLength: 6 }), (sizes) => {
        const chain = rounds(...sizes);
        const numbers = chain.flatMap((round, r) => round.matches.map((_, m) => matchNumber(chain, r, m)));
        expect(numbers).toEqual(numbers.map((_, i) => i + 1));
      }),
    );
  });
});
