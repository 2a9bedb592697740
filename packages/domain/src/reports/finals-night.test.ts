import { describe, expect, it } from 'vitest';
import { chainOf } from '../tournament/types.js';
import { tournamentWinner } from '../tournament/tournament-winner.js';
import { finalsNight } from './finals-night.js';
import { fixture, input, match, p, player, round, side, texts, tournament } from './testing.js';
import type { ReportInput, ReportTournament } from './types.js';

const players = [
  player('ann', 'red'),
  player('bob', 'blue', 'Male'),
  player('cat', 'red', 'Female'),
  player('dot', 'blue', 'Female'),
  player('dan', 'gold', null),
];
/** Five singles: `home` beats `away` 3-0 each time. */
const fiveSingles = (id: string, home: string, away: string, extra = {}) =>
  fixture(
    id,
    'red',
    'blue',
    Array.from({ length: 5 }, () => match([home], [away], 3, 0)),
    extra,
  );

const awardsOf = (records: Partial<ReportInput>) => texts(finalsNight(input({ players, ...records })));
const rowOf = (records: Partial<ReportInput>, award: string) => awardsOf(records)?.find((cells) => cells[0] === award);

describe('finalsNight', () => {
  it('lists the awards in order, divisions by name descending', () => {
    const awards = awardsOf({})?.map((cells) => cells[0]);
    expect(awards).toEqual([
      'Premier: Highest checkout',
      'Premier: Most 180s',
      'Premier: Top Player (Male)',
      'Premier: Top Player (Female)',
      'Division One: Highest checkout',
      'Division One: Most 180s',
      'Division One: Top Player (Male)',
      'Division One: Top Player (Female)',
      'Man of the match',
      'Pairs semi-finalists*',
      'Pairs semi-finalists*',
      'Pairs runners up*',
      'Pairs winner*',
      'Singles semi-finalists*',
      'Singles semi-finalists*',
      'Singles semi-finalists*',
      'Singles semi-finalists*',
      'Singles runners up*',
      'Singles runners up*',
      'Singles winner*',
      'Premier: runner up',
      'Premier: winner',
      'Division One: runner up',
      'Division One: winner',
    ]);
    expect(finalsNight(input())).toMatchObject({ columns: ['Award', 'Goes to', 'Value/s'], thisDivisionOnly: false });
  });

  it.each<[string, Partial<ReportInput>, string, string[]]>([
    [
      'highest checkout: the top holders joined',
      {
        fixtures: [
          fixture('f1', 'red', 'blue', [match(['ann'], ['bob'], 3, 0)], {
            over100Checkouts: [
              { ...p('ann'), score: 120 },
              { ...p('bob'), score: 100 },
              { ...p('cat'), score: 120 },
            ],
          }),
        ],
      },
      'Premier: Highest checkout',
      ['Premier: Highest checkout', 'ANN, CAT', '120'],
    ],
    [
      'most 180s: only where accolades count, tournaments too',
      {
        fixtures: [fixture('f1', 'red', 'blue', [], { oneEighties: [p('bob'), p('bob')], accoladesCount: false })],
        tournaments: [tournament('t1', { oneEighties: [p('ann')] })],
      },
      'Premier: Most 180s',
      ['Premier: Most 180s', 'ANN', '1'],
    ],
    ['most 180s: nobody', {}, 'Premier: Most 180s', ['Premier: Most 180s', '', '']],
    [
      'top player (male): a missing gender counts as male',
      { fixtures: [fiveSingles('f1', 'ann', 'bob')] },
      'Premier: Top Player (Male)',
      ['Premier: Top Player (Male)', 'ANN', '15'],
    ],
    [
      'top player (female): the first in the player table with 5 singles',
      { fixtures: [fiveSingles('f1', 'cat', 'dot'), fiveSingles('f2', 'ann', 'bob')] },
      'Premier: Top Player (Female)',
      ['Premier: Top Player (Female)', 'CAT', '15'],
    ],
    [
      'top player: fewer than 5 singles',
      {
        fixtures: [
          fixture(
            'f1',
            'red',
            'blue',
            Array.from({ length: 4 }, () => match(['cat'], ['bob'], 3, 0)),
          ),
        ],
      },
      'Premier: Top Player (Female)',
      ['Premier: Top Player (Female)', 'No player found who has played at least 5 singles matches', ''],
    ],
    [
      'top player: postponed singles do not count',
      { fixtures: [fiveSingles('f1', 'ann', 'bob', { postponed: true })] },
      'Premier: Top Player (Male)',
      ['Premier: Top Player (Male)', 'No player found who has played at least 5 singles matches', ''],
    ],
  ])('%s', (_, records, award, cells) => {
    expect(rowOf(records, award)).toEqual(cells);
  });

  it('man of the match: the top holders, or a blank row without ManageScores', () => {
    const f = fixture('f1', 'red', 'blue', [match(['ann'], ['bob'], 3, 0)]);
    const fixtures = [{ ...f, home: { ...f.home, manOfTheMatch: 'ann' }, away: { ...f.away, manOfTheMatch: 'bob' } }];
    expect(rowOf({ fixtures }, 'Man of the match')).toEqual(['Man of the match', 'ANN, BOB', '1']);
    const hidden = awardsOf({ fixtures, canManageScores: false });
    expect(hidden?.[8]).toEqual(['', '', '']);
  });

  it('the league runner up and winner, or not found', () => {
    const fixtures = [
      fixture(
        'f1',
        'red',
        'blue',
        Array.from({ length: 5 }, () => match(['ann'], ['bob'], 3, 0)),
      ),
    ];
    const rows = awardsOf({ fixtures })?.slice(-4);
    expect(rows).toEqual([
      ['Premier: runner up', 'Blue Bell', '0'],
      ['Premier: winner', 'Red Lion', '2'],
      ['Division One: runner up', '⚠️ Not found', ''],
      ['Division One: winner', '⚠️ Not found', ''],
    ]);
  });

  it('no divisions', () => {
    expect(texts(finalsNight(input({ divisions: [] })))).toEqual([
      ['Could not produce report', '⚠️ No divisions found', ''],
    ]);
  });
});

