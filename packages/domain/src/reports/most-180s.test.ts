import { describe, expect, it } from 'vitest';
import { most180s, oneEightiesPerPlayer } from './most-180s.js';
import { fixture, input, match, p, player, texts, tournament } from './testing.js';
import type { ReportInput } from './types.js';

const players = [player('ann', 'red'), player('bob', 'blue'), player('dan', 'gold')];
const league = (id: string, oneEighties: string[], extra = {}) =>
  fixture(id, 'red', 'blue', [match(['ann'], ['bob'], 3, 1)], { oneEighties: oneEighties.map(p), ...extra });

describe('most180s', () => {
  it.each<[string, Partial<ReportInput>, string[][]]>([
    [
      'one per 180',
      { fixtures: [league('f1', ['bob', 'ann', 'bob'])] },
      [
        ['Blue Bell', 'BOB', '2'],
        ['Red Lion', 'ANN', '1'],
      ],
    ],
    [
      'ties by name, whatever order they were seen in',
      { fixtures: [league('f1', ['bob']), league('f2', ['ann'])] },
      [
        ['Red Lion', 'ANN', '1'],
        ['Blue Bell', 'BOB', '1'],
      ],
    ],
    ['postponed fixtures ignored', { fixtures: [league('f1', ['ann'], { postponed: true })] }, []],
    [
      'fixtures whose accolades do not count ignored',
      { fixtures: [league('f1', ['ann'], { accoladesCount: false })] },
      [],
    ],
    [
      'tournaments where accolades count, this division or cross-divisional',
      {
        tournaments: [
          tournament('t1', { oneEighties: [p('ann'), p('ann')] }),
          tournament('t2', { oneEighties: [p('bob')], accoladesCount: false }),
          tournament('t3', { oneEighties: [p('dan')], divisionId: 'd2' }),
          tournament('t4', { oneEighties: [p('bob')], divisionId: 'd1' }),
        ],
      },
      [
        ['Red Lion', 'ANN', '2'],
        ['Blue Bell', 'BOB', '1'],
      ],
    ],
    [
      'another division’s league fixture left out',
      { fixtures: [fixture('f1', 'gold', 'gold', [match(['dan'], ['dan'])], { oneEighties: [p('dan')] })] },
      [],
    ],
    ['cut to topCount', { fixtures: [league('f1', ['bob', 'ann', 'bob'])], topCount: 1 }, [['Blue Bell', 'BOB', '2']]],
  ])('%s', (_, records, rows) => {
    const report = most180s(input({ players, ...records }));
    expect(texts(report)).toEqual(rows);
    expect(report).toMatchObject({ name: 'Most 180s', columns: ['Team', 'Player', '180s'], thisDivisionOnly: true });
  });
});

describe('oneEightiesPerPlayer', () => {
  it('counts each player once, most first, ties by name', () => {
    const zoe = { id: 'z', name: 'Zoe' };
    const ann = { id: 'a', name: 'Ann' };
    const bob = { id: 'b', name: 'Bob' };
    expect(oneEightiesPerPlayer([zoe, bob, zoe, ann, zoe, bob, { id: 'c', name: 'Cat' }])).toEqual([
      { id: 'z', name: 'Zoe', count: 3 },
      { id: 'b', name: 'Bob', count: 2 },
      { id: 'a', name: 'Ann', count: 1 },
      { id: 'c', name: 'Cat', count: 1 },
    ]);
  });

  it('keeps two players of the same name apart, by id', () => {
    expect(
      oneEightiesPerPlayer([
        { id: 'x', name: 'Jo' },
        { id: 'y', name: 'Jo' },
        { id: 'x', name: 'Jo' },
      ]),
    ).toEqual([
      { id: 'x', name: 'Jo', count: 2 },
      { id: 'y', name: 'Jo', count: 1 },
    ]);
  });

  it('has no lines for no 180s', () => {
    expect(oneEightiesPerPlayer([])).toEqual([]);
  });
});
