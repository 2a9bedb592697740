import { describe, expect, it } from 'vitest';
import type { Leg, Sayg } from '../scoring/types.js';
import { analyseMatches, type AnalysedMatch } from './match-analysis.js';

const leg = (home: number[], away: number[], startingScore = 501): Leg => ({
  startingScore,
  home: { score: 0, noOfDarts: 0, throws: home.map((score) => ({ score, noOfDarts: 3 })) },
  away: { score: 0, noOfDarts: 0, throws: away.map((score) => ({ score, noOfDarts: 3 })) },
  playerSequence: [],
  currentThrow: null,
});
const sayg = (...legs: Leg[]): Sayg => ({
  yourName: 'A',
  opponentName: 'B',
  numberOfLegs: 3,
  startingScore: 501,
  homeScore: 0,
  legs: Object.fromEntries(legs.map((l, i) => [String(i), l])),
});
const hosts = (...players: string[]) => ({ key: 'Hosts', players });
const visitors = (...players: string[]) => ({ key: 'Visitors', players });

describe('analyseMatches', () => {
  const matches: AnalysedMatch[] = [
    { sideA: hosts('Ann'), sideB: visitors('Vic'), sayg: sayg(leg([100, 60, 60], [180, 26]), leg([140], [45, 45])) },
    { sideA: hosts('Bob'), sideB: visitors('Vic'), sayg: sayg(leg([60, 180], [100])) },
    { sideA: hosts('Ann'), sideB: visitors('Val') },
  ];
  const analysis = analyseMatches(matches, 10);

  it.each([
    [
      'HighestScores',
      'Hosts',
      [
        { score: 180, number: 1 },
        { score: 140, number: 1 },
        { score: 100, number: 1 },
        { score: 60, number: 3 },
      ],
    ],
    [
      'MostFrequentThrows',
      'Hosts',
      [
        { score: 60, number: 3 },
        { score: 180, number: 1 },
        { score: 140, number: 1 },
        { score: 100, number: 1 },
      ],
    ],
    [
      'HighestScores',
      'Visitors',
      [
        { score: 180, number: 1 },
        { score: 100, number: 1 },
        { score: 45, number: 2 },
        { score: 26, number: 1 },
      ],
    ],
    [
      'MostFrequentThrows',
      'Visitors',
      [
        { score: 45, number: 2 },
        { score: 180, number: 1 },
        { score: 100, number: 1 },
        { score: 26, number: 1 },
      ],
    ],
    // Ann twice (once without a record), Bob once: only players of more than one match.
    ['MostFrequentPlayers', 'Hosts', [{ name: 'Ann', value: 2 }]],
    ['MostFrequentPlayers', 'Visitors', [{ name: 'Vic', value: 2 }]],
  ] as const)('%s of %s', (breakdown, key, expected) => {
    expect(analysis[breakdown][key]).toEqual(expected);
  });

  it('keys a breakdown by every side seen, in the order first seen', () => {
    expect(Object.keys(analysis.HighestScores)).toEqual(['Hosts', 'Visitors']);
    expect(Object.keys(analysis.MostFrequentPlayers)).toEqual(['Hosts', 'Visitors']);
  });

  it.each([
    [1, [{ score: 180, number: 1 }], [{ score: 60, number: 3 }]],
    [
      2,
      [
        { score: 180, number: 1 },
        { score: 140, number: 1 },
      ],
      [
        { score: 60, number: 3 },
        { score: 180, number: 1 },
      ],
    ],
  ])('caps each list at maxBreakdown %i', (max, highest, frequent) => {
    const capped = analyseMatches(matches, max);
    expect(capped.HighestScores.Hosts).toEqual(highest);
    expect(capped.MostFrequentThrows.Hosts).toEqual(frequent);
  });

  it('leaves out a bust: it scored nothing', () => {
    // From 101: 60 leaves 41, then 50 busts, then 41 checks out.
    const bust = analyseMatches([{ sideA: hosts('Ann'), sayg: sayg(leg([60, 50, 41], [], 101)) }], 10);
    expect(bust.HighestScores.Hosts).toEqual([
      { score: 60, number: 1 },
      { score: 41, number: 1 },
    ]);
  });

  it('counts a player once per match, and sorts players of equal matches by name', () => {
    const pairs = analyseMatches(
      [{ sideA: hosts('Zoe', 'Ann', 'Ann') }, { sideA: hosts('Ann', 'Zoe') }, { sideA: hosts('Ann') }],
      10,
    );
    expect(pairs.MostFrequentPlayers.Hosts).toEqual([
      { name: 'Ann', value: 3 },
      { name: 'Zoe', value: 2 },
    ]);
  });

  it('gives empty breakdowns for no matches, and empty lists for a side without records', () => {
    expect(analyseMatches([], 10)).toEqual({ HighestScores: {}, MostFrequentThrows: {}, MostFrequentPlayers: {} });
    expect(analyseMatches([{ sideB: visitors('Val') }], 10)).toEqual({
      HighestScores: { Visitors: [] },
      MostFrequentThrows: { Visitors: [] },
      MostFrequentPlayers: { Visitors: [] },
    });
  });
});
