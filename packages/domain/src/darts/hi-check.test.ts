import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isHiCheck } from './checkouts.js';
import { hiCheckListProblems, hiCheckMessages, hiCheckProblem, hiCheckScoreProblem } from './hi-check.js';

describe('hiCheckScoreProblem (one rule for the score card and the tournament)', () => {
  it.each([
    [99, '99 is not a hi-check: enter a checkout from 100 to 170'],
    [100, null],
    [120, null],
    [121, null],
    [158, null],
    [159, '159 cannot be checked out with three darts'],
    [160, null],
    [161, null],
    [162, '162 cannot be checked out with three darts'],
    [163, '163 cannot be checked out with three darts'],
    [164, null],
    [165, '165 cannot be checked out with three darts'],
    [166, '166 cannot be checked out with three darts'],
    [167, null],
    [168, '168 cannot be checked out with three darts'],
    [169, '169 cannot be checked out with three darts'],
    [170, null],
    [171, '171 is not a hi-check: enter a checkout from 100 to 170'],
    [180, '180 is not a hi-check: enter a checkout from 100 to 170'],
    [120.5, '120.5 is not a hi-check: enter a checkout from 100 to 170'],
    [0, '0 is not a hi-check: enter a checkout from 100 to 170'],
  ] as const)('%d → %s', (score, expected) => {
    expect(hiCheckScoreProblem(score)).toBe(expected);
  });

  it('accepts exactly the scores isHiCheck calls hi-checks', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 200 }), (score) => {
        expect(hiCheckScoreProblem(score) === null).toBe(isHiCheck(score));
      }),
    );
  });
});

describe('hiCheckProblem (the entry forms)', () => {
  it.each([
    [null, 120, 'Ensure a player is selected first'],
    ['', 110, 'Ensure a player is selected first'],
    ['p1', null, 'Enter the score first'],
    ['p1', Number.NaN, 'Enter the score first'],
    ['p1', 99, '99 is not a hi-check: enter a checkout from 100 to 170'],
    ['p1', 171, '171 is not a hi-check: enter a checkout from 100 to 170'],
    ['p1', 169, '169 cannot be checked out with three darts'],
    ['p1', 100, null],
    ['p1', 121, null],
    ['p1', 170, null],
  ] as const)('player %j, score %j → %s', (player, score, expected) => {
    expect(hiCheckProblem(player, score)).toBe(expected);
  });
});

describe('hiCheckListProblems', () => {
  it('names each bad score, and a missing one', () => {
    expect(hiCheckListProblems([{ score: 121 }, { score: 168 }, { score: null }, {}, { score: 170 }])).toEqual([
      hiCheckMessages.impossible(168),
      hiCheckMessages.needsScore,
      hiCheckMessages.needsScore,
    ]);
  });
});
