import { describe, expect, it } from 'vitest';
import { firstThrowerQuestion, isDeciderLeg, needsFirstThrower, playerSequence, startLeg } from './first-thrower.js';
import { emptyLeg } from './leg.js';
import { createSayg } from './match.js';
import { deepFreeze, legOf, value } from './testing/play.js';
import type { Sayg } from './types.js';

const match = (numberOfLegs = 3, opponentName: string | null = 'Bob') =>
  deepFreeze(createSayg({ yourName: 'Ann', opponentName, numberOfLegs, startingScore: 101 }));
const won = (side: 'home' | 'away') => (side === 'home' ? legOf(101, [101]) : legOf(101, [0], [101]));
const withLegs = (sayg: Sayg, ...legs: ReturnType<typeof legOf>[]) => ({
  ...sayg,
  legs: Object.fromEntries(legs.map((leg, i) => [String(i), leg])),
});

describe('needsFirstThrower', () => {
  it.each([
    [emptyLeg(501), true],
    [{ ...legOf(501, []), currentThrow: null }, true],
    [{ ...legOf(501, []), playerSequence: [] }, true],
    [legOf(501, []), false],
  ])('%# → %s', (leg, expected) => {
    expect(needsFirstThrower(leg)).toBe(expected);
  });
});

describe('firstThrowerQuestion', () => {
  it.each([
    ['the first leg', withLegs(match(3)), 0, 'Who plays first?'],
    ['the decider at 1-1', withLegs(match(3), won('home'), won('away')), 2, 'Who won the bull?'],
    ['a non-last leg at 1-1', withLegs(match(5), won('home'), won('away')), 2, 'Who plays first?'],
    ['the last leg not level', withLegs(match(4), won('home'), won('home'), won('away')), 3, 'Who plays first?'],
    ['a single-leg match at 0-0', withLegs(match(1)), 0, 'Who plays first?'],
    [
      'the decider at 2-2',
      withLegs(match(5), won('home'), won('away'), won('home'), won('away')),
      4,
      'Who won the bull?',
    ],
  ])('%s → %s', (_name, sayg, legIndex, expected) => {
    expect(firstThrowerQuestion(sayg, legIndex)).toBe(expected);
    expect(isDeciderLeg(sayg, legIndex)).toBe(legIndex === sayg.numberOfLegs - 1);
  });
});

describe('playerSequence', () => {
  it.each([
    [
      'home',
      'Bob',
      [
        { value: 'home', text: 'Ann' },
        { value: 'away', text: 'Bob' },
      ],
    ],
    [
      'away',
      'Bob',
      [
        { value: 'away', text: 'Bob' },
        { value: 'home', text: 'Ann' },
      ],
    ],
    ['home', null, [{ value: 'home', text: 'Ann' }]],
  ] as const)('%s first against %s', (first, opponentName, expected) => {
    expect(playerSequence(match(3, opponentName), first)).toEqual(expected);
  });
});

describe('startLeg', () => {
  it('sets the order and the current thrower', () => {
    const started = value(startLeg(match(), 0, 'away'));
    expect(started.legs['0']?.currentThrow).toBe('away');
    expect(started.legs['0']?.playerSequence.map((p) => p.value)).toEqual(['away', 'home']);
  });

  it('creates a missing leg within the number of legs', () => {
    const started = value(startLeg(withLegs(match()), 1, 'home'));
    expect(started.legs['1']).toMatchObject({ startingScore: 101, currentThrow: 'home' });
  });

  it.each([
    ['a thrown leg', withLegs(match(), legOf(101, [60])), 0, 'home', 'The leg has already started'],
    ['away without an opponent', match(3, null), 0, 'away', 'There is no opponent'],
    ['a leg past the number of legs', match(3), 3, 'home', 'There is no leg 4'],
    ['a negative leg', match(3), -1, 'home', 'There is no leg 0'],
  ] as const)('refuses %s', (_name, sayg, legIndex, first, reason) => {
    expect(startLeg(sayg, legIndex, first)).toEqual({ ok: false, reason });
  });
});
