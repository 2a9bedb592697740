/**
 * What the service worker does with each request. Pure, so the rules are
 * tested without a browser; service-worker.ts only carries them out.
 *
 * - `network`: not touched at all (no `respondWith`): writes, other origins, the live socket, and
 *   every API read except the few below. The browser fetches it as if there were no worker.
 * - `shell`: a page navigation. The network answers when it can (a new build shows at once); with
 *   no network, or a server that cannot answer, the cached app shell (index.html) opens instead.
 * - `precached`: a file of this build (hashed JS and CSS, the icon): from the cache, which holds
 *   exactly this build's files, else the network.
 * - `earlier-build`: a hashed file of another build: a tab opened before an upgrade
 *   still asks for its own build's chunks, which the server no longer has. From the copy the
 *   previous build's cache keeps (see sw-caches.ts), else the network.
 * - `offline-copy`: the start-up data every page waits for, and what scoring a match reads (a score
 *   card and its teams, a tournament, a match's leg-by-leg record). Always fetched from the network
 *   while there is one; the last answer is kept only so that the scoring screens still open with
 *   no network (the evening's fixtures keep every one of their cards).
 */
export type Strategy = 'network' | 'shell' | 'precached' | 'earlier-build' | 'offline-copy';

export type RequestFacts = { method: string; url: string; mode: string };

/** Where Vite puts the build's hashed files: a name there is never reused for other content. */
const buildFiles = /^\/assets\//;

/** The server's own paths: never answered with the app shell. */
const serverPaths = /^\/(data\/)?api(\/|$)/i;

/**
 * API reads kept for offline use (contract §22 #4 start-up data; §9.1 the fixture, §7.1 a team,
 * §19.1 a tournament, §18.1 a sayg record). Exact paths: a query string or any other read is never kept.
 */
const offlineReads = [
  /^\/api\/(Site|Account|Division|Season|Team|Feature)$/,
  /^\/api\/(Game|Team|Tournament|Sayg)\/[0-9a-f-]{36}$/i,
];

/** Signing in or out: the kept copies belong to the previous account and are dropped. */
const accountChanges = /^\/api\/Account\/(Login|Logout)(\/|$)/i;

export function strategyFor(request: RequestFacts, origin: string, precached: ReadonlySet<string>): Strategy {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  if (serverPaths.test(url.pathname)) {
    const isOfflineRead = !url.search && offlineReads.some((read) => read.test(url.pathname));
    return isOfflineRead && request.mode !== 'navigate' ? 'offline-copy' : 'network';
  }
  if (request.mode === 'navigate') return 'shell';
  if (url.search) return 'network';
  if (precached.has(url.pathname)) return 'precached';
  return buildFiles.test(url.pathname) ? 'earlier-build' : 'network';
}

/**
 * The score overlay's pages (issue #27), whose shell opens marked as the server marks it, so it is
 * transparent from the first paint offline too. A copy of the contract's `isOverlayPagePath` and
 * `markOverlayPage` (the worker may import nothing the app imports); sw-routing.test.ts holds them equal.
 */
const overlayPage = /^\/overlay\/[^/]+\/[^/]+\/?$/i;

/** Whether a navigation opens the score overlay. */
export function isOverlayNavigation(url: string): boolean {
  return overlayPage.test(new URL(url).pathname);
}

/** The app shell's HTML marked as an overlay page. */
export function markOverlayShell(html: string): string {
  return html.replace(/<html(?=[\s>])/i, '<html data-page="overlay"');
}

/** Whether a request signs in or out, so the offline copies must go. */
export function changesAccount(request: RequestFacts, origin: string): boolean {
  const url = new URL(request.url);
  return url.origin === origin && accountChanges.test(url.pathname);
}

export type NetworkFirstOptions = {
  /** Fall back when the network has not answered in this time (a pub's Wi-Fi that carries nothing). */
  timeoutMs?: number;
  /** Fall back on a 5xx too (a proxy in front of a stopped server). */
  whenServerFails?: boolean;
};

/**
 * The network's answer, or `fallback()` when the network fails (or is slow, or answers 5xx, as
 * `options` say). A fallback that has nothing (undefined) leaves the network's answer or error.
 */
export async function networkFirst(
  fromNetwork: () => Promise<Response>,
  fallback: () => Promise<Response | undefined>,
  { timeoutMs = Infinity, whenServerFails = false }: NetworkFirstOptions = {},
): Promise<Response> {
  const network = fromNetwork();
  // Whatever happens to the network's answer later, it must not become an unhandled rejection.
  network.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<'slow'>((resolve) => {
    if (Number.isFinite(timeoutMs)) timer = setTimeout(() => resolve('slow'), timeoutMs);
  });
  try {
    const first = await Promise.race([
      network.then(
        (response) => ({ response }),
        (error: unknown) => ({ error }),
      ),
      slow,
    ]);
    if (first !== 'slow' && 'response' in first && !(whenServerFails && first.response.status >= 500)) {
      return first.response;
    }
    const kept = await fallback();
    if (kept) return kept;
    return await network;
  } finally {
    clearTimeout(timer);
  }
}
