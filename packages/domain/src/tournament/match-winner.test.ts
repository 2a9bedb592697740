import { describe, expect, it } from 'vitest';
import { isWinningScore, matchLegs, tournamentMatchWinner } from './match-winner.js';

const a = { id: 'a', name: 'A', players: [] };
const b = { id: 'b', name: 'B', players: [] };

describe('tournamentMatchWinner', () => {
  it.each([
    [5, 3, 0, 'sideA'],
    [5, 2, 3, 'sideB'],
    [5, 2, 2, null],
    [5, 0, 0, null],
    [5, 3, 3, null],
    [3, 2, 1, 'sideA'],
    [4, 2, 2, null],
    [4, 3, 1, 'sideA'],
    [1, 0, 1, 'sideB'],
  ] as const)('best of %i, %i-%i → %s', (legs, scoreA, scoreB, winner) => {
    expect(tournamentMatchWinner({ sideA: a, sideB: b, scoreA, scoreB }, legs)).toBe(winner);
  });

  it('a missing side (a placeholder) cannot win', () => {
    expect(tournamentMatchWinner({ sideB: b, scoreA: 3 }, 5)).toBeNull();
  });

  it('treats absent scores as 0', () => {
    expect(isWinningScore(undefined, 1)).toBe(false);
    expect(isWinningScore(null, 0)).toBe(false);
  });
});

describe('matchLegs', () => {
  const round = { matches: [{}, {}, {}], matchOptions: [{ numberOfLegs: 7 }, null, {}] };
  it.each([
    [0, 3, 7],
    [1, 3, 3],
    [2, 3, 3],
    [1, null, 5],
    [9, undefined, 5],
  ])('match %i with bestOf %j plays %i legs', (index, bestOf, legs) => {
    expect(matchLegs(round, index, { bestOf })).toBe(legs);
  });
});