describe('finalsNight tournaments', () => {
  const [a, b] = [side('a', ['ann'], 'Ann'), side('b', ['bob'])];
  const final = (scoreA: number, scoreB: number) => chainOf([round([{ sideA: a, sideB: b, scoreA, scoreB }])]);
  const played = (id: string, extra: Partial<ReportTournament> = {}) =>
    tournament(id, { bestOf: 3, round: final(2, 1), sides: [a, b], ...extra });
  const tournamentRows = (tournaments: ReportTournament[]) => awardsOf({ tournaments })?.slice(9, -15);

  it.each<[string, ReportTournament[], string[][]]>([
    [
      'runner up then winner, by date, with the division named',
      [
        played('t2', { date: '2026-03-01', type: 'Pairs', divisionId: 'd2', round: final(0, 2) }),
        played('t1', { date: '2026-02-01' }),
      ],
      [
        ['Singles runner up', 'BOB', ''],
        ['Singles winner', 'Ann', ''],
        ['Division One: Pairs runner up', 'Ann', ''],
        ['Division One: Pairs winner', 'BOB', ''],
      ],
    ],
    [
      'excluded, proposed and single-round tournaments left out',
      [
        played('t1', { excludeFromReports: true }),
        played('t2', { proposed: true }),
        played('t3', { singleRound: true }),
      ],
      [],
    ],
    [
      'not played',
      [played('t1', { round: final(1, 1) })],
      [
        ['Singles runner up', '⚠️ Has not been played or has no winner', ''],
        ['Singles winner', '⚠️ Has not been played or has no winner', ''],
      ],
    ],
  ])('%s', (_, tournaments, rows) => {
    expect(tournamentRows(tournaments)).toEqual(rows);
  });

  // Issue #22: the sheet names the bracket's winner (tournamentWinner), never one of its own.
  const withLegs = (scoreA: number, scoreB: number, numberOfLegs: number) =>
    chainOf([{ matches: [{ sideA: a, sideB: b, scoreA, scoreB }], matchOptions: [{ numberOfLegs }] }]);
  it.each<[string, Partial<ReportTournament>, string | undefined]>([
    ['side B', { bestOf: 5, round: final(1, 3) }, 'BOB'],
    ['an even bestOf: half the legs is no win', { bestOf: 4, round: final(2, 1) }, undefined],
    ["the final's own legs, not bestOf", { bestOf: 7, round: withLegs(2, 1, 3) }, 'Ann'],
    ['bestOf 5 by default', { bestOf: null, round: final(2, 1) }, undefined],
    [
      'no final: the last round has more than one match',
      {
        round: round([
          { sideA: a, sideB: b, scoreA: 2, scoreB: 0 },
          { sideA: b, sideB: a, scoreA: 2, scoreB: 0 },
        ]),
      },
      undefined,
    ],
  ])('the winner row names the bracket winner: %s', (_, extra, name) => {
    const t = played('t', extra);
    expect(tournamentWinner(t)?.id).toBe(name && (name === 'Ann' ? 'a' : 'b'));
    expect(tournamentRows([t])?.[1]).toEqual(['Singles winner', name ?? '⚠️ Has not been played or has no winner', '']);
  });
});
