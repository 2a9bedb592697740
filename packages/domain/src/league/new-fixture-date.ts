import { toCalendarDate, type CalendarDate } from '../time/calendar-date.js';
import { dateIsWithinSeason, type SeasonDates } from './date-is-within-season.js';
import { isSameDate } from './fixture-date.js';

/** What the Add date dialog does with the picked date. */
export type NewFixtureDate =
  | { outcome: 'add'; date: CalendarDate }
  | { outcome: 'ignore'; date: CalendarDate }
  | { outcome: 'invalid'; message: string };

/** Shown when Add date is pressed with no date. */
export const selectADateFirst = 'Select a date first';

/**
 * Add date: a date is required ('Select a date first'; text that is not a date
 * counts as none) and must lie within the season; a date already listed is ignored, not an error.
 */
export function newFixtureDate(picked: string, season: SeasonDates, existingDates: readonly string[]): NewFixtureDate {
  const date = toCalendarDate(picked);
  if (!date) return { outcome: 'invalid', message: selectADateFirst };
  const outside = dateIsWithinSeason(date, season);
  if (outside) return { outcome: 'invalid', message: outside };
  if (existingDates.some((existing) => isSameDate(existing, date))) return { outcome: 'ignore', date };
  return { outcome: 'add', date };
}
