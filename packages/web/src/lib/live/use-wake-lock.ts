import { useEffect } from 'react';

type Sentinel = { release(): Promise<void> };
type WakeLockApi = { request(type: 'screen'): Promise<Sentinel> };

/**
 * Keeps the screen awake while a live view is open: a TV or a phone on a stand would
 * otherwise dim mid-match. The browser drops the lock when the tab is hidden, so it is asked for
 * again when the tab is shown; released on leaving. Skipped where unsupported or refused.
 */
export function useWakeLock(enabled = true): void {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLockApi }).wakeLock;
    if (!enabled || !wakeLock) return;
    let sentinel: Sentinel | null = null;
    let active = true;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock.request('screen').then(
        (granted) => {
          if (active) sentinel = granted;
          else void granted.release().catch(() => undefined);
        },
        // Refused (battery saver, no user gesture yet, policy): the view works without it.
        () => undefined,
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', request);
      void sentinel?.release().catch(() => undefined);
    };
  }, [enabled]);
}
