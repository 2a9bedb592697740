import { photoMessages } from '@darts/contract';
import type { Account } from '../accounts/accounts.service.js';
import { addPhoto, deletePhotoOf, type PhotoDeps, type PhotoEntity, type Upload } from '../photos/photos.service.js';
import { findGame, lockGame, type StoredGame } from './games.repository.js';

/**
 * A fixture as a photo entity (POST /api/Scores/Photo). Here rather than in photos, so photos
 * knows nothing of fixtures and fixtures show their photos without a circle.
 */
export const gamePhotos = (id: string): PhotoEntity<StoredGame> => ({
  id,
  find: (db) => findGame(db, id),
  lock: (db) => lockGame(db, id),
  notFound: photoMessages.gameNotFound,
});

/** Adds the caller's photo to a fixture. */
export const addGamePhoto = (deps: PhotoDeps, account: Account, gameId: string, upload: Upload) =>
  addPhoto(deps, account, gamePhotos(gameId), upload);

/** Soft-deletes a photo of a fixture. */
export const deleteGamePhoto = (deps: PhotoDeps, account: Account, gameId: string, photoId: string) =>
  deletePhotoOf(deps, account, gamePhotos(gameId), photoId);
