/**
 * When the page moves to a new version of the app on its own, and when a chunk that fails to
 * load is a reason to reload (never break an open tab). Pure, so the rules are tested
 * without a browser; app-update.ts and route-error.tsx carry them out.
 */

/**
 * The moments a new version could be taken without asking:
 * - `navigation`: the user went to another page of the app, leaving this one's state behind anyway;
 * - `ready`: the new version was just found (a TV view on the wall has nobody to press Reload).
 * The page being hidden is not one: a half-filled form in a background tab would be lost.
 */
export type UpdateMoment = 'navigation' | 'ready';

/**
 * Whether the page reloads into the new version by itself at `moment`. Never while something is in
 * progress (`held`: a match being scored, changes not yet saved): then only the user's Reload does.
 */
export function reloadsOnItsOwn({
  moment,
  held,
  watchOnly,
}: {
  moment: UpdateMoment;
  held: boolean;
  /** A view only watched, never used (the TV view). */
  watchOnly: boolean;
}): boolean {
  if (held) return false;
  return moment === 'navigation' || watchOnly;
}

/**
 * How a browser says a script or style sheet of the build could not be loaded: the chunk of a route
 * (Chromium, Firefox, Safari), or a style sheet it needs (Vite's preload). A build deployed after
 * this page was opened no longer has this page's chunks.
 */
const chunkFailures = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
];

/** Whether `error` is a chunk of the build that failed to load (not an error of the page's own). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return chunkFailures.some((failure) => failure.test(error.message));
}

/** A second chunk failure this soon after reloading for one is not fixed by reloading again. */
export const chunkReloadGuardMs = 60_000;

/**
 * Whether a chunk that failed to load makes the page reload into the current version, rather than
 * show the error. Only online (offline, the chunk is simply out of reach and a reload may find
 * nothing at all), and only once: `lastReloadAt` is when the page last reloaded for this reason
 * (kept in session storage), null if never.
 */
export function reloadsForChunkError({
  lastReloadAt,
  now,
  online,
}: {
  lastReloadAt: number | null;
  now: number;
  online: boolean;
}): boolean {
  if (!online) return false;
  return lastReloadAt === null || now - lastReloadAt >= chunkReloadGuardMs || now < lastReloadAt;
}
