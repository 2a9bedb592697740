import type { ErrorDetailDto } from '@darts/contract';
import type { Db } from '../../db/database.js';
import type { ErrorDetailTable } from '../../db/schema.js';
import { auditTimestamp, type Clock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';

export type NewErrorDetail = {
  source: 'Api' | 'UI';
  time: string;
  message: string;
  stack: string[] | null;
  type: string | null;
  userName: string | null;
  userAgent: string | null;
  url: string | null;
};

function toDto(row: ErrorDetailTable): ErrorDetailDto {
  return {
    id: row.id,
    created: row.created,
    author: row.author,
    updated: row.updated,
    editor: row.editor,
    source: row.source === 'Api' ? 'Api' : 'UI',
    time: row.time,
    message: row.message,
    ...(row.stack ? { stack: JSON.parse(row.stack) as string[] } : {}),
    ...(row.type ? { type: row.type } : {}),
    ...(row.userName ? { userName: row.userName } : {}),
    ...(row.userAgent ? { userAgent: row.userAgent } : {}),
    ...(row.url ? { url: row.url } : {}),
  };
}

/** Stores an error entry with a fresh id (the server assigns its own). */
export async function addError(db: Db, clock: Clock, entry: NewErrorDetail, id = newId()): Promise<ErrorDetailDto> {
  const now = auditTimestamp(clock);
  const author = entry.userName ?? 'anonymous';
  const row: ErrorDetailTable = {
    id,
    created: now,
    author,
    updated: now,
    editor: author,
    deleted: null,
    remover: null,
    source: entry.source,
    time: entry.time,
    message: entry.message,
    stack: entry.stack ? JSON.stringify(entry.stack) : null,
    type: entry.type,
    userName: entry.userName,
    userAgent: entry.userAgent,
    url: entry.url,
  };
  await db.insertInto('errorDetail').values(row).execute();
  return toDto(row);
}

export async function findError(db: Db, id: string): Promise<ErrorDetailDto | undefined> {
  const row = await db.selectFrom('errorDetail').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toDto(row);
}

/** Errors with `time >= since`, newest first. */
export async function errorsSince(db: Db, since: string, limit = 500): Promise<ErrorDetailDto[]> {
  const rows = await db
    .selectFrom('errorDetail')
    .selectAll()
    .where('time', '>=', since)
    .where('deleted', 'is', null)
    .orderBy('time', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toDto);
}
