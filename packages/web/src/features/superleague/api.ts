import { useQueries, useQuery } from '@tanstack/react-query';
import { divisionDataQuery } from '../../lib/records/division-data';
import { pollingIntervalMs, saygQuery } from '../../lib/records/sayg';
import { teamsWithSeasonsQuery } from '../../lib/records/team';

/*
 * The superleague screens' data: each match's leg-by-leg record, the season's teams with their
 * players, a followed tournament, and the superleague tournaments of a date. Each record is the
 * app's one cache entry of it (lib/records), which live updates write into, so the summary fills
 * while a match is scored whether the update came by socket, polling or a refetch.
 */

/** The records of these matches, each read once and refetched every 10 s while not followed live. */
export function useMatchRecords(saygIds: readonly string[], followed = false) {
  return useQueries({
    queries: saygIds.map((id) => ({
      ...saygQuery(id),
      refetchInterval: followed ? (false as const) : pollingIntervalMs,
      refetchIntervalInBackground: true,
    })),
  });
}

/** Teams with their seasons and players, for the master draw's pickers. */
export function useTeamsWithSeasons(enabled: boolean) {
  return useQuery({ ...teamsWithSeasonsQuery, enabled, staleTime: 60_000 });
}

/**
 * The ids of the single-round tournaments on `date` in these divisions (`tournamentFixtures`), in
 * the order the server lists them; proposed venues have no id.
 */
export function useSuperleagueTournamentsOn(divisionIds: readonly string[], date: string, enabled: boolean) {
  return useQuery({
    ...divisionDataQuery({ divisionIds, date }),
    enabled,
    select: (data) => {
      const ids = (data?.fixtures ?? []).flatMap((fixtureDate) =>
        fixtureDate.tournamentFixtures.flatMap((t) => (t.id && t.singleRound && !t.proposed ? [t.id] : [])),
      );
      return [...new Set(ids)];
    },
  });
}
