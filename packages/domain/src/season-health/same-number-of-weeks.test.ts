import { describe, expect, it } from 'vitest';
import { checkSameNumberOfWeeks } from './same-number-of-weeks.js';
import { division, season } from './testing.js';

describe('checkSameNumberOfWeeks', () => {
  it.each<[string, string[][], string[], string[]]>([
    ['one division', [['A-B', 'B-A']], [], ['Premier: 2 weeks']],
    [
      'equal',
      [
        ['A-B', 'B-A'],
        ['C-D', 'D-C'],
      ],
      [],
      ['Premier: 2 weeks', 'Division One: 2 weeks'],
    ],
    [
      'different',
      [
        ['A-B', 'B-A'],
        ['C-D', '2026-01-12', 'D-C', 'C-D'],
      ],
      ['The divisions have different numbers of weeks: Premier 2 weeks, Division One 3 weeks'],
      ['Premier: 2 weeks', 'Division One: 3 weeks'],
    ],
    [
      'one week',
      [['A-B'], []],
      ['The divisions have different numbers of weeks: Premier 1 week, Division One 0 weeks'],
      ['Premier: 1 week', 'Division One: 0 weeks'],
    ],
  ])('%s', (_, weeks, warnings, messages) => {
    const divisions = weeks.map((lines, i) => division(i === 0 ? 'Premier' : 'Division One', lines));
    expect(checkSameNumberOfWeeks(season(...divisions))).toEqual({
      success: warnings.length === 0,
      errors: [],
      warnings,
      messages,
    });
  });
});
