import { describe, expect, it } from 'vitest';
import { checkVenueOncePerDate } from './venue-once-per-date.js';
import { division, season } from './testing.js';
import type { HealthDivision } from './types.js';

const shared = { A: 'The Bell', C: ' the bell ' };

/** The division with `home`'s fixtures played at `address` instead of the home team's pub. */
const playedAt = (d: HealthDivision, home: string, address: string): HealthDivision => ({
  ...d,
  dates: d.dates.map((date) => ({
    ...date,
    fixtures: date.fixtures.map((f) => (f.homeTeam.id === home ? { ...f, address } : f)),
  })),
});

describe('checkVenueOncePerDate', () => {
  it.each<[string, HealthDivision[], string[]]>([
    ['own venues', [division('Premier', ['A-B C-D'])], []],
    ['a shared venue used on different dates', [division('Premier', ['A-B D-C', 'C-D B-A'], shared)], []],
    [
      'a shared venue twice on one date',
      [division('Premier', ['A-B C-D'], shared)],
      ['The Bell hosts 2 fixtures on 5 Jan 2026 (Premier: Red Lion v Crown; Premier: Swan v George)'],
    ],
    [
      'across divisions',
      [division('Premier', ['A-B']), division('Division One', ['A-D'])],
      [
        'Red Lion, High Street hosts 2 fixtures on 5 Jan 2026 (Premier: Red Lion v Crown; Division One: Red Lion v George)',
      ],
    ],
    ['a bye hosts nothing', [division('Premier', ['A-B C'], shared)], []],
    ['a blank address hosts nothing', [division('Premier', ['A-B C-D'], { A: '', C: ' ' })], []],
    [
      'a fixture moved to another team’s pub that hosts a fixture that night',
      [playedAt(division('Premier', ['A-B C-D']), 'C', ' red lion, high street ')],
      ['Red Lion, High Street hosts 2 fixtures on 5 Jan 2026 (Premier: Red Lion v Crown; Premier: Swan v George)'],
    ],
    [
      'a shared-pub fixture moved away from the pub',
      [playedAt(division('Premier', ['A-B C-D'], shared), 'C', 'Swan, Mill Lane')],
      [],
    ],
    [
      'a fixture whose own address is blank counts at its home team’s',
      [playedAt(division('Premier', ['A-B C-D'], shared), 'C', ' ')],
      ['The Bell hosts 2 fixtures on 5 Jan 2026 (Premier: Red Lion v Crown; Premier: Swan v George)'],
    ],
  ])('%s', (_, divisions, errors) => {
    expect(checkVenueOncePerDate(season(...divisions))).toEqual({
      success: errors.length === 0,
      errors,
      warnings: [],
      messages: [],
    });
  });
});
