import { describe, expect, it } from 'vitest';
import { createResponseCache } from './response-cache.js';

describe('response cache', () => {
  it('evicts only entries tagged with a touched division or season', () => {
    const cache = createResponseCache();
    cache.set('a', 1, { divisionIds: ['d1'], seasonIds: ['s1'] });
    cache.set('b', 2, { divisionIds: ['d2'], seasonIds: ['s1'] });
    cache.set('c', 3, { divisionIds: ['d3'], seasonIds: ['s2'] });
    cache.evict({ divisionIds: ['d1'] });
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
    cache.evict({ seasonIds: ['s1'] });
    expect([cache.get('b'), cache.get('c')]).toEqual([undefined, 3]);
  });

  it('evicts everything when a write cannot say what it touched', () => {
    const cache = createResponseCache();
    cache.set('a', 1, { divisionIds: ['d1'] });
    cache.evict();
    expect(cache.size()).toBe(0);
  });

  it('expires entries and caps its size', () => {
    let time = 0;
    const cache = createResponseCache({ maxEntries: 2, ttlMs: 100, now: () => time });
    cache.set('a', 1, {});
    cache.set('b', 2, {});
    cache.set('c', 3, {});
    expect(cache.get('a')).toBeUndefined();
    time = 150;
    expect(cache.get('b')).toBeUndefined();
  });

  it('tells listeners about evictions but not about local ones', () => {
    const cache = createResponseCache();
    const heard: unknown[] = [];
    cache.onEvict((tags) => heard.push(tags));
    cache.evict({ divisionIds: ['d1'] });
    cache.evictLocal({ divisionIds: ['d2'] });
    expect(heard).toEqual([{ divisionIds: ['d1'] }]);
  });
});
