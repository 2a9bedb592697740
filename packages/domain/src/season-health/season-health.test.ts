import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seasonHealth, seasonHealthChecks } from './season-health.js';
import { division, doubleRoundRobin, season } from './testing/season.js';

describe('seasonHealth', () => {
  it('names the nine checks of contract §3.6', () => {
    expect(seasonHealthChecks.map(([name]) => name)).toEqual([
      'No more than 1 consecutive byes',
      'No more than 2 consecutive home or away fixtures',
      'All fixtures on or after start date',
      'All fixtures on or before end date',
      'All divisions should have the same number of weeks',
      "Teams aren't configured to play against themselves",
      'Teams have both legs defined',
      'Teams are not playing multiple fixtures on the same date',
      'Venues do not have multiple fixtures on the same date',
    ]);
  });

  it('a season with no divisions succeeds with the warning No divisions', () => {
    expect(seasonHealth(season())).toEqual({
      checks: {},
      success: true,
      errors: [],
      warnings: ['No divisions'],
      messages: [],
    });
  });

  it('a healthy division passes every check', () => {
    const result = seasonHealth(season(division('One', 'abcd', doubleRoundRobin(4))));
    expect(Object.keys(result.checks)).toHaveLength(9);
    expect(Object.values(result.checks).filter((check) => !check.success)).toEqual([]);
    expect(result.success).toBe(true);
  });

  it('one failing check makes the season unhealthy and stays under its name', () => {
    const result = seasonHealth(season(division('One', 'ab', [['a-b'], ['a-a']])));
    expect(result.success).toBe(false);
    expect(result.checks["Teams aren't configured to play against themselves"]).toEqual({
      success: false,
      errors: ['Found A playing against themselves on 12 Jan 2026'],
      warnings: [],
      messages: [],
    });
    expect(result.errors).toEqual([]);
  });

  it('a generated double round robin of 2 to 12 teams with distinct venues passes every check', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.integer({ min: 1, max: 4 }), (n, divisions) => {
        const ids = 'abcdefghijkl'.slice(0, n);
        const all = Array.from({ length: divisions }, (_, d) => {
          const one = division(`Division ${d + 1}`, ids, doubleRoundRobin(n));
          const rename = <T extends { id: string; name: string; address?: string }>(t: T) => ({
            ...t,
            id: `${d}${t.id}`,
            address: `${t.address} ${d}`,
          });
          return {
            ...one,
            teams: one.teams.map(rename),
            dates: one.dates.map((date) => ({
              ...date,
              fixtures: date.fixtures.map((f) => ({
                homeTeam: rename(f.homeTeam),
                awayTeam: f.awayTeam ? rename(f.awayTeam) : null,
              })),
            })),
          };
        });
        const result = seasonHealth(season(...all));
        expect(Object.entries(result.checks).filter(([, check]) => !check.success)).toEqual([]);
        expect(result.success).toBe(true);
      }),
    );
  });
});
