import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveDataType } from '@darts/contract';
import { LiveClient } from './live-client';

const id = '0b0f4c4e-9a43-4c8e-8f57-5f7e6f1c2d3a';
const ok = (result: unknown) => ({ success: true, result, errors: [], warnings: [] });

/** A client without socket access (signed out): every subscription is served by polling. */
function pollingClient(answers: unknown[]) {
  const polls: { id: string; type: LiveDataType; since: string }[] = [];
  const network = { online: true, listeners: new Set<() => void>() };
  const setOnline = (online: boolean) => {
    network.online = online;
    for (const listener of network.listeners) listener();
  };
  const client = new LiveClient({
    network: {
      isOnline: () => network.online,
      onChange: (listener) => {
        network.listeners.add(listener);
        return () => network.listeners.delete(listener);
      },
    },
    openSocket: () => {
      throw new Error('no socket for this account');
    },
    poll: async (pollId, type, since) => {
      polls.push({ id: pollId, type, since });
      const answer = answers.shift();
      if (answer instanceof Error) throw answer;
      return answer;
    },
    publishOverHttp: async () => true,
    log: () => undefined,
  });
  client.setSocketAllowed(false);
  return { client, polls, setOnline };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('LiveClient polling (spec 1 §4, §9; contract §16.3)', () => {
  it('polls 1 s after subscribing, then every 10 s, sending the last lastUpdate back', async () => {
    const { client, polls } = pollingClient([
      ok({ data: { n: 1 }, lastUpdate: 'T1' }),
      ok({ lastUpdate: 'T1' }),
      ok({ data: { n: 2 }, lastUpdate: 'T2' }),
    ]);
    const updates: unknown[] = [];
    client.subscribe(id, 'Sayg', { onUpdate: (data) => updates.push(data) });
    expect(client.status).toBe('polling');
    await vi.advanceTimersByTimeAsync(999);
    expect(polls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls).toEqual([{ id, type: 'Sayg', since: '' }]);
    await vi.advanceTimersByTimeAsync(10_000);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(polls.map((poll) => poll.since)).toEqual(['', 'T1', 'T1']);
    expect(updates).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('stops polling an id the server is not live-updating, and reports a server failure with its lines', async () => {
    const { client, polls } = pollingClient([{ success: false, errors: ['Boom'], warnings: [] }]);
    const errors: string[] = [];
    client.subscribe(id, 'Sayg', { onUpdate: () => undefined, onError: (message) => errors.push(message) });
    await vi.advanceTimersByTimeAsync(21_000);
    expect(polls).toHaveLength(1);
    expect(errors).toEqual([`Error polling for updates: ${id} (Sayg)\nBoom`]);
  });

  it('keeps polling through an exception, saying it is offline until a poll answers', async () => {
    const { client, polls } = pollingClient([
      new TypeError('Failed to fetch'),
      ok({ data: { n: 1 }, lastUpdate: 'T1' }),
    ]);
    const errors: string[] = [];
    client.subscribe(id, 'Sayg', { onUpdate: () => undefined, onError: (message) => errors.push(message) });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(client.status).toBe('offline');
    expect(errors[0]).toMatch(/^Failed to fetch/);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(polls).toHaveLength(2);
    expect(client.status).toBe('polling');
  });

  it('is idle again once the last subscription ends, and polls no more', async () => {
    const { client, polls } = pollingClient([]);
    const end = client.subscribe(id, 'Sayg', { onUpdate: () => undefined });
    end();
    expect(client.status).toBe('idle');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(polls).toHaveLength(0);
  });

  it('says it is offline while the browser is, and polls at once when it is back', async () => {
    const { client, polls, setOnline } = pollingClient([
      ok({ data: { n: 1 }, lastUpdate: 'T1' }),
      ok({ data: { n: 2 }, lastUpdate: 'T2' }),
    ]);
    const updates: unknown[] = [];
    client.subscribe(id, 'Sayg', { onUpdate: (data) => updates.push(data) });
    await vi.advanceTimersByTimeAsync(1_000);
    setOnline(false);
    expect(client.status).toBe('offline');
    setOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(polls).toHaveLength(2);
    expect(updates).toEqual([{ n: 1 }, { n: 2 }]);
    expect(client.status).toBe('polling');
  });
});
