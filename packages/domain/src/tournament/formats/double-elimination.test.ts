import { describe, expect, it } from 'vitest';
import { roundsOf, type Tournament } from '../types.js';
import { tournamentChampionOf, tournamentPlacingsOf } from './champion.js';
import { dropMatchIndex } from './double-elimination.js';
import { drawn, pairs, readyMatches, scored } from './testing/nights.js';

const doubleElimination = (count: number, grandFinalReset = false) =>
  drawn(count, { format: 'doubleElimination', grandFinalReset });

const seedOf = (id: string | undefined) => Number(id?.slice(1));

/** Plays the night out with the higher seed (lower number) winning every match, or the lower one when `upset`. */
function favourites(t: Tournament, upset: (stage: string) => boolean = () => false): Tournament {
  for (let ready = readyMatches(t); ready.length > 0; ready = readyMatches(t)) {
    const next = ready[0]!;
    const aWins = seedOf(next.match.sideA?.id) < seedOf(next.match.sideB?.id) !== upset(next.stage);
    t = aWins ? scored(t, next, 2, 0) : scored(t, next, 0, 2);
  }
  return t;
}

describe('layoutTournament: double elimination', () => {
  it.each([
    [4, [2, 1], [1, 1]],
    [8, [4, 2, 1], [2, 2, 1, 1]],
    [12, [8, 4, 2, 1], [4, 4, 2, 2, 1, 1]],
    [64, [32, 16, 8, 4, 2, 1], [16, 16, 8, 8, 4, 4, 2, 2, 1, 1]],
  ])('%i sides: winners rounds %j, losers rounds %j', (count, winners, losers) => {
    const t = doubleElimination(count, true);
    expect(roundsOf(t.round).map((r) => r.matches.length)).toEqual(winners);
    expect(roundsOf(t.losersRound).map((r) => r.matches.length)).toEqual(losers);
    expect(roundsOf(t.finalRound).map((r) => r.name)).toEqual(['Grand Final', 'Grand Final Reset']);
    expect(roundsOf(t.losersRound).at(-1)!.name).toBe('Losers Final');
  });

  it('writes the best of per stage', () => {
    const t = drawn(8, {
      format: 'doubleElimination',
      grandFinalReset: true,
      bestOf: 3,
      roundBestOf: { rounds: [5], losersRounds: [1, 3, 5], final: 7 },
    });
    const legs = (round: Tournament['round']) => roundsOf(round).map((r) => r.matchOptions[0]?.numberOfLegs);
    expect(legs(t.round)).toEqual([5, 3, 3]);
    expect(legs(t.losersRound)).toEqual([1, 3, 5, 3]);
    expect(legs(t.finalRound)).toEqual([7, 7]);
  });
});

describe('dropMatchIndex', () => {
  it.each([
    [1, 4, [3, 2, 1, 0]],
    [2, 2, [1, 0]],
    [2, 4, [2, 3, 0, 1]],
    [3, 1, [0]],
  ])('winners round %i into %i losers matches: %j', (round, n, drops) => {
    expect(Array.from({ length: n }, (_, m) => dropMatchIndex(round, m, n))).toEqual(drops);
  });
});

describe('advanceTournament: double elimination', () => {
  it('passes a bye on in both brackets (5 sides)', () => {
    const t = scored(doubleElimination(5), { stage: 'round', roundIndex: 0, matchIndex: 1 }, 2, 0);
    const losers = roundsOf(t.losersRound);
    expect(pairs(losers[0])).toEqual([
      [null, 's5'],
      [null, null],
    ]);
    expect(losers[0]!.matches.map((m) => m.bye)).toEqual([true, true]);
    // Losers round 2 match 1: nothing from losers round 1, so the loser of winners match 0 passes on.
    expect(losers[1]!.matches[1]!.bye).toBe(true);
    expect(pairs(losers[1])).toEqual([
      ['s5', null],
      [null, null],
    ]);
  });

  it('crosses the first drop so no one meets the side that beat them again (8 sides, favourites win)', () => {
    const t = favourites(doubleElimination(8));
    const [, second] = roundsOf(t.losersRound);
    // Winners round 1 losers: 8, 5, 6, 7 → losers round 1 winners 5 (5–8) and 6 (6–7); the drop is reversed.
    expect(pairs(second)).toEqual([
      ['s5', 's3'],
      ['s6', 's4'],
    ]);
    expect(tournamentPlacingsOf(t)).toMatchObject({ winner: { id: 's1' }, runnerUp: { id: 's2' } });
  });

  it('plays the reset when the losers-bracket side wins the grand final', () => {
    const t = favourites(doubleElimination(4, true), (stage) => stage === 'finalRound');
    const [grand, reset] = roundsOf(t.finalRound);
    expect(pairs(grand)).toEqual([['s1', 's2']]);
    expect(pairs(reset)).toEqual([['s1', 's2']]);
    expect(tournamentChampionOf(t)?.id).toBe('s2');
  });

  it('leaves the reset empty when the winners-bracket side wins the grand final', () => {
    const t = favourites(doubleElimination(4, true));
    expect(pairs(roundsOf(t.finalRound)[1])).toEqual([[null, null]]);
    expect(tournamentChampionOf(t)?.id).toBe('s1');
  });

  it('crowns the grand final’s winner without a reset', () => {
    const t = favourites(doubleElimination(6), (stage) => stage === 'finalRound');
    expect(roundsOf(t.finalRound)).toHaveLength(1);
    expect(tournamentPlacingsOf(t)).toMatchObject({ winner: { id: 's2' }, runnerUp: { id: 's1' } });
  });
});
