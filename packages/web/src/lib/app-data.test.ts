import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../app/query-client';
import { startStartupReads, startupErrors } from './app-data';

describe('startupErrors (spec 1 §8 startup)', () => {
  const one = [{}];
  it.each([
    [{ seasons: one, teams: one, divisions: one }, []],
    [{ seasons: [], teams: one, divisions: one }, ['App has finished loading, no seasons are available']],
    [{ seasons: one, teams: [], divisions: one }, ['App has finished loading, no teams are available']],
    [{ seasons: one, teams: one, divisions: [] }, ['App has finished loading, no divisions are available']],
    [
      { seasons: [], teams: [], divisions: [] },
      [
        'App has finished loading, no seasons are available',
        'App has finished loading, no teams are available',
        'App has finished loading, no divisions are available',
      ],
    ],
  ])('%o', (data, expected) => {
    expect(startupErrors(data)).toEqual(expected);
  });
});

describe('startStartupReads (issue #24)', () => {
  it('asks for the five start-up reads at once, before any page renders', () => {
    const asked: string[] = [];
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      asked.push(new URL(url, 'http://localhost').pathname);
      return new Promise<Response>(() => undefined);
    });
    try {
      startStartupReads(createQueryClient({ retry: false }));
      expect(asked.sort()).toEqual(['/api/Account', '/api/Division', '/api/Season', '/api/Site', '/api/Team']);
    } finally {
      fetch.mockRestore();
    }
  });
});
