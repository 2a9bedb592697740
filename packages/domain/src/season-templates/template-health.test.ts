import { describe, expect, it } from 'vitest';
import { seasonHealthCheckNames as names } from '../season-health/thresholds.js';
import { doubleRoundRobinTemplate } from './double-round-robin.js';
import { templateHealth } from './template-health.js';
import { template } from './testing.js';

describe('templateHealth', () => {
  it.each([
    ['4 teams', doubleRoundRobinTemplate({ teams: 4 })],
    ['5 teams (byes)', doubleRoundRobinTemplate({ teams: 5 })],
    [
      '12 teams in 4 divisions with shared venues',
      doubleRoundRobinTemplate({ teams: 12, divisions: 4, sharedVenuePairs: 2 }),
    ],
  ])('a generated double round robin of %s is healthy', (_, generated) => {
    const health = templateHealth(generated);
    expect(health.errors).toEqual([]);
    expect(health.warnings).toEqual([]);
    expect(health.success).toBe(true);
    expect(Object.keys(health.checks)).toHaveLength(9);
  });

  const cases: {
    name: string;
    divisions: { shared?: string[][]; weeks: string[] }[];
    across?: string[][];
    check: string;
    text: string;
  }[] = [
    {
      name: 'codes of a division group both at home in one week',
      divisions: [{ shared: [['A', 'C']], weeks: ['A-B C-D', 'B-A D-C'] }],
      check: names.venueOncePerDate,
      text: 'the Division 1 venue shared by A, C hosts 2 fixtures in week 1 (Division 1: A v B; Division 1: C v D)',
    },
    {
      name: 'codes of a cross-division group both at home in one week',
      divisions: [{ weeks: ['A-B', 'B-A'] }, { weeks: ['C-D', 'D-C'] }],
      across: [['A', 'C']],
      check: names.venueOncePerDate,
      text: 'the venue shared by A, C across divisions hosts 2 fixtures in week 1 (Division 1: A v B; Division 2: C v D)',
    },
    {
      name: 'a code three weeks at home',
      divisions: [{ weeks: ['A-B', 'A-B', 'A-B'] }],
      check: names.consecutiveHomeOrAway,
      text: 'Division 1: A plays 3 home fixtures in a row (week 1 to week 3)',
    },
  ];
  it.each(cases)('names weeks, not dates: $name', ({ divisions, across, check, text }) => {
    const health = templateHealth(template(divisions, across));
    expect(health.success).toBe(false);
    const result = health.checks[check]!;
    expect([...result.errors, ...result.warnings]).toContain(text);
  });

  it('a template with no divisions is healthy with the warning No divisions', () => {
    expect(templateHealth({ sharedAddresses: [], divisions: [] })).toMatchObject({
      success: true,
      warnings: ['No divisions'],
    });
  });
});
