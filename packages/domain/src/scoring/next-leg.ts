import { isDeciderLeg } from './first-thrower.js';
import { emptyLeg, legWinner } from './leg.js';
import { currentLegIndex, isMatchFinished, legAt, legsWon, putLeg } from './match.js';
import { ok, refuse } from './outcome.js';
import type { Outcome, PlayerSequenceEntry, Sayg } from './types.js';

/**
 * Adds the leg after the current one once it is won and the match is not: the throwing
 * order swapped from the previous leg. Before the decider with the legs won level, the supplied
 * final-leg order is used, or else the first thrower is left for the scorer (`needsFirstThrower`).
 */
export function nextLeg<S extends Sayg>(sayg: S, finalLegSequence?: readonly PlayerSequenceEntry[]): Outcome<S> {
  const index = currentLegIndex(sayg);
  if (index === undefined) return ok(putLeg(sayg, 0, emptyLeg(sayg.startingScore)));
  const previous = legAt(sayg, index);
  if (!previous || !legWinner(previous)) return refuse('Finish the current leg first');
  if (isMatchFinished(sayg)) return refuse('The match is finished');
  const legIndex = index + 1;
  if (legIndex >= sayg.numberOfLegs) return refuse('Every leg has been played');
  const { home, away } = legsWon(sayg);
  const playerSequence =
    isDeciderLeg(sayg, legIndex) && home === away
      ? (finalLegSequence ?? []).map((entry) => ({ ...entry }))
      : previous.playerSequence.map((entry) => ({ ...entry })).reverse();
  const leg = { ...emptyLeg(sayg.startingScore), playerSequence, currentThrow: playerSequence[0]?.value ?? null };
  return ok(putLeg(sayg, legIndex, leg));
}
