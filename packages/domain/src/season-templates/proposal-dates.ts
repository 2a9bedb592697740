import { addDays, type CalendarDate } from '../time/calendar-date.js';
import type { SeasonTemplate } from './types.js';

/** The days of the week by their .NET `DayOfWeek` names, Sunday first (as `Date.getUTCDay()` counts). */
export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type WeekdayName = (typeof weekdayNames)[number];

/** When the proposal's weeks may fall: one weekday, never on a skipped date (holidays). */
export interface ProposalSchedule {
  /** The league night; absent means the weekday of the season's start date. */
  weekday?: WeekdayName;
  /** Dates no fixture is proposed on. */
  skipDates?: readonly CalendarDate[];
}

/** The weekday name of a calendar date. */
export function weekdayOf(date: CalendarDate): WeekdayName {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return weekdayNames[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
}

const daysApart = (a: CalendarDate, b: CalendarDate) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** The league nights from the first `weekday` on or after `start`: every week up to `end`, skipped dates left out. */
export function leagueNights(start: CalendarDate, end: CalendarDate, schedule: ProposalSchedule = {}): CalendarDate[] {
  const skipped = new Set(schedule.skipDates ?? []);
  const offset =
    (weekdayNames.indexOf(schedule.weekday ?? weekdayOf(start)) - weekdayNames.indexOf(weekdayOf(start)) + 7) % 7;
  const nights: CalendarDate[] = [];
  for (let date = addDays(start, offset); date <= end; date = addDays(date, 7)) {
    if (!skipped.has(date)) nights.push(date);
  }
  return nights;
}

/**
 * The template weeks after which the next week must not be the very next league night: some pair of codes
 * meets at one's home in week `i` and at the other's in week `i + 1` (in any division). `true` at index `i + 1`.
 */
export function returnMeetingsBackToBack(template: SeasonTemplate, weeks: number): boolean[] {
  const apart = Array.from({ length: weeks }, () => false);
  for (const division of template.divisions) {
    division.dates.forEach((week, index) => {
      const next = division.dates[index + 1];
      if (!next) return;
      const meets = next.fixtures.some((later) =>
        week.fixtures.some((f) => f.away !== undefined && f.home === later.away && f.away === later.home),
      );
      if (meets) apart[index + 1] = true;
    });
  }
  return apart;
}

/**
 * The date of each template week: on the chosen weekday, never on a skipped date, spread evenly
 * over the season's league nights from its first to its last (as near as whole weeks allow), and — when
 * there are nights to spare — never putting a pair's home and away meetings on nights a week apart.
 * A template longer than the season's nights takes consecutive nights, running past the season's end
 * (the proposal then says so).
 */
export function proposalDates(
  template: SeasonTemplate,
  season: { startDate: CalendarDate; endDate: CalendarDate },
  schedule: ProposalSchedule = {},
): CalendarDate[] {
  const weeks = Math.max(0, ...template.divisions.map((d) => d.dates.length));
  const nights = leagueNights(season.startDate, season.endDate, schedule);
  if (weeks === 0) return [];
  if (weeks > nights.length) {
    const far = addDays(season.startDate, 7 * (weeks + (schedule.skipDates?.length ?? 0) + 1));
    return leagueNights(season.startDate, far, schedule).slice(0, weeks);
  }
  return spreadNights(nights, weeks, returnMeetingsBackToBack(template, weeks));
}

/**
 * Picks `weeks` of the `nights` in order by dynamic programming: each week as near as it can be to its evenly
 * spread place, a week marked `apart` never a week after the one before when any choice avoids it.
 */
function spreadNights(nights: readonly CalendarDate[], weeks: number, apart: readonly boolean[]): CalendarDate[] {
  const n = nights.length;
  const target = (week: number) => (weeks === 1 ? 0 : Math.round((week * (n - 1)) / (weeks - 1)));
  const clash = weeks * n + 1; // dearer than any spread, so clashes are avoided first
  const cost: number[][] = [];
  const from: number[][] = [];
  for (let week = 0; week < weeks; week++) {
    cost.push(Array.from({ length: n }, () => Infinity));
    from.push(Array.from({ length: n }, () => -1));
    // Week `week` can sit no earlier than night `week` and leave room for the weeks after it.
    for (let night = week; night <= n - weeks + week; night++) {
      const own = Math.abs(night - target(week));
      if (week === 0) {
        cost[0]![night] = own;
        continue;
      }
      for (let before = week - 1; before < night; before++) {
        const previous = cost[week - 1]![before]!;
        if (previous === Infinity) continue;
        const penalty = apart[week] && daysApart(nights[before]!, nights[night]!) <= 7 ? clash : 0;
        const total = previous + own + penalty;
        if (total < cost[week]![night]!) {
          cost[week]![night] = total;
          from[week]![night] = before;
        }
      }
    }
  }
  const last = cost[weeks - 1]!;
  let night = last.indexOf(Math.min(...last));
  const chosen: CalendarDate[] = [];
  for (let week = weeks - 1; week >= 0; week--) {
    chosen.unshift(nights[night]!);
    night = from[week]![night]!;
  }
  return chosen;
}
