import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveClient } from './live-client';

const id = '0b0f4c4e-9a43-4c8e-8f57-5f7e6f1c2d3a';

/** A socket the test plays the server's side of (web tests have no live server to connect to). */
class ServerSide extends EventTarget {
  readyState: number = WebSocket.CONNECTING;
  readonly sent: unknown[] = [];
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.drop(1005);
  }
  accept() {
    this.readyState = WebSocket.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  say(message: object) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
  drop(code: number) {
    if (this.readyState === WebSocket.CLOSED) return;
    this.readyState = WebSocket.CLOSED;
    this.dispatchEvent(Object.assign(new Event('close'), { code }));
  }
}

function socketClient() {
  const sockets: ServerSide[] = [];
  const polls: string[] = [];
  const logs: string[] = [];
  const client = new LiveClient({
    openSocket: () => {
      const socket = new ServerSide();
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    poll: async (pollId) => {
      polls.push(pollId);
      return { success: true, result: { data: { polled: polls.length }, lastUpdate: `T${polls.length}` } };
    },
    publishOverHttp: async () => true,
    log: (message) => logs.push(message),
    random: () => 0,
    network: { isOnline: () => true, onChange: () => () => undefined },
  });
  client.setSocketAllowed(true);
  return { client, sockets, polls, logs };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('LiveClient over the socket (contract §17; issue #11 reconnects)', () => {
  it('opens on demand, subscribes, delivers updates, answers Marco and closes with the last subscription', async () => {
    const { client, sockets, polls } = socketClient();
    const updates: unknown[] = [];
    const end = client.subscribe(id, 'Sayg', { onUpdate: (data) => updates.push(data) });
    expect(client.status).toBe('connecting');
    sockets[0]!.accept();
    await vi.advanceTimersByTimeAsync(100);
    expect(client.status).toBe('live');
    expect(sockets[0]!.sent).toEqual([{ type: 'Subscribed', id }]);
    // The latest state is read once on subscribing, then the socket serves: no polling.
    await vi.advanceTimersByTimeAsync(14_000);
    expect(polls).toEqual([id]);
    sockets[0]!.say({ type: 'Update', id, dataType: 'Sayg', data: { n: 1 }, message: null });
    sockets[0]!.say({ type: 'Marco', id: null, dataType: 'Sayg', data: null, message: null });
    expect(updates).toEqual([{ polled: 1 }, { n: 1 }]);
    expect(sockets[0]!.sent.at(-1)).toEqual({ type: 'Polo' });
    end();
    expect(sockets[0]!.sent.at(-1)).toEqual({ type: 'Unsubscribed', id });
    expect(sockets[0]!.readyState).toBe(WebSocket.CLOSED);
    expect(client.status).toBe('idle');
  });

  it('after a drop, polls meanwhile, reconnects with backoff, resubscribes and re-reads the latest state', async () => {
    const { client, sockets, polls, logs } = socketClient();
    const updates: unknown[] = [];
    client.subscribe(id, 'Sayg', { onUpdate: (data) => updates.push(data) });
    sockets[0]!.accept();
    await vi.advanceTimersByTimeAsync(100);
    sockets[0]!.drop(1001);
    expect(logs).toContain('Socket disconnected');
    expect(client.status).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(250);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(polls).toHaveLength(2);
    sockets[1]!.accept();
    await vi.advanceTimersByTimeAsync(100);
    expect(sockets[1]!.sent).toEqual([{ type: 'Subscribed', id }]);
    expect(client.status).toBe('live');
    expect(polls).toHaveLength(3);
    expect(updates.at(-1)).toEqual({ polled: 3 });
  });

  it('catches a feature that reads its own record up through that read, never a live poll, as the socket opens and after each reconnect (issue #23)', async () => {
    // The live poll answers 404 (no result) for a match under way the server is not tracking.
    const { client, sockets, polls } = socketClient();
    const updates: unknown[] = [];
    let reads = 0;
    client.subscribe(id, 'Sayg', { onUpdate: (data) => updates.push(data), onResync: () => (reads += 1) });
    sockets[0]!.accept();
    await vi.advanceTimersByTimeAsync(100);
    expect(client.status).toBe('live');
    expect(reads).toBe(1);
    sockets[0]!.drop(1001);
    await vi.advanceTimersByTimeAsync(250);
    sockets[1]!.accept();
    await vi.advanceTimersByTimeAsync(100);
    expect(client.status).toBe('live');
    expect(reads).toBe(2);
    await vi.advanceTimersByTimeAsync(14_000);
    expect(polls).toEqual([]);
    sockets[1]!.say({ type: 'Update', id, dataType: 'Sayg', data: { n: 1 }, message: null });
    expect(updates).toEqual([{ n: 1 }]);
  });

  it('a socket silent past two checks is given up, so the watcher polls rather than trusting it', async () => {
    const { client, sockets, polls } = socketClient();
    client.subscribe(id, 'Sayg', { onUpdate: () => undefined });
    sockets[0]!.accept();
    await vi.advanceTimersByTimeAsync(100);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(sockets[0]!.sent.at(-1)).toEqual({ type: 'Marco' });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(client.status).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(polls.length).toBeGreaterThanOrEqual(2);
  });

  it('polls instead once refused (closed for policy), and when the account may no longer use sockets', async () => {
    const refused = socketClient();
    refused.client.subscribe(id, 'Sayg', { onUpdate: () => undefined });
    refused.sockets[0]!.accept();
    await vi.advanceTimersByTimeAsync(100);
    refused.sockets[0]!.drop(1008);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(refused.sockets).toHaveLength(1);
    expect(refused.client.status).toBe('polling');

    const signedOut = socketClient();
    signedOut.client.subscribe(id, 'Sayg', { onUpdate: () => undefined });
    signedOut.sockets[0]!.accept();
    await vi.advanceTimersByTimeAsync(5_000);
    signedOut.client.setSocketAllowed(false);
    expect(signedOut.client.status).toBe('polling');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(signedOut.polls).toHaveLength(2);
  });

  it('publishes over the open socket, else over HTTP', async () => {
    const { client, sockets } = socketClient();
    const publishing = client.publish(id, 'Sayg', { n: 1 });
    sockets[0]!.accept();
    await vi.advanceTimersByTimeAsync(100);
    expect(await publishing).toBe(true);
    expect(sockets[0]!.sent).toEqual([{ type: 'Update', id, data: { n: 1 }, dataType: 'Sayg' }]);
  });
});
