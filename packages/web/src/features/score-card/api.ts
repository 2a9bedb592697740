import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionResult, GameDto, TeamDto } from '@darts/contract';
import type { FixtureDate } from '@darts/domain';
import { api } from '../../lib/api-client';
import { appKeys } from '../../lib/query-keys';
import { serverFaultLines, serverFaultOf } from '../../lib/server-fault';

/** The score card's data hooks (contract §9.1, §9.4, §8.1) and their query keys. */
export const scoreCardKeys = {
  all: ['score-card'] as const,
  game: (id: string) => [...scoreCardKeys.all, 'game', id] as const,
  team: (id: string) => [...scoreCardKeys.all, 'team', id] as const,
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

/** The lines of a refusal: envelope errors and warnings, or a 400 problem's title and field errors. */
export function refusalLines(body: unknown): string[] {
  if (!body || typeof body !== 'object') return [];
  const { errors, warnings, title } = body as { errors?: unknown; warnings?: unknown; title?: unknown };
  const lines: string[] = [];
  if (errors && typeof errors === 'object' && !Array.isArray(errors)) {
    if (typeof title === 'string') lines.push(title);
    for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
      for (const message of Array.isArray(messages) ? messages : [messages])
        lines.push(field ? `${field}: ${String(message)}` : String(message));
    }
  }
  for (const list of [errors, warnings]) if (Array.isArray(list)) lines.push(...list.map(String));
  return lines;
}

const enc = encodeURIComponent;
const isGame = (body: unknown): body is GameDto =>
  !!body && typeof body === 'object' && 'home' in body && 'away' in body && 'matches' in body;

/** GET /api/Game/{id} (contract §9.1-9.2): the fixture as this caller may see it, or null (204). */
export async function loadGame(id: string): Promise<GameDto | null> {
  const { status, body } = await api.exchange<unknown>('GET', `/api/Game/${enc(id)}`);
  if (body === null) return null;
  if (status >= 400 || !isGame(body)) throw new GameLoadError(status, refusalLines(body));
  return body;
}

export function useGame(id: string) {
  return useQuery({ queryKey: scoreCardKeys.game(id), queryFn: () => loadGame(id), staleTime: Infinity });
}

/** GET /api/Team/{id}: the team with its seasons' players (contract §7.1). */
export function useTeamWithPlayers(id: string | undefined) {
  return useQuery({
    queryKey: scoreCardKeys.team(id ?? ''),
    queryFn: async () => {
      const team = await api.request<TeamDto | null>('GET', `/api/Team/${enc(id!)}`);
      return team && typeof team === 'object' && 'name' in team ? team : null;
    },
    enabled: !!id,
  });
}

/** What a save answered: the envelope, and whether it was a stale token (409). */
export type SaveOutcome = ActionResult<GameDto> & { conflict: boolean };

/** PUT /api/Scores/{id} (contract §9.4): the card with the token it was loaded with. */
export async function saveScores(id: string, card: GameDto, lastUpdated: string): Promise<SaveOutcome> {
  const { homeSubmission: _h, awaySubmission: _a, photos: _p, ...body } = card;
  const seen = await api.exchange<Partial<ActionResult<GameDto>> | null>('PUT', `/api/Scores/${enc(id)}`, {
    ...body,
    lastUpdated,
  });
  const answer = seen.body;
  const lines = (list: unknown) => (Array.isArray(list) ? list.map(String) : []);
  const fault = seen.status >= 500 ? serverFaultOf(answer) : undefined;
  const problem = fault
    ? serverFaultLines(fault)
    : answer && answer.errors && !Array.isArray(answer.errors)
      ? refusalLines(answer)
      : null;
  return {
    success: answer?.success === true && !!answer.result,
    ...(answer?.result ? { result: answer.result } : {}),
    errors: problem ?? lines(answer?.errors),
    warnings: lines(answer?.warnings),
    messages: lines(answer?.messages),
    trace: [],
    conflict: seen.status === 409,
  };
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
 * POST /api/Player/{divisionId}/{seasonId}/{teamId} (contract §8.1): adds a player to the team's
 * season; answers the whole team, in which the new player is found by name (contract §8.3).
 */
export function useCreatePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ place, name }: { place: PlayerPlace; name: string }) => {
      const path = `/api/Player/${enc(place.divisionId)}/${enc(place.seasonId)}/${enc(place.teamId)}`;
      const answer = await api.request<Partial<ActionResult<TeamDto>> | null>('POST', path, { name });
      return {
        success: answer?.success === true,
        result: answer?.result ?? null,
        errors: refusalLines(answer).length > 0 ? refusalLines(answer) : answer ? [] : ['The server gave no answer'],
        messages: Array.isArray(answer?.messages) ? answer.messages.map(String) : [],
      };
    },
    onSuccess: async (outcome, { place }) => {
      if (!outcome.success || !outcome.result) return;
      queryClient.setQueryData(scoreCardKeys.team(place.teamId), outcome.result);
      await queryClient.invalidateQueries({ queryKey: appKeys.allDivisionData });
    },
  });
}

/**
 * The fixtures of the card's division and season on `date` (contract §5.3 division data), for the
 * question before a date move: is either team already playing that night?
 */
export async function fixturesOnDate(divisionId: string, seasonId: string, date: string): Promise<FixtureDate[]> {
  const query = new URLSearchParams({ divisionId, seasonId, date: date.slice(0, 10) });
  const body = await api.request<{ fixtures?: FixtureDate[] } | null>('GET', `/api/Division/Data?${query.toString()}`);
  return body && Array.isArray(body.fixtures) ? body.fixtures : [];
}
