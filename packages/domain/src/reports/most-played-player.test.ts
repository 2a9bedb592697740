import { describe, expect, it } from 'vitest';
import { mostPlayedPlayer } from './most-played-player.js';
import type { ReportInput } from './types.js';
import { fixture, input, match, player, round, side, texts, tournament } from './testing.js';

const players = [player('ann', 'red'), player('bob', 'blue'), player('cat', 'red'), player('dan', 'gold')];
const league = fixture('f1', 'red', 'blue', [
  match(['ann'], ['bob'], 3, 1),
  match(['cat'], ['bob'], 0, 3),
  match(['ann', 'cat'], ['bob', 'eve'], 2, 0),
]);

describe('mostPlayedPlayer', () => {
  it.each<[string, Partial<ReportInput>, string[][]]>([
    // Singles and pairs count one each; eve played without being registered, for Blue Bell.
    [
      'one per match played',
      { fixtures: [league] },
      [
        ['Blue Bell', 'BOB', '3'],
        ['Red Lion', 'ANN', '2'],
        ['Red Lion', 'CAT', '2'],
        ['Blue Bell', 'EVE', '1'],
      ],
    ],
    ['postponed fixtures ignored', { fixtures: [{ ...league, postponed: true }] }, []],
    [
      'matches with unequal player counts skipped',
      { fixtures: [fixture('f1', 'red', 'blue', [match(['ann', 'cat'], ['bob'], 2, 0), match(['ann'], [], 3, 0)])] },
      [],
    ],
    [
      'another division’s league fixture left out, its knockout counted',
      {
        fixtures: [
          fixture('f1', 'gold', 'gold', [match(['dan'], ['dan'], 3, 0)]),
          fixture('f2', 'gold', 'red', [match(['dan'], ['ann'], 3, 0)], { isKnockout: true }),
        ],
      },
      [
        ['Red Lion', 'ANN', '1'],
        ['Golden Fleece', 'DAN', '1'],
      ],
    ],
    [
      'one per tournament the player is in a side of, this division’s or cross-divisional',
      {
        tournaments: [
          tournament('t1', {
            sides: [side('s1', ['ann']), side('s2', ['bob'])],
            round: round([{ sideA: side('s1', ['ann']), sideB: side('s2', ['bob']), scoreA: 3, scoreB: 0 }]),
          }),
          tournament('t2', { divisionId: 'd1', sides: [side('s1', ['ann', 'cat'])] }),
          tournament('t3', { divisionId: 'd2', sides: [side('s1', ['dan'])] }),
        ],
      },
      [
        ['Red Lion', 'ANN', '2'],
        ['Blue Bell', 'BOB', '1'],
        ['Red Lion', 'CAT', '1'],
      ],
    ],
    [
      'cut to topCount',
      { fixtures: [league], topCount: 2 },
      [
        ['Blue Bell', 'BOB', '3'],
        ['Red Lion', 'ANN', '2'],
      ],
    ],
  ])('%s', (_, records, rows) => {
    const report = mostPlayedPlayer(
      input({
        players,
        ...records,
        fixtures: [...(records.fixtures ?? [])],
        tournaments: [...(records.tournaments ?? [])],
      }),
    );
    expect(texts(report)).toEqual(rows);
    expect(report).toMatchObject({ columns: ['Team', 'Player', 'Played'], thisDivisionOnly: true });
  });
});
