/**
 * Which builds' caches the service worker keeps (never break an open tab). Pure, so
 * the rules are tested without a browser; service-worker.ts carries them out.
 *
 * A new build's worker waits until the page lets it take over (see app-update.ts), and at that
 * moment other tabs may still run the previous build and ask for its chunks, which the server no
 * longer has. So activation keeps the previous build's cache beside the new one (sw-routing.ts's
 * `earlier-build` answers from it) and deletes only builds older than that. A tab open across two
 * upgrades reloads into the new version when a chunk fails (route-error.tsx).
 */

export const shellCachePrefix = 'darts-shell-';

/** How many activated builds the history remembers: only the last two are ever used. */
const historyLength = 5;

export type ActivationPlan = {
  /** Shell caches to delete: builds older than the previous one, and installs that never activated. */
  remove: string[];
  /** The activated shell caches, oldest first, ending with this one: stored for the next activation. */
  history: string[];
};

/**
 * At activation of the build whose shell cache is `current`: `cacheNames` are every cache of the
 * origin, `history` the shell caches of the builds activated before (oldest first). A worker from
 * before issue #23 kept no history; what it left (its own cache) is kept this once.
 */
export function planActivation(
  cacheNames: readonly string[],
  current: string,
  history: readonly string[],
): ActivationPlan {
  const shells = cacheNames.filter((name) => name.startsWith(shellCachePrefix));
  // The build that was active until now: the one other tabs may still run.
  const previous = history.findLast((name) => name !== current);
  const keep = new Set([current]);
  if (previous) keep.add(previous);
  else if (history.length === 0) for (const name of shells) keep.add(name);
  return {
    remove: shells.filter((name) => !keep.has(name)),
    history: [...history.filter((name) => name !== current), current].slice(-historyLength),
  };
}

/**
 * The page's messages to the worker (app-update.ts writes them; the app and the worker share no
 * code, so the two names are written twice and tested on both sides):
 * - `SKIP_WAITING`: the waiting worker takes over now (the user chose Reload, or the page is
 *   already this build).
 * - `HAS_FILE`: whether `path` is one of this worker's build files, answered on the message's port
 *   as `{ hasFile: boolean }`: the page asks with its own entry script whether it runs this build.
 */
export type WorkerMessage = { type: 'SKIP_WAITING' } | { type: 'HAS_FILE'; path: string };

/** What the worker does with a message: take over, answer, or nothing (anything else). */
export function answerMessage(
  data: unknown,
  precached: ReadonlySet<string>,
): { skipWaiting: true } | { reply: { hasFile: boolean } } | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Partial<Record<'type' | 'path', unknown>>;
  if (message.type === 'SKIP_WAITING') return { skipWaiting: true };
  if (message.type === 'HAS_FILE' && typeof message.path === 'string') {
    return { reply: { hasFile: precached.has(message.path) } };
  }
  return null;
}
