import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deepFreeze } from '../scoring/testing/play.js';
import { drawBracket } from './draw-bracket.js';
import { removeSide, setBestOf } from './edit-rounds.js';
import { roundsOf, type Tournament, type TournamentSide } from './types.js';

const side = (id: string): TournamentSide => ({ id, name: id, players: [] });
const tournament = (): Tournament =>
  deepFreeze({
    sides: [side('a'), side('b'), side('c')],
    round: {
      matches: [{ sideA: side('a'), sideB: side('b'), scoreA: 1 }, { sideA: side('c') }],
      matchOptions: [{ numberOfLegs: 3 }, { numberOfLegs: 7 }],
      nextRound: { matches: [{}], matchOptions: [null] },
    },
  });

describe('removeSide', () => {
  it.each([
    ['sideA', [{ sideB: side('b'), scoreA: 1 }, { sideA: side('c') }], 2],
    ['sideB', [{ sideA: side('a'), scoreA: 1 }, { sideA: side('c') }], 2],
  ] as const)('takes %s out of a match that keeps its other side', (which, matches, options) => {
    const first = roundsOf(removeSide(tournament(), 0, 0, which).round)[0]!;
    expect(first.matches).toEqual(matches);
    expect(first.matchOptions).toHaveLength(options);
  });

  it('deletes the match, and its option, when the last side goes', () => {
    const rounds = roundsOf(removeSide(tournament(), 0, 1, 'sideA').round);
    expect(rounds[0]!.matches).toEqual([{ sideA: side('a'), sideB: side('b'), scoreA: 1 }]);
    expect(rounds[0]!.matchOptions).toEqual([{ numberOfLegs: 3 }]);
    expect(rounds).toHaveLength(2);
  });

  it.each([
    [5, 0],
    [0, 5],
  ])('leaves the tournament as it is for round %i match %i that does not exist', (roundIndex, matchIndex) => {
    const t = tournament();
    expect(removeSide(t, roundIndex, matchIndex, 'sideA')).toEqual(t);
  });
});

describe('setBestOf', () => {
  it('sets bestOf and rewrites the legs of every match option in every round, keeping the rest', () => {
    const t = setBestOf(
      {
        ...tournament(),
        round: { ...tournament().round!, matchOptions: [{ numberOfLegs: 3, startingScore: 301 }, null] },
      },
      9,
    );
    expect(t.bestOf).toBe(9);
    expect(roundsOf(t.round).map((r) => r.matchOptions)).toEqual([
      [{ numberOfLegs: 9, startingScore: 301 }, { numberOfLegs: 9 }],
      [{ numberOfLegs: 9 }],
    ]);
  });

  it('leaves no match on another leg count (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), fc.integer({ min: 3, max: 15 }), (count, bestOf) => {
        const sides = Array.from({ length: count }, (_, i) => side(`s${i}`));
        const t = setBestOf({ sides, round: drawBracket({ sides, bestOf: 5 }) }, bestOf);
        for (const round of roundsOf(t.round)) {
          expect(round.matchOptions).toHaveLength(round.matches.length);
          expect(round.matchOptions.every((option) => option?.numberOfLegs === bestOf)).toBe(true);
        }
      }),
    );
  });
});
