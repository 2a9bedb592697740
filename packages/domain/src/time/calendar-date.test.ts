import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  formatAuditTime,
  formatCalendarDate,
  toCalendarDate,
  toWireDate,
  utcDateOf,
} from './calendar-date.js';

describe('toCalendarDate', () => {
  it.each([
    ['2026-11-21', '2026-11-21'],
    ['2026-11-21T00:00:00', '2026-11-21'],
    ['2026-11-21T19:30:12.1234567Z', '2026-11-21'],
    ['2026-02-29', undefined],
    ['2024-02-29', '2024-02-29'],
    ['2026-13-01', undefined],
    ['21/11/2026', undefined],
    ['', undefined],
  ])('%j → %s', (text, expected) => {
    expect(toCalendarDate(text)).toBe(expected);
  });
});

describe('wire and formatting', () => {
  it('writes date-only values without a zone', () => {
    expect(toWireDate('2026-11-21')).toBe('2026-11-21T00:00:00');
    expect(toWireDate('2026-11-21T00:00:00')).toBe('2026-11-21T00:00:00');
  });

  it.each([
    ['2026-11-21', {}, '21 Nov'],
    ['2026-11-21', { weekday: true }, 'Sat 21 Nov'],
    ['2026-01-05', { year: true }, '5 Jan 2026'],
  ])('formats %s %j as %s', (date, options, expected) => {
    expect(formatCalendarDate(date, options)).toBe(expected);
  });

  it('formats audit times as d MMM yyyy HH:mm:ss in UTC', () => {
    expect(formatAuditTime(new Date('2026-03-04T05:06:07.890Z'))).toBe('4 Mar 2026 05:06:07');
  });

  it('takes today as the UTC date', () => {
    expect(utcDateOf(new Date('2026-11-21T23:59:59Z'))).toBe('2026-11-21');
  });

  it('adding and then subtracting days returns the same date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        fc.integer({ min: -2000, max: 2000 }),
        (instant, days) => {
          const date = utcDateOf(instant);
          expect(addDays(addDays(date, days), -days)).toBe(date);
        },
      ),
    );
  });
});
