import { describe, expect, it } from 'vitest';
import { bestOfInvalid, bestOfProblem, sideScoreChoices } from './best-of.js';

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
