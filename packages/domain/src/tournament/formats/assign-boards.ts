import { tournamentMatchWinner } from '../match-winner.js';
import type { Tournament, TournamentMatch } from '../types.js';
import { mapTournamentMatches, placeKey, tournamentMatchesOf, type PlacedMatch } from './matches-of.js';

/** A match is over, for the boards, when it has a winner or is a bye. */
const isOver = ({ match, legs }: PlacedMatch) => Boolean(match.bye) || tournamentMatchWinner(match, legs) !== null;

/** A match is ready to play when both its sides are known and it is not over. */
export const isReadyToPlay = (placed: PlacedMatch) =>
  Boolean(placed.match.sideA && placed.match.sideB) && !isOver(placed);

const sidesOf = ({ match }: PlacedMatch) => [match.sideA?.id, match.sideB?.id].filter((id) => id !== undefined);

/** Started: a leg-by-leg record or a leg won. */
const isUnderWay = ({ match }: PlacedMatch) => Boolean(match.saygId) || (match.scoreA ?? 0) + (match.scoreB ?? 0) > 0;

/**
 * Which board each match is on (issue #26 "Boards"): a match not over keeps the board it has (set by
 * hand or earlier), the first in playing order keeping a board two claim; the matches ready to play
 * then take the free boards, lowest first, in playing order, except a match with a side already on
 * another board (held until it is free). A finished match frees its board. A match taken off the
 * boards by hand (`offBoard`) is never given one by itself, and the next ready match takes the free
 * board; while it is under way off the boards its sides are held too. Without `boards`, none.
 */
export function assignBoards<T extends Tournament>(tournament: T): T {
  const boards = tournament.boards ?? 0;
  const placed = tournamentMatchesOf(tournament);
  const kept = new Map<string, number>();
  const busy = new Set<string>();
  for (const p of placed) {
    const board = p.match.board;
    if (isOver(p) || !board || board > boards || [...kept.values()].includes(board)) continue;
    kept.set(placeKey(p), board);
    for (const id of sidesOf(p)) busy.add(id);
  }
  for (const p of placed) {
    if (p.match.offBoard && !kept.has(placeKey(p)) && !isOver(p) && isUnderWay(p))
      for (const id of sidesOf(p)) busy.add(id);
  }
  const free = Array.from({ length: boards }, (_, i) => i + 1).filter((board) => ![...kept.values()].includes(board));
  for (const p of placed) {
    if (free.length === 0) break;
    if (kept.has(placeKey(p)) || p.match.offBoard || !isReadyToPlay(p) || sidesOf(p).some((id) => busy.has(id)))
      continue;
    kept.set(placeKey(p), free.shift()!);
    for (const id of sidesOf(p)) busy.add(id);
  }
  return mapTournamentMatches(tournament, (p) => withBoard(p.match, kept.get(placeKey(p))));
}

/** The match on `board`, or on none; the same object when that is where it already is. */
function withBoard(match: TournamentMatch, board: number | undefined): TournamentMatch {
  if ((match.board ?? undefined) === board) return match;
  const next = { ...match };
  if (board === undefined) delete next.board;
  else next.board = board;
  return next;
}
