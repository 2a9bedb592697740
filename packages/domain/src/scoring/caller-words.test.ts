import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callerCall } from './caller-words.js';
import { callsOfVisits, recordedLeg, recordsOfVisits } from './testing/caller-replay.js';
import { legGames, legOf, matchGames } from './testing/play.js';
import type { Leg, Sayg } from './types.js';

/** A record holding `leg` as its only leg, Ann v Bob (Ann alone when `single`). */
const saygOf = (leg: Leg, { numberOfLegs = 3, single = false } = {}): Sayg => ({
  yourName: 'Ann',
  opponentName: single ? null : 'Bob',
  numberOfLegs,
  startingScore: leg.startingScore,
  homeScore: 0,
  awayScore: 0,
  legs: { '0': leg },
});

const ann = { yourName: 'Ann Archer', opponentName: 'Bob Bell', startingScore: 501 };

describe('callerCall', () => {
  it.each([
    ['a 180, shouted', legOf(501, [180]), 'One hundred and eighty!'],
    ['forty-one', legOf(501, [41]), 'Forty-one.'],
    ['twenty-six', legOf(501, [60], [26]), 'Twenty-six.'],
    ['a ton', legOf(501, [100]), 'One hundred.'],
    ['a score of 0', legOf(501, [0]), 'No score.'],
    [
      'a bust below zero, the next thrower on a finish',
      legOf(100, [60, 60], [20]),
      'No score. Bob, you require eighty.',
    ],
    ['a bust leaving 1', legOf(101, [100]), 'No score. Bob, you require one hundred and one.'],
    ['a 180 that busts is no score', legOf(170, [180]), 'No score. Bob, you require one hundred and seventy.'],
    ['the next thrower requires 101', legOf(101, [41]), 'Forty-one. Bob, you require one hundred and one.'],
    ['the next thrower requires 170', legOf(170, [60]), 'Sixty. Bob, you require one hundred and seventy.'],
    ['171 is not a checkout', legOf(171, [60]), 'Sixty.'],
    ['169 is a bogey number, not a checkout', legOf(169, [60]), 'Sixty.'],
    [
      'a thrower left on a finish is called at their turn, not after their visit',
      legOf(501, [180, 180], [60]),
      'One hundred and eighty!',
    ],
    ['…and at their turn', legOf(501, [180, 180], [60, 60]), 'Sixty. Ann, you require one hundred and forty-one.'],
    ['away throwing first', legOf(501, [], [45], ['away', 'home']), 'Forty-five.'],
    ['away first, home then on a finish', legOf(101, [60], [41], ['away', 'home']), 'Sixty. Bob, you require sixty.'],
    ['a game shot winning a leg', legOf(101, [[101, 2]]), 'Game shot, and the leg, Ann.'],
    ['a game shot by away', legOf(101, [60], [[101, 3]]), 'Game shot, and the leg, Bob.'],
  ])('%s', (_name, leg, words) => {
    expect(callerCall(saygOf(leg))?.words).toBe(words);
  });

  it.each([
    ['the match won by its only leg', legOf(101, [[101, 2]]), 1, false, 'Game shot, and the match, Ann.'],
    ['a player alone on a finish', legOf(101, [41], [], ['home']), 3, true, 'Forty-one. Ann, you require sixty.'],
    ['a player alone, bust', legOf(101, [41, 70], [], ['home']), 3, true, 'No score. Ann, you require sixty.'],
  ])('%s', (_name, leg, numberOfLegs, single, words) => {
    expect(callerCall(saygOf(leg, { numberOfLegs, single }))?.words).toBe(words);
  });

  it('says nothing before the first visit', () => {
    expect(callerCall(saygOf(legOf(501, [])))).toBeNull();
    expect(callerCall({ ...saygOf(legOf(501, [])), legs: {} })).toBeNull();
  });

  it('says Home and Away for a record without names', () => {
    const leg = legOf(101, [41]);
    expect(callerCall({ ...saygOf(leg), yourName: '', opponentName: 'Bob' })?.words).toBe(
      'Forty-one. Bob, you require one hundred and one.',
    );
    expect(callerCall({ ...saygOf(legOf(101, [60], [41])), yourName: '' })?.words).toBe(
      'Forty-one. Home, you require forty-one.',
    );
  });

  it('counts the visits of every leg, so a listener can tell a new call from an undo or an edit', () => {
    const records = recordsOfVisits({ ...ann, numberOfLegs: 3, startingScore: 101 }, 'home', [60, 41, 41]);
    expect(records.map((record) => callerCall(record)?.visits)).toEqual([1, 2, 3]);
    // The won leg stays the latest event once the next, empty, leg is made.
    expect(Object.keys(records[2]!.legs)).toEqual(['0', '1']);
    expect(callerCall(records[2]!)).toEqual({ visits: 3, words: 'Game shot, and the leg, Ann Archer.' });
  });

  it('calls a match of two legs, the winner of each and of the match', () => {
    const visits = [60, 41, 41, 100, { checkout: 101, darts: 2 }];
    expect(callsOfVisits({ ...ann, numberOfLegs: 3, startingScore: 101 }, 'home', visits)).toEqual([
      'Sixty. Bob Bell, you require one hundred and one.',
      'Forty-one. Ann Archer, you require forty-one.',
      'Game shot, and the leg, Ann Archer.',
      // Leg 2: Bob throws first and busts, leaving Ann her 101.
      'No score. Ann Archer, you require one hundred and one.',
      'Game shot, and the match, Ann Archer.',
    ]);
  });

  describe('the recorded leg (the browser test scores the same visits)', () => {
    it.each([
      [3, 'leg'],
      [1, 'match'],
    ] as const)('best of %i: every visit, a bust, a checkout required and the game shot, and the %s', (legs, won) => {
      expect(callsOfVisits({ ...ann, numberOfLegs: legs }, recordedLeg.first, recordedLeg.visits)).toEqual(
        recordedLeg.calls(won),
      );
    });
  });

  it('says every score from 0 to 180 in words: never empty, never a digit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 180 }), fc.integer({ min: 101, max: 1001 }), (score, startingScore) => {
        const words = callerCall(saygOf(legOf(startingScore, [score])))?.words ?? '';
        expect(words).not.toBe('');
        expect(words).not.toMatch(/\d/);
        expect(words).toMatch(/^[A-Z].*[.!]$/);
      }),
    );
  });

  it('calls any leg or match scored to any point in words, never with a digit', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          legGames.map((leg) => saygOf(leg)),
          matchGames,
        ),
        (sayg) => {
          const call = callerCall(sayg);
          if (call) expect(call.words).toMatch(/^[A-Z][^\d]*[.!]$/);
        },
      ),
    );
  });
});
