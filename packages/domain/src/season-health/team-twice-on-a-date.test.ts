import { describe, expect, it } from 'vitest';
import { teamNotTwiceOnADate } from './team-twice-on-a-date.js';
import { division, season } from './testing/season.js';

describe('teamNotTwiceOnADate', () => {
  it.each([
    ['one fixture each', [['a-b', 'c-d']], []],
    ['twice at home', [['a-b', 'a-c']], ['One: A is playing multiple fixtures on 5 Jan 2026']],
    ['home and away', [['a-b'], ['a-b', 'c-a']], ['One: A is playing multiple fixtures on 12 Jan 2026']],
    ['a bye and a fixture', [['a', 'a-b']], ['One: A is playing multiple fixtures on 5 Jan 2026']],
    ['against itself is one fixture', [['a-a']], []],
  ])('%s', (_, weeks, warnings) => {
    expect(teamNotTwiceOnADate(season(division('One', 'abcd', weeks)))).toEqual({
      success: warnings.length === 0,
      errors: [],
      warnings,
      messages: [],
    });
  });
});
