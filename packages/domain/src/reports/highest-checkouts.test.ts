import { describe, expect, it } from 'vitest';
import { highestCheckouts } from './highest-checkouts.js';
import { fixture, input, match, p, player, texts, tournament } from './testing.js';
import type { ReportInput } from './types.js';

const players = [player('ann', 'red'), player('bob', 'blue'), player('dan', 'gold')];
const check = (id: string, score: number) => ({ ...p(id), score });
const league = (id: string, checks: Array<{ id: string; name: string; score?: number; notes?: string }>, extra = {}) =>
  fixture(id, 'red', 'blue', [match(['ann'], ['bob'], 3, 1)], { over100Checkouts: checks, ...extra });

describe('highestCheckouts', () => {
  it.each<[string, Partial<ReportInput>, string[][]]>([
    [
      'each player’s best',
      { fixtures: [league('f1', [check('ann', 104), check('bob', 120), check('ann', 161)])] },
      [
        ['Red Lion', 'ANN', '161'],
        ['Blue Bell', 'BOB', '120'],
      ],
    ],
    [
      'ties by name, whatever order they were seen in',
      { fixtures: [league('f1', [check('bob', 110)]), league('f2', [check('ann', 110)])] },
      [
        ['Red Lion', 'ANN', '110'],
        ['Blue Bell', 'BOB', '110'],
      ],
    ],
    [
      'the legacy notes form',
      { fixtures: [league('f1', [{ ...p('ann'), notes: '132' }])] },
      [['Red Lion', 'ANN', '132']],
    ],
    [
      'accolades off: fixtures and tournaments left out',
      {
        fixtures: [league('f1', [check('ann', 170)], { accoladesCount: false })],
        tournaments: [tournament('t1', { over100Checkouts: [check('bob', 150)], accoladesCount: false })],
      },
      [],
    ],
    ['postponed fixtures ignored', { fixtures: [league('f1', [check('ann', 170)], { postponed: true })] }, []],
    [
      'tournaments of this division or cross-divisional',
      {
        tournaments: [
          tournament('t1', { over100Checkouts: [check('bob', 101)] }),
          tournament('t2', { over100Checkouts: [check('dan', 120)], divisionId: 'd2' }),
        ],
      },
      [['Blue Bell', 'BOB', '101']],
    ],
    [
      'a knockout from another division counted',
      {
        fixtures: [
          fixture('f1', 'gold', 'red', [match(['dan'], ['ann'])], {
            isKnockout: true,
            over100Checkouts: [check('dan', 140)],
          }),
        ],
      },
      [['Golden Fleece', 'DAN', '140']],
    ],
    [
      'cut to topCount',
      { fixtures: [league('f1', [check('ann', 104), check('bob', 120)])], topCount: 1 },
      [['Blue Bell', 'BOB', '120']],
    ],
  ])('%s', (_, records, rows) => {
    const report = highestCheckouts(input({ players, ...records }));
    expect(texts(report)).toEqual(rows);
    expect(report).toMatchObject({ columns: ['Team', 'Player', 'Checkout'], thisDivisionOnly: true });
  });
});
