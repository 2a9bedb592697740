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
};
