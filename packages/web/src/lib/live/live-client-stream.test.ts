import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveClient } from './live-client';
import type { EventStreamLike } from './live-types';

const a = '0b0f4c4e-9a43-4c8e-8f57-5f7e6f1c2d3a';
const b = '1c1f4c4e-9a43-4c8e-8f57-5f7e6f1c2d3b';
const c = '2d2f4c4e-9a43-4c8e-8f57-5f7e6f1c2d3c';

/** A stand-in for the browser's EventSource that the test drives. */
class FakeStream implements EventStreamLike {
  readyState = 0;
  onopen: EventStreamLike['onopen'] = null;
  onmessage: EventStreamLike['onmessage'] = null;
  onerror: EventStreamLike['onerror'] = null;
  closed = false;
  constructor(readonly ids: string[]) {}
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  update(id: string, data: unknown, lastEventId: string) {
    const message = JSON.stringify({ type: 'Update', id, dataType: 'Sayg', data, message: null });
    this.onmessage?.(new MessageEvent('message', { data: message, lastEventId }));
  }
  /** The browser lost the stream and is reconnecting (`gaveUp`: it will not, e.g. the server refused it). */
  drop(gaveUp = false) {
    this.readyState = gaveUp ? 2 : 0;
    this.onerror?.(new Event('error'));
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
}

function streamingClient(socketAllowed: boolean | 'loading' = false) {
  const streams: FakeStream[] = [];
  const polls: string[] = [];
  const network = { online: true, listeners: new Set<() => void>() };
  const client = new LiveClient({
    network: {
      isOnline: () => network.online,
      onChange: (listener) => {
        network.listeners.add(listener);
        return () => network.listeners.delete(listener);
      },
    },
    openSocket: () => {
      throw new Error('no socket in this test');
    },
    openEvents: (ids) => {
      const stream = new FakeStream(ids);
      streams.push(stream);
      return stream;
    },
    poll: async (id) => {
      polls.push(id);
      return { success: true, result: { lastUpdate: 'T0' }, errors: [], warnings: [] };
    },
    publishOverHttp: async () => true,
    log: () => undefined,
  });
  client.setSocketAllowed(socketAllowed === 'loading' ? undefined : socketAllowed);
  const setOnline = (online: boolean) => {
    network.online = online;
    for (const listener of network.listeners) listener();
  };
  return { client, streams, polls, setOnline, latest: () => streams[streams.length - 1]! };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('LiveClient for a watcher without the socket: the event stream (issue #23)', () => {
  it('opens one stream for every id followed, is Live once it opens, and never polls while it serves', async () => {
    const { client, streams, polls, latest } = streamingClient();
    const got: Array<[string, unknown]> = [];
    client.subscribe(a, 'Sayg', { onUpdate: (data) => got.push([a, data]) });
    client.subscribe(b, 'Tournament', { onUpdate: (data) => got.push([b, data]) });
    await vi.advanceTimersByTimeAsync(0);
    expect(streams.map((stream) => stream.ids)).toEqual([[a, b]]);
    expect(client.status).toBe('connecting');
    latest().open();
    expect(client.status).toBe('live');
    latest().update(b, { n: 1 }, 'T1');
    latest().update(a, { n: 2 }, 'T2');
    await vi.advanceTimersByTimeAsync(25_000);
    expect(got).toEqual([
      [b, { n: 1 }],
      [a, { n: 2 }],
    ]);
    expect(polls).toEqual([]);
  });

  it('hands a state over once, even when a reopened stream sends it again, and reopens with a new id', async () => {
    const { client, streams, latest } = streamingClient();
    const got: unknown[] = [];
    client.subscribe(a, 'Sayg', { onUpdate: (data) => got.push(data) });
    await vi.advanceTimersByTimeAsync(0);
    latest().open();
    latest().update(a, { n: 1 }, 'T1');
    client.subscribe(c, 'Sayg', { onUpdate: () => undefined });
    await vi.advanceTimersByTimeAsync(0);
    expect(streams).toHaveLength(2);
    expect(streams[0]!.closed).toBe(true);
    expect(latest().ids).toEqual([a, c]);
    latest().open();
    latest().update(a, { n: 1 }, 'T1');
    latest().update(a, { n: 2 }, 'T2');
    expect(got).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('says Reconnecting… and polls while the browser reconnects a dropped stream, then is Live again', async () => {
    const { client, polls, latest } = streamingClient();
    client.subscribe(a, 'Sayg', { onUpdate: () => undefined });
    await vi.advanceTimersByTimeAsync(0);
    latest().open();
    latest().drop();
    expect(client.status).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(polls).toEqual([a]);
    latest().open();
    expect(client.status).toBe('live');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(polls).toEqual([a]);
  });

  it('polls every 10 s when the stream cannot be had, and tries it again when the network is back', async () => {
    const { client, streams, polls, setOnline, latest } = streamingClient();
    client.subscribe(a, 'Sayg', { onUpdate: () => undefined });
    await vi.advanceTimersByTimeAsync(0);
    latest().drop(true);
    expect(client.status).toBe('polling');
    await vi.advanceTimersByTimeAsync(11_000);
    expect(polls).toEqual([a, a]);
    setOnline(false);
    setOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(streams).toHaveLength(2);
    latest().open();
    expect(client.status).toBe('live');
  });

  it('polls after 5 s when the stream neither opens nor fails (a proxy holding it back)', async () => {
    const { client, polls } = streamingClient();
    client.subscribe(a, 'Sayg', { onUpdate: () => undefined });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(polls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_001);
    expect(polls).toEqual([a]);
  });

  it('opens no stream for an account with UseWebSockets or while the account loads, and closes it with the last subscription', async () => {
    for (const allowed of [true, 'loading'] as const) {
      const { client, streams } = streamingClient(allowed);
      const end = client.subscribe(a, 'Sayg', { onUpdate: () => undefined });
      await vi.advanceTimersByTimeAsync(0);
      expect(streams, `allowed: ${allowed}`).toEqual([]);
      end();
    }
    const { client, latest } = streamingClient();
    const end = client.subscribe(a, 'Sayg', { onUpdate: () => undefined });
    await vi.advanceTimersByTimeAsync(0);
    const stream = latest();
    stream.open();
    end();
    await vi.advanceTimersByTimeAsync(0);
    expect(stream.closed).toBe(true);
    expect(client.status).toBe('idle');
  });
});
