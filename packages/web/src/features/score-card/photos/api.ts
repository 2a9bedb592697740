import { useMutation, useQuery } from '@tanstack/react-query';
import type { ActionResult, GameDto } from '@darts/contract';
import { effectiveFeatureValue, knownFeatures } from '@darts/domain';
import { api } from '../../../lib/api-client';
import { appQueries } from '../../../lib/app-data';

/**
 * Whether photos are switched on (contract §13.3 PhotosEnabled); undefined while the features load,
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

/** POST /api/Scores/Photo (contract §20.2): the fixture id first, then the file. */
export function useUploadPhoto(gameId: string) {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('id', gameId);
      form.append('Photo', file, file.name);
      return api.upload<ActionResult<GameDto>>('/api/Scores/Photo', form);
    },
  });
}

/** DELETE /api/Scores/Photo/{gameId}/{photoId} (contract §20.3). */
export function useDeletePhoto(gameId: string) {
  return useMutation({
    mutationFn: (photoId: string) =>
      api.request<ActionResult<GameDto>>(
        'DELETE',
        `/api/Scores/Photo/${encodeURIComponent(gameId)}/${encodeURIComponent(photoId)}`,
      ),
  });
}
