import { addDays, type CalendarDate } from '../time/calendar-date.js';

type DatePredicate = (date: CalendarDate) => boolean;

/**
 * The fixtures filter bar's date filter, kept in the `date` query parameter:
 * - `past` before today; `future` after today; `today`, `yesterday`, `tomorrow`.
 * - `last-week` the 7 days before today (today-7 .. today-1); `next-week` the 7 days after it
 *   (today+1 .. today+7). The reference matched only the single day a week away; a range keeps
 *   that day (the same league night) and adds anything played in between.
 * - `last+next` today, the latest of `fixtureDates` before today and the earliest after it; also
 *   `last next`, which is what a hand-typed `?date=last+next` becomes once its `+` is decoded.
 * - `YYYY-MM` a month; `YYYY-MM-DD` a day.
 * - `not(x)` everything `x` does not match; `x` may itself be a list.
 * - `a,b` any of the terms (so `2026-09,2026-10` lists two months).
 * Terms that are not understood are left out; a filter with no understood term (or none at all)
 * matches every date. Dates may be `YYYY-MM-DD` or the wire's `YYYY-MM-DDT00:00:00`.
 */
export function dateFilter(
  filter: string | null | undefined,
  today: CalendarDate,
  fixtureDates: readonly string[] = [],
): (date: string) => boolean {
  const predicate = parseList((filter ?? '').trim(), today, fixtureDates.map(day));
  return predicate ? (date) => predicate(day(date)) : () => true;
}

/**
 * A date filter as the filter bar lists it: a hand-typed `?date=last+next` reaches the page as
 * `last next` (a `+` in a query is a space), which is written back as `last+next`, also inside
 * `not(...)` and lists, so the Date dropdown shows "Previous and next dates". Anything else is kept.
 */
export function canonicalDateFilter(filter: string): string {
  return filter.replace(/\blast\s+next\b/gi, 'last+next');
}

/** Whether `date` passes the date filter; see `dateFilter` for the terms. */
export function matchesDateFilter(
  date: string,
  filter: string | null | undefined,
  today: CalendarDate,
  fixtureDates: readonly string[] = [],
): boolean {
  return dateFilter(filter, today, fixtureDates)(date);
}

const day = (date: string): CalendarDate => date.slice(0, 10);

function parseList(text: string, today: CalendarDate, dates: readonly CalendarDate[]): DatePredicate | undefined {
  const terms = splitTopLevel(text)
    .map((term) => parseTerm(term.trim(), today, dates))
    .filter((term): term is DatePredicate => term !== undefined);
  if (terms.length === 0) return undefined;
  return (date) => terms.some((term) => term(date));
}

function parseTerm(term: string, today: CalendarDate, dates: readonly CalendarDate[]): DatePredicate | undefined {
  const negated = /^not\((.*)\)$/i.exec(term);
  if (negated) {
    const inner = parseList(negated[1] ?? '', today, dates);
    return inner && ((date) => !inner(date));
  }
  const between =
    (from: number, to: number): DatePredicate =>
    (date) =>
      addDays(today, from) <= date && date <= addDays(today, to);
  switch (term.toLowerCase()) {
    case 'past':
      return (date) => date < today;
    case 'future':
      return (date) => date > today;
    case 'today':
      return (date) => date === today;
    case 'yesterday':
      return between(-1, -1);
    case 'tomorrow':
      return between(1, 1);
    case 'last-week':
      return between(-7, -1);
    case 'next-week':
      return between(1, 7);
    case 'last+next':
    case 'last next':
      return lastAndNext(today, dates);
  }
  if (/^\d{4}-\d{2}(-\d{2})?$/.test(term)) return (date) => date.startsWith(term);
  return undefined;
}

function lastAndNext(today: CalendarDate, dates: readonly CalendarDate[]): DatePredicate {
  const last = dates
    .filter((date) => date < today)
    .sort()
    .at(-1);
  const next = dates.filter((date) => date > today).sort()[0];
  return (date) => date === today || date === last || date === next;
}

/** Splits on commas that are not inside brackets, so `not(a,b),c` is two terms. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '(') depth += 1;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (ch === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.filter((part) => part.trim() !== '');
}
