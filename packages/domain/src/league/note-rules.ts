import { dateIsWithinSeason, isWithinSeason, type SeasonDates } from './date-is-within-season.js';

/** The date a note is saved under: its first 10 characters, `YYYY-MM-DD`. */
export function noteDate(date: string): string {
  return date.slice(0, 10);
}

/** A note needs some text. */
export function noteHasText(note: string): string | undefined {
  return note.trim() ? undefined : 'You must enter a note';
}

/** A note needs a date. */
export function noteHasADate(date: string | null | undefined): string | undefined {
  return date?.trim() ? undefined : 'You must enter a date';
}

/** The first problem with a note before it is saved, or undefined: text, date, within the season. */
export function noteProblem(note: { note: string; date?: string | null }, season: SeasonDates): string | undefined {
  return noteHasText(note.note) ?? noteHasADate(note.date) ?? dateIsWithinSeason(noteDate(note.date ?? ''), season);
}

/**
 * Each field's problem with a note before it is saved, for a form that shows them
 * beside their fields: the text, and the date (given, and within the season when it is known).
 */
export function noteProblems(
  note: { note: string; date?: string | null },
  season: SeasonDates | undefined,
): { note?: string; date?: string } {
  const text = noteHasText(note.note);
  const date = noteHasADate(note.date) ?? (season ? dateIsWithinSeason(noteDate(note.date ?? ''), season) : undefined);
  return { ...(text ? { note: text } : {}), ...(date ? { date } : {}) };
}

/** Notes outside the season dates are flagged to note managers. */
export function isNoteOutsideSeason(note: { date: string }, season: SeasonDates): boolean {
  return !isWithinSeason(noteDate(note.date), season);
}

/**
 * Whether a viewer sees a note: one outside the season dates (the season was
 * shortened after it was written) only those who may edit notes, so they can move or delete it.
 */
export function isNoteShown(note: { date: string }, season: SeasonDates, canManageNotes: boolean): boolean {
  return canManageNotes || !isNoteOutsideSeason(note, season);
}

/**
 * The warning note managers see on a note outside the season dates, or undefined:
 * the dates it must lie between, and that no fixtures show for it until the season's dates change.
 */
export function noteSeasonWarning(note: { date: string }, season: SeasonDates): string | undefined {
  if (!isNoteOutsideSeason(note, season)) return undefined;
  const range = dateIsWithinSeason(noteDate(note.date), season);
  return `This note is outside the season dates. ${range}; no fixtures will show for this date until the season dates are updated.`;
}
