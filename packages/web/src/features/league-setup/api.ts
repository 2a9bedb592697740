import { useQueryClient } from '@tanstack/react-query';
import type { ActionResult, DivisionDto, SeasonDto, TeamDto } from '@darts/contract';
import { resultLines } from '../../lib/write-outcome';
import { api } from '../../lib/api-client';
import { appKeys } from '../../lib/query-keys';

/**
 * The league set-up page's writes: the contract's own calls (§5.2 division, §6.2 season, §7.2
 * team, §8.1 player), one record each, so every permission and rule is the server's as for any
 * other screen. Each answers the saved record or the lines saying why not.
 */
export type Saved<T> = { ok: true; result: T } | { ok: false; lines: string[] };

const enc = encodeURIComponent;

async function write<T>(method: string, path: string, body: unknown): Promise<Saved<T>> {
  try {
    const answer = await api.request<Partial<ActionResult<T>> | null>(method, path, body);
    if (answer?.success && answer.result) return { ok: true, result: answer.result };
    const { errors, warnings } = resultLines(answer);
    const lines = [...errors, ...warnings];
    return { ok: false, lines: lines.length > 0 ? lines : ['The server did not save it and gave no reason'] };
  } catch (error) {
    return { ok: false, lines: [error instanceof Error ? error.message : String(error)] };
  }
}

export const saveDivision = (name: string) => write<DivisionDto>('PUT', '/api/Division', { name, superleague: false });

export const saveSeason = (season: { name: string; startDate: string; endDate: string; divisionIds: string[] }) =>
  write<SeasonDto>('PUT', '/api/Season/', season);

export const saveTeam = (team: { name: string; address: string; seasonId: string; divisionId: string }) =>
  write<TeamDto>('PUT', '/api/Team/', { ...team, newDivisionId: team.divisionId });

export const addPlayer = (place: { divisionId: string; seasonId: string; teamId: string }, name: string) =>
  write<TeamDto>('POST', `/api/Player/${enc(place.divisionId)}/${enc(place.seasonId)}/${enc(place.teamId)}`, {
    name,
    captain: false,
  });

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
