/**
 * The query keys of the data the app shares: the start-up lists and one key per record (division
 * data, a tournament, a sayg record, a team). Each record has one cache entry, whichever screen reads
 * it, and the live client writes into that same entry, so an update lands once and every reader sees
 * it. A feature keys what only it reads in its own `api.ts`.
 */
export const appKeys = {
  site: ['site'] as const,
  account: ['account'] as const,
  divisions: ['divisions'] as const,
  seasons: ['seasons'] as const,
  teams: ['teams'] as const,
  features: ['features'] as const,
  /**
   * Every division data query (GET /api/Division/Data): the division page reads it,
   * and a write that changes what a division shows (fixtures, notes, teams, players) refreshes it.
   */
  allDivisionData: ['division-data'] as const,
  /** Division data for these divisions (in any order), season and date (lib/records/division-data). */
  divisionData: ({ divisionIds, seasonId, date, ignoreDates }: DivisionDataFilter) =>
    [
      ...appKeys.allDivisionData,
      [...divisionIds].sort(),
      seasonId ?? null,
      date ?? null,
      ignoreDates ?? false,
    ] as const,
  /** A tournament (GET /api/Tournament/{id}), kept current by live updates. */
  tournament: (id: string) => ['tournament', id] as const,
  /** A sayg record in the domain's shape (GET /api/Sayg/{id}), kept current by live updates. */
  sayg: (id: string) => ['sayg', id] as const,
  /** Every team's details: a league write refreshes them. */
  allTeams: ['team'] as const,
  /** A team with its seasons and players (GET /api/Team/{id}). */
  team: (id: string) => [...appKeys.allTeams, id] as const,
  /** Every team with its seasons and players (GET /api/Team/Seasons). */
  teamsWithSeasons: ['teams-with-seasons'] as const,
};

/** Which division data: the divisions, and the season, date and date rule that narrow it. */
export type DivisionDataFilter = {
  divisionIds: readonly string[];
  seasonId?: string | undefined;
  /** One evening (`YYYY-MM-DD`). */
  date?: string | undefined;
  /** Fixtures outside the season's dates too. */
  ignoreDates?: boolean;
};
