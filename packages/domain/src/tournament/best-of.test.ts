import { describe, expect, it } from 'vitest';
import { bestOfInvalid, bestOfProblem, sideScoreChoices, sideScoreOptions } from './best-of.js';
import { isWinningScore } from './match-winner.js';

describe('bestOfProblem', () => {
  it.each([
    [5, 'tournament', undefined],
    ['7', 'tournament', undefined],
    [3, 'tournament', undefined],
    [2, 'tournament', bestOfInvalid],
    [1, 'match', undefined],
    [0, 'match', bestOfInvalid],
    ['', 'match', bestOfInvalid],
    ['five', 'match', bestOfInvalid],
    [2.5, 'match', bestOfInvalid],
    [null, 'match', bestOfInvalid],
  ] as const)('%j in the %s editor → %s', (value, editor, problem) => {
    expect(bestOfProblem(value, editor)).toBe(problem);
  });
});

describe('sideScoreChoices', () => {
  it.each([
    [1, [0, 1]],
    [3, [0, 1, 2]],
    [4, [0, 1, 2]],
    [5, [0, 1, 2, 3]],
    [7, [0, 1, 2, 3, 4]],
  ])('best of %i → %j', (legs, choices) => {
    expect(sideScoreChoices(legs)).toEqual(choices);
  });
});

describe('sideScoreOptions', () => {
  it.each([
    [5, false, ['0', '1', '2', '3']],
    [3, true, ['Lose', 'Win']],
  ] as const)('best of %i, team-based %s → %j', (legs, teamBased, labels) => {
    expect(sideScoreOptions(legs, teamBased).map((option) => option.label)).toEqual(labels);
  });

  it.each([1, 3, 4, 5, 7, 9])("a team's Win over %i legs is a winning score and Lose is not", (legs) => {
    const [lose, win] = sideScoreOptions(legs, true);
    expect(isWinningScore(win!.value, legs)).toBe(true);
    expect(isWinningScore(lose!.value, legs)).toBe(false);
  });
});
