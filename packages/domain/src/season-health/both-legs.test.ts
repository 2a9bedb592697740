import { describe, expect, it } from 'vitest';
import { bothLegsDefined } from './both-legs.js';
import { division, season } from './testing/season.js';

describe('bothLegsDefined', () => {
  it.each([
    ['home and away', 'ab', [['a-b'], ['b-a']], []],
    ['byes do not count', 'ab', [['a-b'], ['a'], ['b-a']], []],
    ['a missing leg', 'ab', [['a-b']], ['One: Missing fixture for B vs A']],
    [
      'a registered team with no fixtures',
      'abc',
      [['a-b'], ['b-a']],
      [
        'One: Missing fixture for A vs C',
        'One: Missing fixture for B vs C',
        'One: Missing fixture for C vs A',
        'One: Missing fixture for C vs B',
      ],
    ],
    [
      'a repeated leg',
      'ab',
      [['a-b'], ['b-a'], ['a-b']],
      ['One: Multiple fixtures for A vs B (5 Jan 2026, 19 Jan 2026)'],
    ],
  ])('%s', (_, teams, weeks, warnings) => {
    expect(bothLegsDefined(season(division('One', teams, weeks)))).toEqual({
      success: warnings.length === 0,
      errors: [],
      warnings,
      messages: [],
    });
  });
});
