import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type TeamDto } from '@darts/contract';
import { appKeys } from '../../lib/query-keys';
import { sendWrite, type WriteOutcome } from '../../lib/write-outcome';

/**
 * The league writes of the division pages. Each answers the envelope; the caller
 * decides from `success`. A write that was applied refreshes the division data and the start-up
 * lists it changes.
 */
export type Outcome<T> = WriteOutcome<T>;

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

/** PUT /api/Division. */
export const useSaveDivision = () =>
  useLeagueWrite(
    (body: EditDivisionBody) => sendWrite(routes.divisionUpdate, { body }),
    [appKeys.divisions, appKeys.seasons],
  );

/** DELETE /api/Division/{id}. */
export const useDeleteDivision = () =>
  useLeagueWrite(
    (id: string) => sendWrite(routes.divisionDelete, { params: { id } }),
    [appKeys.divisions, appKeys.seasons],
  );

/** PUT /api/Season/. */
export const useSaveSeason = () =>
  useLeagueWrite(
    (body: EditSeasonBody) => sendWrite(routes.seasonUpdate, { body, trailingSlash: true }),
    [appKeys.seasons],
  );

/** DELETE /api/Season/{id}. */
export const useDeleteSeason = () =>
  useLeagueWrite((id: string) => sendWrite(routes.seasonDelete, { params: { id } }), [appKeys.seasons]);

/** PUT /api/Team/: create or update a team, registering it in the season's division. */
export const useSaveTeam = () =>
  useLeagueWrite((body: EditTeamBody) => sendWrite(routes.teamUpdate, { body, trailingSlash: true }), [appKeys.teams]);

/** DELETE /api/Team/{id}/{seasonId}: removes the team from that season only. */
export const useRemoveTeamFromSeason = () =>
  useLeagueWrite(({ teamId, seasonId }: { teamId: string; seasonId: string }) =>
    sendWrite(routes.teamSeasonDelete, { params: { id: teamId, seasonId } }),
  );

export type PlayerPlace = { divisionId: string; seasonId: string; teamId: string };

/**
 * POST /api/Player/{divisionId}/{seasonId}/{teamId} once per player, one after another (contract
 * §8.1). Answers each name's outcome, so a partial failure says which names were not added.
 */
export const useAddPlayers = () =>
  useLeagueWrite(async ({ place, players }: { place: PlayerPlace; players: EditPlayerBody[] }) => {
    const outcomes: Array<Outcome<TeamDto> & { name: string }> = [];
    for (const player of players) {
      outcomes.push({ ...(await sendWrite(routes.playerAdd, { params: place, body: player })), name: player.name });
    }
    const failed = outcomes.filter((outcome) => !outcome.success);
    const lines = (pick: (o: Outcome<TeamDto>) => string[]) =>
      failed.flatMap((outcome) =>
        pick(outcome).map((line) => (players.length > 1 ? `${outcome.name}: ${line}` : line)),
      );
    return {
      success: failed.length === 0,
      ...(outcomes.at(-1)?.result ? { result: outcomes.at(-1)?.result } : {}),
      errors: lines((o) => o.errors),
      warnings: lines((o) => o.warnings),
      messages: outcomes.flatMap((o) => o.messages),
      conflict: outcomes.some((o) => o.conflict),
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
    }) => sendWrite(routes.playerChange, { params: { seasonId, teamId, playerId }, body }),
  );

/** DELETE /api/Player/{seasonId}/{teamId}/{playerId}. */
export const useDeletePlayer = () =>
  useLeagueWrite(({ seasonId, teamId, playerId }: { seasonId: string; teamId: string; playerId: string }) =>
    sendWrite(routes.playerDelete, { params: { seasonId, teamId, playerId } }),
  );
