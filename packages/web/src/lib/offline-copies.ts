/**
 * Offline copies made ahead. The service worker keeps the last answer to a few API reads
 * (sw/sw-routing.ts `offline-copy`), but only to reads that pass through it: the reads a page makes
 * before the worker controls it (a phone's first visit) and the pages never opened are not kept.
 * These read them once more through the worker, which keeps them; the answers are not used here.
 */

/** The part of `navigator.serviceWorker` this needs. */
export type WorkerContainer = Pick<ServiceWorkerContainer, 'controller' | 'addEventListener' | 'removeEventListener'>;

export type CopyDeps = {
  container: WorkerContainer | undefined;
  /** A GET of an API path; its answer is thrown away. */
  read: (path: string) => Promise<unknown>;
};

/** The start-up reads every page waits for, as lib/app-data.ts makes them. */
export const startupReads = ['/api/Site', '/api/Account', '/api/Division', '/api/Season', '/api/Team', '/api/Feature'];

/**
 * A plain GET with the session's cookies. Not the app's API client: that one would hand this
 * background read the next "Refresh data" no-cache mark.
 */
const browserRead = async (path: string) => {
  const response = await fetch(path, { credentials: 'include', headers: { Accept: 'application/json' } });
  await response.arrayBuffer();
};

const browserDeps = (): CopyDeps => ({
  container: typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
  read: browserRead,
});

/** Paths already read through the worker from this page: each is kept once per page load. */
const kept = new Set<string>();

/** Resolves once a service worker controls the page; never without one. */
function whenControlled(container: WorkerContainer): Promise<void> {
  if (container.controller) return Promise.resolve();
  return new Promise((resolve) => {
    const taken = () => {
      container.removeEventListener('controllerchange', taken);
      resolve();
    };
    container.addEventListener('controllerchange', taken);
  });
}

/**
 * Reads `paths` through the service worker, one after another, once it controls the page, so it
 * keeps their answers for offline use. Without a worker (the dev server, a browser without one)
 * nothing happens. A failed read is left: the page is offline, or the path is not for this account.
 */
export async function keepOfflineCopies(paths: readonly string[], deps: CopyDeps = browserDeps()): Promise<void> {
  const { container } = deps;
  if (!container) return;
  const fresh = paths.filter((path) => !kept.has(path));
  if (fresh.length === 0) return;
  await whenControlled(container);
  for (const path of fresh) {
    if (kept.has(path)) continue;
    kept.add(path);
    await deps.read(path).catch(() => kept.delete(path));
  }
}

/**
 * On a page the service worker did not control when it loaded (the first visit), the start-up data
 * went past it; once it takes control, the data is read again so that the next visit opens offline.
 */
export function keepStartupCopies(deps: CopyDeps = browserDeps()): void {
  if (!deps.container || deps.container.controller) return;
  void keepOfflineCopies(startupReads, deps);
}

/** Forgets what was kept (tests). */
export function forgetKeptCopies(): void {
  kept.clear();
}
