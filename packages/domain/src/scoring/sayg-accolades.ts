import { throwHistory } from './bust.js';
import { throwEvents, type ThrowEvent } from './throw-events.js';
import type { Leg, Side } from './types.js';

/** The legs of a record, as far as its 180s and hi-checks need them (domain or wire shape). */
export type AccoladeLegs = { legs: Readonly<Record<string, Pick<Leg, 'startingScore' | 'home' | 'away'>>> };

/** A side's 180s and hi-checks thrown in a record: the count, and each checkout's score. */
export type SideAccolades = { oneEighties: number; hiChecks: number[] };

/** A 180 or hi-check to add to a card or tournament, or to take back (an edited or undone throw). */
export type AccoladeChange = ThrowEvent & { change: 'add' | 'remove' };

/**
 * Every 180 and hi-check of a record, per side (spec 2 §4: "A checkout of 100 or more triggers a
 * hi-check callback; a 180 triggers a 180 callback"), derived from its throws as `throwEvents`
 * judges each one, so an edit or an undo is reflected the moment the record changes.
 */
export function saygAccolades(record: AccoladeLegs | null | undefined): Record<Side, SideAccolades> {
  const found: Record<Side, SideAccolades> = {
    home: { oneEighties: 0, hiChecks: [] },
    away: { oneEighties: 0, hiChecks: [] },
  };
  for (const leg of Object.values(record?.legs ?? {})) {
    const full = { ...leg, playerSequence: [], currentThrow: null } as Leg;
    for (const side of ['home', 'away'] as const) {
      throwHistory(full, side).forEach((_, index) => {
        for (const event of throwEvents(full, side, index)) {
          if (event.type === 'one-eighty') found[side].oneEighties += 1;
          else found[side].hiChecks.push(event.score);
        }
      });
    }
  }
  return found;
}

/**
 * The 180s and hi-checks that one change of a record adds or takes back: what `after`
 * has that `before` had not is added, what it lost (a throw edited from 180, an undone checkout)
 * is removed. A record that is new to the card or tournament has `before` absent.
 */
export function accoladeChanges(
  before: AccoladeLegs | null | undefined,
  after: AccoladeLegs | null | undefined,
): AccoladeChange[] {
  const was = saygAccolades(before);
  const now = saygAccolades(after);
  const changes: AccoladeChange[] = [];
  for (const side of ['home', 'away'] as const) {
    const difference = now[side].oneEighties - was[side].oneEighties;
    const change = difference > 0 ? 'add' : 'remove';
    for (let i = 0; i < Math.abs(difference); i += 1) changes.push({ type: 'one-eighty', side, change });
    for (const [score, count] of scoreCounts(now[side].hiChecks, was[side].hiChecks))
      for (let i = 0; i < Math.abs(count); i += 1)
        changes.push({ type: 'hi-check', side, score, change: count > 0 ? 'add' : 'remove' });
  }
  return changes;
}

/** How many more times each score is in `now` than in `was` (negative: fewer). */
function scoreCounts(now: readonly number[], was: readonly number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const score of now) counts.set(score, (counts.get(score) ?? 0) + 1);
  for (const score of was) counts.set(score, (counts.get(score) ?? 0) - 1);
  for (const [score, count] of counts) if (count === 0) counts.delete(score);
  return counts;
}
