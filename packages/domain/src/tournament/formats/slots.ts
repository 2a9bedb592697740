import { tournamentMatchWinner } from '../match-winner.js';
import type { MatchSide, TournamentMatch, TournamentSide } from '../types.js';

/**
 * What a slot of a laid-out bracket holds while the engine feeds it (issue #26): a side, 'pending'
 * while its feeding match is undecided (the slot shows empty), or 'none' when nothing will ever come
 * (a bye's missing side, the loser of a bye).
 */
export type Slot = TournamentSide | 'pending' | 'none';

/** A match's outcome as slots for the matches it feeds. */
export type Outcome = { winner: Slot; loser: Slot };

const isSide = (slot: Slot): slot is TournamentSide => typeof slot === 'object';

/** The slot a stored first-round side gives: the side, else 'none' in a bye and 'pending' otherwise. */
export function storedSlot(match: TournamentMatch, side: MatchSide): Slot {
  return match[side] ?? (match.bye ? 'none' : 'pending');
}

/**
 * The match with its slots filled (an undecided or missing feeder empties a slot) and flagged a bye
 * when a slot will never be filled, and its outcome: two sides play it out over `legs` legs; a side
 * facing 'none' passes on without playing (issue #26: a bye passes its side on).
 */
export function playMatch(
  match: TournamentMatch,
  legs: number,
  a: Slot,
  b: Slot,
): { match: TournamentMatch; outcome: Outcome } {
  const next: TournamentMatch = { ...match };
  for (const [side, slot] of [
    ['sideA', a],
    ['sideB', b],
  ] as const) {
    if (isSide(slot)) next[side] = slot;
    else delete next[side];
  }
  if (a === 'none' || b === 'none') next.bye = true;
  else delete next.bye;
  return { match: next, outcome: outcomeOf(next, legs, a, b) };
}

function outcomeOf(match: TournamentMatch, legs: number, a: Slot, b: Slot): Outcome {
  if (isSide(a) && isSide(b)) {
    const winner = tournamentMatchWinner(match, legs);
    if (!winner) return { winner: 'pending', loser: 'pending' };
    return winner === 'sideA' ? { winner: a, loser: b } : { winner: b, loser: a };
  }
  if (a === 'none' || b === 'none') return { winner: a === 'none' ? b : a, loser: 'none' };
  return { winner: 'pending', loser: 'pending' };
}
