import type { LegResponseDto, RecordedScoreAsYouGoDto, StoredLeg } from '@darts/contract';
import type { Db } from '../../db/database.js';
import type { Audit, RecordedScoreAsYouGoTable } from '../../db/schema.js';
import { auditFieldsOf } from '../../shared/audit.js';

/** The parts of a sayg record a caller writes; audit columns are stamped separately. */
export type SaygContent = {
  yourName: string;
  opponentName: string | null;
  numberOfLegs: number;
  startingScore: number;
  homeScore: number;
  awayScore: number | null;
  tournamentMatchId: string | null;
  legs: Record<string, StoredLeg>;
};

/** Who may write a record besides the usual rules, as stored: digests and an account id. */
export type SaygWriters = { idempotencyKey: string | null; writeTokenHash: string | null; ownerId: string | null };

/** A stored record: its audit columns, who may write it, its content as stored, and the DTO the routes present. */
export type StoredSayg = Audit &
  Pick<SaygWriters, 'writeTokenHash' | 'ownerId'> & {
    tournamentMatchId: string | null;
    /** The content columns as written (`sameContent` compares a save with them). */
    contentText: string;
    dto: RecordedScoreAsYouGoDto;
  };

function presentLeg(leg: StoredLeg): LegResponseDto {
  return {
    startingScore: leg.startingScore,
    home: leg.home,
    away: leg.away,
    playerSequence: leg.playerSequence.map((entry) => ({
      value: entry.value,
      ...(entry.text != null ? { text: entry.text } : {}),
    })),
    ...(leg.currentThrow ? { currentThrow: leg.currentThrow } : {}),
  };
}

function toStored(row: RecordedScoreAsYouGoTable): StoredSayg {
  const legs = JSON.parse(row.legs) as Record<string, StoredLeg>;
  const { id, created, author, updated, editor, deleted, remover, tournamentMatchId } = row;
  return {
    id,
    created,
    author,
    updated,
    editor,
    deleted,
    remover,
    tournamentMatchId,
    writeTokenHash: row.writeTokenHash ?? null,
    ownerId: row.ownerId ?? null,
    contentText: contentTextOf(row),
    dto: {
      ...auditFieldsOf(row),
      yourName: row.yourName,
      ...(row.opponentName != null ? { opponentName: row.opponentName } : {}),
      numberOfLegs: row.numberOfLegs,
      startingScore: row.startingScore,
      homeScore: row.homeScore,
      ...(row.awayScore != null ? { awayScore: row.awayScore } : {}),
      ...(row.tournamentMatchId != null ? { tournamentMatchId: row.tournamentMatchId } : {}),
      legs: Object.fromEntries(Object.entries(legs).map(([key, leg]) => [key, presentLeg(leg)])),
    },
  };
}

function toColumns(content: SaygContent) {
  return { ...content, legs: JSON.stringify(content.legs) };
}

/** The content columns of a row (or of content about to be written) as one text, in a fixed order. */
function contentTextOf(columns: ReturnType<typeof toColumns>): string {
  const { yourName, opponentName, numberOfLegs, startingScore, homeScore, awayScore, tournamentMatchId, legs } =
    columns;
  return JSON.stringify([
    yourName,
    opponentName,
    numberOfLegs,
    startingScore,
    homeScore,
    awayScore,
    tournamentMatchId,
    legs,
  ]);
}

/** Whether writing `content` would leave the stored record as it is. */
export const sameContent = (stored: StoredSayg, content: SaygContent) =>
  stored.contentText === contentTextOf(toColumns(content));

/** The record with this id, deleted or not (single reads show deleted records). */
export async function findSayg(db: Db, id: string): Promise<StoredSayg | undefined> {
  const row = await db.selectFrom('recordedScoreAsYouGo').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toStored(row);
}

/** The undeleted records among `ids`, by id, in one query. */
export async function findLiveSaygs(db: Db, ids: readonly string[]): Promise<Map<string, StoredSayg>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('recordedScoreAsYouGo')
    .selectAll()
    .where('id', 'in', ids)
    .where('deleted', 'is', null)
    .execute();
  return new Map(rows.map((row) => [row.id, toStored(row)]));
}

/** The record created with this idempotency key digest, deleted or not. */
export async function findSaygByKey(db: Db, idempotencyKey: string): Promise<StoredSayg | undefined> {
  const row = await db
    .selectFrom('recordedScoreAsYouGo')
    .selectAll()
    .where('idempotencyKey', '=', idempotencyKey)
    .executeTakeFirst();
  return row && toStored(row);
}

const noWriters: SaygWriters = { idempotencyKey: null, writeTokenHash: null, ownerId: null };

/** Stores a new record; a second record with the same idempotency key is refused by the database. */
export async function insertSayg(
  db: Db,
  audit: Audit,
  content: SaygContent,
  writers: SaygWriters = noWriters,
): Promise<StoredSayg> {
  const row: RecordedScoreAsYouGoTable = { ...audit, ...toColumns(content), ...writers };
  await db.insertInto('recordedScoreAsYouGo').values(row).execute();
  return toStored(row);
}

/**
 * Writes `content` only while the record is undeleted and still carries the `expectedUpdated`
 * token, so a change that lands between the caller's check and this write is never overwritten
 *. Returns the record written, or undefined when nothing was.
 */
export async function updateSayg(
  db: Db,
  id: string,
  expectedUpdated: string,
  audit: Pick<Audit, 'updated' | 'editor'>,
  content: SaygContent,
  writers: Pick<SaygWriters, 'writeTokenHash'> | Record<string, never> = {},
): Promise<StoredSayg | undefined> {
  const result = await db
    .updateTable('recordedScoreAsYouGo')
    .set({ ...audit, ...toColumns(content), ...writers })
    .where('id', '=', id)
    .where('updated', '=', expectedUpdated)
    .where('deleted', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n ? findSayg(db, id) : undefined;
}

/** Replaces a record's write token digest (a resent create re-issuing it), leaving everything else. */
export async function setWriteTokenHash(db: Db, id: string, writeTokenHash: string): Promise<void> {
  await db.updateTable('recordedScoreAsYouGo').set({ writeTokenHash }).where('id', '=', id).execute();
}

/** Soft-deletes an undeleted record; returns it as deleted, or undefined. */
export async function softDeleteSayg(
  db: Db,
  id: string,
  audit: Pick<Audit, 'deleted' | 'remover' | 'updated' | 'editor'>,
): Promise<StoredSayg | undefined> {
  const result = await db
    .updateTable('recordedScoreAsYouGo')
    .set(audit)
    .where('id', '=', id)
    .where('deleted', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n ? findSayg(db, id) : undefined;
}

/** What a tournament match's record takes from the match: names, legs and starting score. */
export type SaygMatchDetails = Pick<SaygContent, 'yourName' | 'opponentName' | 'numberOfLegs' | 'startingScore'>;

/**
 * Writes a tournament match's names and match options onto its record, leaving the legs alone,
 * only while the record is undeleted and still at `expectedUpdated`. True when it was written.
 */
export async function updateSaygMatchDetails(
  db: Db,
  id: string,
  expectedUpdated: string,
  audit: Pick<Audit, 'updated' | 'editor'>,
  details: SaygMatchDetails,
): Promise<boolean> {
  const result = await db
    .updateTable('recordedScoreAsYouGo')
    .set({ ...audit, ...details })
    .where('id', '=', id)
    .where('updated', '=', expectedUpdated)
    .where('deleted', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
