import { describe, expect, it } from 'vitest';
import { startupErrors } from './app-data';

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
