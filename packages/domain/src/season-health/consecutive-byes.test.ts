import { describe, expect, it } from 'vitest';
import { consecutiveByes, consecutiveByesCheckName } from './consecutive-byes.js';
import { division, season } from './testing/season.js';

describe('consecutiveByes', () => {
  it('is named with its threshold', () => {
    expect(consecutiveByesCheckName()).toBe('No more than 1 consecutive byes');
    expect(consecutiveByesCheckName(3)).toBe('No more than 3 consecutive byes');
  });

  it.each([
    ['one bye between fixtures', [['a-b'], ['a', 'b'], ['b-a']], []],
    ['byes broken by a fixture', [['a'], ['a-b'], ['a']], []],
    ['two byes in a row', [['a'], ['a'], ['a-b']], ['One: A has 2 byes in a row from 5 Jan 2026 - 12 Jan 2026']],
    [
      'three byes at the end, a week without A does not break them',
      [['a-b'], ['a'], ['b'], ['a'], ['a']],
      ['One: A has 3 byes in a row from 12 Jan 2026 - 2 Feb 2026'],
    ],
    [
      'two teams',
      [
        ['a', 'b'],
        ['a', 'b'],
      ],
      [
        'One: A has 2 byes in a row from 5 Jan 2026 - 12 Jan 2026',
        'One: B has 2 byes in a row from 5 Jan 2026 - 12 Jan 2026',
      ],
    ],
  ])('%s', (_, weeks, warnings) => {
    const result = consecutiveByes(season(division('One', 'ab', weeks)));
    expect(result).toEqual({ success: warnings.length === 0, errors: [], warnings, messages: [] });
  });

  it('allows more byes with a higher threshold', () => {
    expect(consecutiveByes(season(division('One', 'ab', [['a'], ['a']])), 2).success).toBe(true);
  });
});
