import { answerMessage, planActivation, shellCachePrefix } from './sw-caches';
import { changesAccount, isOverlayNavigation, markOverlayShell, networkFirst, strategyFor } from './sw-routing';

/**
 * The service worker, built to /sw.js by service-worker-plugin.ts, which
 * fills in this build's version and file list. It caches the app shell so the scoring screen and
 * practice open from a phone's home screen with no network, and keeps out of the data's way: the
 * API is fetched from the network whenever there is one, and the live socket is never touched.
 * Only the start-up reads and the score cards opened on the device are kept as copies, used
 * when the network fails and dropped at sign-in and sign-out (sw-routing.ts says which).
 *
 * A new build has a new version, so the browser installs the new worker when it next checks (a
 * visit, or the page's own hourly check). While a page is open the new worker waits: the page
 * offers the new version and sends SKIP_WAITING when the user agrees (app-update.ts).
 * Activation keeps the previous build's cache for tabs still running it (sw-caches.ts).
 */

// The few worker types used here (lib.dom and lib.webworker cannot be in one program).
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response>): void };
type MessageEvent = ExtendableEvent & { data: unknown; ports: readonly MessagePort[] };
type WorkerScope = {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};
const worker = self as unknown as WorkerScope;

/** This build's version and the files of its shell: written in by service-worker-plugin.ts. */
declare const __DARTS_SW_VERSION__: string;
declare const __DARTS_SW_PRECACHE__: string[];
const version = __DARTS_SW_VERSION__;
const precacheUrls = __DARTS_SW_PRECACHE__;

const cachePrefix = 'darts-';
const shellCache = `${shellCachePrefix}${version}`;
/** Not versioned: a new build still opens offline with what the last one saw. */
const dataCache = `${cachePrefix}offline-data`;
/** The activated builds' shell caches, oldest first (sw-caches.ts), kept as one JSON answer. */
const metaCache = `${cachePrefix}meta`;
const historyUrl = '/__darts-sw/activated-builds';
const shellUrl = '/';
/** How long a navigation waits for the network before the cached shell opens instead. */
const navigationTimeoutMs = 4_000;
/** Score cards opened on this device whose copies are kept: the latest ones, a season's worth. */
const keptCopies = 100;

const precached = new Set(precacheUrls);
const origin = worker.location.origin;

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(shellCache);
      // `no-cache`: the browser's HTTP cache may hold an older index.html than this build's.
      await cache.addAll(precacheUrls.map((url) => new Request(url, { cache: 'no-cache' })));
      // No skipWaiting: with a page open, the page decides when this build takes over.
      // With none (a first visit), the browser activates it at once anyway.
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const meta = await caches.open(metaCache);
      const plan = planActivation(await caches.keys(), shellCache, await activatedBuilds(meta));
      await Promise.all(plan.remove.map((name) => caches.delete(name)));
      await meta.put(historyUrl, new Response(JSON.stringify(plan.history)));
      // Only pages no worker controls yet (a first visit): the others switch to this worker on
      // their own when it activates, and carry on with their build (`earlier-build`).
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('message', (event) => {
  const answer = answerMessage(event.data, precached);
  if (!answer) return;
  if ('skipWaiting' in answer) event.waitUntil(worker.skipWaiting());
  else event.ports[0]?.postMessage(answer.reply);
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (changesAccount(request, origin)) {
    event.waitUntil(caches.delete(dataCache));
    return;
  }
  switch (strategyFor(request, origin, precached)) {
    case 'shell':
      event.respondWith(
        networkFirst(
          () => fetch(request),
          () => cachedShell(request.url),
          { timeoutMs: navigationTimeoutMs, whenServerFails: true },
        ),
      );
      return;
    case 'precached':
      event.respondWith(caches.match(request, { cacheName: shellCache }).then((cached) => cached ?? fetch(request)));
      return;
    case 'earlier-build':
      // Any cache: only shell caches hold /assets/ files, and hashed names never change content.
      event.respondWith(caches.match(request).then((cached) => cached ?? fetch(request)));
      return;
    case 'offline-copy':
      event.respondWith(
        networkFirst(
          async () => {
            const response = await fetch(request);
            if (response.ok) {
              const copy = response.clone();
              event.waitUntil(keepCopy(request, copy));
            }
            return response;
          },
          // Only a failed network: the server's own refusals and faults are the answer.
          () => caches.match(request, { cacheName: dataCache, ignoreVary: true }),
        ),
      );
      return;
    case 'network':
      return;
  }
});

/** The cached app shell for a navigation to `url`; marked when it opens the score overlay (issue #27). */
async function cachedShell(url: string): Promise<Response | undefined> {
  const shell = await caches.match(shellUrl, { cacheName: shellCache });
  if (!shell || !isOverlayNavigation(url)) return shell;
  // The shell's own headers (its CSP above all), less those that described the unmarked body.
  const headers = new Headers(shell.headers);
  for (const name of ['content-length', 'content-encoding', 'etag', 'last-modified']) headers.delete(name);
  return new Response(markOverlayShell(await shell.text()), { status: shell.status, headers });
}

/** The history planActivation needs; none from a worker before issue #23 (or a damaged one). */
async function activatedBuilds(meta: Cache): Promise<string[]> {
  try {
    const stored: unknown = await (await meta.match(historyUrl))?.json();
    return Array.isArray(stored) ? stored.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

/** Keeps the latest answer to `request`, and only the latest `keptCopies` answers in all. */
async function keepCopy(request: Request, response: Response): Promise<void> {
  const cache = await caches.open(dataCache);
  await cache.delete(request, { ignoreVary: true });
  await cache.put(request, response);
  // Oldest first: a replaced answer was deleted, so it moved to the end.
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - keptCopies)).map((key) => cache.delete(key)));
}
