// The dates a season health text names (texts write dates as `showDate` does: `5 Jan 2026`), so a screen can link each to its fixtures.
import { toCalendarDate, type CalendarDate } from '../time/calendar-date.js';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pattern = new RegExp(String.raw`(?<![\p{L}\p{N}])(\d{1,2}) (${months.join('|')}) (\d{4})(?![\p{L}\p{N}])`, 'gu');

/** One date in a text: where it is (`text.slice(index, index + shown.length)` is `shown`) and which day it is. */
export interface DateInText {
  date: CalendarDate;
  shown: string;
  index: number;
}

/** Every real date written as `d MMM yyyy` in the text, in order, repeats included; `31 Feb 2026` is not a date. */
export function dateMentions(text: string): DateInText[] {
  return [...text.matchAll(pattern)].flatMap((match) => {
    const [shown, day, month, year] = match as unknown as [string, string, string, string];
    const date = toCalendarDate(
      `${year}-${String(months.indexOf(month) + 1).padStart(2, '0')}-${day.padStart(2, '0')}`,
    );
    return date ? [{ date, shown, index: match.index }] : [];
  });
}

/** The days a health text names, as YYYY-MM-DD, each once, in the order they first appear. */
export function datesInText(text: string): CalendarDate[] {
  return [...new Set(dateMentions(text).map((m) => m.date))];
}
