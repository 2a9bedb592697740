import { isPossibleCheckout } from '../darts/checkouts.js';
import { throwHistory } from './bust.js';
import { lastThrower, legWinner, nextThrower, remainingScore } from './leg.js';
import { isMatchFinished, legAt, legIndexes } from './match.js';
import { numberWords } from './number-words.js';
import type { Leg, Sayg, Side } from './types.js';

/**
 * What the caller says after the record's latest visit. `visits` counts the match's visits up to
 * that one: a listener calls only when it grows, so an undo (fewer) or an edit (as many) is not called.
 */
export type CallerCall = { visits: number; words: string };

const visitCount = (leg: Leg) => leg.home.throws.length + leg.away.throws.length;

const sentence = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}`;

/** The names the scoring screen shows: the record's, or Home and Away. */
function nameOf(sayg: Sayg, side: Side): string {
  return (side === 'home' ? sayg.yourName : sayg.opponentName) || (side === 'home' ? 'Home' : 'Away');
}

/** A visit's score as the caller says it: a bust or 0 is "No score.", a 180 is shouted. */
function scoreWords(score: number, isBust: boolean): string {
  if (isBust || score === 0) return 'No score.';
  return score === 180 ? 'One hundred and eighty!' : `${sentence(numberWords(score))}.`;
}

/**
 * The spoken caller (issue #27): the words for the record's latest visit, or null before the first.
 * A visit is called by its score ("Forty-one.", "One hundred and eighty!", "No score." for a bust or
 * 0), followed — when the next thrower's remainder can be checked out (2-170, bogey numbers aside) —
 * by what they require, by name ("Bob, you require thirty-two."). A winning visit is called
 * "Game shot, and the leg, Ann Archer." or, when it wins the match, "Game shot, and the match, …".
 * Every phrase is a sentence (a capital, then "." or "!") so a speech engine pauses between them.
 */
export function callerCall(sayg: Sayg): CallerCall | null {
  let visits = 0;
  let latest: Leg | undefined;
  for (const index of legIndexes(sayg)) {
    const leg = legAt(sayg, index);
    if (!leg || visitCount(leg) === 0) continue;
    visits += visitCount(leg);
    latest = leg;
  }
  const side = latest && lastThrower(latest);
  const record = latest && side ? throwHistory(latest, side).at(-1) : undefined;
  if (!latest || !side || !record) return null;
  if (record.isCheckout && legWinner(latest) === side) {
    const what = isMatchFinished(sayg) ? 'match' : 'leg';
    return { visits, words: `Game shot, and the ${what}, ${nameOf(sayg, side)}.` };
  }
  const words = [scoreWords(record.score, record.isBust)];
  const next = nextThrower(latest);
  const required = next ? remainingScore(latest, next) : 0;
  if (next && isPossibleCheckout(required)) words.push(`${nameOf(sayg, next)}, you require ${numberWords(required)}.`);
  return { visits, words: words.join(' ') };
}
