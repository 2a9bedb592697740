import { emptyLeg, legAt, legIndexes, legWinner, type Leg, type Sayg } from '@darts/domain';

/** Throws the widescreen view lists per side. */
export const widescreenThrows = 5;

/**
 * The leg the widescreen view shows: the current (highest) leg, except that a finished leg stays on
 * screen, party and all, until someone throws in the next one (spec 2 §2: the party shows while the
 * score is untouched). Before any leg, an empty one from the starting score.
 */
export function shownLeg(sayg: Sayg): { index: number; leg: Leg } {
  const indexes = legIndexes(sayg);
  const current = indexes.at(-1);
  const leg = current === undefined ? undefined : legAt(sayg, current);
  if (current === undefined || !leg) return { index: 0, leg: emptyLeg(sayg.startingScore) };
  const untouched = leg.home.throws.length === 0 && leg.away.throws.length === 0;
  const previousIndex = indexes.at(-2);
  const previous = previousIndex === undefined ? undefined : legAt(sayg, previousIndex);
  if (untouched && previousIndex !== undefined && previous && legWinner(previous)) {
    return { index: previousIndex, leg: previous };
  }
  return { index: current, leg };
}
