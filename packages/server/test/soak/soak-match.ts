import {
  applyThrow,
  canCheckout,
  completeCheckout,
  createSayg,
  currentLegIndex,
  isMatchFinished,
  legAt,
  legWinner,
  nextLeg,
  remainingScore,
  startLeg,
  updateLeg,
  type Sayg,
} from '@darts/domain';

/**
 * A soak scorer's match, played through the same domain engine as the scoring screen: one visit at
 * a time, a checkout completed with its darts and the next leg started in the same visit (the
 * screen saves them together). Best of 99 from 501, so one record holds over two hours of visits
 * at one every 3 s, and winners alternate with the throwing order.
 */
export const soakMatchOptions = { numberOfLegs: 99, startingScore: 501 } as const;

/** Pub scores, round and round; kept below what is left so a leg ends on a checkout. */
const scores = [45, 26, 60, 41, 85, 30, 55, 100, 22, 60];

/** A new record whose first leg home throws first, as after the scorer picked who plays first. */
export function newSoakMatch(yourName: string, opponentName: string): Sayg {
  const sayg = createSayg({ yourName, opponentName, ...soakMatchOptions });
  const started = startLeg(sayg, 0, 'home');
  if (!started.ok) throw new Error(started.reason);
  return started.value;
}

/** The visits in a record: every throw of every leg (a visit adds exactly one). */
export function visitsIn(sayg: {
  legs?: Record<string, { home?: { throws?: unknown[] }; away?: { throws?: unknown[] } }>;
}) {
  let count = 0;
  for (const leg of Object.values(sayg.legs ?? {}))
    count += (leg.home?.throws?.length ?? 0) + (leg.away?.throws?.length ?? 0);
  return count;
}

/** The record after one more visit, or undefined once the match is over. */
export function playVisit(sayg: Sayg): Sayg | undefined {
  if (isMatchFinished(sayg)) return undefined;
  const index = currentLegIndex(sayg)!;
  const leg = legAt(sayg, index)!;
  const side = leg.currentThrow!;
  const remaining = remainingScore(leg, side);
  const visit = (leg.home.throws.length + leg.away.throws.length) % scores.length;
  const score = remaining <= 100 && canCheckout(remaining, 3) ? remaining : Math.min(scores[visit]!, remaining - 50);
  const thrown = applyThrow(sayg, side, score);
  if (!thrown.ok) throw new Error(`The soak scorer could not throw ${score} from ${remaining}: ${thrown.reason}`);
  if (!legWinner(legAt(thrown.value, index)!)) return thrown.value;
  const checkedOut = updateLeg(thrown.value, index, (played) => completeCheckout(played, side, 3));
  if (!checkedOut.ok) throw new Error(checkedOut.reason);
  if (isMatchFinished(checkedOut.value)) return checkedOut.value;
  // The decider, with the legs level, is started by the side that did not start the previous leg.
  const next = nextLeg(checkedOut.value, [...leg.playerSequence].reverse());
  if (!next.ok) throw new Error(next.reason);
  return next.value;
}

/** How many visits one match holds at most (the run must fit in one record per scorer). */
export function visitsPerMatch(): number {
  let sayg: Sayg | undefined = newSoakMatch('Home', 'Away');
  let visits = 0;
  while ((sayg = playVisit(sayg))) visits += 1;
  return visits;
}
