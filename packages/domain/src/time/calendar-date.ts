/**
 * Calendar dates travel as `YYYY-MM-DDT00:00:00` with no zone; internally we keep
 * the `YYYY-MM-DD` part. "Today" is the UTC date.
 */
export type CalendarDate = string;

const datePattern = /^(\d{4})-(\d{2})-(\d{2})/;

/** The `YYYY-MM-DD` part of a date or timestamp, or undefined when it is not a real date. */
export function toCalendarDate(text: string): CalendarDate | undefined {
  const match = datePattern.exec(text.trim());
  if (!match) return undefined;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) {
    return undefined;
  }
  return `${y}-${m}-${d}`;
}

/** The wire form of a calendar date: `YYYY-MM-DDT00:00:00`. */
export function toWireDate(date: CalendarDate): string {
  return `${date.slice(0, 10)}T00:00:00`;
}

/** The UTC calendar date of an instant. */
export function utcDateOf(instant: Date): CalendarDate {
  return instant.toISOString().slice(0, 10);
}

/** Adds whole days to a calendar date. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const shortMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * en-GB short month and day, e.g. `Sat 21 Nov`; with the year when asked, e.g. `21 Nov 2026`.
 * Written out rather than via Intl so server, browser and tests agree whatever the locale data.
 */
export function formatCalendarDate(date: CalendarDate, options: { weekday?: boolean; year?: boolean } = {}) {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  const weekday = weekdays[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  const text = `${d} ${shortMonths[m - 1]}${options.year ? ` ${y}` : ''}`;
  return options.weekday ? `${weekday} ${text}` : text;
}

/** `d MMM yyyy HH:mm:ss` in UTC, as the concurrency warning prints it. */
export function formatAuditTime(instant: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${instant.getUTCDate()} ${shortMonths[instant.getUTCMonth()]} ${instant.getUTCFullYear()} ${pad(
    instant.getUTCHours(),
  )}:${pad(instant.getUTCMinutes())}:${pad(instant.getUTCSeconds())}`;
}
