import { describe, expect, it } from 'vitest';
import { drawAfterSides } from './sides-after-draw.js';
import { drawn, scored, side, sidesOf } from './testing/nights.js';

const started = (count: number) => scored(drawn(count), { stage: 'round', roundIndex: 0, matchIndex: 0 }, 1, 0);
const groupsStarted = () => {
  const t = drawn(6, { format: 'groups', groupCount: 2, groupAdvance: 1 });
  return scored(t, { stage: 'group', groupId: t.groups![0]!.id, roundIndex: 0, matchIndex: 0 }, 1, 0);
};

describe('drawAfterSides', () => {
  it.each([
    ['no draw, a side added', { ...drawn(4), draw: null }, [...sidesOf(4), side('s9')], 'kept'],
    ['the same sides', drawn(4), sidesOf(4), 'kept'],
    ['a side renamed', drawn(4), sidesOf(4).map((s) => ({ ...s, name: 'New name' })), 'kept'],
    ['a no show added', drawn(4), [...sidesOf(4), { ...side('s9'), noShow: true }], 'kept'],
    ['before a match, a side added', drawn(4), [...sidesOf(4), side('s9')], 'undone'],
    ['before a match, a side removed', drawn(4), sidesOf(3), 'undone'],
    [
      'before a match, a side marked no show',
      drawn(4),
      sidesOf(4).map((s, i) => ({ ...s, noShow: i === 0 })),
      'undone',
    ],
    ['after a match, a side added', started(4), [...sidesOf(4), side('s9')], 'refused'],
    [
      'after a match, a no show playing after all',
      { ...started(4), sides: [...sidesOf(4), { ...side('s9'), noShow: true }] },
      [...sidesOf(4), side('s9')],
      'refused',
    ],
    ['after a match, a side removed', started(4), sidesOf(3), 'kept'],
    ['after a match, a side swapped for another', started(4), [...sidesOf(3), side('s9')], 'refused'],
    ['after a group match, a side added', groupsStarted(), [...sidesOf(6), side('s9')], 'refused'],
    [
      'double elimination before a match, a side added',
      drawn(4, { format: 'doubleElimination' }),
      [...sidesOf(4), side('s9')],
      'undone',
    ],
  ])('%s: %s', (_, tournament, sides, outcome) => {
    expect(drawAfterSides(tournament, sides)).toBe(outcome);
  });
});
