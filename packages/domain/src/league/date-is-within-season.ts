import { formatCalendarDate, toCalendarDate } from '../time/calendar-date.js';

export type SeasonDates = { startDate: string; endDate: string };

/** Whether `date` lies within the season, start and end inclusive. */
export function isWithinSeason(date: string, season: SeasonDates): boolean {
  const day = date.slice(0, 10);
  return season.startDate.slice(0, 10) <= day && day <= season.endDate.slice(0, 10);
}

/**
 * A date picked for the season must lie within its start and end (add date, notes). The
 * spec gives no text; this one names the range as the app writes dates, with the year.
 */
export function dateIsWithinSeason(date: string, season: SeasonDates): string | undefined {
  const day = toCalendarDate(date);
  if (day && isWithinSeason(day, season)) return undefined;
  const [start, end] = [season.startDate, season.endDate].map((d) => formatCalendarDate(d, { year: true }));
  return `The date must be between ${start} and ${end}`;
}
