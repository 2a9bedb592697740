import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyThrow } from './apply-throw.js';
import {
  createSayg,
  currentLegIndex,
  hasOpponent,
  isMatchFinished,
  legIndexes,
  legsWon,
  matchLeader,
  putLeg,
  updateLeg,
  withLegsWon,
} from './match.js';
import { deepFreeze, legOf, matchGames, value } from './testing/play.js';
import type { Leg } from './types.js';

const homeWin = legOf(101, [101]);
const awayWin = legOf(101, [0], [101]);
const inPlay = legOf(101, [60]);
const sayg = (numberOfLegs: number, ...legs: Leg[]) => ({
  ...createSayg({ yourName: 'Ann', opponentName: 'Bob', numberOfLegs, startingScore: 101 }),
  legs: Object.fromEntries(legs.map((leg, i) => [String(i), leg])),
});

describe('createSayg', () => {
  it('starts with one empty leg and no legs won', () => {
    expect(createSayg({ yourName: 'Ann', numberOfLegs: 3, startingScore: 501 })).toEqual({
      yourName: 'Ann',
      numberOfLegs: 3,
      startingScore: 501,
      homeScore: 0,
      awayScore: 0,
      legs: {
        '0': {
          startingScore: 501,
          home: { score: 0, noOfDarts: 0, throws: [] },
          away: { score: 0, noOfDarts: 0, throws: [] },
          playerSequence: [],
          currentThrow: null,
        },
      },
    });
    expect(hasOpponent(createSayg({ yourName: 'Ann', opponentName: 'Bob', numberOfLegs: 3, startingScore: 501 }))).toBe(
      true,
    );
    expect(hasOpponent(createSayg({ yourName: 'Ann', opponentName: '', numberOfLegs: 3, startingScore: 501 }))).toBe(
      false,
    );
  });
});

describe('legs won, leader and finish', () => {
  it.each([
    [sayg(3), { home: 0, away: 0 }, null, false],
    [sayg(3, homeWin, inPlay), { home: 1, away: 0 }, 'home', false],
    [sayg(3, homeWin, awayWin, inPlay), { home: 1, away: 1 }, null, false],
    [sayg(3, homeWin, awayWin, awayWin), { home: 1, away: 2 }, 'away', true],
    [sayg(3, homeWin, homeWin), { home: 2, away: 0 }, 'home', true],
    [sayg(2, homeWin, awayWin), { home: 1, away: 1 }, null, false],
    [sayg(1, awayWin), { home: 0, away: 1 }, 'away', true],
    // legs beyond the number of legs do not count
    [sayg(1, awayWin, homeWin), { home: 0, away: 1 }, 'away', true],
  ])('%# → %j, leader %s, finished %s', (record, won, leader, finished) => {
    expect(legsWon(record)).toEqual(won);
    expect(matchLeader(record)).toBe(leader);
    expect(isMatchFinished(record)).toBe(finished);
  });

  it('never counts more legs won than the number of legs, and keeps the scores in step', () => {
    fc.assert(
      fc.property(matchGames, (record) => {
        const { home, away } = legsWon(record);
        expect(home + away).toBeLessThanOrEqual(record.numberOfLegs);
        expect([record.homeScore, record.awayScore]).toEqual([home, away]);
      }),
    );
  });
});

describe('leg indexes', () => {
  it('reads numeric keys in order', () => {
    const record = { ...sayg(3), legs: { '10': inPlay, '2': inPlay, x: inPlay } };
    expect(legIndexes(record)).toEqual([2, 10]);
    expect(currentLegIndex(record)).toBe(10);
    expect(currentLegIndex(sayg(3))).toBeUndefined();
  });
});

describe('putLeg, updateLeg and withLegsWon', () => {
  it('stores a leg and recounts the legs won', () => {
    const record = deepFreeze(sayg(3, homeWin, inPlay));
    expect(putLeg(record, 1, awayWin)).toMatchObject({ homeScore: 1, awayScore: 1, legs: { '1': awayWin } });
    expect(withLegsWon({ ...record, homeScore: 9, awayScore: 9 })).toMatchObject({ homeScore: 1, awayScore: 0 });
  });

  it('applies a leg transition or passes its refusal on', () => {
    const record = deepFreeze(sayg(3, homeWin, inPlay));
    expect(value(updateLeg(record, 1, (leg) => applyThrow(leg, 'away', 101))).awayScore).toBe(1);
    expect(updateLeg(record, 1, (leg) => applyThrow(leg, 'home', 60))).toEqual({
      ok: false,
      reason: "It is Bob's turn",
    });
    expect(updateLeg(record, 5, (leg) => applyThrow(leg, 'home', 60))).toEqual({
      ok: false,
      reason: 'There is no leg 6',
    });
  });
});
