import { describe, expect, it } from 'vitest';
import { teamsAreNotPlayingAgainstThemselves } from './teams-are-not-playing-against-themselves.js';

describe('teamsAreNotPlayingAgainstThemselves', () => {
  it.each([
    ['h', 'a', undefined],
    ['h', 'h', 'A team cannot play against itself'],
    ['h', '', undefined],
    ['h', null, undefined],
  ])('%s vs %j → %s', (home, away, expected) => {
    expect(teamsAreNotPlayingAgainstThemselves(home, away)).toBe(expected);
  });
});
