import { useQueryClient } from '@tanstack/react-query';
import { routes } from '@darts/contract';
import { appKeys } from '../../lib/query-keys';
import { sendWrite, type WriteOutcome } from '../../lib/write-outcome';

/**
 * The league set-up page's writes: the contract's own calls (§5.2 division, §6.2 season, §7.2
 * team, §8.1 player), one record each, so every permission and rule is the server's as for any
 * other screen. Each answers the saved record or the lines saying why not.
 */
export type Saved<T> = { ok: true; result: T } | { ok: false; lines: string[] };

/** A write's outcome as the page shows it: the record, or every line of why not (a failure to send too). */
async function saved<T>(write: () => Promise<WriteOutcome<T>>): Promise<Saved<T>> {
  try {
    const outcome = await write();
    if (outcome.success && outcome.result) return { ok: true, result: outcome.result };
    const lines = [...outcome.errors, ...outcome.warnings];
    return { ok: false, lines: lines.length > 0 ? lines : ['The server did not save it and gave no reason'] };
  } catch (error) {
    return { ok: false, lines: [error instanceof Error ? error.message : String(error)] };
  }
}

export const saveDivision = (name: string) =>
  saved(() => sendWrite(routes.divisionUpdate, { body: { name, superleague: false } }));

export const saveSeason = (season: { name: string; startDate: string; endDate: string; divisionIds: string[] }) =>
  saved(() => sendWrite(routes.seasonUpdate, { body: season, trailingSlash: true }));

export const saveTeam = (team: { name: string; address: string; seasonId: string; divisionId: string }) =>
  saved(() => sendWrite(routes.teamUpdate, { body: { ...team, newDivisionId: team.divisionId }, trailingSlash: true }));

export const addPlayer = (place: { divisionId: string; seasonId: string; teamId: string }, name: string) =>
  saved(() => sendWrite(routes.playerAdd, { params: place, body: { name, captain: false } }));

/** After a round of writes: the start-up lists and every division's data are read again. */
export function useRefreshLeague() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [appKeys.divisions, appKeys.seasons, appKeys.teams, appKeys.allDivisionData].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}
