import { describe, expect, it } from 'vitest';
import { seasonReports } from './season-reports.js';
import { fixture, input, match, tournament } from './testing.js';

const fixtures = [
  fixture('f1', 'red', 'blue', [match(['ann'], ['bob'], 3, 0)]),
  fixture('f2', 'red', 'blue', [], { postponed: true }),
];
const tournaments = [tournament('t1', { excludeFromReports: true })];

describe('seasonReports', () => {
  it.each([
    [
      'with ManageScores',
      true,
      ['Man of the match', 'Most played player', 'Most 180s', 'Highest checkouts', 'Finals night report'],
    ],
    ['without ManageScores', false, ['Most played player', 'Most 180s', 'Highest checkouts', 'Finals night report']],
  ])('%s', (_, canManageScores, names) => {
    const { reports, messages } = seasonReports(input({ fixtures, tournaments, canManageScores }));
    expect(reports.map((report) => report.name)).toEqual(names);
    // Every fixture and tournament is inspected, postponed and excluded ones too.
    expect(messages).toEqual(['3 games inspected']);
    for (const report of reports) expect(report.description).toMatch(/^[^\n]+\.$/);
  });
});
