import { useCallback, useSyncExternalStore } from 'react';

/**
 * Full screen via the Fullscreen API (full screen can be toggled). Not
 * supported (e.g. iPhone Safari) means no toggle is offered rather than a button that does nothing.
 */
function subscribe(onChange: () => void) {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

const isFullScreenNow = () => typeof document !== 'undefined' && document.fullscreenElement != null;
const isSupported = () => typeof document !== 'undefined' && document.fullscreenEnabled === true;

export function useFullScreen() {
  const isFullScreen = useSyncExternalStore(subscribe, isFullScreenNow, () => false);
  const supported = useSyncExternalStore(subscribe, isSupported, () => false);
  const toggle = useCallback(() => {
    const change = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    // A refused request (no user gesture, policy) leaves the page as it was; nothing to report.
    change.catch(() => undefined);
  }, []);
  return { supported, isFullScreen, toggle };
}
