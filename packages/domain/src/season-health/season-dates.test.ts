import { describe, expect, it } from 'vitest';
import { fixturesAfterStartDate, fixturesBeforeEndDate } from './season-dates.js';
import { division } from './testing/season.js';

const input = (startDate: string, endDate: string) => ({
  startDate,
  endDate,
  divisions: [
    division('One', 'ab', [['a-b'], [], ['b-a']], '2026-01-05'),
    division('Two', 'cd', [['c-d'], ['d-c']], '2026-01-05'),
  ],
});

describe('fixturesAfterStartDate and fixturesBeforeEndDate', () => {
  it.each([
    ['2026-01-05', '2026-01-19', [], []],
    ['2026-01-05T00:00:00', '2026-01-19T00:00:00', [], []],
    [
      '2026-01-13',
      '2026-01-19',
      ['Fixture exists before season start date: 5 Jan 2026', 'Fixture exists before season start date: 12 Jan 2026'],
      [],
    ],
    // 12 Jan has fixtures only in Two; an empty date in One is no fixture
    [
      '2026-01-01',
      '2026-01-11',
      [],
      ['Fixture exists after season end date: 12 Jan 2026', 'Fixture exists after season end date: 19 Jan 2026'],
    ],
  ])('season %s to %s', (start, end, before, after) => {
    expect(fixturesAfterStartDate(input(start, end))).toEqual({
      success: before.length === 0,
      errors: [],
      warnings: before,
      messages: [],
    });
    expect(fixturesBeforeEndDate(input(start, end))).toEqual({
      success: after.length === 0,
      errors: [],
      warnings: after,
      messages: [],
    });
  });
});
