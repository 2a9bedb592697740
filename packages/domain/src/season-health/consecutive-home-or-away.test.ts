import { describe, expect, it } from 'vitest';
import { consecutiveHomeOrAway, consecutiveHomeOrAwayCheckName } from './consecutive-home-or-away.js';
import { division, season } from './testing/season.js';

describe('consecutiveHomeOrAway', () => {
  it('is named with its threshold', () => {
    expect(consecutiveHomeOrAwayCheckName()).toBe('No more than 2 consecutive home or away fixtures');
  });

  it.each([
    ['home, home, away', [['a-b'], ['a-c'], ['b-a']], []],
    [
      'three at home',
      [['a-b'], ['a-c'], ['a-b']],
      // B's week off (12 Jan) breaks its run of away fixtures
      ['A is playing 3 fixtures in a row at home from 5 Jan 2026 - 19 Jan 2026'],
    ],
    ['a bye breaks the run', [['a-b'], ['a-c'], ['a', 'b-c'], ['a-b']], []],
    ['a week off breaks the run', [['a-c'], ['a-c'], ['c-b'], ['a-c']], []],
    [
      'four away, then home',
      [['b-a'], ['c-a'], ['b-a'], ['c-a'], ['a-b']],
      ['A is playing 4 fixtures in a row at away from 5 Jan 2026 - 26 Jan 2026'],
    ],
  ])('%s', (_, weeks, warnings) => {
    const all = consecutiveHomeOrAway(season(division('One', 'abc', weeks)));
    expect(all).toEqual({ success: warnings.length === 0, errors: [], warnings, messages: [] });
  });

  it('a date exactly a week after the run does not end it when the team plays on it', () => {
    const result = consecutiveHomeOrAway(season(division('One', 'ab', [['a-b'], ['a-b'], ['a-b']])), 2, 7);
    expect(result.success).toBe(false);
  });
});
