import { photoLimits, photoMessages, type ActionResult } from '@darts/contract';
import { can } from '@darts/domain';
import type { AppDeps } from '../../app-deps.js';
import { refused, succeeded } from '../../http/envelope.js';
import { createdBy } from '../../shared/audit.js';
import type { Account } from '../accounts/accounts.repository.js';
import { featureValue } from '../features/features.repository.js';
import { findGame, type StoredGame } from '../games/games.repository.js';
import { lockGame } from '../scores/scores.repository.js';
import { normaliseUpload, storedFileName } from './photo-image.js';
import { deletePhoto, findPhotoInfo, insertPhoto, photosOf, type PhotoInfo } from './photos.repository.js';

export type PhotoDeps = Pick<AppDeps, 'db' | 'clock'>;

/** An uploaded file as the multipart reader hands it over. */
export type Upload = { content: Buffer; fileName: string | undefined };

/** Whether the PhotosEnabled feature is on (contract §13.3): every photo route needs it. */
export async function photosEnabled(deps: PhotoDeps): Promise<boolean> {
  return (await featureValue(deps.db, 'PhotosEnabled')).toLowerCase() === 'true';
}

/** Who may see a photo's bytes (contract §20.1): ViewAnyPhoto, or its uploader holding UploadPhotos. */
export function canViewPhoto(account: Account | null, photo: Pick<PhotoInfo, 'uploaderId'>): boolean {
  if (can(account, 'ViewAnyPhoto')) return true;
  return !!account && can(account, 'UploadPhotos') && photo.uploaderId === account.id;
}

/**
 * Adds the caller's photo to a fixture (contract §20.2; issue #5), replacing the one they uploaded
 * before: at most `maxPerEntity` photos, each upload resized and stored in the database. The bytes
 * are checked and resized before the transaction; the count is checked again under the fixture's
 * lock, so two uploads at once cannot both take the last place. Every refusal writes nothing.
 */
export async function addGamePhoto(
  deps: PhotoDeps,
  account: Account,
  gameId: string,
  upload: Upload,
): Promise<ActionResult<StoredGame>> {
  if (!(await photosEnabled(deps))) return refused(photoMessages.featureDisabled);
  if (upload.content.length < photoLimits.minUploadBytes) return refused(photoMessages.empty);
  const found = await findGame(deps.db, gameId);
  if (!found || found.deleted) return refused(photoMessages.gameNotFound);
  const image = await normaliseUpload(upload.content);
  if (!image) return refused(photoMessages.notAnImage);

  return deps.db.transaction().execute(async (trx) => {
    await lockGame(trx, gameId);
    const game = await findGame(trx, gameId);
    if (!game || game.deleted) return refused(photoMessages.gameNotFound);
    const existing = await photosOf(trx, gameId);
    const own = existing.filter((photo) => photo.uploaderId === account.id);
    if (existing.length - own.length + 1 > photoLimits.maxPerEntity) {
      return refused(photoMessages.maxCount(photoLimits.maxPerEntity));
    }
    for (const photo of own) await deletePhoto(trx, deps.clock, photo.id, account.name);
    await insertPhoto(trx, {
      ...createdBy(deps.clock, account.name),
      entityId: gameId,
      uploaderId: account.id,
      fileName: storedFileName(upload.fileName),
      contentType: image.contentType,
      fileSize: image.content.length,
      width: image.width,
      height: image.height,
      content: image.content,
    });
    return succeeded(game, photoMessages.added);
  });
}

/**
 * The answer to an upload over the 10 MB limit (issue #5): reading stopped at the limit, so the
 * fields after the file (the fixture id, say) were never read; nothing is written either way.
 */
export async function refuseTooBig(deps: PhotoDeps): Promise<ActionResult<never>> {
  return refused((await photosEnabled(deps)) ? photoMessages.tooBig : photoMessages.featureDisabled);
}

/**
 * Soft-deletes a photo of a fixture (contract §20.3): anyone's with DeleteAnyPhoto, otherwise only
 * the caller's own (the route has already checked for UploadPhotos or DeleteAnyPhoto).
 */
export async function deleteGamePhoto(
  deps: PhotoDeps,
  account: Account,
  gameId: string,
  photoId: string,
): Promise<ActionResult<StoredGame>> {
  if (!(await photosEnabled(deps))) return refused(photoMessages.featureDisabled);
  const photo = await findPhotoInfo(deps.db, photoId);
  const game = await findGame(deps.db, gameId);
  if (!photo || photo.entityId !== gameId || !game) return refused(photoMessages.notFound);
  if (!can(account, 'DeleteAnyPhoto') && photo.uploaderId !== account.id) return refused(photoMessages.onlyOwn);
  await deletePhoto(deps.db, deps.clock, photo.id, account.name);
  return succeeded(game, photoMessages.deleted);
}
