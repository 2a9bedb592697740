import { describe, expect, it } from 'vitest';
import { matchTotals, playerAverages, type ScoredMatch } from './player-averages.js';
import { legOf } from './testing/play.js';
import type { Leg, Sayg } from './types.js';

const sayg = (...legs: Leg[]): Sayg => ({
  yourName: 'Ann',
  opponentName: 'Bob',
  numberOfLegs: 3,
  startingScore: 501,
  homeScore: 0,
  awayScore: 0,
  legs: Object.fromEntries(legs.map((leg, index) => [String(index), leg])),
});
const totals = (...legs: Leg[]) => matchTotals(sayg(...legs));
const ann = [{ id: 'ann' }];
const bob = [{ id: 'bob' }];
const pair = [{ id: 'cat' }, { id: 'dan' }];

describe('playerAverages', () => {
  it.each<[string, ScoredMatch[], Record<string, [number, number]>]>([
    ['no matches: nobody', [], {}],
    [
      // Ann 100×4 in 12 darts; her first 9 darts scored 300. Bob 60×4 in 12 darts.
      'one leg: all darts, and the first three visits',
      [{ home: ann, away: bob, totals: totals(legOf(501, [100, 100, 100, 100], [60, 60, 60, 60])) }],
      { ann: [100, 100], bob: [60, 60] },
    ],
    [
      // Ann: 140,140,140 then 81 in 2 darts (11 darts, 501); first 9 = 420 in 9. Bob: 45 ×3.
      'a checkout in fewer darts lifts the 3-dart average, not the first 9',
      [{ home: ann, away: bob, totals: totals(legOf(501, [140, 140, 140, [81, 2]], [45, 45, 45])) }],
      { ann: [136.64, 140], bob: [45, 45] },
    ],
    [
      // Leg 1: Ann 60 ×4 (12 darts); leg 2: Ann 100 ×2 (6 darts). All: 440 / 18; first 9: 180+200 / 15.
      'legs of a match and matches add up before dividing',
      [
        { home: ann, away: bob, totals: totals(legOf(501, [60, 60, 60, 60], [20])) },
        { home: bob, away: ann, totals: totals(legOf(501, [20], [100, 100])) },
      ],
      { ann: [73.33, 76], bob: [20, 20] },
    ],
    [
      // 101 from: Ann 60, then 60 busts (41 left), then 41. The bust scores nothing, its darts count.
      'a bust scores nothing but its darts count',
      [{ home: ann, away: bob, totals: totals(legOf(101, [60, 60, [41, 2]], [])) }],
      { ann: [(101 / 8) * 3, (101 / 8) * 3].map((n) => Math.round(n * 100) / 100) as [number, number] },
    ],
    [
      'a pairs side is credited to nobody; its opponent still is',
      [{ home: pair, away: bob, totals: totals(legOf(501, [100, 100], [50, 50])) }],
      { bob: [50, 50] },
    ],
    ['a player who threw no darts is left out', [{ home: ann, away: bob, totals: totals(legOf(501, [], [])) }], {}],
  ])('%s', (_name, matches, expected) => {
    const averages = playerAverages(matches);
    expect(Object.fromEntries([...averages].map(([id, a]) => [id, [a.threeDartAverage, a.firstNineAverage]]))).toEqual(
      expected,
    );
  });

  it('keeps per competitor every dart and the first three visits of each leg', () => {
    expect(totals(legOf(501, [100, 100, 100, 100], [60, 60, 60, [20, 1]]), legOf(501, [[50, 2]], []))).toEqual({
      home: { all: { score: 450, darts: 14 }, firstNine: { score: 350, darts: 11 } },
      away: { all: { score: 200, darts: 10 }, firstNine: { score: 180, darts: 9 } },
    });
  });
});
