import { describe, expect, it } from 'vitest';
import { checkNotAgainstThemselves } from './not-against-themselves.js';
import { division, season } from './testing.js';

describe('checkNotAgainstThemselves', () => {
  it.each<[string, string[], string[]]>([
    ['distinct teams and a bye', ['A-B C'], []],
    ['a team against itself', ['A-B', 'C-C'], ['Premier: Swan is drawn against itself on 12 Jan 2026']],
  ])('%s', (_, lines, errors) => {
    expect(checkNotAgainstThemselves(season(division('Premier', lines)))).toEqual({
      success: errors.length === 0,
      errors,
      warnings: [],
      messages: [],
    });
  });
});
