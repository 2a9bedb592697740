import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatTimeSpan, parseTimeSpan } from './time-span.js';

describe('parseTimeSpan', () => {
  it.each([
    ['00:00:00', 0],
    ['20:00:00', 20 * 3_600_000],
    ['1.00:00:00', 86_400_000],
    ['2.03:04:05', ((2 * 24 + 3) * 60 + 4) * 60_000 + 5000],
    ['00:00:01.5', 1500],
    ['00:00:01.1234567', 1123],
    [' 01:02:03 ', 3_723_000],
    ['24:00:00', undefined],
    ['00:60:00', undefined],
    ['00:00:60', undefined],
    ['1:2:3', undefined],
    ['abc', undefined],
    ['', undefined],
    ['-01:00:00', undefined],
  ])('%j → %s', (text, expected) => {
    expect(parseTimeSpan(text)).toBe(expected);
  });
});

describe('formatTimeSpan', () => {
  it.each([
    [0, '00:00:00'],
    [3_723_000, '01:02:03'],
    [86_400_000 + 1000, '1.00:00:01'],
  ])('%d → %s', (ms, expected) => {
    expect(formatTimeSpan(ms)).toBe(expected);
  });

  it('round-trips any whole number of seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * 86_400 }), (seconds) => {
        expect(parseTimeSpan(formatTimeSpan(seconds * 1000))).toBe(seconds * 1000);
      }),
    );
  });
});
