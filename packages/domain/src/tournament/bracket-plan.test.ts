import { describe, expect, it } from 'vitest';
import { activeSides, bracketPlan, matchesPerRound, roundName } from './bracket-plan.js';

describe('activeSides', () => {
  it('leaves out the sides marked noShow, keeping the order', () => {
    const sides = [
      { id: 'a', players: [] },
      { id: 'b', players: [], noShow: true },
      { id: 'c', players: [], noShow: false },
    ];
    expect(activeSides({ sides }).map((s) => s.id)).toEqual(['a', 'c']);
  });
});

describe('bracketPlan', () => {
  it.each([
    [0, 0, 0, 0, []],
    [1, 0, 0, 0, []],
    [2, 2, 0, 1, [1]],
    [3, 2, 1, 2, [1, 1]],
    [4, 4, 0, 2, [2, 1]],
    [5, 4, 1, 3, [1, 2, 1]],
    [7, 4, 3, 3, [3, 2, 1]],
    [8, 8, 0, 3, [4, 2, 1]],
    [12, 8, 4, 4, [4, 4, 2, 1]],
    [16, 16, 0, 4, [8, 4, 2, 1]],
    [17, 16, 1, 5, [1, 8, 4, 2, 1]],
  ])(
    '%i sides: first full round of %i, %i preliminary matches, %i rounds',
    (sides, first, preliminary, rounds, perRound) => {
      const plan = bracketPlan(sides);
      expect(plan).toMatchObject({ firstRoundSides: first, preliminaryMatches: preliminary, roundCount: rounds });
      expect(matchesPerRound(plan)).toEqual(perRound);
      if (sides >= 2) expect(plan.byes + 2 * plan.preliminaryMatches).toBe(sides);
    },
  );
});

describe('roundName', () => {
  it.each([
    [2, ['Final']],
    [3, ['Preliminary', 'Final']],
    [4, ['Semi-Final', 'Final']],
    [6, ['Preliminary', 'Semi-Final', 'Final']],
    [8, ['Quarter-Final', 'Semi-Final', 'Final']],
    [16, ['Round 1', 'Quarter-Final', 'Semi-Final', 'Final']],
    [20, ['Preliminary', 'Round 1', 'Quarter-Final', 'Semi-Final', 'Final']],
    [32, ['Round 1', 'Round 2', 'Quarter-Final', 'Semi-Final', 'Final']],
  ])('%i sides: %j', (sides, names) => {
    const plan = bracketPlan(sides);
    expect(Array.from({ length: plan.roundCount }, (_, i) => roundName(i, plan))).toEqual(names);
  });
});
