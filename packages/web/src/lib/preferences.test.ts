import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  isDimmed,
  preferencesCookie,
  readPreferences,
  readSaygStyle,
  saygStyleCookie,
  clearFavourites,
  toggleFavourite,
  useFavouriteTeams,
} from './preferences';

const favourites = (ids: unknown[]) => `preferences=${encodeURIComponent(JSON.stringify({ favouriteTeamIds: ids }))}`;

describe('preferences cookie (spec 1 §3 Preference)', () => {
  it('reads favourite team ids from the preferences cookie', () => {
    expect(readPreferences(`a=1; ${favourites(['t1', 2, 't2'])}; b=2`)).toEqual({ favouriteTeamIds: ['t1', 't2'] });
  });

  it.each(['', 'preferences=not-json', 'preferences=%5B%5D', 'preferences=null'])(
    'treats %j as no preferences',
    (cookie) => {
      expect(readPreferences(cookie).favouriteTeamIds ?? []).toEqual([]);
    },
  );

  it('writes JSON for a year on path /: cross-site allowed over https (spec 2 §9), SameSite=Lax over http', () => {
    const json = encodeURIComponent('{"favouriteTeamIds":["t1"]}');
    expect(preferencesCookie({ favouriteTeamIds: ['t1'] }, false)).toBe(
      `preferences=${json}; Max-Age=31536000; Path=/; SameSite=Lax`,
    );
    expect(preferencesCookie({ favouriteTeamIds: ['t1'] }, true)).toBe(
      `preferences=${json}; Max-Age=31536000; Path=/; SameSite=None; Secure; Partitioned`,
    );
    // The test page is http, so by default not Secure.
    expect(preferencesCookie({ favouriteTeamIds: ['t1'] })).not.toContain('Secure');
  });

  it('toggles a team, keeping other preferences', () => {
    const on = toggleFavourite({ favouriteTeamIds: ['a'], other: 1 } as never, 'B');
    expect(on).toEqual({ favouriteTeamIds: ['a', 'B'], other: 1 });
    expect(toggleFavourite(on, 'b')).toEqual({ favouriteTeamIds: ['a'], other: 1 });
  });

  it('clears the favourites, keeping other preferences', () => {
    expect(clearFavourites({ favouriteTeamIds: ['a', 'b'], other: 1 } as never)).toEqual({
      favouriteTeamIds: [],
      other: 1,
    });
  });
});

describe('sayg-style cookie (spec 2 §3, §9)', () => {
  it.each([
    ['sayg-style=sayg-black', 'sayg-black'],
    ['a=1; sayg-style=sayg-white; b=2', 'sayg-white'],
    ['', 'sayg-white'],
    ['sayg-style=pink', 'sayg-white'],
  ])('reads %j as %s', (cookie, style) => {
    expect(readSaygStyle(cookie)).toBe(style);
  });

  it('writes the style for a year on path /: cross-site allowed over https, SameSite=Lax over http', () => {
    expect(saygStyleCookie('sayg-black', false)).toBe('sayg-style=sayg-black; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(saygStyleCookie('sayg-white', true)).toBe(
      'sayg-style=sayg-white; Max-Age=31536000; Path=/; SameSite=None; Secure; Partitioned',
    );
  });
});

describe('isDimmed (spec 1 §2 Players tab, §4)', () => {
  it.each([
    [true, ['a'], false, ['b'], true],
    [true, ['a'], false, ['A'], false],
    [true, [], false, ['b'], false],
    [false, ['a'], false, ['b'], false],
    [true, ['a'], true, ['b'], false],
    [true, ['a'], false, ['b', 'a'], false],
    [true, ['a'], false, ['b', undefined], true],
  ])('enabled %s, favourites %j, manager %s, teams %j → %s', (enabled, favouriteIds, isManager, teams, dimmed) => {
    expect(isDimmed({ enabled, favouriteIds, isManager }, ...teams)).toBe(dimmed);
  });
});

describe('useFavouriteTeams', () => {
  afterEach(() => {
    document.cookie = 'preferences=; max-age=0; path=/';
  });

  it('stores a toggle, and every reader sees it at once', () => {
    const one = renderHook(() => useFavouriteTeams());
    const other = renderHook(() => useFavouriteTeams());
    act(() => one.result.current.toggle('T1'));
    expect(other.result.current.ids).toEqual(['T1']);
    expect(other.result.current.isFavourite('t1')).toBe(true);
    expect(readPreferences(document.cookie)).toEqual({ favouriteTeamIds: ['T1'] });
  });

  it('notices a change written elsewhere (another tab) within the cookie poll', async () => {
    const { result } = renderHook(() => useFavouriteTeams());
    expect(result.current.ids).toEqual([]);
    document.cookie = `${favourites(['t2'])}; path=/`;
    await waitFor(() => expect(result.current.ids).toEqual(['t2']));
  });
});
