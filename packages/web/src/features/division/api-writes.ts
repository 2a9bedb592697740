import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionResult, DivisionDto, SeasonDto, TeamDto } from '@darts/contract';
import { api } from '../../lib/api-client';
import { appKeys } from '../../lib/query-keys';

/**
 * The league writes of the division pages. Each answers the envelope; the caller
 * decides from `success`. A write that was applied refreshes the division data and the start-up
 * lists it changes.
 */
export type Outcome<T> = ActionResult<T>;

/*
 * Request bodies as this page sends them. The contract's schemas accept any casing, so their input
 * types are `unknown`; these name the fields of contract §5.2, §6.2, §7.2 and §8.2.
 */
export type EditDivisionBody = { id?: string; name: string; superleague: boolean; lastUpdated?: string | null };
export type EditSeasonBody = {
  id?: string;
  name: string;
  startDate?: string;
  endDate?: string;
  divisionIds: string[];
  copyTeamsFromSeasonId?: string;
  lastUpdated?: string | null;
};
export type EditTeamBody = {
  id?: string;
  name: string;
  address: string;
  seasonId: string;
  divisionId: string;
  newDivisionId: string;
  lastUpdated?: string | null;
};
export type EditPlayerBody = {
  name: string;
  captain?: boolean;
  emailAddress?: string;
  gender?: 'Male' | 'Female' | null;
  newTeamId?: string;
  lastUpdated?: string | null;
};

/** A write answers the envelope, whatever the status; a 400 problem is kept as it is. */
async function write<T>(method: string, path: string, body?: unknown): Promise<Outcome<T>> {
  const answer = await api.request<Outcome<T> | null>(method, path, body);
  return answer ?? { success: false, errors: ['The server gave no answer'], warnings: [], messages: [], trace: [] };
}

/** Refreshes what a league write can change: division data, and the start-up lists it names. */
function useLeagueWrite<Input, T>(
  mutationFn: (input: Input) => Promise<Outcome<T>>,
  alsoRefresh: ReadonlyArray<readonly string[]> = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (outcome) => {
      if (!outcome.success) return;
      await Promise.all(
        [appKeys.allDivisionData, appKeys.allTeams, ...alsoRefresh].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

const enc = encodeURIComponent;

/** PUT /api/Division. */
export const useSaveDivision = () =>
  useLeagueWrite(
    (body: EditDivisionBody) => write<DivisionDto>('PUT', '/api/Division', body),
    [appKeys.divisions, appKeys.seasons],
  );

/** DELETE /api/Division/{id}. */
export const useDeleteDivision = () =>
  useLeagueWrite(
    (id: string) => write<DivisionDto>('DELETE', `/api/Division/${enc(id)}`),
    [appKeys.divisions, appKeys.seasons],
  );

/** PUT /api/Season/. */
export const useSaveSeason = () =>
  useLeagueWrite((body: EditSeasonBody) => write<SeasonDto>('PUT', '/api/Season/', body), [appKeys.seasons]);

/** DELETE /api/Season/{id}. */
export const useDeleteSeason = () =>
  useLeagueWrite((id: string) => write<SeasonDto>('DELETE', `/api/Season/${enc(id)}`), [appKeys.seasons]);

/** PUT /api/Team/: create or update a team, registering it in the season's division. */
export const useSaveTeam = () =>
  useLeagueWrite((body: EditTeamBody) => write<TeamDto>('PUT', '/api/Team/', body), [appKeys.teams]);

/** DELETE /api/Team/{id}/{seasonId}: removes the team from that season only. */
export const useRemoveTeamFromSeason = () =>
  useLeagueWrite(({ teamId, seasonId }: { teamId: string; seasonId: string }) =>
    write<TeamDto>('DELETE', `/api/Team/${enc(teamId)}/${enc(seasonId)}`),
  );

export type PlayerPlace = { divisionId: string; seasonId: string; teamId: string };

/**
 * POST /api/Player/{divisionId}/{seasonId}/{teamId} once per player, one after another (contract
 * §8.1). Answers each name's outcome, so a partial failure says which names were not added.
 */
export const useAddPlayers = () =>
  useLeagueWrite(async ({ place, players }: { place: PlayerPlace; players: EditPlayerBody[] }) => {
    const path = `/api/Player/${enc(place.divisionId)}/${enc(place.seasonId)}/${enc(place.teamId)}`;
    const outcomes: Array<Outcome<TeamDto> & { name: string }> = [];
    for (const player of players) outcomes.push({ ...(await write<TeamDto>('POST', path, player)), name: player.name });
    const failed = outcomes.filter((outcome) => !outcome.success);
    const lines = (pick: (o: Outcome<TeamDto>) => string[]) =>
      failed.flatMap((outcome) =>
        pick(outcome).map((line) => (players.length > 1 ? `${outcome.name}: ${line}` : line)),
      );
    return {
      success: failed.length === 0,
      result: outcomes.at(-1)?.result ?? null,
      errors: lines((o) => o.errors),
      warnings: lines((o) => o.warnings),
      messages: outcomes.flatMap((o) => o.messages),
      trace: [],
    } satisfies Outcome<TeamDto>;
  });

/** PATCH /api/Player/{seasonId}/{teamId}/{playerId}. */
export const useUpdatePlayer = () =>
  useLeagueWrite(
    ({
      seasonId,
      teamId,
      playerId,
      body,
    }: {
      seasonId: string;
      teamId: string;
      playerId: string;
      body: EditPlayerBody;
    }) => write<TeamDto>('PATCH', `/api/Player/${enc(seasonId)}/${enc(teamId)}/${enc(playerId)}`, body),
  );

/** DELETE /api/Player/{seasonId}/{teamId}/{playerId}. */
export const useDeletePlayer = () =>
  useLeagueWrite(({ seasonId, teamId, playerId }: { seasonId: string; teamId: string; playerId: string }) =>
    write<TeamDto>('DELETE', `/api/Player/${enc(seasonId)}/${enc(teamId)}/${enc(playerId)}`),
  );
