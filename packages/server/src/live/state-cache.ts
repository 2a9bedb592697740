import type { Publication } from './publication.js';

/** How long a state is kept after its last publication: a match or a tournament day, with room. */
export const stateTtlMs = 24 * 60 * 60 * 1000;

/** At most this many ids are kept in memory; the least recently published go first. */
const maxStates = 10_000;

/**
 * Last states by id, in memory, bounded in count and age so that publishing many ids cannot
 * exhaust the process. `now` is the clock's, so tests can move it.
 */
export function createStateCache(now: () => number) {
  const states = new Map<string, { publication: Publication; at: number }>();
  const fresh = (entry: { at: number } | undefined) => entry !== undefined && now() - entry.at < stateTtlMs;
  return {
    set(publication: Publication) {
      // Re-inserting keeps the Map in publication order, so the first key is the oldest.
      states.delete(publication.id);
      states.set(publication.id, { publication, at: now() });
      while (states.size > maxStates) states.delete(states.keys().next().value!);
    },
    get(id: string): Publication | undefined {
      const entry = states.get(id);
      return fresh(entry) ? entry!.publication : undefined;
    },
    values: (): Publication[] => [...states.values()].filter(fresh).map((entry) => entry.publication),
  };
}
