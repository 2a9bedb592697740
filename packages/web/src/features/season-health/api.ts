import { useQuery, useQueryClient } from '@tanstack/react-query';
import { seasonHealthResponse, templateRoutes, type SeasonHealthResponse } from '@darts/contract';
import { api } from '../../lib/api-client';
import { appKeys } from '../../lib/query-keys';

/**
 * Query keys of the Health tab. A season's health sits under the division data prefix
 * (`appKeys.allDivisionData`), so every write that refreshes division data — a fixture saved, moved or
 * deleted, the wizard's fixtures — marks the health stale too, and the tab never shows a result from
 * before the change.
 */
export const seasonHealthKeys = {
  season: (seasonId: string) => [...appKeys.allDivisionData, 'season-health', seasonId] as const,
};

/** What came back could not be read as a health result. */
export class SeasonHealthError extends Error {
  constructor(readonly body: unknown) {
    super('The server sent something that is not a health check result');
    this.name = 'SeasonHealthError';
  }
}

/** GET /api/Season/{id}/health (not enveloped); null when the server sent nothing. */
export async function fetchSeasonHealth(seasonId: string): Promise<SeasonHealthResponse | null> {
  const body: unknown = await api.call(templateRoutes.seasonHealth, { params: { id: seasonId } });
  if (body === null) return null;
  const parsed = seasonHealthResponse.safeParse(body);
  if (!parsed.success) throw new SeasonHealthError(body);
  return parsed.data;
}

/** The season's health, run again each time the tab is opened (the checks read every fixture of the season). */
export function useSeasonHealth(seasonId: string) {
  return useQuery({
    queryKey: seasonHealthKeys.season(seasonId),
    queryFn: () => fetchSeasonHealth(seasonId),
    staleTime: 0,
  });
}

/**
 * Re-run: the checks again, and the division data the tab's links and the Fixtures tab show with them, so
 * a change made elsewhere (another secretary, another tab) shows on both at once.
 */
export function useRerunSeasonHealth() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: appKeys.allDivisionData });
}
