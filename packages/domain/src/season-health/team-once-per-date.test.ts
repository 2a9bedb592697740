import { describe, expect, it } from 'vitest';
import { checkTeamOncePerDate } from './team-once-per-date.js';
import { division, season } from './testing.js';

describe('checkTeamOncePerDate', () => {
  it.each<[string, string[], string[]]>([
    ['once each', ['A-B C-D', 'B-C A'], []],
    [
      'twice on one date',
      ['A-B A-C'],
      ['Premier: Red Lion has 2 fixtures on 5 Jan 2026 (Red Lion v Crown, Red Lion v Swan)'],
    ],
    [
      'playing and a bye',
      ['A-B', 'C-B B'],
      ['Premier: Crown has 2 fixtures on 12 Jan 2026 (Swan v Crown, Crown (bye))'],
    ],
    [
      'the same date written twice',
      ['2026-01-05 A-B', '2026-01-05 B-A'],
      [
        'Premier: Red Lion has 2 fixtures on 5 Jan 2026 (Red Lion v Crown, Crown v Red Lion)',
        'Premier: Crown has 2 fixtures on 5 Jan 2026 (Red Lion v Crown, Crown v Red Lion)',
      ],
    ],
  ])('%s', (_, lines, errors) => {
    expect(checkTeamOncePerDate(season(division('Premier', lines)))).toEqual({
      success: errors.length === 0,
      errors,
      warnings: [],
      messages: [],
    });
  });
});
