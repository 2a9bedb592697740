import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  tournamentLiveState,
  type ActionResult,
  type CreateTournamentSaygDto,
  type DivisionDataDto,
  type EditTournamentGameDto,
  type PatchTournamentDto,
  type TournamentGameDto,
} from '@darts/contract';
import { api, ApiError } from '../../lib/api-client';
import { useLiveSubscription } from '../../lib/live';
import { serverFaultLines, serverFaultOf } from '../../lib/server-fault';

/** The tournament page's data (contract §19, §5.3) and its query keys; live updates write into the same key. */
export const tournamentKeys = {
  all: ['tournament'] as const,
  tournament: (id: string) => [...tournamentKeys.all, id] as const,
  players: (seasonId: string, divisionId: string | undefined, date: string) =>
    [...tournamentKeys.all, 'players', seasonId, divisionId ?? null, date] as const,
};

const enc = encodeURIComponent;

/** A GET body or live state that is not a tournament. */
export class UnreadableTournamentError extends Error {
  override name = 'UnreadableTournamentError';
}

/**
 * A tournament in either form the wire carries it (contract §17.4: this server's DTO, or the
 * reference server's stored record), or undefined when it is not one.
 */
export function readTournament(body: unknown): TournamentGameDto | undefined {
  const parsed = tournamentLiveState.safeParse(body);
  if (!parsed.success) return undefined;
  const { version: _version, ...tournament } = parsed.data;
  return tournament;
}

/**
 * GET /api/Tournament/{id} (contract §19.1): null for 204 (spec 2 §8 'Tournament not found'); a
 * deleted tournament comes with `deleted` set (§1.10), and the page says so.
 */
