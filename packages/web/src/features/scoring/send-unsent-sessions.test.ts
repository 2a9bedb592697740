import { applyThrow, startLeg, type Sayg } from '@darts/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, reply } from '../../testing/fake-api';
import { httpTransport } from './api';
import { newSession } from './open-session';
import { createMemoryStore, type StoredSession } from './scoring-store';
import { sendInBackground } from './send-unsent-sessions';
import { claimSession } from './session-claims';
import { aMatch, fakeSaygServer } from './testing-scoring';

const now = () => new Date('2025-11-21T12:00:00Z');
let keys = 0;
const env = () => ({ store: createMemoryStore(), transport: httpTransport, now, newKey: () => `kept-${++keys}` });

function played(...scores: number[]): Sayg {
  let sayg = startLeg(aMatch(), 0, 'home');
  for (const [i, score] of scores.entries()) {
    if (!sayg.ok) break;
    sayg = applyThrow(sayg.value, i % 2 === 0 ? 'home' : 'away', score);
  }
  if (!sayg.ok) throw new Error(sayg.reason);
  return sayg.value;
}

/** A session scored offline and never sent. */
const leftBehind = (...scores: number[]): StoredSession => ({
  ...newSession(env(), 'practice', played(...scores)),
  revision: scores.length,
});

/** A network that says whether it is online, and lets the test announce the connection back. */
function network(online = true) {
  const listeners = new Set<() => void>();
  const state = { online };
  return {
    state,
    isOnline: () => state.online,
    onOnline(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    back() {
      state.online = true;
      for (const listener of listeners) listener();
    },
  };
}

const fast = { firstDelayMs: 0, intervalMs: 50 };
const stops: Array<() => void> = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

async function eventually(check: () => Promise<void> | void, timeoutMs = 2_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

describe('sendInBackground (issue #23: unsent scores go from any page)', () => {
  it('sends a session left unsent as soon as the page opens online, and keeps its id and token', async () => {
    const server = fakeSaygServer();
    fakeApi(server.routes);
    const store = createMemoryStore({ durable: true });
    const kept = leftBehind(60, 45);
    await store.save(kept);
    stops.push(sendInBackground({ store, transport: httpTransport, network: network(), timing: fast }));
    await eventually(async () =>
      expect(await store.load(kept.key)).toMatchObject({ serverId: server.ids[0], sentRevision: 2, sentVisits: 2 }),
    );
    expect(server.records.get(server.ids[0]!)).toMatchObject({ legs: { '0': { home: { throws: [{ score: 60 }] } } } });
  });

  it('waits while offline, and sends when the connection is back with nothing tapped', async () => {
    const server = fakeSaygServer();
    const api = fakeApi(server.routes);
    const store = createMemoryStore({ durable: true });
    const kept = leftBehind(100);
    await store.save(kept);
    const net = network(false);
    stops.push(sendInBackground({ store, transport: httpTransport, network: net, timing: fast }));
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(api.requestsTo('/api/Sayg', 'POST')).toHaveLength(0);
    net.back();
    await eventually(async () => expect(await store.load(kept.key)).toMatchObject({ sentRevision: 1 }));
  });

  it('leaves a session a screen has open to that screen', async () => {
    const server = fakeSaygServer();
    const api = fakeApi(server.routes);
    const store = createMemoryStore({ durable: true });
    const open = leftBehind(60);
    const other = leftBehind(26);
    await store.save(open);
    await store.save(other);
    const release = claimSession(open.key);
    stops.push(sendInBackground({ store, transport: httpTransport, network: network(), timing: fast }));
    await eventually(async () => expect(await store.load(other.key)).toMatchObject({ sentRevision: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(api.requestsTo('/api/Sayg', 'POST')).toHaveLength(1);
    expect(await store.load(open.key)).toMatchObject({ serverId: null, sentRevision: 0 });
    release();
    await eventually(async () => expect(await store.load(open.key)).toMatchObject({ sentRevision: 1 }));
  });

  it('does not send again what the server refused, until it changes', async () => {
    const api = fakeApi({ 'POST /api/Sayg': reply(403, { success: false, errors: ['Not permitted'], warnings: [] }) });
    const store = createMemoryStore({ durable: true });
    const kept = leftBehind(60);
    await store.save(kept);
    stops.push(sendInBackground({ store, transport: httpTransport, network: network(), timing: fast }));
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(api.requestsTo('/api/Sayg', 'POST')).toHaveLength(1);
    await store.save({ ...kept, revision: 2 });
    await eventually(() => expect(api.requestsTo('/api/Sayg', 'POST')).toHaveLength(2));
  });
});
