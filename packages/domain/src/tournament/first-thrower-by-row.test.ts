import { describe, expect, it } from 'vitest';
import { firstThrowerByRow } from './first-thrower-by-row.js';

describe('firstThrowerByRow', () => {
  it.each([
    [0, 'home'],
    [1, 'away'],
    [2, 'home'],
    [7, 'away'],
  ])('row %i → %s', (row, side) => {
    expect(firstThrowerByRow(row)).toBe(side);
  });
});
