import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { templateHealth, type TemplateShape } from './template-health.js';
import { doubleRoundRobin } from './testing/season.js';

/** `'A-B'` is A at home to B, `'A'` a bye for A. */
const weeks = (...texts: string[][]) =>
  texts.map((week) => ({
    fixtures: week.map((text) => {
      const [home, away] = text.split('-') as [string, string | undefined];
      return away ? { home, away } : { home };
    }),
  }));

const roundRobin = (n: number) => weeks(...doubleRoundRobin(n).map((week) => week.map((f) => f.toUpperCase())));

const failing = (template: TemplateShape) =>
  Object.fromEntries(
    Object.entries(templateHealth(template).checks)
      .filter(([, check]) => !check.success)
      .map(([name, check]) => [name, [...check.errors, ...check.warnings]]),
  );

describe('templateHealth', () => {
  it('a double round robin template is healthy', () => {
    const template = { sharedAddresses: [], divisions: [{ sharedAddresses: [], dates: roundRobin(4) }] };
    const result = templateHealth(template);
    expect(Object.keys(result.checks)).toHaveLength(9);
    expect(failing(template)).toEqual({});
    expect(result.success).toBe(true);
  });

  it('a template without divisions warns No divisions', () => {
    expect(templateHealth({ sharedAddresses: [], divisions: [] }).warnings).toEqual(['No divisions']);
  });

  it.each<[string, TemplateShape, Record<string, string[]>]>([
    [
      'codes sharing an address within a division, both at home in week 1',
      {
        sharedAddresses: [],
        divisions: [{ sharedAddresses: [['A', 'B']], dates: weeks(['A-C', 'B-D'], ['C-A', 'D-B']) }],
      },
      {
        'Venues do not have multiple fixtures on the same date': [
          'Division 1: A & B is being used for 2 fixtures on week 1',
        ],
        'Teams have both legs defined': [
          'Division 1: Missing fixture for A vs B',
          'Division 1: Missing fixture for A vs D',
          'Division 1: Missing fixture for B vs A',
          'Division 1: Missing fixture for B vs C',
          'Division 1: Missing fixture for C vs B',
          'Division 1: Missing fixture for C vs D',
          'Division 1: Missing fixture for D vs A',
          'Division 1: Missing fixture for D vs C',
        ],
      },
    ],
    [
      'a code shared across divisions, at home in both on week 2',
      {
        sharedAddresses: [['A']],
        divisions: [
          { sharedAddresses: [], dates: weeks(['B-A'], ['A-B']) },
          { sharedAddresses: [], dates: weeks(['B-A'], ['A-B']) },
        ],
      },
      { 'Venues do not have multiple fixtures on the same date': ['Shared: A is being used for 2 fixtures on week 2'] },
    ],
    [
      'the same code in two divisions is two teams at two venues',
      {
        sharedAddresses: [],
        divisions: [
          { sharedAddresses: [], dates: weeks(['A-B'], ['B-A']) },
          { sharedAddresses: [], dates: weeks(['A-B'], ['B-A'], ['A']) },
        ],
      },
      {
        'All divisions should have the same number of weeks': [
          'Some divisions have a different number of weeks, expected: 2 weeks, found 3 weeks in Division 2',
        ],
      },
    ],
    [
      'byes, a team against itself and a team twice in a week',
      { sharedAddresses: [], divisions: [{ sharedAddresses: [], dates: weeks(['A', 'B-B'], ['A', 'A-B'], ['B-A']) }] },
      {
        'No more than 1 consecutive byes': ['Division 1: A has 2 byes in a row from 1 Jan 2001 - 8 Jan 2001'],
        "Teams aren't configured to play against themselves": ['Found B playing against themselves on 1 Jan 2001'],
        'Teams are not playing multiple fixtures on the same date': [
          'Division 1: A is playing multiple fixtures on 8 Jan 2001',
        ],
      },
    ],
  ])('%s', (_, template, problems) => {
    expect(failing(template)).toEqual(problems);
    expect(templateHealth(template).success).toBe(false);
  });

  it('a double round robin of 2 to 12 codes in 1 to 4 divisions is healthy', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.integer({ min: 1, max: 4 }), (n, count) => {
        const template = {
          sharedAddresses: [],
          divisions: Array.from({ length: count }, () => ({ sharedAddresses: [], dates: roundRobin(n) })),
        };
        expect(failing(template)).toEqual({});
      }),
    );
  });
});
