import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes, tournamentLiveState, type TournamentGameDto } from '@darts/contract';
import { api, ApiError } from '../api-client';
import { useLiveSubscription } from '../live';
import { appKeys } from '../query-keys';
import { pollingIntervalMs } from './sayg';

/**
 * A tournament as the pages that show one read it: the tournament page and the superleague's
 * pages. One read, one cache entry per tournament (`appKeys.tournament`), and one live follower
 * writing into it, so a watcher's bracket updates without reload.
 */

/** A GET body or live state that is not a tournament. */
export class UnreadableTournamentError extends Error {
  override name = 'UnreadableTournamentError';
}

/**
 * A tournament in either form the wire carries it (this server's DTO, or the reference server's
 * stored record), or undefined when it is not one.
 */
export function readTournament(body: unknown): TournamentGameDto | undefined {
  const parsed = tournamentLiveState.safeParse(body);
  if (!parsed.success) return undefined;
  const { version: _version, ...tournament } = parsed.data;
  return tournament;
}

/** JSON text read, or null when it is not JSON. */
function parsedText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The errors and warnings of an envelope, or none. */
function envelopeLines(body: unknown): string[] {
  const envelope = body as { errors?: unknown; warnings?: unknown } | null;
  return [envelope?.errors, envelope?.warnings].flatMap((list) => (Array.isArray(list) ? list.map(String) : []));
}

/**
 * GET /api/Tournament/{id}: null for 204; a deleted tournament comes with `deleted` set, for the
 * reader to show or leave out.
 */
export async function loadTournament(id: string): Promise<TournamentGameDto | null> {
  let body: unknown;
  try {
    body = await api.call(routes.tournament, { params: { id } });
  } catch (error) {
    // A server error's body, when it is an envelope, says more than its status.
    const said =
      error instanceof ApiError && typeof error.body === 'string' ? envelopeLines(parsedText(error.body)) : [];
    if (said.length > 0) throw new UnreadableTournamentError(said.join('; '));
    throw error;
  }
  if (body === null) return null;
  const tournament = readTournament(body);
  if (!tournament) {
    const lines = envelopeLines(body);
    throw new UnreadableTournamentError(lines.length > 0 ? lines.join('; ') : 'The server did not send a tournament');
  }
  return tournament;
}

/** A tournament read once; a reader adds its `staleTime`, refetch interval or `select`. */
export const tournamentQuery = (id: string) =>
  queryOptions({ queryKey: appKeys.tournament(id), queryFn: () => loadTournament(id) });

/** Whether `next` is newer than `current` (a live echo of an older save is not). */
export function isNewer(next: TournamentGameDto, current: TournamentGameDto | null | undefined): boolean {
  return !current || (next.updated !== current.updated && next.updated > current.updated);
}

/** Puts a tournament in its cache entry when it is newer, so the page and its live readers agree. */
export function useStoreTournament(id: string) {
  const queryClient = useQueryClient();
  return (tournament: TournamentGameDto) =>
    queryClient.setQueryData<TournamentGameDto | null>(appKeys.tournament(id), (current) =>
      isNewer(tournament, current) ? tournament : current,
    );
}

/**
 * Follows a tournament live: each `Tournament` state, read in either form, goes into its cache
 * entry when newer; a reconnect that found nothing newer refetches it. Returns the live status.
 */
export function useFollowTournament(id: string) {
  const queryClient = useQueryClient();
  const store = useStoreTournament(id);
  return useLiveSubscription(id, 'Tournament', {
    onUpdate: (data) => {
      const next = readTournament(data);
      if (next && next.id === id) store(next);
    },
    onResync: () => void queryClient.invalidateQueries({ queryKey: appKeys.tournament(id) }),
  });
}

/**
 * A tournament as a live screen keeps it (the venue screen, the overlay, the superleague's tiles,
 * the evening board): the app's one cache entry, re-read every 10 s (a background tab too: a TV)
 * while the live client does not serve it (`liveStatus` not 'live'); a deleted one reads as none.
 */
export const liveTournamentQuery = (id: string, liveStatus: string) => ({
  ...tournamentQuery(id),
  select: (tournament: TournamentGameDto | null): TournamentGameDto | null => (tournament?.deleted ? null : tournament),
  refetchInterval: liveStatus === 'live' ? (false as const) : pollingIntervalMs,
  refetchIntervalInBackground: true,
});

/** A tournament followed live (`useFollowTournament`) and read as `liveTournamentQuery` keeps it. */
export function useLiveTournament(id: string) {
  const live = useFollowTournament(id);
  const query = useQuery(liveTournamentQuery(id, live.status));
  return { query, live };
}

/** A tournament's heading on a live screen: '{type or 'Tournament'} at {address}'. */
export function tournamentHeading(tournament: { type?: string | null; address?: string | null }): string {
  const what = tournament.type?.trim() || 'Tournament';
  return tournament.address?.trim() ? `${what} at ${tournament.address.trim()}` : what;
}
