import { describe, expect, it } from 'vitest';
import { teamsAgainstThemselves } from './teams-against-themselves.js';
import { division, season } from './testing/season.js';

describe('teamsAgainstThemselves', () => {
  it.each([
    ['fixtures and byes', [['a-b', 'c'], ['b-a']], []],
    ['a team against itself', [['a-b'], ['c-c', 'a']], ['Found C playing against themselves on 12 Jan 2026']],
  ])('%s', (_, weeks, errors) => {
    expect(teamsAgainstThemselves(season(division('One', 'abc', weeks)))).toEqual({
      success: errors.length === 0,
      errors,
      warnings: [],
      messages: [],
    });
  });
});
