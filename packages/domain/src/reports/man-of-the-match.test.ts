import { describe, expect, it } from 'vitest';
import { manOfTheMatch } from './man-of-the-match.js';
import { fixture, input, match, player, texts } from './testing.js';

const players = [player('ann', 'red'), player('bob', 'blue'), player('cat', 'gold')];
const chosen = (id: string, home: string | null, away: string | null, divisionHome = 'red', divisionAway = 'blue') => {
  const f = fixture(id, divisionHome, divisionAway, [match(['ann'], ['bob'], 3, 1)]);
  return { ...f, home: { ...f.home, manOfTheMatch: home }, away: { ...f.away, manOfTheMatch: away } };
};

describe('manOfTheMatch', () => {
  it.each([
    [
      'counts each team’s choice',
      [chosen('f1', 'ann', 'bob'), chosen('f2', 'ann', null)],
      15,
      [
        ['Red Lion', 'ANN', '2'],
        ['Blue Bell', 'BOB', '1'],
      ],
    ],
    // Ties by name: bob was chosen before ann, ann still comes first.
    [
      'ties by name',
      [chosen('f1', null, 'bob'), chosen('f2', 'ann', null)],
      15,
      [
        ['Red Lion', 'ANN', '1'],
        ['Blue Bell', 'BOB', '1'],
      ],
    ],
    // The whole season: another division's fixture counts too.
    ['the whole season', [chosen('f1', 'cat', null, 'gold', 'red')], 15, [['Golden Fleece', 'CAT', '1']]],
    ['cut to topCount', [chosen('f1', 'ann', 'bob'), chosen('f2', 'ann', null)], 1, [['Red Lion', 'ANN', '2']]],
    ['nobody chosen', [chosen('f1', null, null)], 15, []],
  ] as const)('%s', (_, fixtures, topCount, rows) => {
    const report = manOfTheMatch(input({ players, fixtures: [...fixtures], topCount }));
    expect(texts(report)).toEqual(rows);
    expect(report).toMatchObject({ name: 'Man of the match', columns: ['Team', 'Player', 'Times'] });
    expect(report?.thisDivisionOnly).toBe(false);
  });

  it('links the player and team', () => {
    const report = manOfTheMatch(input({ players, fixtures: [chosen('f1', 'ann', null)] }));
    expect(report?.rows[0]?.cells.slice(0, 2)).toEqual([
      { text: 'Red Lion', teamId: 'red', teamName: 'Red Lion' },
      { text: 'ANN', playerId: 'ann', playerName: 'ANN', teamId: 'red', teamName: 'Red Lion' },
    ]);
  });

  it('is hidden without ManageScores', () => {
    expect(manOfTheMatch(input({ players, fixtures: [chosen('f1', 'ann', 'bob')], canManageScores: false }))).toBe(
      undefined,
    );
  });
});
