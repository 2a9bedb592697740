import { describe, expect, it } from 'vitest';
import type { HealthDivision } from './health-result.js';
import { division, season, team } from './testing/season.js';
import { venueNotTwiceOnADate } from './venue-twice-on-a-date.js';

/** A shares The Plough with C (another division); B has no address, so plays at its name. */
const shared = (d: HealthDivision): HealthDivision => {
  const teams = { a: team('a', 'The Plough'), b: team('b', ' '), c: team('c', 'The Plough'), d: team('d') };
  const swap = (t: { id: string }) => teams[t.id as keyof typeof teams] ?? t;
  return {
    ...d,
    dates: d.dates.map((date) => ({
      ...date,
      fixtures: date.fixtures.map((f) => ({
        homeTeam: swap(f.homeTeam),
        awayTeam: f.awayTeam ? swap(f.awayTeam) : null,
      })),
    })),
  };
};

describe('venueNotTwiceOnADate', () => {
  it.each([
    ['shared venue, alternate weeks', [['a-b'], ['b-a']], [['d-c'], ['c-d']], []],
    ['shared venue hosting a bye is fine', [['a-b']], [['c'], ['d-c']], []],
    [
      'shared venue, same week',
      [['b-a'], ['a-b']],
      [['d-c'], ['c-d']],
      ['The Plough is being used for 2 fixtures on week 2'],
    ],
    ['a blank address plays at the name', [['b-a']], [['b-d']], ['B is being used for 2 fixtures on week 1']],
  ])('%s', (_, one, two, warnings) => {
    const input = season(shared(division('One', 'ab', one)), shared(division('Two', 'cd', two)));
    expect(venueNotTwiceOnADate(input)).toEqual({ success: warnings.length === 0, errors: [], warnings, messages: [] });
  });

  it('counts weeks from the first fixture date of any division', () => {
    const input = season(
      shared(division('One', 'ab', [['a-b']], '2026-01-05')),
      shared(division('Two', 'cd', [['d-c'], ['c-d'], ['c-d']], '2025-12-22')),
    );
    expect(venueNotTwiceOnADate(input).warnings).toEqual(['The Plough is being used for 2 fixtures on week 3']);
  });
});
