import {
  applyThrow,
  completeCheckout,
  createSayg,
  legAt,
  legWinner,
  nextLeg,
  startLeg,
  updateLeg,
  type MatchOptions,
  type Outcome,
  type Sayg,
  type Side,
} from '@darts/domain';

/** One leg as a scorer would enter it: who throws first, the visits in turn, the checkout's darts. */
export type LegScript = { first: Side; scores: number[]; checkoutDarts?: number };

function value<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`The engine refused a test move: ${outcome.reason}`);
  return outcome.value;
}

/**
 * A record played through the domain engine, leg by leg, so every total, average and remainder a
 * test expects comes from the engine too. Jo (home) v Sam (away), best of 3 from 501 unless told.
 */
export function playMatch(legs: LegScript[], options: Partial<MatchOptions> = {}): Sayg {
  let sayg = createSayg({ yourName: 'Jo', opponentName: 'Sam', numberOfLegs: 3, startingScore: 501, ...options });
  legs.forEach((script, index) => {
    if (index > 0) sayg = value(nextLeg(sayg));
    sayg = value(startLeg(sayg, index, script.first));
    for (const score of script.scores) {
      const side = legAt(sayg, index)?.currentThrow;
      if (!side) throw new Error(`Leg ${index + 1} has nobody to throw`);
      sayg = value(applyThrow(sayg, side, score));
      if (legWinner(legAt(sayg, index)!)) {
        sayg = value(updateLeg(sayg, index, (leg) => completeCheckout(leg, side, script.checkoutDarts ?? 3)));
      }
    }
  });
  return sayg;
}

/** A nine-dart leg for Jo from 501 (180, 180, 141 out); Sam answers with 60s. */
export const joWinsLeg: LegScript = { first: 'home', scores: [180, 60, 180, 60, 141], checkoutDarts: 3 };

/** Sam throws first and wins in 17 darts, with a bust (20 from 21) before the 21 out. */
export const samWinsLeg: LegScript = {
  first: 'away',
  scores: [100, 45, 140, 26, 140, 41, 100, 60, 20, 100, 21],
  checkoutDarts: 2,
};

/** The record as GET /api/Sayg/{id} sends it (contract §3.4, §0.4: nulls left out). */
export function recordOf(sayg: Sayg, id: string): Record<string, unknown> {
  const body = { ...sayg, id, updated: '2025-11-21T12:00:00.0000000Z' };
  return JSON.parse(JSON.stringify(body, (_key, item: unknown) => (item === null ? undefined : item))) as Record<
    string,
    unknown
  >;
}
