import { useEffect, useSyncExternalStore } from 'react';
import type { WorkerMessage } from './sw-caches';
import { reloadsOnItsOwn, type UpdateMoment } from './update-policy';

/**
 * The page's side of a new version. A new build's worker waits (service-worker.ts);
 * the page asks it whether it is this page's own build (a page loaded from the network after a
 * deploy already is: the worker is then let take over without a word). Otherwise the page is an
 * older build: `useUpdateReady` turns true, the banner offers Reload, and `applyUpdate` lets the
 * new worker take over and reloads once it has. Scoring and unsaved changes hold back the
 * reloads the page would make by itself (`useHoldAutoReload`, update-policy.ts).
 */

/** How often an open page asks the server for a new build (a browser asks only at a page load). */
const checkEveryMs = 60 * 60_000;
/** A page shown again asks too, unless it asked this recently. */
const checkOnShowAfterMs = 10 * 60_000;
/** How long to wait for a worker's answer, or for the new worker to take over, before going on. */
const workerTimeoutMs = 3_000;

let ready = false;
let holds = 0;
let applying = false;
let registration: ServiceWorkerRegistration | null = null;
const listeners = new Set<() => void>();

/** How the page reloads: replaced only by tests (jsdom cannot reload). */
export const page = { reload: () => window.location.reload() };

/** Says whether a newer version than this page is ready (the watcher below; tests). */
export function setUpdateReady(value: boolean): void {
  if (ready === value) return;
  ready = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a newer version of the app than this page is ready. */
export function useUpdateReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => ready,
    () => false,
  );
}

/** While `active` (a match being scored, changes not saved), the page never reloads by itself. */
export function useHoldAutoReload(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    holds += 1;
    return () => {
      holds -= 1;
    };
  }, [active]);
}

/**
 * Reloads into the new version if it is ready and nothing holds the page at `moment` (after a
 * navigation, or a TV view as soon as it is found). Returns whether it does.
 */
export function takeUpdateIfFree(moment: UpdateMoment, watchOnly = false): boolean {
  if (!ready || !reloadsOnItsOwn({ moment, held: holds > 0, watchOnly })) return false;
  applyUpdate();
  return true;
}

/**
 * The user's Reload: the waiting worker takes over, then the page reloads, so the page and its
 * offline copy are both the new build. Without a waiting worker (another tab let it take over
 * already) the page just reloads.
 */
export function applyUpdate(): void {
  if (applying) return;
  applying = true;
  let gone = false;
  const reload = () => {
    if (gone) return;
    gone = true;
    page.reload();
  };
  const waiting = registration?.waiting;
  if (!waiting) return reload();
  navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
  post(waiting, { type: 'SKIP_WAITING' });
  // A worker that never takes over (it failed) must not leave the page unreloaded.
  setTimeout(reload, workerTimeoutMs);
}

/** Back to a page that has seen no new version (tests: the state is the page's, one per module). */
export function resetAppUpdateForTests(): void {
  setUpdateReady(false);
  applying = false;
  registration = null;
}

/**
 * Follows `found`'s workers for this page, whose own build is told by its `entry` script
 * (index.html's module script; null when unknown, so every new worker is taken as newer).
 */
export function watchForUpdates(found: ServiceWorkerRegistration, entry: string | null): void {
  registration = found;
  const container = navigator.serviceWorker;
  let controlled = container.controller !== null;

  const considerWaiting = async () => {
    const waiting = found.waiting;
    // No controller: a first visit, whose worker activates by itself.
    if (!waiting || !container.controller) return;
    if (entry && (await hasFile(waiting, entry))) {
      // This page is already that build (loaded from the network after the deploy).
      if (found.waiting === waiting) post(waiting, { type: 'SKIP_WAITING' });
    } else if (found.waiting === waiting) {
      setUpdateReady(true);
    }
  };

  const followInstalling = () => {
    const installing = found.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') void considerWaiting();
    });
  };
  found.addEventListener('updatefound', followInstalling);
  // One may have started before the page got the registration.
  followInstalling();

  container.addEventListener('controllerchange', () => {
    const controller = container.controller;
    // The first visit's worker claiming the page, or this page reloading (applyUpdate).
    if (!controlled || applying || !controller) {
      controlled = controller !== null;
      return;
    }
    // Another tab let a new worker take over: is it this page's build?
    void (async () => {
      setUpdateReady(!(entry && (await hasFile(controller, entry))));
    })();
  });

  let checkedAt = Date.now();
  const check = () => {
    checkedAt = Date.now();
    // Offline, or the server away: the next check will do.
    found.update().catch(() => undefined);
  };
  setInterval(check, checkEveryMs);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - checkedAt >= checkOnShowAfterMs) check();
  });

  void considerWaiting();
}

/** The page's own entry script (index.html's module script), e.g. `/assets/index-Ab12Cd.js`. */
export function pageEntry(doc: Document = document): string | null {
  const script = doc.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return script ? new URL(script.src, doc.baseURI).pathname : null;
}

function post(worker: ServiceWorker, message: WorkerMessage, transfer: Transferable[] = []) {
  worker.postMessage(message, transfer);
}

/** Whether `worker`'s build has `path`; false when it does not answer (a worker from before #23). */
function hasFile(worker: ServiceWorker, path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), workerTimeoutMs);
    channel.port1.onmessage = (event: MessageEvent<{ hasFile?: unknown }>) => {
      clearTimeout(timer);
      resolve(event.data?.hasFile === true);
    };
    post(worker, { type: 'HAS_FILE', path }, [channel.port2]);
  });
}
