import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deepFreeze } from '../../scoring/testing/play.js';
import { roundsOf } from '../types.js';
import { advanceTournament } from './advance-tournament.js';
import { tournamentChampionOf, tournamentPlacingsOf } from './champion.js';
import { layoutTournament } from './layout-tournament.js';
import { seedLine } from './seeding.js';
import { drawn, pairs, playOut, readyMatches, scored, sidesOf } from './testing/nights.js';

describe('layoutTournament: knockout', () => {
  it('lays out 5 sides on 8 lines, the top three seeds with byes', () => {
    const rounds = roundsOf(layoutTournament({ sides: sidesOf(5), bestOf: 3 }).round);
    expect(rounds.map((r) => r.name)).toEqual(['Quarter-Final', 'Semi-Final', 'Final']);
    expect(pairs(rounds[0])).toEqual([
      ['s1', null],
      ['s4', 's5'],
      ['s3', null],
      ['s2', null],
    ]);
    expect(rounds[0]!.matches.map((m) => m.bye ?? false)).toEqual([true, false, true, true]);
    expect(rounds[1]!.matches).toEqual([{}, {}]);
  });

  it('gives the byes to the top of the draw order for every size 2..128', () => {
    for (let count = 2; count <= 128; count += 1) {
      const first = roundsOf(layoutTournament({ sides: sidesOf(count) }).round)[0]!;
      const byes = first.matches.filter((m) => m.bye).map((m) => m.sideA!.id);
      const size = first.matches.length * 2;
      expect(byes.sort()).toEqual(
        sidesOf(size - count)
          .map((s) => s.id)
          .sort(),
      );
      expect(first.matches.every((m) => m.sideA)).toBe(true);
    }
  });

  it('lets seeds 1 and 2 meet only in the final when the higher seed wins', () => {
    const seedOf = (id: string | undefined) => Number(id?.slice(1));
    for (const count of [2, 3, 6, 9, 16, 27, 64, 100]) {
      let t = drawn(count);
      const meetings: number[] = [];
      for (let ready = readyMatches(t); ready.length > 0; ready = readyMatches(t)) {
        const next = ready[0]!;
        const [a, b] = [seedOf(next.match.sideA?.id), seedOf(next.match.sideB?.id)];
        if (Math.min(a, b) === 1 && Math.max(a, b) === 2) meetings.push(next.roundIndex);
        t = a < b ? scored(t, next, 2, 0) : scored(t, next, 0, 2);
      }
      expect(meetings).toEqual([roundsOf(t.round).length - 1]);
      expect(tournamentPlacingsOf(t)).toMatchObject({ winner: { id: 's1' }, runnerUp: { id: 's2' } });
    }
  });

  it('writes each round its best of: the rounds given, the final its own, else bestOf', () => {
    const layout = layoutTournament({ sides: sidesOf(8), bestOf: 3, roundBestOf: { rounds: [5], final: 7 } });
    expect(roundsOf(layout.round).map((r) => r.matchOptions.map((o) => o?.numberOfLegs))).toEqual([
      [5, 5, 5, 5],
      [3, 3],
      [7],
    ]);
  });

  it.each([
    [{ sides: sidesOf(1) }, 'A tournament needs at least 2 sides'],
    [{ format: 'doubleElimination' as const, sides: sidesOf(3) }, 'Double elimination needs 4 to 64 sides'],
  ])('refuses %#', (options, problem) => {
    expect(() => layoutTournament(options)).toThrow(problem);
  });

  it('places the draw order by seedLine', () => {
    const first = roundsOf(layoutTournament({ sides: sidesOf(16) }).round)[0]!;
    expect(first.matches.flatMap((m) => [m.sideA!.id, m.sideB!.id])).toEqual(seedLine(16).map((s) => `s${s}`));
  });
});

describe('advanceTournament: knockout with a draw', () => {
  it('moves the byes on at once', () => {
    expect(pairs(roundsOf(drawn(5).round)[1])).toEqual([
      ['s1', null],
      ['s3', 's2'],
    ]);
  });

  it('feeds match j into match ⌊j/2⌋ and empties the slot when the result goes', () => {
    const t = scored(drawn(5), { stage: 'round', roundIndex: 0, matchIndex: 1 }, 1, 2);
    expect(pairs(roundsOf(t.round)[1])[0]).toEqual(['s1', 's5']);
    const undone = scored(t, { stage: 'round', roundIndex: 0, matchIndex: 1 }, 1, 1);
    expect(pairs(roundsOf(undone.round)[1])[0]).toEqual(['s1', null]);
  });

  it('reads each match over its own legs', () => {
    const t = drawn(4, { roundBestOf: { rounds: [5] } });
    const twoLegs = scored(t, { stage: 'round', roundIndex: 0, matchIndex: 0 }, 2, 0);
    expect(pairs(roundsOf(twoLegs.round)[1])[0]).toEqual([null, null]);
    const threeLegs = scored(t, { stage: 'round', roundIndex: 0, matchIndex: 0 }, 3, 0);
    expect(pairs(roundsOf(threeLegs.round)[1])[0]).toEqual(['s1', null]);
  });

  it('gives the same night when applied again and never changes its input', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 40 }),
        fc.infiniteStream(fc.double({ min: 0, max: 0.999, noNaN: true })),
        (count, stream) => {
          const numbers = stream[Symbol.iterator]();
          const t = deepFreeze(playOut(drawn(count), () => numbers.next().value as number));
          expect(advanceTournament(t)).toEqual(t);
          const placings = tournamentPlacingsOf(t);
          expect(placings?.runnerUp).toBeDefined();
        },
      ),
      { numRuns: 50 },
    );
  });

  it('leaves a tournament without a draw to advanceWinners', () => {
    const sides = sidesOf(3);
    const legacy = { sides, bestOf: 3, round: layoutTournament({ sides }).round };
    expect(pairs(roundsOf(advanceTournament(legacy).round)[1])).toEqual([[null, null]]);
  });
});

describe('tournamentChampionOf', () => {
  it('is the final’s winner in a drawn knockout, undefined before', () => {
    const t = drawn(2);
    expect(tournamentChampionOf(t)).toBeUndefined();
    expect(tournamentChampionOf(scored(t, { stage: 'round', roundIndex: 0, matchIndex: 0 }, 0, 2))?.id).toBe('s2');
  });

  it('is tournamentWinner’s for a knockout without a draw', () => {
    const sides = sidesOf(2);
    const round = { matches: [{ sideA: sides[0], sideB: sides[1], scoreA: 3, scoreB: 1 }], matchOptions: [] };
    expect(tournamentChampionOf({ sides, bestOf: 5, round })?.id).toBe('s1');
    expect(tournamentChampionOf({ sides, bestOf: 5, singleRound: true, round })).toBeUndefined();
  });
});
