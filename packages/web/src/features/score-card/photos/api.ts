import { useMutation, useQuery } from '@tanstack/react-query';
import { routes, type ActionResult, type GameDto, type PhotoReferenceDto } from '@darts/contract';
import { effectiveFeatureValue, knownFeatures } from '@darts/domain';
import { api } from '../../../lib/api-client';
import { appQueries } from '../../../lib/app-data';

/**
 * Whether photos are switched on (PhotosEnabled); undefined while the features load,
 * so the button does not flash up on a league that has them off.
 */
export function usePhotosEnabled(): boolean | undefined {
  const features = useQuery(appQueries.features);
  if (features.isPending) return undefined;
  const definition = knownFeatures.PhotosEnabled;
  const feature = features.data?.find((f) => f.id.toLowerCase() === definition.id);
  const value = effectiveFeatureValue(
    { defaultValue: feature?.defaultValue ?? definition.defaultValue },
    feature?.configuredValue ?? null,
  );
  return value?.toLowerCase() === 'true';
}

/** What holds photos: a fixture (`/api/Scores/Photo`) or a tournament (`/api/Tournament/Photo`), contract §20. */
export type PhotoHolder = { id: string; photos: PhotoReferenceDto[] };
export type PhotoOwner = 'fixture' | 'tournament';

const photoRoutes = {
  fixture: { upload: routes.scoresPhotoUpload, remove: routes.scoresPhotoDelete },
  tournament: { upload: routes.tournamentPhotoUpload, remove: routes.tournamentPhotoDelete },
} as const;

/** POST /api/Scores/Photo or /api/Tournament/Photo: the owner's id first, then the file. */
export function useUploadPhoto<T extends PhotoHolder = GameDto>(ownerId: string, owner: PhotoOwner = 'fixture') {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('id', ownerId);
      form.append('Photo', file, file.name);
      return api.upload<ActionResult<T>>(photoRoutes[owner].upload.path, form);
    },
  });
}

/** DELETE /api/Scores/Photo/{gameId}/{photoId} or /api/Tournament/Photo/{id}/{photoId}. */
export function useDeletePhoto<T extends PhotoHolder = GameDto>(ownerId: string, owner: PhotoOwner = 'fixture') {
  return useMutation({
    mutationFn: async (photoId: string) =>
      (await api.call(photoRoutes[owner].remove, { params: { id: ownerId, photoId } })) as ActionResult<T>,
  });
}
