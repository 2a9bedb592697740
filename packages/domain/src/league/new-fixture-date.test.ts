import { describe, expect, it } from 'vitest';
import { newFixtureDate } from './new-fixture-date.js';

const season = { startDate: '2026-09-01T00:00:00', endDate: '2027-05-31T00:00:00' };
const existing = ['2026-10-03T00:00:00'];

describe('newFixtureDate', () => {
  it.each([
    ['', { outcome: 'invalid', message: 'Select a date first' }],
    ['   ', { outcome: 'invalid', message: 'Select a date first' }],
    ['2026-02-30', { outcome: 'invalid', message: 'Select a date first' }],
    ['2026-08-31', { outcome: 'invalid', message: 'The date must be between 1 Sep 2026 and 31 May 2027' }],
    ['2026-10-03', { outcome: 'ignore', date: '2026-10-03' }],
    ['2026-10-10', { outcome: 'add', date: '2026-10-10' }],
    ['2026-10-10T00:00:00', { outcome: 'add', date: '2026-10-10' }],
  ])('%j → %j', (picked, expected) => {
    expect(newFixtureDate(picked, season, existing)).toEqual(expected);
  });
});
