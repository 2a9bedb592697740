import { describe, expect, it } from 'vitest';
import { checkBothLegs } from './both-legs.js';
import { division, season } from './testing.js';

describe('checkBothLegs', () => {
  it.each<[string, string[], string[]]>([
    ['both legs', ['A-B', 'B-A'], []],
    [
      'byes and self-fixtures are not legs',
      ['A-B C', 'B-A C-C'],
      ['Premier: Red Lion and Swan never play each other', 'Premier: Crown and Swan never play each other'],
    ],
    ['a missing return leg', ['A-B'], ['Premier: Crown v Red Lion is missing (only Red Lion v Crown on 5 Jan 2026)']],
    ['a missing first leg', ['B-A'], ['Premier: Red Lion v Crown is missing (only Crown v Red Lion on 5 Jan 2026)']],
    [
      'teams that never meet',
      ['A-B C-D', 'B-A D-C'],
      [
        'Premier: Red Lion and Swan never play each other',
        'Premier: Red Lion and George never play each other',
        'Premier: Crown and Swan never play each other',
        'Premier: Crown and George never play each other',
      ],
    ],
    [
      'uneven legs',
      ['A-B', 'B-A', 'A-B'],
      [
        'Premier: Red Lion and Crown have uneven legs (Red Lion v Crown on each of 5 Jan 2026, 19 Jan 2026; Crown v Red Lion on 12 Jan 2026)',
      ],
    ],
  ])('%s', (_, lines, warnings) => {
    expect(checkBothLegs(season(division('Premier', lines)))).toEqual({
      success: warnings.length === 0,
      errors: [],
      warnings,
      messages: [],
    });
  });
});
