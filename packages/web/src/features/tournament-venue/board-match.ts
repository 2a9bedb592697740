import { useQuery } from '@tanstack/react-query';
import type { TournamentGameDto } from '@darts/contract';
import { pollingIntervalMs } from '../../lib/records/sayg';
import { tournamentQuery, useFollowTournament } from '../../lib/records/tournament';
import { venueView, type RoundView, type VenueMatch, type VenueTournament } from './venue-model';

/**
 * A tournament as the venue screen and the board overlay read it: the app's one cache entry of it,
 * followed live (socket, event stream or polling) and re-read every 10 s while the live client does
 * not serve it; a deleted one reads as none.
 */
export function useVenueTournament(id: string) {
  const live = useFollowTournament(id);
  const query = useQuery({
    ...tournamentQuery(id),
    select: (tournament): TournamentGameDto | null => (tournament?.deleted ? null : tournament),
    refetchInterval: live.status === 'live' ? false : pollingIntervalMs,
    refetchIntervalInBackground: true,
  });
  return { query, live };
}

export type BoardMatch = {
  /** The board asked for, or the first with a match; 0 when the tournament has no boards. */
  board: number;
  match: VenueMatch | undefined;
  /** The bracket round the match is in, as the venue screen shows it (none for a group match). */
  round: RoundView | undefined;
};

/**
 * The match on a board as the venue screen finds it (`venueView`): on board `board`, or without one
 * the first board with a match; a tournament without boards, its first match under way or else next up.
 */
export function boardMatchOf(tournament: VenueTournament, board?: number): BoardMatch {
  const view = venueView(tournament);
  const onBoard =
    board === undefined ? (view.boards.find((each) => each.match) ?? view.boards[0]) : view.boards[board - 1];
  const match = view.boards.length > 0 ? onBoard?.match : (view.playing[0] ?? view.nextUp[0]);
  const round = match && view.rounds.find((each) => each.matches.some((m) => m.key === match.key));
  return { board: onBoard?.board ?? board ?? 0, match, round };
}
