/**
 * Records whose scorer chose "Watchers: Paused". A save of one of them is
 * sent with `X-Live-Updates: paused`, so the server stores it without publishing it to anyone.
 */
const paused = new Set<string>();

export function setLivePaused(id: string, isPaused: boolean): void {
  if (isPaused) paused.add(id.toLowerCase());
  else paused.delete(id.toLowerCase());
}

/** The headers a save of record `id` goes with: the pause, when its scorer chose it. */
export function liveHeadersFor(id: string | undefined): Record<string, string> | undefined {
  return id && paused.has(id.toLowerCase()) ? { 'X-Live-Updates': 'paused' } : undefined;
}
