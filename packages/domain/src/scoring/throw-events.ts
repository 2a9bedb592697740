import { hiCheckMinimum } from '../darts/checkouts.js';
import { throwHistory } from './bust.js';
import type { Leg, Side } from './types.js';

/** What the scoring panel reports upwards: a 180, or a checkout of 100 or more. */
export type ThrowEvent = { type: 'one-eighty'; side: Side } | { type: 'hi-check'; side: Side; score: number };

/**
 * The events a throw raises: a 180, unless it was a bust, and a hi-check for a
 * checkout of 100 or more. Defaults to the side's latest throw: call it after `applyThrow` (unless
 * the score was a checkout awaiting its darts) and after `completeCheckout`.
 */
export function throwEvents(leg: Leg, side: Side, throwIndex = leg[side].throws.length - 1): ThrowEvent[] {
  const record = throwHistory(leg, side)[throwIndex];
  if (!record || record.isBust) return [];
  const events: ThrowEvent[] = [];
  if (record.score === 180) events.push({ type: 'one-eighty', side });
  if (record.isCheckout && record.score >= hiCheckMinimum) events.push({ type: 'hi-check', side, score: record.score });
  return events;
}
