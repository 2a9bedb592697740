import { describe, expect, it } from 'vitest';
import { noDivisions, seasonHealth } from './season-health.js';
import { division, season } from './testing.js';

const names = [
  'No more than 1 consecutive byes',
  'No more than 2 consecutive home or away fixtures',
  'All fixtures on or after start date',
  'All fixtures on or before end date',
  'All divisions should have the same number of weeks',
  "Teams aren't configured to play against themselves",
  'Teams have both legs defined',
  'Teams are not playing multiple fixtures on the same date',
  'Venues do not have multiple fixtures on the same date',
];

describe('seasonHealth', () => {
  it('a season with no divisions succeeds with the warning No divisions', () => {
    expect(seasonHealth(season())).toEqual({
      success: true,
      errors: [],
      warnings: [noDivisions],
      messages: [],
      checks: {},
    });
    expect(noDivisions).toBe('No divisions');
  });

  it('runs the nine checks by their contract names', () => {
    const result = seasonHealth(season(division('Premier', ['A-B', 'B-A'])));
    expect(Object.keys(result.checks)).toEqual(names);
    expect(result).toMatchObject({ success: true, errors: [], warnings: [], messages: ['Premier: 2 weeks'] });
  });

  it.each<[string, string[], boolean, string[], string[], string[]]>([
    ['healthy', ['A-B', 'B-A'], true, [], [], []],
    [
      'a warning fails its check and the season',
      ['A-B'],
      false,
      [],
      ['Premier: Crown v Red Lion is missing (only Red Lion v Crown on 5 Jan 2026)'],
      ['Teams have both legs defined'],
    ],
    [
      'errors from two checks',
      ['A-B', 'B-A', '2026-07-06 C-C'],
      false,
      [
        'Premier: 6 Jul 2026 is after the season ends on 30 Jun 2026 (Swan v Swan)',
        'Premier: Swan is drawn against itself on 6 Jul 2026',
      ],
      ['Premier: Red Lion and Swan never play each other', 'Premier: Crown and Swan never play each other'],
      [
        'All fixtures on or before end date',
        "Teams aren't configured to play against themselves",
        'Teams have both legs defined',
      ],
    ],
  ])('%s', (_, lines, success, errors, warnings, failed) => {
    const result = seasonHealth(season(division('Premier', lines)));
    expect(result).toMatchObject({ success, errors, warnings });
    expect(names.filter((name) => !result.checks[name]!.success)).toEqual(failed);
  });
});
