import type { PhotoReferenceDto } from '@darts/contract';
import type { Db } from '../../db/database.js';
import type { PhotoTable } from '../../db/schema.js';
import { deletedBy } from '../../shared/audit.js';
import type { Clock } from '../../shared/clock.js';

/** A photo without its bytes: what listing, ownership and delete checks need. */
export type PhotoInfo = Omit<PhotoTable, 'content'>;

const infoColumns = [
  'id',
  'created',
  'author',
  'updated',
  'editor',
  'deleted',
  'remover',
  'entityId',
  'uploaderId',
  'fileName',
  'contentType',
  'fileSize',
  'width',
  'height',
] as const;

/** The reference a fixture or tournament shows for a photo (PhotoReferenceDto). */
function toReference(photo: PhotoInfo): PhotoReferenceDto {
  return {
    id: photo.id,
    created: photo.created,
    author: photo.author,
    fileSize: photo.fileSize,
    ...(photo.fileName != null ? { fileName: photo.fileName } : {}),
    contentType: photo.contentType,
  };
}

/** The live (not deleted) photos of a fixture or tournament, oldest first. */
export async function photosOf(db: Db, entityId: string): Promise<PhotoInfo[]> {
  return db
    .selectFrom('photo')
    .select(infoColumns)
    .where('entityId', '=', entityId)
    .where('deleted', 'is', null)
    .orderBy('created')
    .execute();
}

/** The entity's photo references (`photos`), for presenting a fixture. */
export async function photoReferences(db: Db, entityId: string): Promise<PhotoReferenceDto[]> {
  return (await photosOf(db, entityId)).map(toReference);
}

/** A live photo with its bytes (GET /api/Photo/{id}). */
export async function findPhoto(db: Db, id: string): Promise<PhotoTable | undefined> {
  return db.selectFrom('photo').selectAll().where('id', '=', id).where('deleted', 'is', null).executeTakeFirst();
}

/** A live photo without its bytes (ownership checks before a delete). */
export async function findPhotoInfo(db: Db, id: string): Promise<PhotoInfo | undefined> {
  return db
    .selectFrom('photo')
    .select(infoColumns)
    .where('id', '=', id)
    .where('deleted', 'is', null)
    .executeTakeFirst();
}

export async function insertPhoto(db: Db, photo: PhotoTable): Promise<void> {
  await db.insertInto('photo').values(photo).execute();
}

/** Soft-deletes a photo; the row and its bytes stay for the record. */
export async function deletePhoto(db: Db, clock: Clock, id: string, remover: string): Promise<void> {
  await db
    .updateTable('photo')
    .set(deletedBy(clock, remover))
    .where('id', '=', id)
    .where('deleted', 'is', null)
    .execute();
}
