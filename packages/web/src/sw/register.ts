import { pageEntry, watchForUpdates } from './app-update';

/**
 * Registers /sw.js once the page has loaded, so the worker's first download
 * of the shell never competes with the page's own. Production builds only: the dev server has no
 * worker, and a worker left over from a build would serve stale files to it.
 *
 * Then follows the worker's new versions for this page (app-update.ts).
 *
 * Kept apart from the worker's own modules: the app and the worker share no code.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then((registration) => watchForUpdates(registration, pageEntry()))
      .catch((error: unknown) => {
        // The app works without it; it only cannot open offline.
        console.warn('The offline copy of the app could not be set up:', error);
      });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