export async function loadTournament(id: string): Promise<TournamentGameDto | null> {
  let body: unknown;
  try {
    body = await api.request<unknown>('GET', `/api/Tournament/${enc(id)}`);
  } catch (error) {
    // A server error's body, when it is an envelope, says more than its status.
    const said = error instanceof ApiError && typeof error.body === 'string' ? linesOf(parsed(error.body)) : [];
    if (said.length > 0) throw new UnreadableTournamentError(said.join('; '));
    throw error;
  }
  if (body === null) return null;
  const tournament = readTournament(body);
  if (!tournament) {
    const lines = linesOf(body);
    throw new UnreadableTournamentError(lines.length > 0 ? lines.join('; ') : 'The server did not send a tournament');
  }
  return tournament;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function linesOf(body: unknown): string[] {
  const envelope = body as { errors?: unknown; warnings?: unknown } | null;
  return [envelope?.errors, envelope?.warnings].flatMap((list) => (Array.isArray(list) ? list.map(String) : []));
}

/** Whether `next` is newer than `current` (a live echo of an older save is not). */
export function isNewer(next: TournamentGameDto, current: TournamentGameDto | null | undefined): boolean {
  return !current || (next.updated !== current.updated && next.updated > current.updated);
}

/**
 * The tournament, kept current by the app's live client (issue #12: a watcher's bracket updates
 * without reload): each `Tournament` state read in either form goes into the query cache.
 */
export function useTournament(id: string) {
  const queryClient = useQueryClient();
  const key = tournamentKeys.tournament(id);
  const live = useLiveSubscription(id, 'Tournament', {
    onUpdate: (data) => {
      const next = readTournament(data);
      if (!next || next.id !== id) return;
      queryClient.setQueryData<TournamentGameDto | null>(key, (current) => (isNewer(next, current) ? next : current));
    },
    onResync: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
  const query = useQuery({ queryKey: key, queryFn: () => loadTournament(id), staleTime: Infinity });
  return { query, live };
}

/** What a write answered: the envelope with its lines, and whether it was a stale token (409). */
export type WriteOutcome = {
  success: boolean;
  result?: TournamentGameDto;
  errors: string[];
  warnings: string[];
  messages: string[];
  conflict: boolean;
};

/** Lines of an envelope, or of a 400 problem's field map. */
function outcomeOf(status: number, body: unknown): WriteOutcome {
  const answer = (body ?? {}) as Partial<ActionResult<unknown>> & { title?: unknown; errors?: unknown };
  const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
  let errors = list(answer.errors);
  if (answer.errors && typeof answer.errors === 'object' && !Array.isArray(answer.errors)) {
    errors = [
      typeof answer.title === 'string' ? answer.title : 'The request was not valid',
      ...Object.entries(answer.errors as Record<string, unknown>).flatMap(([field, messages]) =>
        list(messages).map((message) => (field ? `${field}: ${message}` : message)),
      ),
    ];
  }
  const fault = status >= 500 ? serverFaultOf(body) : undefined;
  if (fault) errors = serverFaultLines(fault);
  const result = answer.success === true ? readTournament(answer.result) : undefined;
  return {
    success: !!result,
    ...(result ? { result } : {}),
    errors: body === null && status >= 400 ? [`The server answered ${status}`] : errors,
    warnings: list(answer.warnings),
    messages: list(answer.messages),
    conflict: status === 409,
  };
}

async function write(method: string, path: string, body?: unknown): Promise<WriteOutcome> {
  const seen = await api.exchange<unknown>(method, path, body);
  return outcomeOf(seen.status, seen.body);
}

/** PUT /api/Tournament (contract §19.2): the whole tournament with the token it was loaded with. */
export function saveTournament(tournament: TournamentGameDto, lastUpdated: string): Promise<WriteOutcome> {
  const { photos: _photos, created: _c, author: _a, updated: _u, editor: _e, ...rest } = tournament;
  const body: EditTournamentGameDto = { ...rest, lastUpdated };
  return write('PUT', '/api/Tournament', body);
}

/** PATCH /api/Tournament/{id} (contract §19.3): one match's score down the round chain. */
export function patchTournament(id: string, patch: PatchTournamentDto): Promise<WriteOutcome> {
  return write('PATCH', `/api/Tournament/${enc(id)}`, patch);
}

/** POST /api/Tournament/{id} (contract §19.4): a sayg record for the match, linked by `saygId`. */
export function addMatchSayg(id: string, body: CreateTournamentSaygDto): Promise<WriteOutcome> {
  return write('POST', `/api/Tournament/${enc(id)}`, body);
}

/**
 * DELETE /api/Tournament/{id}/{matchId}/{clearScores} (contract §19.1, §19.5): the match's sayg
 * record goes and its link with it; `clearScores` also sets the match's scores to 0.
 */
export async function deleteMatchSayg(id: string, matchId: string, clearScores: boolean): Promise<WriteOutcome> {
  const path = `/api/Tournament/${enc(id)}/${enc(matchId)}/${clearScores ? 'true' : 'false'}`;
  try {
    return await write('DELETE', path);
  } catch (error) {
    // A bodyless method's 500 is thrown; its body, when it is an envelope, says why.
    const body = error instanceof ApiError && typeof error.body === 'string' ? parsed(error.body) : null;
    if (error instanceof ApiError && linesOf(body).length > 0) return outcomeOf(error.status, body);
    throw error;
  }
}

/** Puts a write's tournament in the cache, so the page and its live readers agree. */
export function useStoreTournament(id: string) {
  const queryClient = useQueryClient();
  return (tournament: TournamentGameDto) =>
    queryClient.setQueryData<TournamentGameDto | null>(tournamentKeys.tournament(id), (current) =>
      isNewer(tournament, current) ? tournament : current,
    );
}

/** A player the side dialog offers: from the season's division data (contract §5.4 players). */
export type PlayerChoice = { id: string; name: string; teamId: string; team: string; divisionId?: string };
/** A team the side dialog offers (contract §5.4 teams). */
export type TeamChoice = { id: string; name: string };
/** Another tournament on the date (contract §5.4 tournamentFixtures), for the warning marker. */
export type OtherTournament = { id: string; date: string; sides: TournamentGameDto['sides'] };

export type SideChoices = { players: PlayerChoice[]; teams: TeamChoice[]; others: OtherTournament[] };

/**
 * GET /api/Division/Data for the tournament's division (all divisions when cross-divisional),
 * season and date (contract §5.3: the tournament page adds `date`): the players and teams a side
 * can be made of, and the other tournaments that date. Only loaded for editors.
 */
export function useSideChoices(
  tournament: Pick<TournamentGameDto, 'seasonId' | 'divisionId' | 'date'>,
  enabled: boolean,
) {
  const { seasonId, divisionId, date } = tournament;
  return useQuery({
    queryKey: tournamentKeys.players(seasonId, divisionId, date),
    enabled,
    staleTime: 60_000,
    queryFn: async (): Promise<SideChoices> => {
      const query = new URLSearchParams();
      if (divisionId) query.append('divisionId', divisionId);
      query.set('seasonId', seasonId);
      query.set('date', date.slice(0, 10));
      const body = await api.request<Partial<DivisionDataDto> | null>('GET', `/api/Division/Data?${query.toString()}`);
      const players = (body?.players ?? []).map((p) => ({
        id: p.id,
        name: p.name,
        teamId: p.teamId,
        team: p.team,
        ...(p.division?.id ? { divisionId: p.division.id } : {}),
      }));
      const teams = (body?.teams ?? []).map((t) => ({ id: t.id, name: t.name }));
      const others = (body?.fixtures ?? []).flatMap((day) =>
        (day.tournamentFixtures ?? []).flatMap((t) =>
          t.id ? [{ id: t.id, date: t.date ?? day.date, sides: t.sides ?? [] }] : [],
        ),
      );
      const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
      return { players: players.sort(byName), teams: teams.sort(byName), others };
    },
  });
}
