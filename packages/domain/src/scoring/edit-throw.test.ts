import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyThrow, completeCheckout } from './apply-throw.js';
import { changeCheckout, editThrow, undoLastThrow } from './edit-throw.js';
import { legWinner } from './leg.js';
import { deepFreeze, legGames, legOf, value } from './testing/play.js';

describe('undoLastThrow', () => {
  it.each([
    ['home threw last', legOf(501, [60, 100], [45]), legOf(501, [60], [45])],
    ['away threw last', legOf(501, [60], [45]), legOf(501, [60], [])],
    ['away first, home last', legOf(501, [60], [45], ['away', 'home']), legOf(501, [], [45], ['away', 'home'])],
    ['single-player', legOf(501, [60, 60], [], ['home']), legOf(501, [60], [], ['home'])],
    ['a checkout', legOf(101, [60, [41, 2]], [0]), legOf(101, [60], [0])],
  ])('%s', (_name, leg, expected) => {
    expect(value(undoLastThrow(deepFreeze(leg)))).toEqual(expected);
  });

  it('refuses with nothing thrown', () => {
    expect(undoLastThrow(legOf(501, []))).toEqual({ ok: false, reason: 'There is no throw to undo' });
  });

  it('restores the state before a throw', () => {
    fc.assert(
      fc.property(legGames, fc.integer({ min: 0, max: 180 }), (leg, score) => {
        const applied = leg.currentThrow ? applyThrow(deepFreeze(leg), leg.currentThrow, score) : null;
        if (applied?.ok) expect(value(undoLastThrow(applied.value))).toEqual(leg);
      }),
    );
  });
});

describe('editThrow', () => {
  const leg = deepFreeze(legOf(101, [60, [41, 2]], [45]));

  it.each([
    ['a score', 'away', 0, { score: 60, noOfDarts: 3 }, { home: 101, away: 60, winner: 'home' }],
    ['a checkout into a miss', 'home', 1, { score: 21, noOfDarts: 3 }, { home: 81, away: 45, winner: null }],
    [
      'an earlier score so the checkout busts',
      'home',
      0,
      { score: 80, noOfDarts: 3 },
      { home: 80, away: 45, winner: null },
    ],
    ['a score so it leaves 1 and busts', 'home', 0, { score: 100, noOfDarts: 3 }, { home: 41, away: 45, winner: null }],
    ['a throw dropped with 0 darts', 'away', 0, { score: 45, noOfDarts: 0 }, { home: 101, away: 0, winner: 'home' }],
  ] as const)('edits %s', (_name, side, index, edit, expected) => {
    const edited = value(editThrow(leg, side, index, edit));
    expect({ home: edited.home.score, away: edited.away.score, winner: legWinner(edited) }).toEqual(expected);
  });

  it('passes the turn by alternation once a throw is dropped', () => {
    const edited = value(editThrow(legOf(501, [60, 60], [45]), 'home', 0, { score: 60, noOfDarts: 0 }));
    expect(edited.home.throws).toEqual([{ score: 60, noOfDarts: 3 }]);
    expect(edited.currentThrow).toBe('home');
  });

  it.each([
    ['a missing throw', 'away', 3, { score: 60, noOfDarts: 3 }, 'There is no throw 4 for away'],
    ['a score above 180', 'away', 0, { score: 181, noOfDarts: 3 }, 'Enter a score between 0 and 180'],
    ['four darts', 'away', 0, { score: 60, noOfDarts: 4 }, 'Enter 1, 2 or 3 darts'],
    [
      'an impossible score',
      'away',
      0,
      { score: 179, noOfDarts: 3 },
      'Throw 1 for away: 179 cannot be scored with 3 darts',
    ],
    [
      'a checkout its darts cannot make',
      'home',
      1,
      { score: 41, noOfDarts: 1 },
      'Throw 2 for home: 41 cannot be scored with 1 dart',
    ],
    ['a throw after the checkout', 'home', 0, { score: 101, noOfDarts: 3 }, 'A throw cannot follow the checkout'],
  ] as const)('refuses %s', (_name, side, index, edit, reason) => {
    expect(editThrow(leg, side, index, edit)).toEqual({ ok: false, reason });
  });
});

describe('changeCheckout', () => {
  const previous = deepFreeze(value(completeCheckout(value(applyThrow(legOf(101, [60], [0]), 'home', 41)), 'home', 3)));

  it('changes the darts of the previous leg', () => {
    expect(value(changeCheckout(previous, 2)).home).toMatchObject({ score: 101, noOfDarts: 5 });
  });

  it.each([
    [previous, 1, '41 cannot be checked out with 1 dart'],
    [legOf(101, [60]), 2, 'The leg has no checkout to change'],
  ])('refuses %#: %s', (leg, darts, reason) => {
    expect(changeCheckout(leg, darts)).toEqual({ ok: false, reason });
  });
});
