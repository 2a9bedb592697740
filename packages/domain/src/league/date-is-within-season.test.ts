import { describe, expect, it } from 'vitest';
import { dateIsWithinSeason, isWithinSeason } from './date-is-within-season.js';

const season = { startDate: '2026-09-01T00:00:00', endDate: '2027-05-31T00:00:00' };
const outside = 'The date must be between 1 Sep 2026 and 31 May 2027';

describe('dateIsWithinSeason', () => {
  it.each([
    ['2026-09-01', undefined],
    ['2027-05-31T00:00:00', undefined],
    ['2026-11-21', undefined],
    ['2026-08-31', outside],
    ['2027-06-01', outside],
    ['not a date', outside],
  ])('%s → %s', (date, expected) => {
    expect(dateIsWithinSeason(date, season)).toBe(expected);
    expect(isWithinSeason(date, season)).toBe(expected === undefined);
  });
});
