import { describe, expect, it } from 'vitest';
import { checkVenueOncePerDate } from './venue-once-per-date.js';
import { dateMentions, datesInText } from './dates-in-text.js';
import { showDate } from './timeline.js';
import { division, season } from './testing.js';

describe('datesInText', () => {
  it.each<[string, string, string[]]>([
    ['no date', 'Premier: Red Lion and Swan never play each other', []],
    ['one date', 'Premier: Swan is drawn against itself on 12 Jan 2026', ['2026-01-12']],
    ['a range', 'Premier: Swan has 2 byes in a row (5 Jan 2026 to 12 Jan 2026)', ['2026-01-05', '2026-01-12']],
    [
      'a list, with a repeat kept once',
      'Premier: Red Lion and Crown have uneven legs (Red Lion v Crown on each of 5 Jan 2026, 19 Jan 2026; Crown v Red Lion on 5 Jan 2026)',
      ['2026-01-05', '2026-01-19'],
    ],
    [
      'the season dates',
      'Premier: 29 Dec 2025 is before the season starts on 1 Jan 2026 (Red Lion v Crown)',
      ['2025-12-29', '2026-01-01'],
    ],
    ['two-digit days at the end of the text', 'Premier: Swan is drawn against itself on 31 Dec 2025', ['2025-12-31']],
    ['not a real day', 'Premier: Swan is drawn against itself on 31 Feb 2026', []],
    ['part of a longer number or word', 'Unit 15 Jan 20261 and 5 Janet 2026 and 105 Jan 2026', []],
    ['a month in full is not the showDate form', 'On 5 January 2026', []],
    ['case matters as showDate writes it', 'On 5 JAN 2026', []],
  ])('%s', (_, text, dates) => {
    expect(datesInText(text)).toEqual(dates);
  });

  it('says where each date is, repeats included', () => {
    const text = 'A on 5 Jan 2026, B on 5 Jan 2026';
    expect(dateMentions(text)).toEqual([
      { date: '2026-01-05', shown: '5 Jan 2026', index: 5 },
      { date: '2026-01-05', shown: '5 Jan 2026', index: 22 },
    ]);
  });

  it('reads back every date showDate writes', () => {
    for (let day = 0; day < 400; day += 7) {
      const date = new Date(Date.UTC(2025, 11, 29 + day)).toISOString().slice(0, 10);
      expect(datesInText(`on ${showDate(date)}.`)).toEqual([date]);
    }
  });

  it('finds the date of a venue clash as the check writes it', () => {
    const shared = { A: 'The Crown, High Street', B: 'The Crown, High Street' };
    const premier = division('Premier', ['A-C B-D'], shared);
    const [error] = checkVenueOncePerDate(season(premier)).errors;
    expect(error).toContain('The Crown, High Street');
    expect(datesInText(error!)).toEqual(['2026-01-05']);
  });
});
