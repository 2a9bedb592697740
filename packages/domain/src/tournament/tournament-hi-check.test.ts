import { describe, expect, it } from 'vitest';
import { tournamentHiCheckOutOfRange, tournamentHiCheckProblem } from './tournament-hi-check.js';

describe('tournamentHiCheckProblem (spec 2 §5, §9: 100-120)', () => {
  it.each([
    ['', 110, 'Ensure a player is selected first'],
    [null, null, 'Ensure a player is selected first'],
    ['p1', null, 'Enter the score first'],
    ['p1', Number.NaN, 'Enter the score first'],
    ['p1', 99, tournamentHiCheckOutOfRange],
    ['p1', 100, undefined],
    ['p1', 120, undefined],
    ['p1', 121, tournamentHiCheckOutOfRange],
    ['p1', 110.5, tournamentHiCheckOutOfRange],
  ] as const)('player %j, score %j → %j', (player, score, problem) => {
    expect(tournamentHiCheckProblem(player, score)).toBe(problem);
  });
});
