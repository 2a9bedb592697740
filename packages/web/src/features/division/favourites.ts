import { useCallback, useSyncExternalStore } from 'react';

/**
 * Favourite teams (spec 1 §3 Preference, contract §13.3 FavouritesEnabled): kept in the browser in
 * a `preferences` cookie holding JSON `{"favouriteTeamIds": [...]}` for 365 days on path `/`.
 * Other tabs (and other parts of the page) see a change within the cookie poll of spec 1 §9.
 */
export type Preferences = { favouriteTeamIds?: string[] };

const cookieName = 'preferences';
const maxAgeSeconds = 365 * 24 * 60 * 60;
export const cookiePollMilliseconds = 300;

/** The preferences in a `document.cookie` string; anything unreadable counts as none. */
export function readPreferences(cookie: string): Preferences {
  const entry = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${cookieName}=`));
  if (!entry) return {};
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(entry.slice(cookieName.length + 1)));
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
export function preferencesCookie(preferences: Preferences): string {
  return `${cookieName}=${encodeURIComponent(JSON.stringify(preferences))}; max-age=${maxAgeSeconds}; path=/; SameSite=Lax`;
}

/** Adds or removes a team (ids compare without case). */
export function toggleFavourite(preferences: Preferences, teamId: string): Preferences {
  const ids = preferences.favouriteTeamIds ?? [];
  const has = ids.some((id) => id.toLowerCase() === teamId.toLowerCase());
  return {
    ...preferences,
    favouriteTeamIds: has ? ids.filter((id) => id.toLowerCase() !== teamId.toLowerCase()) : [...ids, teamId],
  };
}

const listeners = new Set<() => void>();
let poll: ReturnType<typeof setInterval> | undefined;
let lastCookie = '';

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!poll) {
    lastCookie = document.cookie;
    poll = setInterval(() => {
      if (document.cookie === lastCookie) return;
      lastCookie = document.cookie;
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

const snapshot = () => (typeof document === 'undefined' ? '' : document.cookie);

/** The favourite team ids, and a toggle that stores the change. */
export function useFavouriteTeams() {
  const cookie = useSyncExternalStore(subscribe, snapshot, () => '');
  const ids = readPreferences(cookie).favouriteTeamIds ?? [];
  const toggle = useCallback((teamId: string) => {
    document.cookie = preferencesCookie(toggleFavourite(readPreferences(document.cookie), teamId));
    lastCookie = document.cookie;
    listeners.forEach((l) => l());
  }, []);
  return { ids, toggle, isFavourite: (teamId: string) => ids.some((id) => id.toLowerCase() === teamId.toLowerCase()) };
}

/**
 * Whether a row is dimmed (spec 1 §2 Players tab, §6): favourites on, some favourites chosen, the
 * viewer cannot manage these rows, and the row's team is not a favourite.
 */
export function isDimmed(
  state: { enabled: boolean; favouriteIds: readonly string[]; isManager: boolean },
  teamId: string,
) {
  if (!state.enabled || state.isManager || state.favouriteIds.length === 0) return false;
  return !state.favouriteIds.some((id) => id.toLowerCase() === teamId.toLowerCase());
}
