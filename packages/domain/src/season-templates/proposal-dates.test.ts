import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '../time/calendar-date.js';
import { doubleRoundRobinTemplate } from './double-round-robin.js';
import {
  leagueNights,
  proposalDates,
  returnMeetingsBackToBack,
  weekdayNames,
  weekdayOf,
  type ProposalSchedule,
} from './proposal-dates.js';
import { template } from './testing.js';

const daysApart = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);
const season = (startDate: string, endDate: string) => ({ startDate, endDate });
/** A template of `n` weeks in which no pair meets twice. */
const plainWeeks = (n: number) => template([{ weeks: Array.from({ length: n }, (_, i) => `A${i}-B${i}`) }]);

describe('weekdayOf', () => {
  it.each([
    ['2026-12-24', 'Thursday'],
    ['2026-09-07', 'Monday'],
    ['2027-01-03', 'Sunday'],
  ])('%s is a %s', (date, weekday) => expect(weekdayOf(date)).toBe(weekday));
});

describe('leagueNights', () => {
  it.each<[string, string, ProposalSchedule, string[]]>([
    ['2026-09-03', '2026-09-24', {}, ['2026-09-03', '2026-09-10', '2026-09-17', '2026-09-24']],
    ['2026-09-03', '2026-09-24', { weekday: 'Monday' }, ['2026-09-07', '2026-09-14', '2026-09-21']],
    [
      '2026-09-03',
      '2026-09-24',
      { weekday: 'Thursday', skipDates: ['2026-09-10'] },
      ['2026-09-03', '2026-09-17', '2026-09-24'],
    ],
    ['2026-09-03', '2026-09-06', { weekday: 'Monday' }, []],
  ])('from %s to %s with %j: %j', (start, end, schedule, nights) =>
    expect(leagueNights(start, end, schedule)).toEqual(nights),
  );
});

describe('returnMeetingsBackToBack', () => {
  it.each<[string[], boolean[]]>([
    [
      ['A-B C-D', 'B-A D-C'],
      [false, true],
    ],
    [
      ['A-B C-D', 'C-A B-D', 'B-A D-C'],
      [false, false, false],
    ],
    [
      ['A-B', 'A-B'],
      [false, false],
    ],
    [
      ['A-B C', 'A-C B', 'C-A B'],
      [false, false, true],
    ],
  ])('%j marks %j', (weeks, apart) =>
    expect(returnMeetingsBackToBack(template([{ weeks }]), weeks.length)).toEqual(apart),
  );
});

describe('proposalDates', () => {
  it.each<[string, ReturnType<typeof template>, ReturnType<typeof season>, ProposalSchedule, string[]]>([
    [
      'fills a season exactly as long as the template week by week',
      plainWeeks(3),
      season('2026-09-03', '2026-09-17'),
      {},
      ['2026-09-03', '2026-09-10', '2026-09-17'],
    ],
    [
      'spreads a short template from the first league night to the last',
      plainWeeks(3),
      season('2026-09-03', '2026-10-01'),
      {},
      ['2026-09-03', '2026-09-17', '2026-10-01'],
    ],
    [
      'skips Christmas Eve and New Year’s Eve and keeps to Thursdays',
      plainWeeks(4),
      season('2026-12-17', '2027-01-14'),
      { weekday: 'Thursday', skipDates: ['2026-12-24', '2026-12-31'] },
      ['2026-12-17', '2027-01-07', '2027-01-14', '2027-01-21'],
    ],
    [
      'moves to the chosen weekday',
      plainWeeks(2),
      season('2026-09-03', '2026-09-14'),
      { weekday: 'Monday' },
      ['2026-09-07', '2026-09-14'],
    ],
    [
      'keeps a pair’s return meeting off the very next night when a night is spare',
      template([{ weeks: ['A-B', 'C-D', 'D-C'] }]),
      season('2026-09-03', '2026-09-24'),
      {},
      ['2026-09-03', '2026-09-10', '2026-09-24'],
    ],
    [
      'runs past the season’s end when the template is longer than its nights',
      plainWeeks(3),
      season('2026-09-03', '2026-09-10'),
      { skipDates: ['2026-09-17'] },
      ['2026-09-03', '2026-09-10', '2026-09-24'],
    ],
  ])('%s', (_, t, s, schedule, dates) => expect(proposalDates(t, s, schedule)).toEqual(dates));

  it('answers no dates for a template without weeks', () => {
    expect(proposalDates(template([]), season('2026-09-03', '2027-05-01'))).toEqual([]);
  });
});

const arbitraryCase = fc
  .record({
    teams: fc.integer({ min: 2, max: 10 }),
    start: fc.integer({ min: 0, max: 365 }).map((days) => addDays('2026-01-01', days)),
    extraWeeks: fc.integer({ min: 0, max: 30 }),
    weekday: fc.option(fc.constantFrom(...weekdayNames), { nil: undefined }),
    skips: fc.array(fc.integer({ min: 0, max: 60 * 7 }), { maxLength: 8 }),
  })
  .map(({ teams, start, extraWeeks, weekday, skips }) => {
    const t = doubleRoundRobinTemplate({ teams });
    const weeks = t.divisions[0]!.dates.length;
    const end = addDays(start, 7 * (weeks + skips.length + extraWeeks));
    const schedule: ProposalSchedule = {
      ...(weekday ? { weekday } : {}),
      skipDates: skips.map((days) => addDays(start, days)),
    };
    return { t, weeks, s: season(start, end), schedule };
  });

describe('proposalDates properties (double round-robin templates, seasons long enough)', () => {
  it('gives every week a date: in order, on the weekday, never skipped, within the season', () => {
    fc.assert(
      fc.property(arbitraryCase, ({ t, weeks, s, schedule }) => {
        const dates = proposalDates(t, s, schedule);
        expect(dates).toHaveLength(weeks);
        for (const [index, date] of dates.entries()) {
          expect(weekdayOf(date)).toBe(schedule.weekday ?? weekdayOf(s.startDate));
          expect(schedule.skipDates).not.toContain(date);
          expect(date >= s.startDate && date <= s.endDate).toBe(true);
          if (index > 0) expect(date > dates[index - 1]!).toBe(true);
        }
      }),
    );
  });

  it('never puts a pair’s home and away meetings on consecutive weeks when the season has a spare night for each', () => {
    fc.assert(
      fc.property(arbitraryCase, ({ t, weeks, s, schedule }) => {
        const apart = returnMeetingsBackToBack(t, weeks);
        const spare = leagueNights(s.startDate, s.endDate, schedule).length - weeks;
        fc.pre(spare >= apart.filter(Boolean).length);
        const dates = proposalDates(t, s, schedule);
        apart.forEach((marked, week) => {
          if (marked) expect(daysApart(dates[week - 1]!, dates[week]!)).toBeGreaterThan(7);
        });
      }),
    );
  });

  it('spreads the weeks evenly over the league nights, first night to last', () => {
    fc.assert(
      fc.property(arbitraryCase, ({ t, weeks, s, schedule }) => {
        const apart = returnMeetingsBackToBack(t, weeks);
        fc.pre(!apart.some(Boolean) && weeks > 1);
        const nights = leagueNights(s.startDate, s.endDate, schedule);
        const dates = proposalDates(t, s, schedule);
        expect(dates[0]).toBe(nights[0]);
        expect(dates.at(-1)).toBe(nights.at(-1));
        const gaps = dates.slice(1).map((date, i) => nights.indexOf(date) - nights.indexOf(dates[i]!));
        expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
