import type { ActionResult, EditFixtureDateNote } from '@darts/contract';
import { noteHasADate, noteHasText, noteProblem, toCalendarDate, utcDateOf } from '@darts/domain';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/database.js';
import { failed, refused, succeeded } from '../../http/envelope.js';
import { assertCanUpdate, createdBy, deletedBy, updatedBy } from '../../shared/audit.js';
import { divisionsBySeason, findDivision } from '../divisions/divisions.service.js';
import { findSeason } from '../seasons/seasons.service.js';
import { findNote, insertNote, replaceNote, type StoredNote } from './notes.repository.js';

export type NotesDeps = Pick<AppDeps, 'db' | 'clock' | 'cache'>;

/** The record name the contract uses in note outcomes. */
const type = 'FixtureDateNote';

/** The texts a note write answers with (the rest where they are silent). */
export const noteMessages = {
  updated: 'Note updated',
  deleted: `${type} deleted`,
  notFound: `${type} not found`,
  alreadyDeleted: `${type} has already been deleted`,
  seasonRequired: 'SeasonId must be provided',
  seasonNotFound: 'Unable to add or update note, season not found',
  divisionNotFound: 'Unable to add or update note, division not found',
  divisionNotInSeason: (division: string, season: string) => `Division ${division} is not part of season ${season}`,
} as const;

/**
 * Evicts cached reads the note shows in: its season, and its division or, for a
 * note on every division, all the season's divisions.
 */
async function evictFor(deps: NotesDeps, notes: readonly StoredNote[]) {
  const seasonIds = [...new Set(notes.map((note) => note.seasonId))];
  const everyDivision = notes.some((note) => !note.divisionId);
  const seasonDivisions = everyDivision ? [...(await divisionsBySeason(deps.db, seasonIds)).values()].flat() : [];
  deps.cache.evict({
    seasonIds,
    divisionIds: [...new Set([...notes.flatMap((note) => note.divisionId ?? []), ...seasonDivisions.map((d) => d.id)])],
  });
}

/**
 * Creates (`id` null or unknown) or edits a note in one
 * transaction. The markdown is stored as given: link protocols are the web's concern when it
 * renders, so no text is refused for its links.
 */
export async function saveNote(
  deps: NotesDeps,
  id: string | null,
  edit: EditFixtureDateNote,
  user: string,
): Promise<ActionResult<StoredNote>> {
  let before: StoredNote | undefined;
  const outcome = await deps.db.transaction().execute(async (trx): Promise<ActionResult<StoredNote>> => {
    const existing = id ? await findNote(trx, id) : undefined;
    if (existing) assertCanUpdate(existing, edit.lastUpdated, type);
    before = existing;
    return checkAndWrite(deps, trx, edit, existing, user);
  });
  if (outcome.success && outcome.result) await evictFor(deps, before ? [before, outcome.result] : [outcome.result]);
  return outcome;
}

async function checkAndWrite(
  { clock }: NotesDeps,
  trx: Db,
  edit: EditFixtureDateNote,
  existing: StoredNote | undefined,
  user: string,
): Promise<ActionResult<StoredNote>> {
  const missing = noteHasText(edit.note) ?? noteHasADate(edit.date);
  if (missing) return failed(missing);
  if (!edit.seasonId) return failed(noteMessages.seasonRequired);
  const season = await findSeason(trx, edit.seasonId, utcDateOf(clock.now()));
  if (!season || season.deleted) return failed(noteMessages.seasonNotFound);
  if (edit.divisionId) {
    const division = await findDivision(trx, edit.divisionId);
    if (!division || division.deleted) return failed(noteMessages.divisionNotFound);
    const seasonDivisions = (await divisionsBySeason(trx, [season.id])).get(season.id) ?? [];
    if (!seasonDivisions.some((d) => d.id === division.id)) {
      return failed(noteMessages.divisionNotInSeason(division.name, season.name));
    }
  }
  const problem = noteProblem({ note: edit.note, date: edit.date }, season);
  if (problem) return failed(problem);

  const note: StoredNote = {
    ...(existing ? { ...existing, ...updatedBy(clock, user) } : createdBy(clock, user)),
    seasonId: season.id,
    divisionId: edit.divisionId,
    date: toCalendarDate(edit.date!)!,
    note: edit.note,
  };
  if (!existing) {
    await insertNote(trx, note);
  } else if (!(await replaceNote(trx, note, existing.updated))) {
    // Somebody saved it between our read and write: answer as if we had read their version.
    assertCanUpdate((await findNote(trx, existing.id))!, existing.updated, type);
  }
  return succeeded(note, noteMessages.updated);
}

/** Soft-deletes a note. */
export async function deleteNote(deps: NotesDeps, id: string, user: string): Promise<ActionResult<StoredNote>> {
  const outcome = await deps.db.transaction().execute(async (trx): Promise<ActionResult<StoredNote>> => {
    const existing = await findNote(trx, id);
    if (!existing) return refused(noteMessages.notFound);
    if (existing.deleted) return refused(noteMessages.alreadyDeleted);
    const deleted: StoredNote = { ...existing, ...deletedBy(deps.clock, user) };
    if (!(await replaceNote(trx, deleted, existing.updated))) return refused(noteMessages.alreadyDeleted);
    return succeeded(deleted, noteMessages.deleted);
  });
  if (outcome.success && outcome.result) await evictFor(deps, [outcome.result]);
  return outcome;
}
