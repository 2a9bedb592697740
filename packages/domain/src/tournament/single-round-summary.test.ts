import { describe, expect, it } from 'vitest';
import { createSayg } from '../scoring/match.js';
import { legOf } from '../scoring/testing/play.js';
import { singleRoundSummary } from './single-round-summary.js';

const sayg = {
  ...createSayg({ yourName: 'Ann', opponentName: 'Bob', numberOfLegs: 3, startingScore: 501 }),
  legs: {
    // Ann checks out in 12 darts; Bob has 201 from 9.
    '0': legOf(501, [180, 140, 100, 81], [60, 100, 41]),
    // Bob throws first and checks out in 9 darts; Ann has 200 from 6.
    '1': legOf(501, [100, 100], [180, 180, 141], ['away', 'home']),
  },
};
const played = { match: { scoreA: 1, scoreB: 1 }, sayg };
const unrecorded = { match: { scoreA: 3, scoreB: 2 } };

describe('singleRoundSummary', () => {
  const { rows, totals } = singleRoundSummary([played, unrecorded]);

  it.each([
    [
      'sideA',
      {
        legsWon: 1,
        tons: 5,
        hundreds: 3,
        oneForties: 1,
        oneEighties: 1,
        combined: 6,
        score: 701,
        darts: 18,
        average: 116.83,
      },
    ],
    [
      'sideB',
      {
        legsWon: 1,
        tons: 4,
        hundreds: 1,
        oneForties: 1,
        oneEighties: 2,
        combined: 6,
        score: 702,
        darts: 18,
        average: 117,
      },
    ],
  ] as const)('counts %s of a recorded match (a 180 counts double in the combined count)', (side, figures) => {
    expect(rows[0]).toMatchObject({ matchNumber: 1, [side]: figures });
  });

  it('shows only the legs won of a match without a record', () => {
    expect(rows[1]).toEqual({
      matchNumber: 2,
      sideA: {
        legsWon: 3,
        tons: 0,
        hundreds: 0,
        oneForties: 0,
        oneEighties: 0,
        combined: 0,
        score: 0,
        darts: 0,
        average: null,
      },
      sideB: {
        legsWon: 2,
        tons: 0,
        hundreds: 0,
        oneForties: 0,
        oneEighties: 0,
        combined: 0,
        score: 0,
        darts: 0,
        average: null,
      },
    });
  });

  it.each([
    // Leg averages 125.25 and 100 → 112.63; 701 ÷ 18 × 3 → 116.83.
    [
      'sideA',
      {
        legsWon: 4,
        tons: 5,
        combined: 6,
        score: 701,
        darts: 18,
        roundedAverage: 112.63,
        dartsForWindowsAverage: 116.83,
      },
    ],
    // Leg averages 67 and 167 → 117; 702 ÷ 18 × 3 → 117.
    [
      'sideB',
      { legsWon: 3, tons: 4, combined: 6, score: 702, darts: 18, roundedAverage: 117, dartsForWindowsAverage: 117 },
    ],
  ] as const)('totals %s with the rounded and the darts-for-windows averages', (side, expected) => {
    expect(totals[side]).toMatchObject(expected);
  });

  it('has no averages without a dart thrown, and no rows without matches', () => {
    expect(singleRoundSummary([unrecorded]).totals.sideA).toMatchObject({
      roundedAverage: null,
      dartsForWindowsAverage: null,
    });
    expect(singleRoundSummary([]).rows).toEqual([]);
  });
});
