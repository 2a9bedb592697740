import { describe, expect, it } from 'vitest';
import { seasonHealth, type SeasonHealthInput } from '@darts/domain';
import { healthView } from './health-view';

const pub = (name: string, address = `${name}, High Street`) => ({ id: name, name, address });
const [crown, swan, anchor, bell] = [pub('Crown', 'The Crown'), pub('Swan', 'The Crown'), pub('Anchor'), pub('Bell')];

/** Premier: Crown and Swan share The Crown and are both at home on 5 Jan; Division One is one week short. */
const season: SeasonHealthInput = {
  season: { startDate: '2026-01-01', endDate: '2026-06-30' },
  divisions: [
    {
      id: 'p',
      name: 'Premier',
      dates: [
        {
          date: '2026-01-05',
          fixtures: [
            { homeTeam: crown, awayTeam: anchor },
            { homeTeam: swan, awayTeam: bell },
          ],
        },
        {
          date: '2026-01-12',
          fixtures: [
            { homeTeam: anchor, awayTeam: crown },
            { homeTeam: bell, awayTeam: swan },
          ],
        },
      ],
    },
    {
      id: 'o',
      name: 'Division One',
      dates: [{ date: '2026-01-05', fixtures: [{ homeTeam: pub('Red Lion'), awayTeam: pub('George') }] }],
    },
  ],
};

describe('healthView', () => {
  it('a healthy season: every check passed, in the server’s order', () => {
    const result = seasonHealth({ ...season, divisions: [season.divisions[0]!].map((d) => ({ ...d, dates: [] })) });
    const view = healthView(result, 'Premier');
    expect(view.healthy).toBe(true);
    expect(view.ran).toBe(true);
    expect(view.checks.map((c) => c.state)).toEqual(Array(9).fill('passed'));
    expect(view.checks.map((c) => c.name)).toEqual(Object.keys(result.checks));
    expect(view.counts).toMatchObject({ errors: 0, warnings: 0, checks: 9, passed: 9 });
  });

  it('failing checks first, errors before warnings; this division’s problems first within a check', () => {
    const view = healthView(seasonHealth(season), 'Division One');
    expect(view.healthy).toBe(false);
    expect(view.checks.slice(0, 3).map((c) => [c.name, c.state])).toEqual([
      ['Venues do not have multiple fixtures on the same date', 'error'],
      ['All divisions should have the same number of weeks', 'warning'],
      ['Teams have both legs defined', 'warning'],
    ]);
    const legs = view.checks[2]!.problems;
    expect(legs.map((p) => p.aboutDivision)).toEqual([true, false, false, false, false]);
    expect(legs[0]!.text).toBe('Division One: George v Red Lion is missing (only Red Lion v George on 5 Jan 2026)');
    expect(view.checks[0]!.problems).toEqual([
      {
        text: 'The Crown hosts 2 fixtures on 5 Jan 2026 (Premier: Crown v Anchor; Premier: Swan v Bell)',
        severity: 'error',
        aboutDivision: false,
      },
    ]);
    expect(view.other).toEqual([]);
    expect(view.otherMessages).toEqual([]);
  });

  it('counts the problems naming the division', () => {
    expect(healthView(seasonHealth(season), 'Premier').counts).toEqual({
      errors: 1,
      warnings: 6,
      aboutDivision: 5,
      checks: 9,
      passed: 6,
    });
  });

  it('keeps data errors the server put before the checks’ errors, and a repeated text once per check', () => {
    const result = seasonHealth(season);
    const view = healthView(
      { ...result, errors: ['Premier: Crown has no address', result.errors[0]!, ...result.errors] },
      'Premier',
    );
    expect(view.other).toEqual([
      { text: 'Premier: Crown has no address', severity: 'error', aboutDivision: true },
      { text: result.errors[0], severity: 'error', aboutDivision: true },
    ]);
  });

  it('a refusal did not run and is unhealthy with its error', () => {
    const view = healthView({ errors: ['Not permitted'] }, 'Premier');
    expect(view).toMatchObject({ healthy: false, ran: false, checks: [], otherMessages: [] });
    expect(view.other).toEqual([{ text: 'Not permitted', severity: 'error', aboutDivision: false }]);
  });

  it('no divisions: a success with a warning is still unhealthy (spec 1 §2)', () => {
    const view = healthView(seasonHealth({ ...season, divisions: [] }), 'Premier');
    expect(view.healthy).toBe(false);
    expect(view.other).toEqual([{ text: 'No divisions', severity: 'warning', aboutDivision: false }]);
  });
});
