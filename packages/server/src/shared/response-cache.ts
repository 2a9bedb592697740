/**
 * An in-memory cache of anonymous read responses, keyed by request and
 * tagged with the divisions and seasons it depends on. Any write touching a division or season
 * evicts entries carrying that tag; a write that cannot say what it touches evicts everything.
 *
 * With several server instances each keeps its own cache: evictions are also sent to the other
 * instances through `onEvict` (wired to the live fan-out bus when REDIS_URL is set).
 */
export type CacheTags = { divisionIds?: readonly string[]; seasonIds?: readonly string[] };

type Entry = { value: unknown; tags: Set<string>; expires: number };

export type ResponseCache = {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown, tags: CacheTags): void;
  /** Evicts entries tagged with any of these divisions or seasons; with no tags, everything. */
  evict(tags?: CacheTags): void;
  /** Evicts locally only (an eviction that came from another instance). */
  evictLocal(tags?: CacheTags): void;
  size(): number;
  onEvict(listener: (tags: CacheTags | undefined) => void): void;
};

const tagList = (tags: CacheTags | undefined) => [
  ...(tags?.divisionIds ?? []).map((id) => `division:${id}`),
  ...(tags?.seasonIds ?? []).map((id) => `season:${id}`),
];

export function createResponseCache(
  options: { maxEntries?: number; ttlMs?: number; now?: () => number } = {},
): ResponseCache {
  const maxEntries = options.maxEntries ?? 500;
  const ttlMs = options.ttlMs ?? 10 * 60 * 1000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const listeners: Array<(tags: CacheTags | undefined) => void> = [];

  function evictLocal(tags?: CacheTags) {
    const wanted = tagList(tags);
    if (!tags || wanted.length === 0) {
      entries.clear();
      return;
    }
    for (const [key, entry] of entries) {
      if (wanted.some((tag) => entry.tags.has(tag))) entries.delete(key);
    }
  }

  return {
    get<T>(key: string) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value as T;
    },
    set(key, value, tags) {
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { value, tags: new Set(tagList(tags)), expires: now() + ttlMs });
    },
    evict(tags) {
      evictLocal(tags);
      for (const listener of listeners) listener(tags);
    },
    evictLocal,
    size: () => entries.size,
    onEvict(listener) {
      listeners.push(listener);
    },
  };
}
