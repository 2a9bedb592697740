import { describe, expect, it } from 'vitest';
import { isAboutDivision } from './division-in-text.js';
import { seasonHealth } from './season-health.js';
import { division, season } from './testing.js';

describe('isAboutDivision', () => {
  it.each<[string, string, string, boolean]>([
    ['a per-division text', 'Premier: Swan is drawn against itself on 12 Jan 2026', 'Premier', true],
    ['another division', 'Division One: Swan is drawn against itself on 12 Jan 2026', 'Premier', false],
    ['a name that only starts the same', 'Premier League: Swan has 2 byes in a row', 'Premier', false],
    [
      'a venue clash naming the division first',
      'The Crown hosts 2 fixtures on 5 Jan 2026 (Premier: Crown v Swan; Division One: Crown B v Anchor)',
      'Premier',
      true,
    ],
    [
      'a venue clash naming the division second',
      'The Crown hosts 2 fixtures on 5 Jan 2026 (Premier: Crown v Swan; Division One: Crown B v Anchor)',
      'Division One',
      true,
    ],
    [
      'a season-wide text',
      'The divisions have different numbers of weeks: Premier 2 weeks, Division One 3 weeks',
      'Premier',
      false,
    ],
    ['a message', 'Premier: 2 weeks', 'Premier', true],
    ['No divisions', 'No divisions', 'Premier', false],
    ['a blank name', ': x', ' ', false],
  ])('%s', (_, text, name, about) => {
    expect(isAboutDivision(text, name)).toBe(about);
  });

  it('places every problem of a two-division season in its division', () => {
    const shared = { A: 'The Crown', C: 'The Crown' };
    const result = seasonHealth(
      season(division('Premier', ['A-B', 'A-B', 'A-B'], shared), division('Division One', ['C-D', 'D-C'], shared)),
    );
    const about = (name: string) => [...result.errors, ...result.warnings].filter((t) => isAboutDivision(t, name));
    expect(about('Premier')).toEqual([
      'The Crown hosts 2 fixtures on 5 Jan 2026 (Premier: Red Lion v Crown; Division One: Swan v George)',
      'Premier: Red Lion plays 3 home fixtures in a row (5 Jan 2026 to 19 Jan 2026)',
      'Premier: Crown plays 3 away fixtures in a row (5 Jan 2026 to 19 Jan 2026)',
      'Premier: Crown v Red Lion is missing (only Red Lion v Crown on each of 5 Jan 2026, 12 Jan 2026, 19 Jan 2026)',
    ]);
    expect(about('Division One')).toEqual([
      'The Crown hosts 2 fixtures on 5 Jan 2026 (Premier: Red Lion v Crown; Division One: Swan v George)',
    ]);
  });
});
