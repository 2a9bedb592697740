import { photoLimits, photoMessages, type ActionResult } from '@darts/contract';
import { can } from '@darts/domain';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/database.js';
import { refused, succeeded } from '../../http/envelope.js';
import { createdBy } from '../../shared/audit.js';
import type { Account } from '../accounts/accounts.service.js';
import { featureValue } from '../features/features.service.js';
import { normaliseUpload, storedFileName } from './photo-image.js';
import { deletePhoto, findPhotoInfo, insertPhoto, photosOf, type PhotoInfo } from './photos.repository.js';

// What other modules use of this one: they come here, never to the repository.
export { photoReferences } from './photos.repository.js';

export type PhotoDeps = Pick<AppDeps, 'db' | 'clock'>;

/** An uploaded file as the multipart reader hands it over. */
export type Upload = { content: Buffer; fileName: string | undefined };

/** Whether the PhotosEnabled feature is on: every photo route needs it. */
export async function photosEnabled(deps: PhotoDeps): Promise<boolean> {
  return (await featureValue(deps.db, 'PhotosEnabled')).toLowerCase() === 'true';
}

/** Who may see a photo's bytes: ViewAnyPhoto, or its uploader holding UploadPhotos. */
export function canViewPhoto(account: Account | null, photo: Pick<PhotoInfo, 'uploaderId'>): boolean {
  if (can(account, 'ViewAnyPhoto')) return true;
  return !!account && can(account, 'UploadPhotos') && photo.uploaderId === account.id;
}

/**
 * What photos belong to: a fixture or a tournament, each with its own lookups, which
 * their own modules give (`gamePhotos`, `tournamentPhotos`).
 */
export type PhotoEntity<T> = {
  id: string;
  /** The entity, deleted or not. */
  find(db: Db): Promise<(T & { deleted: string | null }) | undefined>;
  /** Takes the entity's row lock for the rest of the transaction. */
  lock(db: Db): Promise<void>;
  /** The refusal when it is missing or deleted. */
  notFound: string;
};

/**
 * Adds the caller's photo to a fixture or tournament, replacing the one
 * they uploaded before: at most `maxPerEntity` photos, each upload resized and stored in the
 * database. The bytes are checked and resized before the transaction; the count is checked again
 * under the entity's lock, so two uploads at once cannot both take the last place. Every refusal
 * writes nothing.
 */
export async function addPhoto<T>(
  deps: PhotoDeps,
  account: Account,
  entity: PhotoEntity<T>,
  upload: Upload,
): Promise<ActionResult<T>> {
  if (!(await photosEnabled(deps))) return refused(photoMessages.featureDisabled);
  if (upload.content.length < photoLimits.minUploadBytes) return refused(photoMessages.empty);
  const found = await entity.find(deps.db);
  if (!found || found.deleted) return refused(entity.notFound);
  const image = await normaliseUpload(upload.content);
  if (!image) return refused(photoMessages.notAnImage);

  return deps.db.transaction().execute(async (trx) => {
    await entity.lock(trx);
    const owner = await entity.find(trx);
    if (!owner || owner.deleted) return refused(entity.notFound);
    const existing = await photosOf(trx, entity.id);
    const own = existing.filter((photo) => photo.uploaderId === account.id);
    if (existing.length - own.length + 1 > photoLimits.maxPerEntity) {
      return refused(photoMessages.maxCount(photoLimits.maxPerEntity));
    }
    for (const photo of own) await deletePhoto(trx, deps.clock, photo.id, account.name);
    await insertPhoto(trx, {
      ...createdBy(deps.clock, account.name),
      entityId: entity.id,
      uploaderId: account.id,
      fileName: storedFileName(upload.fileName),
      contentType: image.contentType,
      fileSize: image.content.length,
      width: image.width,
      height: image.height,
      content: image.content,
    });
    return succeeded<T>(owner, photoMessages.added);
  });
}

/**
 * The answer to an upload over the 10 MB limit: reading stopped at the limit, so the
 * fields after the file (the fixture id, say) were never read; nothing is written either way.
 */
export async function refuseTooBig(deps: PhotoDeps): Promise<ActionResult<never>> {
  return refused((await photosEnabled(deps)) ? photoMessages.tooBig : photoMessages.featureDisabled);
}

/**
 * Soft-deletes a photo of a fixture or tournament: anyone's with DeleteAnyPhoto,
 * otherwise only the caller's own (the route has already checked for UploadPhotos or DeleteAnyPhoto).
 */
export async function deletePhotoOf<T>(
  deps: PhotoDeps,
  account: Account,
  entity: PhotoEntity<T>,
  photoId: string,
): Promise<ActionResult<T>> {
  if (!(await photosEnabled(deps))) return refused(photoMessages.featureDisabled);
  const photo = await findPhotoInfo(deps.db, photoId);
  const owner = await entity.find(deps.db);
  if (!photo || photo.entityId !== entity.id || !owner) return refused(photoMessages.notFound);
  if (!can(account, 'DeleteAnyPhoto') && photo.uploaderId !== account.id) return refused(photoMessages.onlyOwn);
  await deletePhoto(deps.db, deps.clock, photo.id, account.name);
  return succeeded<T>(owner, photoMessages.deleted);
}
