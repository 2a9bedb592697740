/** Live timings: first poll after 1000 ms, then every 10000 ms; socket ready check every 100 ms. */
export const liveTimings = {
  firstPollMs: 1_000,
  pollMs: 10_000,
  readyCheckMs: 100,
  /** How long a socket may take to open before the client polls instead ("never becomes ready"). */
  openTimeoutMs: 5_000,
  /**
   * How often an open socket is checked (beyond the specs): the client sends `Marco`, and a socket
   * that has said nothing since the previous check is taken as dead. A Wi-Fi blip can leave a socket
   * "open" that will never deliver again; without this a watcher would show an old score as live.
   */
  heartbeatMs: 15_000,
} as const;

/** Reconnect delays (beyond the specs): 0.5 s doubling per attempt, capped at 10 s. */
export const reconnectBaseMs = 500;
export const reconnectCapMs = 10_000;

/**
 * How long to wait before reconnect attempt `attempt` (0-based): exponential, capped, with "equal
 * jitter" (half fixed, half random), so a restarted instance is not hit by every watcher at once.
 * `random` is in [0, 1).
 */
export function reconnectDelay(attempt: number, random: number): number {
  const ceiling = Math.min(reconnectCapMs, reconnectBaseMs * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}
