import { describe, expect, it } from 'vitest';
import { byName, descending, rankBy } from './ranking.js';

describe('byName', () => {
  it.each([
    ['apple', 'Banana', -1],
    ['Banana', 'apple', 1],
    ['Same', 'same', -1],
    ['same', 'same', 0],
  ])('%s vs %s → %i', (a, b, expected) => {
    expect(Math.sign(byName({ name: a }, { name: b }))).toBe(expected);
  });
});

describe('rankBy', () => {
  it('sorts by each comparison in turn and ranks 1..n', () => {
    const rows = [
      { name: 'c', points: 2 },
      { name: 'a', points: 4 },
      { name: 'b', points: 2 },
    ];
    expect(
      rankBy(
        rows,
        descending((r) => r.points),
        byName,
      ),
    ).toEqual([
      { name: 'a', points: 4, rank: 1 },
      { name: 'b', points: 2, rank: 2 },
      { name: 'c', points: 2, rank: 3 },
    ]);
  });

  it('gives complete ties distinct ranks in input order', () => {
    expect(rankBy([{ id: 1 }, { id: 2 }], () => 0).map((r) => [r.id, r.rank])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });
});
