import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '../time/calendar-date.js';
import { canonicalDateFilter, dateFilter, matchesDateFilter } from './date-filter.js';

const today = '2026-11-21'; // a Saturday
const fixtureDates = ['2026-10-31', '2026-11-07', '2026-11-14', '2026-11-28', '2026-12-05'];

describe('canonicalDateFilter (issue #28: a hand-typed + arrives as a space)', () => {
  it.each([
    ['last next', 'last+next'],
    ['Last  Next', 'last+next'],
    ['not(last next)', 'not(last+next)'],
    ['2026-11,last next', '2026-11,last+next'],
    ['last+next', 'last+next'],
    ['past', 'past'],
    ['lastnext', 'lastnext'],
    ['', ''],
  ])('%j → %j', (filter, expected) => {
    expect(canonicalDateFilter(filter)).toBe(expected);
  });

  it('filters as the text it was read from', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('last next', 'not(last next)', 'past,last next', 'x'),
        fc.integer({ min: -60, max: 60 }),
        (filter, offset) => {
          const date = addDays(today, offset);
          expect(matchesDateFilter(date, canonicalDateFilter(filter), today, fixtureDates)).toBe(
            matchesDateFilter(date, filter, today, fixtureDates),
          );
        },
      ),
    );
  });
});

describe('matchesDateFilter', () => {
  it.each([
    ['past', '2026-11-20', true],
    ['past', today, false],
    ['future', '2026-11-22', true],
    ['future', today, false],
    ['today', today, true],
    ['today', '2026-11-22', false],
    ['yesterday', '2026-11-20', true],
    ['yesterday', today, false],
    ['tomorrow', '2026-11-22', true],
    ['tomorrow', '2026-11-23', false],
    ['last-week', '2026-11-14', true],
    ['last-week', '2026-11-20', true],
    ['last-week', '2026-11-13', false],
    ['last-week', today, false],
    ['next-week', '2026-11-22', true],
    ['next-week', '2026-11-28', true],
    ['next-week', '2026-11-29', false],
    ['next-week', today, false],
    ['last+next', today, true],
    ['last+next', '2026-11-14', true],
    ['last+next', '2026-11-28', true],
    ['last+next', '2026-11-07', false],
    ['last+next', '2026-12-05', false],
    ['last next', '2026-11-14', true],
    ['last next', '2026-11-28', true],
    ['last next', '2026-12-05', false],
    ['2026-11', '2026-11-01', true],
    ['2026-11', '2026-12-01', false],
    ['2026-11-07', '2026-11-07', true],
    ['2026-11-07', '2026-11-08', false],
    ['not(past)', '2026-11-20', false],
    ['not(past)', today, true],
    ['2026-10,2026-12', '2026-10-31', true],
    ['2026-10,2026-12', '2026-11-07', false],
    ['today,not(2026-11)', '2026-11-07', false],
    ['today,not(2026-11)', today, true],
    ['today,not(2026-11)', '2026-12-05', true],
    ['not(past,today)', today, false],
    ['not(past,today)', '2026-11-22', true],
    ['PAST', '2026-11-20', true],
    ['', '1999-01-01', true],
    ['rubbish', '1999-01-01', true],
    ['rubbish,today', '1999-01-01', false],
    ['not(rubbish)', '1999-01-01', true],
  ])('%j matches %s: %s', (filter, date, expected) => {
    expect(matchesDateFilter(date, filter, today, fixtureDates)).toBe(expected);
  });

  it('reads wire dates', () => {
    expect(matchesDateFilter('2026-11-21T00:00:00', 'today', today)).toBe(true);
    expect(matchesDateFilter('2026-11-14T00:00:00', 'last+next', today, ['2026-11-14T00:00:00'])).toBe(true);
  });

  it('treats a missing filter as no filter', () => {
    expect(dateFilter(undefined, today)('2000-01-01')).toBe(true);
    expect(dateFilter(null, today)('2000-01-01')).toBe(true);
  });
});

describe('date filter invariants', () => {
  const atom = fc.constantFrom(
    'past',
    'future',
    'today',
    'yesterday',
    'tomorrow',
    'last-week',
    'next-week',
    'last+next',
    '2026-11',
    '2026-11-14',
  );
  const offset = fc.integer({ min: -60, max: 60 });

  it('not(x) matches exactly the dates x does not', () => {
    fc.assert(
      fc.property(atom, offset, (filter, days) => {
        const date = addDays(today, days);
        expect(matchesDateFilter(date, `not(${filter})`, today, fixtureDates)).toBe(
          !matchesDateFilter(date, filter, today, fixtureDates),
        );
      }),
    );
  });

  it('a list matches when any of its terms does', () => {
    fc.assert(
      fc.property(fc.array(atom, { minLength: 1, maxLength: 4 }), offset, (filters, days) => {
        const date = addDays(today, days);
        const any = filters.some((filter) => matchesDateFilter(date, filter, today, fixtureDates));
        expect(matchesDateFilter(date, filters.join(','), today, fixtureDates)).toBe(any);
      }),
    );
  });

  it('past, today and future split every date exactly once', () => {
    fc.assert(
      fc.property(offset, (days) => {
        const date = addDays(today, days);
        const hits = ['past', 'today', 'future'].filter((filter) => matchesDateFilter(date, filter, today));
        expect(hits).toHaveLength(1);
      }),
    );
  });
});
