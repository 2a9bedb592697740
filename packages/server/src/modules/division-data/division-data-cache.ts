import type { DivisionDataQuery } from '@darts/contract';
import type { CacheTags, ResponseCache } from '../../shared/response-cache.js';

/** A rendered division data answer as it is sent and cached (body already serialised). */
export type Answer = {
  body: string;
  contentType: string;
  headers: Record<string, string>;
  /** The answer goes stale at this instant (ms) even without a write (next midnight, a VetoScores reveal). */
  validUntil: number;
};

/**
 * The cache key of an anonymous division data request: the normalised
 * query (division ids sorted, so `a,b` and `b,a` share an entry) and the rendering. The calendar
 * also depends on the address its links point at.
 */
export function answerKey(query: DivisionDataQuery, rendering: 'json' | { calendarBase: string }): string {
  return JSON.stringify([
    'division-data',
    rendering === 'json' ? 'json' : `calendar ${rendering.calendarBase}`,
    [...query.divisionIds].sort(),
    query.seasonId ?? '',
    query.date ?? '',
    query.teamId ?? '',
    query.excludeProposals,
    query.ignoreDates,
  ]);
}

/** The cached answer, unless it has gone stale; writes evict entries by tag (`cache.evict`). */
export function cachedAnswer(cache: ResponseCache, key: string, now: number): Answer | undefined {
  const answer = cache.get<Answer>(key);
  return answer && answer.validUntil > now ? answer : undefined;
}

/** Keeps an answer for the next anonymous caller, tagged with the divisions and season it shows. */
export function keepAnswer(cache: ResponseCache, key: string, answer: Answer, tags: CacheTags): void {
  cache.set(key, answer, tags);
}
