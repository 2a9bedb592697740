// The caller's calls for a match scored visit by visit, as the scoring screen records it: a
// checkout gets its darts at once and the next leg is made (the record the scorer saves).
import { applyThrow, completeCheckout } from '../apply-throw.js';
import { callerCall } from '../caller-words.js';
import { startLeg } from '../first-thrower.js';
import { legWinner } from '../leg.js';
import { createSayg, currentLegIndex, legAt, updateLeg, type MatchOptions } from '../match.js';
import { nextLeg } from '../next-leg.js';
import type { Sayg, Side } from '../types.js';
import { value } from './play.js';

/** A visit's score, or a checkout with the darts it took. */
export type ScoredVisit = number | { checkout: number; darts: number };

/** Every record the scorer saves, one per visit, from `first` throwing first. */
export function recordsOfVisits(options: MatchOptions, first: Side, visits: readonly ScoredVisit[]): Sayg[] {
  let sayg = value(startLeg(createSayg(options), 0, first));
  return visits.map((visit) => {
    const index = currentLegIndex(sayg)!;
    const side = legAt(sayg, index)!.currentThrow!;
    const score = typeof visit === 'number' ? visit : visit.checkout;
    sayg = value(applyThrow(sayg, side, score));
    if (legWinner(legAt(sayg, index)!)) {
      const darts = typeof visit === 'number' ? 3 : visit.darts;
      sayg = value(updateLeg(sayg, index, (leg) => completeCheckout(leg, side, darts)));
      const next = nextLeg(sayg);
      if (next.ok) sayg = next.value;
    }
    return sayg;
  });
}

/** What the caller says after each visit. */
export function callsOfVisits(options: MatchOptions, first: Side, visits: readonly ScoredVisit[]): string[] {
  return recordsOfVisits(options, first, visits).map((record) => callerCall(record)?.words ?? '');
}

/**
 * The recorded leg (issue #27): Ann Archer and Bob Bell from 501, a 180, a bust, Ann on a
 * checkout, and her 32 to win it. The browser test scores it and expects these calls.
 */
export const recordedLeg = {
  first: 'home' as Side,
  visits: [180, 41, 140, 26, 100, 60, 85, 0, 49, 45, { checkout: 32, darts: 1 }] as ScoredVisit[],
  calls: (won: 'leg' | 'match') => [
    'One hundred and eighty!',
    'Forty-one.',
    'One hundred and forty.',
    'Twenty-six.',
    'One hundred.',
    'Sixty. Ann Archer, you require eighty-one.',
    'No score.',
    'No score. Ann Archer, you require eighty-one.',
    'Forty-nine.',
    'Forty-five. Ann Archer, you require thirty-two.',
    `Game shot, and the ${won}, Ann Archer.`,
  ],
};
