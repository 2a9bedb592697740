import { useCallback, useState, useSyncExternalStore } from 'react';

/**
 * The visitor's preferences, kept in the browser: favourite
 * teams in the `preferences` cookie as JSON `{"favouriteTeamIds": [...]}`, as the reference client
 * writes it, and the scoring panel's colours in `sayg-style`. Both last 365 days on path `/`.
 * Spec 2 §9 allows them cross-site, which a page embedded in a league's own website needs: over
 * https they are `SameSite=None; Secure; Partitioned` (a browser without partitioned cookies
 * ignores the attribute); over plain http, where `SameSite=None` is refused, `SameSite=Lax`.
 */
const oneYearSeconds = 365 * 24 * 60 * 60;

/** Spec 1 §9: other tabs' cookie changes are noticed within this. */
const cookiePollMilliseconds = 300;

const isHttps = () => typeof location !== 'undefined' && location.protocol === 'https:';

/** The `document.cookie` assignment that keeps `name` for a year. `value` is written as given. */
function cookieText(name: string, value: string, secure: boolean) {
  const sameSite = secure ? 'SameSite=None; Secure; Partitioned' : 'SameSite=Lax';
  return `${name}=${value}; Max-Age=${oneYearSeconds}; Path=/; ${sameSite}`;
}

/**
 * Stores a cookie. Over https the unpartitioned copy an earlier version wrote is removed first,
 * so `document.cookie` never holds two values under one name.
 */
function writeCookie(name: string, text: string, secure: boolean) {
  if (secure) document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=None; Secure`;
  document.cookie = text;
}

/** The raw value of cookie `name` in a `document.cookie` string. */
function cookieValue(cookies: string, name: string): string | undefined {
  return cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

// Favourite teams

export type Preferences = { favouriteTeamIds?: string[] };

/** The preferences in a `document.cookie` string; anything unreadable counts as none. */
export function readPreferences(cookies: string): Preferences {
  return parsePreferences(cookieValue(cookies, 'preferences'));
}

function parsePreferences(value: string | undefined): Preferences {
  if (!value) return {};
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(value));
    if (!parsed || typeof parsed !== 'object') return {};
    const ids = (parsed as Preferences).favouriteTeamIds;
    return Array.isArray(ids)
      ? { ...parsed, favouriteTeamIds: ids.filter((id) => typeof id === 'string') }
      : { ...parsed };
  } catch {
    return {};
  }
}

/** The `document.cookie` assignment that stores `preferences`. */
export function preferencesCookie(preferences: Preferences, secure = isHttps()): string {
  return cookieText('preferences', encodeURIComponent(JSON.stringify(preferences)), secure);
}

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Adds or removes a team (ids compare without case), keeping the other preferences. */
export function toggleFavourite(preferences: Preferences, teamId: string): Preferences {
  const ids = preferences.favouriteTeamIds ?? [];
  const has = ids.some((id) => sameId(id, teamId));
  return { ...preferences, favouriteTeamIds: has ? ids.filter((id) => !sameId(id, teamId)) : [...ids, teamId] };
}

/** No favourite teams, keeping the other preferences (favourites can be cleared). */
export function clearFavourites(preferences: Preferences): Preferences {
  return { ...preferences, favouriteTeamIds: [] };
}

/**
 * Whether a row is dimmed: favourites on, some chosen, a viewer who
 * cannot manage the rows, and none of the row's teams a favourite.
 */
export function isDimmed(
  state: { enabled: boolean; favouriteIds: readonly string[]; isManager: boolean },
  ...teamIds: ReadonlyArray<string | undefined>
) {
  if (!state.enabled || state.isManager || state.favouriteIds.length === 0) return false;
  return !teamIds.some((teamId) => teamId !== undefined && state.favouriteIds.some((id) => sameId(id, teamId)));
}

// Every reader of the favourites sees a change at once in this tab, and within the poll from others.
const listeners = new Set<() => void>();
let poll: ReturnType<typeof setInterval> | undefined;
let lastCookies = '';

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!poll) {
    lastCookies = document.cookie;
    poll = setInterval(() => {
      if (document.cookie === lastCookies) return;
      lastCookies = document.cookie;
      listeners.forEach((l) => l());
    }, cookiePollMilliseconds);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && poll) {
      clearInterval(poll);
      poll = undefined;
    }
  };
}

const favouritesSnapshot = () =>
  typeof document === 'undefined' ? '' : (cookieValue(document.cookie, 'preferences') ?? '');

/** Stores a change to the preferences and tells every subscriber. */
function changePreferences(change: (preferences: Preferences) => Preferences) {
  const secure = isHttps();
  writeCookie('preferences', preferencesCookie(change(readPreferences(document.cookie)), secure), secure);
  lastCookies = document.cookie;
  listeners.forEach((l) => l());
}

/** The favourite team ids, kept up to date, a toggle that stores a change, and clearing them all. */
export function useFavouriteTeams() {
  const value = useSyncExternalStore(subscribe, favouritesSnapshot, () => '');
  const ids = parsePreferences(value).favouriteTeamIds ?? [];
  const toggle = useCallback((teamId: string) => changePreferences((p) => toggleFavourite(p, teamId)), []);
  const clear = useCallback(() => changePreferences(clearFavourites), []);
  return { ids, toggle, clear, isFavourite: (teamId: string) => ids.some((id) => sameId(id, teamId)) };
}

// Scoring style

/** The scoring panel's colours. */
export type SaygStyle = 'sayg-white' | 'sayg-black';

/** The style kept in the `sayg-style` cookie, `sayg-white` by default. */
export function readSaygStyle(cookies: string): SaygStyle {
  return cookieValue(cookies, 'sayg-style') === 'sayg-black' ? 'sayg-black' : 'sayg-white';
}

/** The `document.cookie` assignment that keeps `style`. */
export function saygStyleCookie(style: SaygStyle, secure = isHttps()): string {
  return cookieText('sayg-style', style, secure);
}

/** The style preference, read once and written back to the cookie when changed. */
export function useSaygStyle(): [SaygStyle, (style: SaygStyle) => void] {
  const [style, setStyle] = useState<SaygStyle>(() =>
    typeof document === 'undefined' ? 'sayg-white' : readSaygStyle(document.cookie),
  );
  const choose = useCallback((next: SaygStyle) => {
    const secure = isHttps();
    writeCookie('sayg-style', saygStyleCookie(next, secure), secure);
    setStyle(next);
  }, []);
  return [style, choose];
}
