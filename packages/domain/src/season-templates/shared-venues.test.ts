import { describe, expect, it } from 'vitest';
import { sharedVenues } from './shared-venues.js';
import { division, team } from './testing.js';

const summary = (divisions: Parameters<typeof sharedVenues>[0]) =>
  sharedVenues(divisions).map((v) => ({
    venue: v.venue,
    crossDivision: v.crossDivision,
    teams: Object.fromEntries([...v.teamsByDivision].map(([id, teams]) => [id, teams.map((t) => t.id)])),
  }));

describe('sharedVenues', () => {
  it.each([
    ['no venue used twice', [division('1', [team('a'), team('b')])], []],
    [
      'two teams of one division',
      [division('1', [team('a', 'Pub'), team('b'), team('c', 'Pub')])],
      [{ venue: 'Pub', crossDivision: false, teams: { '1': ['a', 'c'] } }],
    ],
    [
      'teams of two divisions',
      [division('1', [team('a', 'Pub')]), division('2', [team('b', 'Pub')])],
      [{ venue: 'Pub', crossDivision: true, teams: { '1': ['a'], '2': ['b'] } }],
    ],
    ['a deleted team left out', [division('1', [team('a', 'Pub'), team('b', 'Pub', true)])], []],
    [
      'a blank address going by the team name',
      [division('1', [team('a', ' '), { id: 'b', name: 'Team a', address: '' }])],
      [{ venue: 'Team a', crossDivision: false, teams: { '1': ['a', 'b'] } }],
    ],
    // Issue #25: one venue by isSameVenue, as the season health check reads it; named as first met.
    [
      'addresses differing in case and outer spaces',
      [division('1', [team('a', 'The Crown'), team('b', ' the crown ')]), division('2', [team('c', 'THE CROWN')])],
      [{ venue: 'The Crown', crossDivision: true, teams: { '1': ['a', 'b'], '2': ['c'] } }],
    ],
  ])('%s', (_, divisions, expected) => {
    expect(summary(divisions)).toEqual(expected);
  });
});
