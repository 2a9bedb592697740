import {
  tournamentTexts,
  type ActionResult,
  type PatchTournament,
  type PatchTournamentRound,
  type TournamentRoundDto,
} from '@darts/contract';
import { advanceWinners } from '@darts/domain';
import { envelope, failed, refused } from '../../http/envelope.js';
import { notablePlayerOf, playerOf } from './tournament-doc.js';
import type { TournamentDoc } from './tournaments.repository.js';

type Patched<T> = { value: T } | { refusal: ActionResult<never> };

/**
 * Follows the patch's path down the round chain and applies its match scores:
 * the match is the one whose sides carry the two ids; an absent score keeps the current one.
 */
function patchRound(round: TournamentRoundDto | undefined, patch: PatchTournamentRound): Patched<TournamentRoundDto> {
  if (!round) return { refusal: failed(tournamentTexts.roundMissing) };
  if (!patch.match && !patch.nextRound) return { refusal: refused(tournamentTexts.noRoundDetails) };
  let { matches } = round;
  if (patch.match) {
    const { sideA, sideB, scoreA, scoreB } = patch.match;
    if (scoreA === null && scoreB === null) return { refusal: refused(tournamentTexts.noMatchDetails) };
    const index = matches.findIndex((m) => m.sideA?.id === sideA && m.sideB?.id === sideB);
    if (index < 0) return { refusal: failed(tournamentTexts.matchNotFound) };
    matches = matches.map((match, i) =>
      i === index
        ? { ...match, ...(scoreA !== null ? { scoreA } : {}), ...(scoreB !== null ? { scoreB } : {}) }
        : match,
    );
  }
  let { nextRound } = round;
  if (patch.nextRound) {
    const next = patchRound(round.nextRound, patch.nextRound);
    if ('refusal' in next) return next;
    nextRound = next.value;
  }
  return { value: { ...round, matches, ...(nextRound ? { nextRound } : {}) } };
}

/**
 * The document with every decided match's winner moved into the next round, and every undecided
 * match's slot emptied (spec 2 §4 Tournament: the winner replaces the placeholder in the next
 * round), by the domain's `advanceWinners`, so every client and the API read the same bracket
 *. A single-round tournament has no next round.
 */
export function withWinnersAdvanced(doc: TournamentDoc, singleRound: boolean): TournamentDoc {
  if (singleRound || !doc.round) return doc;
  return { ...doc, round: advanceWinners({ ...doc, round: doc.round }).round };
}

/**
 * PATCH /api/Tournament/{id}: a match score down the round chain, its winner moved
 * on (`withWinnersAdvanced`), one more 180 and/or one more hi-check, with the contract's messages.
 * Any refusal changes nothing.
 */
export function patchDoc(
  doc: TournamentDoc,
  patch: PatchTournament,
  singleRound: boolean,
): ActionResult<TournamentDoc> {
  if (!patch.round && !patch.additional180 && !patch.additionalOver100Checkout) {
    return refused(tournamentTexts.noTournamentData);
  }
  const messages: string[] = [];
  let patched = doc;
  if (patch.round) {
    const round = patchRound(doc.round, patch.round);
    if ('refusal' in round) return round.refusal;
    patched = withWinnersAdvanced({ ...patched, round: round.value }, singleRound);
    messages.push(tournamentTexts.matchUpdated);
  }
  if (patch.additional180) {
    patched = { ...patched, oneEighties: [...patched.oneEighties, playerOf(patch.additional180)] };
    messages.push(tournamentTexts.oneEightyAdded);
  }
  if (patch.additionalOver100Checkout) {
    const hiCheck = notablePlayerOf(patch.additionalOver100Checkout);
    patched = { ...patched, over100Checkouts: [...patched.over100Checkouts, hiCheck] };
    messages.push(tournamentTexts.hiCheckAdded);
  }
  return envelope({ success: true, result: patched, messages });
}
