import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bracketSize, seedLine, seededOrder, shuffleSides } from './seeding.js';

/** The round (0 = first) in which the lines x and y of a full bracket can first meet. */
const meetingRound = (x: number, y: number) => Math.floor(Math.log2(x ^ y));

describe('seedLine', () => {
  it.each([
    [2, [1, 2]],
    [4, [1, 4, 2, 3]],
    [8, [1, 8, 4, 5, 3, 6, 2, 7]],
    [16, [1, 16, 8, 9, 5, 12, 4, 13, 3, 14, 6, 11, 7, 10, 2, 15]],
  ])('%i lines: %j', (size, line) => {
    expect(seedLine(size)).toEqual(line);
  });

  it.each(Array.from({ length: 7 }, (_, i) => 2 ** (i + 1)))(
    '%i lines: seeds 1 and 2 meet only in the final',
    (size) => {
      const line = seedLine(size);
      expect([...line].sort((a, b) => a - b)).toEqual(Array.from({ length: size }, (_, i) => i + 1));
      expect(meetingRound(line.indexOf(1), line.indexOf(2))).toBe(Math.log2(size) - 1);
    },
  );

  it('pairs seed x with size + 1 − x in the first round, the upper seed on top', () => {
    for (let size = 2; size <= 128; size *= 2) {
      const line = seedLine(size);
      for (let m = 0; m < size / 2; m += 1) {
        expect(line[2 * m]! + line[2 * m + 1]!).toBe(size + 1);
        expect(line[2 * m]).toBeLessThan(line[2 * m + 1]!);
      }
    }
  });

  it('keeps the top four seeds apart until the semi-finals', () => {
    const line = seedLine(32);
    for (const [x, y] of [
      [1, 3],
      [1, 4],
      [2, 3],
      [2, 4],
      [3, 4],
    ] as const) {
      expect(meetingRound(line.indexOf(x), line.indexOf(y))).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('bracketSize', () => {
  it.each([
    [0, 2],
    [2, 2],
    [3, 4],
    [5, 8],
    [12, 16],
    [64, 64],
    [65, 128],
  ])('%i entrants: %i lines', (count, size) => {
    expect(bracketSize(count)).toBe(size);
  });
});

describe('seededOrder', () => {
  it('puts seeded sides first by seed, then the unseeded in the order given', () => {
    const sides = [{ id: 'a' }, { id: 'b', seed: 2 }, { id: 'c' }, { id: 'd', seed: 1 }, { id: 'e', seed: null }];
    expect(seededOrder(sides).map((s) => s.id)).toEqual(['d', 'b', 'a', 'c', 'e']);
  });
});

describe('shuffleSides', () => {
  it('keeps every side once and leaves the input as it was', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { maxLength: 40 }),
        fc.double({ min: 0, max: 0.9999, noNaN: true }),
        (sides, r) => {
          const before = [...sides];
          const shuffled = shuffleSides(sides, () => r);
          expect(sides).toEqual(before);
          expect([...shuffled].sort()).toEqual([...sides].sort());
        },
      ),
    );
  });

  it('draws every order of three sides (Fisher–Yates from the numbers given)', () => {
    const orders = new Set<string>();
    for (const a of [0, 0.4, 0.8])
      for (const b of [0, 0.6]) orders.add(shuffleSides(['x', 'y', 'z'], sequence([a, b])).join(''));
    expect(orders.size).toBe(6);
  });
});

/** A random source returning the numbers given, in turn. */
function sequence(numbers: number[]): () => number {
  let i = 0;
  return () => numbers[i++ % numbers.length]!;
}
