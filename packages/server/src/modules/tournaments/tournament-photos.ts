import { tournamentTexts } from '@darts/contract';
import type { PhotoEntity } from '../photos/photos.service.js';
import { findTournament, lockTournament, type StoredTournament } from './tournaments.repository.js';

/**
 * A tournament as a photo entity (POST /api/Tournament/Photo). Here rather than in photos, so
 * photos knows nothing of tournaments and tournaments show their photos without a circle.
 */
export const tournamentPhotos = (id: string): PhotoEntity<StoredTournament> => ({
  id,
  find: (db) => findTournament(db, id),
  lock: (db) => lockTournament(db, id),
  notFound: tournamentTexts.notFound,
});
