import { describe, expect, it } from 'vitest';
import { legOf } from './testing/play.js';
import { throwEvents } from './throw-events.js';

describe('throwEvents', () => {
  it.each([
    ['a 180', legOf(501, [180]), 'home', undefined, [{ type: 'one-eighty', side: 'home' }]],
    ['a bust 180', legOf(300, [180, 180], [0]), 'home', undefined, []],
    ['a busted 180 for away', legOf(200, [0], [60, 180]), 'away', undefined, []],
    [
      'a hi-check',
      legOf(501, [180, 180, [141, 3]], [0, 0]),
      'home',
      undefined,
      [{ type: 'hi-check', side: 'home', score: 141 }],
    ],
    [
      'a checkout of exactly 100',
      legOf(100, [], [[100, 2]], ['away', 'home']),
      'away',
      undefined,
      [{ type: 'hi-check', side: 'away', score: 100 }],
    ],
    ['a checkout under 100', legOf(101, [60, 41]), 'home', undefined, []],
    ['an ordinary score', legOf(501, [140]), 'home', undefined, []],
    ['an earlier 180 by index', legOf(501, [180, 60]), 'home', 0, [{ type: 'one-eighty', side: 'home' }]],
    ['no throws', legOf(501, []), 'home', undefined, []],
  ] as const)('%s', (_name, leg, side, index, expected) => {
    expect(throwEvents(leg, side, index)).toEqual(expected);
  });
});
