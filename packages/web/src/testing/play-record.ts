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

/** One leg as a scorer enters it: who throws first, the visits in turn, the checkout's darts. */
export type LegScript = { first: Side; scores: number[]; checkoutDarts?: number };

function value<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`The engine refused a test move: ${outcome.reason}`);
  return outcome.value;
}

/**
 * A record played through the domain engine, leg by leg, so every total, average and remainder a
 * test expects comes from the engine too. Best of 3 from 501 unless told.
 */
export function playRecord(
  yourName: string,
  opponentName: string,
  legs: LegScript[],
  options: Partial<MatchOptions> = {},
): Sayg {
  let sayg = createSayg({ yourName, opponentName, numberOfLegs: 3, startingScore: 501, ...options });
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
