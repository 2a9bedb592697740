import { describe, expect, it } from 'vitest';
import { emptyLeg } from '../scoring/leg.js';
import { deepFreeze, legOf } from '../scoring/testing/play.js';
import { reportLegLine } from './match-report-leg.js';

// Ann checks out 81 in 12 darts; Bob has 240 left after 12 darts.
const won = deepFreeze(legOf(501, [180, 140, 100, 81], [60, 100, 41, 60]));
// A 2-dart checkout of 40 after a bust: 501 - 180 - 180 - 100 = 41, 40 busts (leaves 1), then 41 out.
const shortCheckout = deepFreeze(legOf(501, [180, 180, 100, 40, [41, 2]]));

describe('reportLegLine', () => {
  it.each([
    [
      'the winner: every visit, darts, the game shot and no score left',
      won,
      'home',
      {
        visits: [180, 140, 100, 81].map((score) => ({ score, isBust: false })),
        actualDarts: 12,
        gameShot: 81,
        scoreLeft: null,
        tons: 3,
      },
    ],
    [
      'the loser: no game shot, the score left',
      won,
      'away',
      {
        visits: [60, 100, 41, 60].map((score) => ({ score, isBust: false })),
        actualDarts: 12,
        gameShot: null,
        scoreLeft: 240,
        tons: 1,
      },
    ],
    [
      'a bust is listed but not taken off; the checkout darts count as thrown',
      shortCheckout,
      'home',
      {
        visits: [
          { score: 180, isBust: false },
          { score: 180, isBust: false },
          { score: 100, isBust: false },
          { score: 40, isBust: true },
          { score: 41, isBust: false },
        ],
        actualDarts: 14,
        gameShot: 41,
        scoreLeft: null,
        tons: 3,
      },
    ],
    [
      'a side that has not thrown: no darts, the whole starting score left',
      emptyLeg(501),
      'away',
      { visits: [], actualDarts: 0, gameShot: null, scoreLeft: 501, tons: 0 },
    ],
  ] as const)('%s', (_name, leg, side, line) => {
    expect(reportLegLine(leg, side)).toEqual(line);
  });
});
