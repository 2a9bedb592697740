import { venueView, type RoundView, type VenueMatch, type VenueTournament } from './venue-model';

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
