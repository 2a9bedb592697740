import { emptyLeg } from './leg.js';
import { hasOpponent, legAt, legsWon, putLeg } from './match.js';
import { ok, refuse } from './outcome.js';
import type { Leg, Outcome, PlayerSequenceEntry, Sayg, Side } from './types.js';

/** The question the scoring panel asks before a leg. */
export type FirstThrowerQuestion = 'Who plays first?' | 'Who won the bull?';

/** With no throwing order or no current thrower, the scorer picks who throws first. */
export function needsFirstThrower(leg: Leg): boolean {
  return leg.playerSequence.length === 0 || leg.currentThrow === null;
}

/** The last leg of the match: the decider when the legs won are level. */
export function isDeciderLeg(sayg: Sayg, legIndex: number): boolean {
  return legIndex === sayg.numberOfLegs - 1;
}

/** 'Who won the bull?' for the last leg with the legs won level and above zero. */
export function firstThrowerQuestion(sayg: Sayg, legIndex: number): FirstThrowerQuestion {
  const { home, away } = legsWon(sayg);
  return isDeciderLeg(sayg, legIndex) && home === away && home > 0 ? 'Who won the bull?' : 'Who plays first?';
}

/** The throwing order with `first` leading; home alone without an opponent. */
export function playerSequence(sayg: Sayg, first: Side): PlayerSequenceEntry[] {
  const home: PlayerSequenceEntry = { value: 'home', text: sayg.yourName };
  if (!hasOpponent(sayg)) return [home];
  const away: PlayerSequenceEntry = { value: 'away', text: sayg.opponentName ?? null };
  return first === 'home' ? [home, away] : [away, home];
}

/**
 * Records who throws first in leg `legIndex`, creating the leg if needed. Refused once
 * the leg has throws, outside the number of legs, and for away without an opponent.
 */
export function startLeg<S extends Sayg>(sayg: S, legIndex: number, first: Side): Outcome<S> {
  if (!Number.isInteger(legIndex) || legIndex < 0 || legIndex >= sayg.numberOfLegs) {
    return refuse(`There is no leg ${legIndex + 1}`);
  }
  if (first === 'away' && !hasOpponent(sayg)) return refuse('There is no opponent');
  const leg = legAt(sayg, legIndex) ?? emptyLeg(sayg.startingScore);
  if (leg.home.throws.length > 0 || leg.away.throws.length > 0) return refuse('The leg has already started');
  return ok(putLeg(sayg, legIndex, { ...leg, playerSequence: playerSequence(sayg, first), currentThrow: first }));
}
