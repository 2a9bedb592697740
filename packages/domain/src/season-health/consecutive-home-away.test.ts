import { describe, expect, it } from 'vitest';
import { checkConsecutiveHomeOrAway } from './consecutive-home-away.js';
import { division, season } from './testing.js';

describe('checkConsecutiveHomeOrAway', () => {
  it.each<[string, string[], string[]]>([
    ['alternating', ['A-B', 'B-A', 'A-B'], []],
    ['two at home is allowed', ['A-B', 'A-B', 'B-A'], []],
    [
      'three at home and three away',
      ['A-B', 'A-B', 'A-B'],
      [
        'Premier: Red Lion plays 3 home fixtures in a row (5 Jan 2026 to 19 Jan 2026)',
        'Premier: Crown plays 3 away fixtures in a row (5 Jan 2026 to 19 Jan 2026)',
      ],
    ],
    ['a bye breaks the run', ['A-B', 'A-B', 'A B', 'A-B'], []],
    ['a two-week gap breaks the run', ['A-B', 'A-B', '2026-02-02 A-B'], []],
  ])('%s', (_, lines, warnings) => {
    const result = checkConsecutiveHomeOrAway(season(division('Premier', lines)));
    expect(result).toEqual({ success: warnings.length === 0, errors: [], warnings, messages: [] });
  });
});
