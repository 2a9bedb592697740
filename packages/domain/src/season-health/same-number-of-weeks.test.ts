import { describe, expect, it } from 'vitest';
import { sameNumberOfWeeks } from './same-number-of-weeks.js';
import { division, season } from './testing/season.js';

const weeks = (name: string, n: number) =>
  division(
    name,
    'ab',
    Array.from({ length: n }, () => ['a-b']),
  );

describe('sameNumberOfWeeks', () => {
  it.each([
    ['one division', [weeks('One', 3)], []],
    ['all alike', [weeks('One', 3), weeks('Two', 3)], []],
    [
      'one differs',
      [weeks('One', 3), weeks('Two', 3), weeks('Three', 2)],
      ['Some divisions have a different number of weeks, expected: 3 weeks, found 2 weeks in Three'],
    ],
    [
      'a tie expects the fewer weeks, others grouped',
      [weeks('One', 4), weeks('Two', 2), weeks('Three', 4), weeks('Four', 2), weeks('Five', 5)],
      [
        'Some divisions have a different number of weeks, expected: 2 weeks, found 4 weeks in One & Three, 5 weeks in Five',
      ],
    ],
    [
      'empty dates do not count as weeks',
      [division('One', 'ab', [['a-b'], []]), weeks('Two', 2)],
      ['Some divisions have a different number of weeks, expected: 1 weeks, found 2 weeks in Two'],
    ],
  ])('%s', (_, divisions, errors) => {
    expect(sameNumberOfWeeks(season(...divisions))).toEqual({
      success: errors.length === 0,
      errors,
      warnings: [],
      messages: [],
    });
  });
});
