import { describe, expect, it } from 'vitest';
import type { DivisionDataQuery } from '@darts/contract';
import { createResponseCache } from '../../shared/response-cache.js';
import { answerKey, cachedAnswer, keepAnswer, type Answer } from './division-data-cache.js';

const query = (overrides: Partial<DivisionDataQuery> = {}): DivisionDataQuery => ({
  divisionIds: ['d1', 'd2'],
  seasonId: 's1',
  date: undefined,
  teamId: undefined,
  excludeProposals: false,
  ignoreDates: false,
  contentType: undefined,
  ...overrides,
});
const answer = (validUntil = 1_000): Answer => ({
  body: '{}',
  contentType: 'application/json',
  headers: {},
  validUntil,
});

describe('answerKey', () => {
  it('is the same whatever the order of the division ids', () => {
    expect(answerKey(query({ divisionIds: ['d2', 'd1'] }), 'json')).toBe(answerKey(query(), 'json'));
  });

  it.each([
    ['season', { seasonId: 's2' }],
    ['date', { date: '2026-10-01' }],
    ['team', { teamId: 't1' }],
    ['excludeProposals', { excludeProposals: true }],
    ['ignoreDates', { ignoreDates: true }],
    ['divisions', { divisionIds: ['d1'] }],
  ])('differs by %s', (_what, overrides) => {
    expect(answerKey(query(overrides), 'json')).not.toBe(answerKey(query(), 'json'));
  });

  it('keeps JSON and calendars apart, and calendars for different addresses', () => {
    const keys = new Set([
      answerKey(query(), 'json'),
      answerKey(query(), { calendarBase: 'https://a.example' }),
      answerKey(query(), { calendarBase: 'https://b.example' }),
    ]);
    expect(keys.size).toBe(3);
  });
});

describe('cached answers', () => {
  it('go when a write evicts their division or season, and only then', () => {
    const cache = createResponseCache();
    keepAnswer(cache, 'a', answer(), { divisionIds: ['d1'], seasonIds: ['s1'] });
    keepAnswer(cache, 'b', answer(), { divisionIds: ['d2'], seasonIds: ['s1'] });
    keepAnswer(cache, 'c', answer(), { divisionIds: ['d3'], seasonIds: ['s2'] });
    cache.evict({ divisionIds: ['d1'] });
    expect(['a', 'b', 'c'].map((key) => cachedAnswer(cache, key, 0) !== undefined)).toEqual([false, true, true]);
    cache.evict({ seasonIds: ['s1'] });
    expect(['b', 'c'].map((key) => cachedAnswer(cache, key, 0) !== undefined)).toEqual([false, true]);
  });

  it('go stale at their own time (midnight, a VetoScores reveal) without a write', () => {
    const cache = createResponseCache();
    keepAnswer(cache, 'a', answer(1_000), {});
    expect(cachedAnswer(cache, 'a', 999)).toBeDefined();
    expect(cachedAnswer(cache, 'a', 1_000)).toBeUndefined();
  });
});
