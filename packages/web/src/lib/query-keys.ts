/**
 * Query keys for data the whole app shares. A feature owns its own key factory in its `api.ts`;
 * live updates write into the same cache, so components do not care where data came from.
 */
export const appKeys = {
  site: ['site'] as const,
  account: ['account'] as const,
  divisions: ['divisions'] as const,
  seasons: ['seasons'] as const,
  teams: ['teams'] as const,
  features: ['features'] as const,
  /**
   * Every division data query (GET /api/Division/Data, contract §5.3): the division page reads it,
   * and a write that changes what a division shows (fixtures, notes, teams, players) refreshes it.
   */
  allDivisionData: ['division-data'] as const,
  /** Division data for these divisions (in any order) and season. */
  divisionData: (divisionIds: readonly string[], seasonId: string | undefined) =>
    [...appKeys.allDivisionData, [...divisionIds].sort(), seasonId ?? null] as const,
};
