import { describe, expect, it } from 'vitest';
import type { PlaceholderAssignment } from './placeholder-assignment.js';
import { fixturesAfterSeasonEnd, proposeFixtures } from './proposal-fixtures.js';
import { division, team, template } from './testing.js';

const a = team('a');
const b = team('b');
const c = team('c');
const assigned = (code: string, t: typeof a): PlaceholderAssignment => ({
  divisionId: '1',
  code,
  team: t,
  reason: { kind: 'random' },
});
const season = (endDate: string) => ({
  startDate: '2026-09-03',
  endDate,
  divisions: [division('1', [a, b, c])],
});
const t = template([{ weeks: ['A-B C', 'B-C A', 'C-A D-B'] }]);
const assignments = [assigned('A', a), assigned('B', b), assigned('C', c)];

describe('proposeFixtures', () => {
  it('puts week i on the ith league night of a season exactly as long as the template, byes without an away team', () => {
    const result = proposeFixtures(t, season('2026-09-17'), assignments);
    expect(result.divisions).toEqual([
      {
        divisionId: '1',
        dates: [
          { date: '2026-09-03', fixtures: [{ homeTeam: a, awayTeam: b }, { homeTeam: c }] },
          { date: '2026-09-10', fixtures: [{ homeTeam: b, awayTeam: c }, { homeTeam: a }] },
          { date: '2026-09-17', fixtures: [{ homeTeam: c, awayTeam: a }] },
        ],
      },
    ]);
    expect(result.warnings).toEqual([]);
    expect(result.errors).toEqual([]);
  });

  it('turns a fixture against a code without a team into a bye, and drops one whose home has no team', () => {
    const result = proposeFixtures(t, season('2027-05-01'), [assigned('A', a), assigned('C', c)]);
    expect(result.divisions[0]!.dates.map((d) => d.fixtures)).toEqual([
      [{ homeTeam: a }, { homeTeam: c }],
      [{ homeTeam: a }],
      [{ homeTeam: c, awayTeam: a }],
    ]);
  });

  it.each([
    ['2026-09-17', [], []],
    [
      '2026-09-16',
      ['Could not create all fixtures/dates from the template'],
      [
        'Some fixtures will be created after the season ends. You need to update the season end-date to see them. The last fixture was created on 17 Sep 2026',
      ],
    ],
  ])('with the season ending %s warns %j', (endDate, warnings, errors) => {
    const result = proposeFixtures(t, season(endDate), assignments);
    expect(result.warnings).toEqual(warnings);
    expect(result.errors).toEqual(errors);
  });

  it('spreads the weeks over a longer season, on the chosen weekday and around skipped dates', () => {
    const result = proposeFixtures(t, season('2026-10-01'), assignments, {
      weekday: 'Monday',
      skipDates: ['2026-09-14'],
    });
    // Mondays 7, 21, 28 Sep: the 14th is skipped, the weeks reach the season's last Monday.
    expect(result.divisions[0]!.dates.map((d) => d.date)).toEqual(['2026-09-07', '2026-09-21', '2026-09-28']);
  });

  it('writes the last date as dd MMM yyyy', () => {
    expect(fixturesAfterSeasonEnd('2027-01-05')).toMatch(/created on 05 Jan 2027$/);
  });
});
