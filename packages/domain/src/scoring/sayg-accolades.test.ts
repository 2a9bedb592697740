import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { accoladeChanges, saygAccolades, type AccoladeChange, type SideAccolades } from './sayg-accolades.js';
import { legOf, matchGames } from './testing/play.js';
import type { Leg, Side } from './types.js';

const record = (...legs: Leg[]) => ({ legs: Object.fromEntries(legs.map((leg, i) => [String(i), leg])) });
const none: SideAccolades = { oneEighties: 0, hiChecks: [] };

describe('saygAccolades', () => {
  it.each([
    ['no record', undefined, { home: none, away: none }],
    ['no legs', record(), { home: none, away: none }],
    [
      'a 180 each',
      record(legOf(501, [180], [180])),
      { home: { oneEighties: 1, hiChecks: [] }, away: { oneEighties: 1, hiChecks: [] } },
    ],
    ['a bust 180 is none', record(legOf(300, [180, 180], [0])), { home: { oneEighties: 1, hiChecks: [] }, away: none }],
    [
      '180, 180, 141 checkout',
      record(legOf(501, [180, 180, [141, 3]], [26, 26])),
      { home: { oneEighties: 2, hiChecks: [141] }, away: none },
    ],
    ['a checkout of 99 is none', record(legOf(99, [[99, 3]])), { home: none, away: none }],
    [
      'over two legs',
      record(legOf(101, [[101, 2]]), legOf(170, [0], [[170, 3]], ['home', 'away'])),
      { home: { oneEighties: 0, hiChecks: [101] }, away: { oneEighties: 0, hiChecks: [170] } },
    ],
  ] as const)('%s', (_name, sayg, expected) => {
    expect(saygAccolades(sayg)).toEqual(expected);
  });
});

describe('accoladeChanges', () => {
  const thrown = record(legOf(501, [180, 180, [141, 3]], [26, 26]));
  it.each<[string, ReturnType<typeof record> | undefined, ReturnType<typeof record>, AccoladeChange[]]>([
    [
      'a record new to the card',
      undefined,
      thrown,
      [
        { type: 'one-eighty', side: 'home', change: 'add' },
        { type: 'one-eighty', side: 'home', change: 'add' },
        { type: 'hi-check', side: 'home', score: 141, change: 'add' },
      ],
    ],
    ['nothing new', thrown, thrown, []],
    [
      'a 180 edited to 140',
      record(legOf(501, [180, 60], [26])),
      record(legOf(501, [140, 60], [26])),
      [{ type: 'one-eighty', side: 'home', change: 'remove' }],
    ],
    [
      'an away 180',
      record(legOf(501, [60], [])),
      record(legOf(501, [60], [180])),
      [{ type: 'one-eighty', side: 'away', change: 'add' }],
    ],
    [
      'a checkout undone',
      record(legOf(121, [[121, 3]])),
      record(legOf(121, [])),
      [{ type: 'hi-check', side: 'home', score: 121, change: 'remove' }],
    ],
  ])('%s', (_name, before, after, expected) => {
    expect(accoladeChanges(before, after)).toEqual(expected);
  });

  it('applied to the accolades before, gives the accolades after', () => {
    fc.assert(
      fc.property(matchGames, matchGames, (before, after) => {
        const lists = saygAccolades(before);
        for (const change of accoladeChanges(before, after)) apply(lists, change);
        const sorted = (side: Side, of: Record<Side, SideAccolades>) => ({
          ...of[side],
          hiChecks: [...of[side].hiChecks].sort((a, b) => a - b),
        });
        const expected = saygAccolades(after);
        for (const side of ['home', 'away'] as const) expect(sorted(side, lists)).toEqual(sorted(side, expected));
      }),
      { numRuns: 50 },
    );
  });
});

function apply(lists: Record<Side, SideAccolades>, change: AccoladeChange) {
  const side = lists[change.side];
  const step = change.change === 'add' ? 1 : -1;
  if (change.type === 'one-eighty') side.oneEighties += step;
  else if (step > 0) side.hiChecks.push(change.score);
  else side.hiChecks.splice(side.hiChecks.indexOf(change.score), 1);
}
