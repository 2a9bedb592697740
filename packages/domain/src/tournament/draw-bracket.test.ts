import { describe, expect, it } from 'vitest';
import { drawBracket } from './draw-bracket.js';
import { roundsOf, type TournamentSide } from './types.js';

const side = (id: string, noShow = false): TournamentSide => ({ id, name: id, players: [], noShow });

describe('drawBracket', () => {
  it.each([
    [['a', 'b'], [[['a', 'b']]]],
    [
      ['a', 'b', 'c'],
      [[['b', 'c']], [['a', null]]],
    ],
    [
      ['a', 'b', 'c', 'd', 'e', 'f'],
      [
        [
          ['c', 'd'],
          ['e', 'f'],
        ],
        [
          ['a', 'b'],
          [null, null],
        ],
        [[null, null]],
      ],
    ],
  ])('%j → %j', (ids, expected) => {
    const round = drawBracket({ sides: ids.map((id) => side(id)) });
    expect(roundsOf(round).map((r) => r.matches.map((m) => [m.sideA?.id ?? null, m.sideB?.id ?? null]))).toEqual(
      expected,
    );
  });

  it('names the rounds and gives every match the bestOf from 501', () => {
    const rounds = roundsOf(drawBracket({ sides: 'abcde'.split('').map((id) => side(id)), bestOf: 7 }));
    expect(rounds.map((r) => r.name)).toEqual(['Preliminary', 'Semi-Final', 'Final']);
    expect(rounds.flatMap((r) => r.matchOptions)).toEqual(Array(4).fill({ numberOfLegs: 7, startingScore: 501 }));
  });

  it('leaves out no-shows and has no rounds for fewer than two sides', () => {
    expect(roundsOf(drawBracket({ sides: [side('a'), side('b', true)] }))).toEqual([]);
    expect(roundsOf(drawBracket({ sides: [side('a'), side('b', true), side('c')] }))[0]?.matches).toEqual([
      { sideA: side('a'), sideB: side('c') },
    ]);
  });
});
