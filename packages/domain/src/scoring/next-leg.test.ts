import { describe, expect, it } from 'vitest';
import { createSayg } from './match.js';
import { nextLeg } from './next-leg.js';
import { deepFreeze, legOf, value } from './testing/play.js';
import type { Leg, PlayerSequenceEntry, Sayg } from './types.js';

const homeFirst: PlayerSequenceEntry[] = [
  { value: 'home', text: 'Ann' },
  { value: 'away', text: 'Bob' },
];
const homeWin = legOf(101, [101]);
const awayWin = legOf(101, [0], [101]);
const awayWinAwayFirst = legOf(101, [], [101], ['away', 'home']);
const sayg = (numberOfLegs: number, ...legs: Leg[]) =>
  deepFreeze({
    ...createSayg({ yourName: 'Ann', opponentName: 'Bob', numberOfLegs, startingScore: 101 }),
    legs: Object.fromEntries(legs.map((leg, i) => [String(i), leg])),
  });

describe('nextLeg', () => {
  it.each([
    ['swaps the first thrower', sayg(5, homeWin), undefined, ['away', 'home'], 'away'],
    ['swaps back', sayg(5, homeWin, awayWinAwayFirst), undefined, ['home', 'away'], 'home'],
    ['leaves the decider unset when level', sayg(3, homeWin, awayWinAwayFirst), undefined, [], null],
    [
      'uses the final-leg order for a level decider',
      sayg(3, homeWin, awayWinAwayFirst),
      homeFirst,
      ['home', 'away'],
      'home',
    ],
    [
      'swaps into a last leg that is not level',
      sayg(4, homeWin, awayWinAwayFirst, homeWin),
      homeFirst,
      ['away', 'home'],
      'away',
    ],
  ] as const)('%s', (_name, record, finalLegSequence, order, current) => {
    const next = value(nextLeg(record, finalLegSequence));
    const index = String(Object.keys(record.legs).length);
    expect(next.legs[index]?.playerSequence.map((p) => p.value)).toEqual(order);
    expect(next.legs[index]?.currentThrow).toBe(current);
    expect(next.legs[index]).toMatchObject({ startingScore: 101, home: { throws: [] }, away: { throws: [] } });
  });

  it('keeps a single player first', () => {
    const single: Sayg = deepFreeze({
      ...createSayg({ yourName: 'Ann', numberOfLegs: 3, startingScore: 101 }),
      legs: { '0': legOf(101, [101], [], ['home']) },
    });
    expect(value(nextLeg(single)).legs['1']).toMatchObject({
      playerSequence: [{ value: 'home', text: 'Ann' }],
      currentThrow: 'home',
    });
  });

  it('creates the first leg of an empty record', () => {
    expect(value(nextLeg(sayg(3))).legs['0']).toMatchObject({ playerSequence: [], currentThrow: null });
  });

  it.each([
    ['a leg in play', sayg(3, legOf(101, [60])), 'Finish the current leg first'],
    ['a finished match', sayg(3, homeWin, homeWin), 'The match is finished'],
    ['a match with every leg played', sayg(2, homeWin, awayWin), 'Every leg has been played'],
  ])('refuses after %s', (_name, record, reason) => {
    expect(nextLeg(record)).toEqual({ ok: false, reason });
  });
});
