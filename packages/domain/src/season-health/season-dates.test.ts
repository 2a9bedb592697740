import { describe, expect, it } from 'vitest';
import { checkOnOrAfterStart, checkOnOrBeforeEnd } from './season-dates.js';
import { division, season } from './testing.js';

describe('checkOnOrAfterStart', () => {
  it.each<[string, string[], string[]]>([
    ['on the start date', ['2026-01-01 A-B'], []],
    [
      'before the start',
      ['2025-12-29 A-B C-D', '2026-01-05 B-A'],
      ['Premier: 29 Dec 2025 is before the season starts on 1 Jan 2026 (Red Lion v Crown, Swan v George)'],
    ],
    ['a date with no fixtures is ignored', ['2025-12-29'], []],
  ])('%s', (_, lines, errors) => {
    expect(checkOnOrAfterStart(season(division('Premier', lines)))).toEqual({
      success: errors.length === 0,
      errors,
      warnings: [],
      messages: [],
    });
  });
});

describe('checkOnOrBeforeEnd', () => {
  it.each<[string, string[], string[]]>([
    ['on the end date', ['2026-06-30 A-B'], []],
    [
      'after the end',
      ['2026-06-29 A-B', '2026-07-06 B-A C'],
      ['Premier: 6 Jul 2026 is after the season ends on 30 Jun 2026 (Crown v Red Lion, Swan (bye))'],
    ],
  ])('%s', (_, lines, errors) => {
    expect(checkOnOrBeforeEnd(season(division('Premier', lines)))).toEqual({
      success: errors.length === 0,
      errors,
      warnings: [],
      messages: [],
    });
  });
});
