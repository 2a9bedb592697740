import { useSyncExternalStore } from 'react';

/** Whether the browser says it is online (navigator.onLine), following online/offline events. */
function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Whether `error` is the browser failing to reach the server at all (fetch rejects with a TypeError:
 * "Failed to fetch", "NetworkError when attempting to fetch resource.", "Load failed"), rather than
 * an answer the app could not use.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof TypeError)) return false;
  return (
    (typeof navigator !== 'undefined' && navigator.onLine === false) || /fetch|network|load failed/i.test(error.message)
  );
}
