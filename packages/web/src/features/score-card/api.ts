import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes, type GameDto, type TeamDto } from '@darts/contract';
import type { FixtureDate } from '@darts/domain';
import { api } from '../../lib/api-client';
import { appKeys } from '../../lib/query-keys';
import { fetchDivisionData } from '../../lib/records/division-data';
import { teamQuery } from '../../lib/records/team';
import { resultLines, sendWrite, type WriteOutcome } from '../../lib/write-outcome';

/** The score card's data hooks and their query keys. */
export const scoreCardKeys = {
  all: ['score-card'] as const,
  game: (id: string) => [...scoreCardKeys.all, 'game', id] as const,
};

/** A GET that could not be read as a fixture: the status and what the server said. */
export class GameLoadError extends Error {
  constructor(
    readonly status: number,
    readonly lines: string[],
  ) {
    super(`Error accessing fixture: Code: ${status}`);
    this.name = 'GameLoadError';
  }
}

/** The lines of a refusal: a 400 problem's title and field errors, or an envelope's errors and warnings. */
function refusalLines(body: unknown): string[] {
  const { errors, warnings } = resultLines(body);
  return [...errors, ...warnings];
}

const isGame = (body: unknown): body is GameDto =>
  !!body && typeof body === 'object' && 'home' in body && 'away' in body && 'matches' in body;

/** GET /api/Game/{id}: the fixture as this caller may see it, or null (204). */
export async function loadGame(id: string): Promise<GameDto | null> {
  const { status, body } = await api.callWithStatus(routes.game, { params: { id } });
  if (body === null) return null;
  if (status >= 400 || !isGame(body)) throw new GameLoadError(status, refusalLines(body));
  return body;
}

export function useGame(id: string) {
  return useQuery({ queryKey: scoreCardKeys.game(id), queryFn: () => loadGame(id), staleTime: Infinity });
}

/** GET /api/Team/{id}: the team with its seasons' players. */
export function useTeamWithPlayers(id: string | undefined) {
  return useQuery({ ...teamQuery(id ?? ''), enabled: !!id });
}

/** PUT /api/Scores/{id}: the card with the token it was loaded with. */
export async function saveScores(id: string, card: GameDto, lastUpdated: string): Promise<WriteOutcome<GameDto>> {
  const { homeSubmission: _h, awaySubmission: _a, photos: _p, ...body } = card;
  return sendWrite(routes.scores, { params: { id }, body: { ...body, lastUpdated } }, (result) =>
    result ? (result as GameDto) : undefined,
  );
}

export function useSaveScores(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ card, lastUpdated }: { card: GameDto; lastUpdated: string }) => saveScores(id, card, lastUpdated),
    onSuccess: async (outcome) => {
      if (!outcome.success || !outcome.result) return;
      queryClient.setQueryData(scoreCardKeys.game(id), outcome.result);
      // The fixtures, league and player tables follow a published card.
      await queryClient.invalidateQueries({ queryKey: appKeys.allDivisionData });
    },
  });
}

export type PlayerPlace = { divisionId: string; seasonId: string; teamId: string };

/**
 * POST /api/Player/{divisionId}/{seasonId}/{teamId}: adds a player to the team's
 * season; answers the whole team, in which the new player is found by name.
 */
export function useCreatePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ place, name }: { place: PlayerPlace; name: string }): Promise<WriteOutcome<TeamDto>> =>
      sendWrite(routes.playerAdd, { params: place, body: { name } }),
    onSuccess: async (outcome, { place }) => {
      if (!outcome.success || !outcome.result) return;
      queryClient.setQueryData(appKeys.team(place.teamId), outcome.result);
      await queryClient.invalidateQueries({ queryKey: appKeys.allDivisionData });
    },
  });
}

/**
 * The fixtures of the card's division and season on `date`, for the
 * question before a date move: is either team already playing that night?
 */
export async function fixturesOnDate(divisionId: string, seasonId: string, date: string): Promise<FixtureDate[]> {
  const data = await fetchDivisionData({ divisionIds: [divisionId], seasonId, date: date.slice(0, 10) });
  return data?.fixtures ?? [];
}
