import { describe, expect, it } from 'vitest';
import { roundsOf } from '../types.js';
import { isDrawLocked, swapSides } from './draw-lock.js';
import { drawn, pairs, scored } from './testing/nights.js';

describe('isDrawLocked', () => {
  it.each([
    [{}, false],
    [{ scoreA: 0, scoreB: 0 }, false],
    [{ scoreA: 1 }, true],
    [{ scoreB: 2 }, true],
    [{ saygId: 'sayg-1' }, true],
  ])('a first-round match with %j: %s', (change, locked) => {
    const t = drawn(4);
    const [first] = roundsOf(t.round);
    const round = { ...first!, matches: first!.matches.map((m, i) => (i === 0 ? { ...m, ...change } : m)) };
    expect(isDrawLocked({ ...t, round: { ...round, nextRound: first!.nextRound } })).toBe(locked);
  });
});

describe('swapSides', () => {
  it('trades two sides in the draw order and the first round, then moves byes on', () => {
    const t = swapSides(drawn(5), 's1', 's5')!;
    expect(t.draw!.order).toEqual(['s5', 's2', 's3', 's4', 's1']);
    const rounds = roundsOf(t.round);
    expect(pairs(rounds[0])).toEqual([
      ['s5', null],
      ['s4', 's1'],
      ['s3', null],
      ['s2', null],
    ]);
    expect(pairs(rounds[1])[0]).toEqual(['s5', null]);
  });

  it.each([
    ['a side not in the draw', 's1', 'x'],
    ['the same side twice', 's1', 's1'],
  ])('refuses %s', (_, a, b) => {
    expect(swapSides(drawn(4), a, b)).toBeUndefined();
  });

  it('refuses once a match has started', () => {
    const t = scored(drawn(4), { stage: 'round', roundIndex: 0, matchIndex: 0 }, 1, 0);
    expect(swapSides(t, 's1', 's2')).toBeUndefined();
  });

  it('refuses a tournament without a draw', () => {
    const t = drawn(4);
    expect(swapSides({ ...t, draw: null }, 's1', 's2')).toBeUndefined();
  });
});
