import {
  tournamentTexts,
  type ActionResult,
  type PatchTournament,
  type PatchTournamentBoard,
  type PatchTournamentGroup,
  type PatchTournamentMatch,
  type PatchTournamentRound,
  type TournamentRoundDto,
} from '@darts/contract';
import { matchLegs, tournamentMatchWinner } from '@darts/domain';
import { envelope, failed, refused } from '../../http/envelope.js';
import { notablePlayerOf, playerOf } from './tournament-doc.js';
import { settled } from './tournament-settle.js';
import { findMatch, mapMatches, placedMatches, type MatchHolder } from './tournament-matches.js';
import type { TournamentDoc } from './tournaments.repository.js';

type Patched<T> = { value: T } | { refusal: ActionResult<never> };

/** The match whose sides carry the two ids, with its scores: an absent score keeps the current one. */
function patchMatch<H extends MatchHolder>(holder: H, patch: PatchTournamentMatch): Patched<H> {
  const { sideA, sideB, scoreA, scoreB } = patch;
  if (scoreA === null && scoreB === null) return { refusal: refused(tournamentTexts.noMatchDetails) };
  const index = holder.matches.findIndex((m) => m.sideA?.id === sideA && m.sideB?.id === sideB);
  if (index < 0) return { refusal: failed(tournamentTexts.matchNotFound) };
  const matches = holder.matches.map((match, i) =>
    i === index ? { ...match, ...(scoreA !== null ? { scoreA } : {}), ...(scoreB !== null ? { scoreB } : {}) } : match,
  );
  return { value: { ...holder, matches } };
}

/** Follows the patch's path down a round chain and applies its match scores. */
function patchRound(round: TournamentRoundDto | undefined, patch: PatchTournamentRound): Patched<TournamentRoundDto> {
  if (!round) return { refusal: failed(tournamentTexts.roundMissing) };
  if (!patch.match && !patch.nextRound) return { refusal: refused(tournamentTexts.noRoundDetails) };
  let patched = round;
  if (patch.match) {
    const matched = patchMatch(round, patch.match);
    if ('refusal' in matched) return matched;
    patched = matched.value;
  }
  if (patch.nextRound) {
    const next = patchRound(round.nextRound, patch.nextRound);
    if ('refusal' in next) return next;
    patched = { ...patched, nextRound: next.value };
  }
  return { value: patched };
}

/** A group match's scores (issue #26): the group by id, the match by its sides. */
function patchGroup(doc: TournamentDoc, patch: PatchTournamentGroup): Patched<TournamentDoc> {
  const group = doc.groups?.find((g) => g.id === patch.id);
  if (!doc.groups || !group) return { refusal: failed(tournamentTexts.groupMissing) };
  if (!patch.match) return { refusal: refused(tournamentTexts.noMatchDetails) };
  const matched = patchMatch(group, patch.match);
  if ('refusal' in matched) return matched;
  return { value: { ...doc, groups: doc.groups.map((g) => (g === group ? matched.value : g)) } };
}

/**
 * A match put on a board by hand, or taken off the boards (issue #26): only a board the venue has,
 * and only a match still to be decided. Taken off, it is marked `offBoard` so the boards given after
 * the write pass it by; put on a board by hand again, the mark goes. A match not yet started that
 * had the board gives it up (the boards are given again after the write); one under way keeps it,
 * and the move is refused.
 */
function patchBoard(doc: TournamentDoc, patch: PatchTournamentBoard): Patched<TournamentDoc> {
  const placed = findMatch(doc, patch.matchId);
  if (!placed) return { refusal: failed(tournamentTexts.matchNotFound) };
  const { board } = patch;
  if (board !== null) {
    if (!doc.boards) return { refusal: refused(tournamentTexts.noBoards) };
    if (board > doc.boards) return { refusal: failed(tournamentTexts.boardNotAtVenue(board, doc.boards)) };
    const decided = (p: typeof placed) => tournamentMatchWinner(p.match, matchLegs(p.round, p.index, doc)) !== null;
    if (decided(placed)) return { refusal: refused(tournamentTexts.boardMatchDecided) };
    const started = (p: typeof placed) => Boolean(p.match.saygId) || (p.match.scoreA ?? 0) + (p.match.scoreB ?? 0) > 0;
    const holder = placedMatches(doc).find(
      (p) => p.match.id !== patch.matchId && p.match.board === board && !decided(p),
    );
    if (holder && started(holder)) return { refusal: refused(tournamentTexts.boardTaken(board)) };
  }
  const value = mapMatches(doc, ({ match }) => {
    const { board: _board, ...rest } = match;
    if (match.id === patch.matchId) {
      const { offBoard: _off, ...onBoards } = rest;
      return board === null ? { ...onBoards, offBoard: true } : { ...onBoards, board };
    }
    return board !== null && match.board === board ? rest : match;
  });
  return { value };
}

/**
 * PATCH /api/Tournament/{id}: a match score down the round chain, the losers bracket or the grand
 * final, or in a group; a board; one more 180 and/or one more hi-check, with the contract's
 * messages. Winners then move on and boards are given (`settled`). Any refusal changes nothing.
 */
export function patchDoc(
  doc: TournamentDoc,
  patch: PatchTournament,
  singleRound: boolean,
): ActionResult<TournamentDoc> {
  const { round, losersRound, finalRound, group, board, additional180, additionalOver100Checkout } = patch;
  if (!round && !losersRound && !finalRound && !group && !board && !additional180 && !additionalOver100Checkout) {
    return refused(tournamentTexts.noTournamentData);
  }
  const messages: string[] = [];
  let patched = doc;
  for (const key of ['round', 'losersRound', 'finalRound'] as const) {
    const path = patch[key];
    if (!path) continue;
    const changed = patchRound(patched[key], path);
    if ('refusal' in changed) return changed.refusal;
    patched = { ...patched, [key]: changed.value };
    messages.push(tournamentTexts.matchUpdated);
  }
  if (group) {
    const changed = patchGroup(patched, group);
    if ('refusal' in changed) return changed.refusal;
    patched = changed.value;
    messages.push(tournamentTexts.matchUpdated);
  }
  if (board) {
    const changed = patchBoard(patched, board);
    if ('refusal' in changed) return changed.refusal;
    patched = changed.value;
    messages.push(board.board === null ? tournamentTexts.boardCleared : tournamentTexts.boardSet);
  }
  if (round || losersRound || finalRound || group || board) patched = settled(patched, singleRound);
  if (additional180) {
    patched = { ...patched, oneEighties: [...patched.oneEighties, playerOf(additional180)] };
    messages.push(tournamentTexts.oneEightyAdded);
  }
  if (additionalOver100Checkout) {
    const hiCheck = notablePlayerOf(additionalOver100Checkout);
    patched = { ...patched, over100Checkouts: [...patched.over100Checkouts, hiCheck] };
    messages.push(tournamentTexts.hiCheckAdded);
  }
  return envelope({ success: true, result: patched, messages });
}
