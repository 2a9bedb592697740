import { describe, expect, it } from 'vitest';
import { isDimmed, preferencesCookie, readPreferences, toggleFavourite } from './favourites';

describe('preferences cookie (spec 1 §3 Preference)', () => {
  it('reads favourite team ids from the preferences cookie', () => {
    const cookie = `a=1; preferences=${encodeURIComponent(JSON.stringify({ favouriteTeamIds: ['t1', 2, 't2'] }))}; b=2`;
    expect(readPreferences(cookie)).toEqual({ favouriteTeamIds: ['t1', 't2'] });
  });

  it.each(['', 'preferences=not-json', 'preferences=%5B%5D', 'preferences=null'])(
    'treats %j as no preferences',
    (cookie) => {
      expect(readPreferences(cookie).favouriteTeamIds ?? []).toEqual([]);
    },
  );

  it('writes JSON for a year on path /', () => {
    const cookie = preferencesCookie({ favouriteTeamIds: ['t1'] });
    expect(cookie).toBe(
      `preferences=${encodeURIComponent('{"favouriteTeamIds":["t1"]}')}; max-age=31536000; path=/; SameSite=Lax`,
    );
  });

  it('toggles a team, keeping other preferences', () => {
    const on = toggleFavourite({ favouriteTeamIds: ['a'], other: 1 } as never, 'B');
    expect(on).toEqual({ favouriteTeamIds: ['a', 'B'], other: 1 });
    expect(toggleFavourite(on, 'b')).toEqual({ favouriteTeamIds: ['a'], other: 1 });
  });
});

describe('isDimmed (spec 1 §2 Players tab)', () => {
  it.each([
    [true, ['a'], false, 'b', true],
    [true, ['a'], false, 'A', false],
    [true, [], false, 'b', false],
    [false, ['a'], false, 'b', false],
    [true, ['a'], true, 'b', false],
  ])('enabled %s, favourites %j, manager %s, team %s → %s', (enabled, favouriteIds, isManager, team, dimmed) => {
    expect(isDimmed({ enabled, favouriteIds, isManager }, team)).toBe(dimmed);
  });
});
