import { liveTimings } from './backoff';

/**
 * Waits for a new socket to open, checking every 100 ms. A socket that never opens
 * (refused, no network) is closed and false answered, so polling serves instead.
 */
export async function waitUntilOpen(socket: WebSocket): Promise<boolean> {
  for (let waited = 0; socket.readyState === WebSocket.CONNECTING; waited += liveTimings.readyCheckMs) {
    if (waited >= liveTimings.openTimeoutMs) {
      socket.close();
      return false;
    }
    await new Promise((resolve) => setTimeout(resolve, liveTimings.readyCheckMs));
  }
  return socket.readyState === WebSocket.OPEN;
}
