import { useCallback, useSyncExternalStore } from 'react';

/**
 * The spoken caller's settings (issue #27), kept per device in localStorage under `caller`: off by
 * default, the voice (its `voiceURI`, or the browser's default) and the speed (the utterance's rate).
 */
export type CallerSettings = { on: boolean; voice: string | null; rate: number };

export const defaultCallerSettings: CallerSettings = { on: false, voice: null, rate: 1 };

/** The speeds offered, as SpeechSynthesisUtterance rates. */
export const callerRates = [
  { rate: 0.75, label: 'Slow' },
  { rate: 1, label: 'Normal' },
  { rate: 1.25, label: 'Fast' },
  { rate: 1.5, label: 'Faster' },
] as const;

const storageKey = 'caller';

/** The settings in a stored value; anything unreadable counts as the defaults. */
export function parseCallerSettings(stored: string | null): CallerSettings {
  if (!stored) return defaultCallerSettings;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!parsed || typeof parsed !== 'object') return defaultCallerSettings;
    const { on, voice, rate } = parsed as Partial<Record<keyof CallerSettings, unknown>>;
    return {
      on: on === true,
      voice: typeof voice === 'string' && voice ? voice : null,
      rate: callerRates.some((choice) => choice.rate === rate) ? (rate as number) : 1,
    };
  } catch {
    return defaultCallerSettings;
  }
}

/** localStorage, or undefined where it cannot be used (blocked in a sandboxed frame, say). */
function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

const listeners = new Set<() => void>();
/** Where the settings live when localStorage cannot hold them: this page only. */
let unstored: string | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's change arrives as a storage event.
  const fromOtherTab = (event: StorageEvent) => event.key === storageKey && listener();
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

// The stored text is the snapshot (a string compares by value); it is parsed after.
const snapshot = () => storage()?.getItem(storageKey) ?? unstored;

/** The settings, kept up to date across the page and other tabs, and a change that stores them. */
export function useCallerSettings(): [CallerSettings, (change: Partial<CallerSettings>) => void] {
  const stored = useSyncExternalStore(subscribe, snapshot, () => null);
  const settings = parseCallerSettings(stored);
  const change = useCallback((changed: Partial<CallerSettings>) => {
    const next = { ...parseCallerSettings(snapshot()), ...changed };
    const text = JSON.stringify(next);
    try {
      const stored = storage();
      if (!stored) throw new Error('No localStorage');
      stored.setItem(storageKey, text);
    } catch {
      unstored = text;
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [settings, change];
}
