import type { FixtureDateNoteDto } from '@darts/contract';
import { toWireDate } from '@darts/domain';
import type { Db } from '../../db/database.js';
import type { NoteTable } from '../../db/schema.js';
import { auditFieldsOf } from '../../shared/audit.js';

/** A stored note; `date` is `YYYY-MM-DD`, `divisionId` null for every division. */
export type StoredNote = NoteTable;

/** FixtureDateNoteDto: the note text exactly as stored. */
export function toNoteDto(note: StoredNote): FixtureDateNoteDto {
  return {
    ...auditFieldsOf(note),
    date: toWireDate(note.date),
    note: note.note,
    seasonId: note.seasonId,
    ...(note.divisionId ? { divisionId: note.divisionId } : {}),
  };
}

/** One note, deleted or not. */
export async function findNote(db: Db, id: string): Promise<StoredNote | undefined> {
  return db.selectFrom('note').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A season's non-deleted notes by date, then as written (`GET /api/Note/{seasonId}`). */
export async function seasonNotes(db: Db, seasonId: string): Promise<StoredNote[]> {
  return db
    .selectFrom('note')
    .selectAll()
    .where('seasonId', '=', seasonId)
    .where('deleted', 'is', null)
    .orderBy('date')
    .orderBy('created')
    .execute();
}

export async function insertNote(db: Db, note: StoredNote): Promise<void> {
  await db.insertInto('note').values(note).execute();
}

/** Replaces a note while it is still at `expectedUpdated`; false when it was not. */
export async function replaceNote(db: Db, note: StoredNote, expectedUpdated: string): Promise<boolean> {
  const { id, ...values } = note;
  const result = await db
    .updateTable('note')
    .set(values)
    .where('id', '=', id)
    .where('updated', '=', expectedUpdated)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
