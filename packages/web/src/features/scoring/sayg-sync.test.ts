import { startLeg, applyThrow, type Sayg } from '@darts/domain';
import { describe, expect, it, vi } from 'vitest';
import { saygTexts } from '@darts/contract';
import { fakeApi } from '../../testing/fake-api';
import { httpTransport } from './api';
import { newSession } from './open-session';
import { SaygSync, type SaveState } from './sayg-sync';
import { canonicalSayg } from './sayg-wire';
import { sendUnsentSessions } from './send-unsent-sessions';
import { createMemoryStore, hasUnsentChanges } from './scoring-store';
import { aMatch, fakeSaygServer } from './testing-scoring';

const online = { isOnline: () => true, onOnline: () => () => undefined };
const now = () => new Date('2025-11-21T12:00:00Z');
const env = (store = createMemoryStore({ durable: true })) => ({
  store,
  transport: httpTransport,
  now,
  newKey: () => 'local-1',
});

function played(...scores: number[]): Sayg {
  let sayg = startLeg(aMatch(), 0, 'home');
  for (const [i, score] of scores.entries()) {
    if (!sayg.ok) break;
    sayg = applyThrow(sayg.value, i % 2 === 0 ? 'home' : 'away', score);
  }
  if (!sayg.ok) throw new Error(sayg.reason);
  return sayg.value;
}

function until(sync: SaygSync, kind: SaveState['kind']) {
  return new Promise<void>((resolve) => {
    const check = () => sync.getSnapshot().save.kind === kind && resolve();
    sync.subscribe(check);
    check();
  });
}

describe('SaygSync', () => {
  it('stores a change before sending it', async () => {
    const server = fakeSaygServer();
    const api = fakeApi(server.routes);
    const store = createMemoryStore({ durable: true });
    const sync = new SaygSync(newSession(env(store), 'practice', aMatch()), {
      ...env(store),
      network: online,
      timing: { debounceMs: 0, retryDelaysMs: [10] },
    });
    let storedWhenSent: number | undefined;
    api.requests.length = 0;
    const save = store.save.bind(store);
    store.save = async (session) => {
      await save(session);
      if (storedWhenSent === undefined && api.requests.length === 0) storedWhenSent = session.revision;
    };
    sync.change(played(60));
    await until(sync, 'saved');
    expect(storedWhenSent).toBe(1);
    sync.dispose();
  });

  it('takes its own lost answer for what it is, not for someone else’s change', async () => {
    const server = fakeSaygServer();
    let lose = false;
    const post = server.routes['POST /api/Sayg'] as (r: never) => unknown;
    fakeApi({
      ...server.routes,
      'POST /api/Sayg': (request: never) => {
        const answer = post(request);
        if (!lose) return answer;
        lose = false;
        throw new TypeError('Failed to fetch');
      },
    });
    const sync = new SaygSync(newSession(env(), 'practice', aMatch()), {
      ...env(),
      network: online,
      timing: { debounceMs: 0, retryDelaysMs: [10] },
    });
    sync.change(played());
    await until(sync, 'saved');
    lose = true;
    sync.change(played(100));
    await until(sync, 'unsaved');
    await until(sync, 'saved');
    expect(sync.getSnapshot().session.lastUpdated).toBe(server.records.get(server.ids[0]!)!.updated);
    sync.dispose();
  });

  it('keeps every visit when the server stored a save, died before answering, and more visits were keyed meanwhile', async () => {
    const server = fakeSaygServer();
    // 'lost': stored, then the connection drops (kill -9 after the commit); 'down': nothing answers.
    let state: 'up' | 'lost' | 'down' = 'up';
    const post = server.routes['POST /api/Sayg'] as (r: never) => unknown;
    fakeApi({
      ...server.routes,
      'POST /api/Sayg': (request: never) => {
        if (state === 'down') throw new TypeError('Failed to fetch');
        const answer = post(request);
        if (state === 'up') return answer;
        state = 'down';
        throw new TypeError('Failed to fetch');
      },
    });
    const sync = new SaygSync(newSession(env(), 'practice', aMatch()), {
      ...env(),
      network: online,
      timing: { debounceMs: 0, retryDelaysMs: [20] },
    });
    sync.change(played());
    await until(sync, 'saved');
    state = 'lost';
    sync.change(played(100));
    await until(sync, 'unsaved');
    // The server has the 100 but the device never heard; the scorer keys the next visits offline.
    sync.change(played(100, 60));
    sync.change(played(100, 60, 45));
    await until(sync, 'unsaved');
    state = 'up';
    await until(sync, 'saved');
    // One record on the server, holding every visit, and the device holds its token.
    expect(server.records.size).toBe(1);
    const stored = await httpTransport.load(server.ids[0]!);
    expect(stored.kind === 'found' && canonicalSayg(stored.record.sayg)).toBe(canonicalSayg(played(100, 60, 45)));
    expect(sync.getSnapshot().session.lastUpdated).toBe(server.records.get(server.ids[0]!)!.updated);
    sync.dispose();
  });

  it('makes one record of a first save the server stored but never answered, and keeps its write token (issue #23)', async () => {
    const server = fakeSaygServer();
    let lose = true;
    const post = server.routes['POST /api/Sayg'] as (r: never) => unknown;
    const api = fakeApi({
      ...server.routes,
      'POST /api/Sayg': (request: never) => {
        const answer = post(request);
        if (!lose) return answer;
        lose = false;
        throw new TypeError('Failed to fetch');
      },
    });
    const store = createMemoryStore({ durable: true });
    const sync = new SaygSync(newSession(env(store), 'practice', aMatch()), {
      ...env(store),
      network: online,
      timing: { debounceMs: 0, retryDelaysMs: [10] },
    });
    sync.change(played());
    await until(sync, 'unsaved');
    sync.change(played(100));
    await until(sync, 'saved');
    expect(server.records.size).toBe(1);
    const stored = await httpTransport.load(server.ids[0]!);
    expect(stored.kind === 'found' && canonicalSayg(stored.record.sayg)).toBe(canonicalSayg(played(100)));
    const token = server.tokens.get(server.ids[0]!);
    expect(sync.getSnapshot().session.writeToken).toBe(token);
    await vi.waitFor(async () => expect((await store.load('local-1'))?.writeToken).toBe(token));

    // The key goes with every send until the record has an id; the token with every one after.
    sync.change(played(100, 60));
    await until(sync, 'saving');
    await until(sync, 'saved');
    const headers = api.requestsTo('/api/Sayg', 'POST').map((r) => r.headers);
    const creates = headers.filter((h) => h['Idempotency-Key']);
    expect(creates.length).toBeGreaterThanOrEqual(2);
    expect(new Set(creates.map((h) => h['Idempotency-Key']))).toEqual(new Set(['local-1']));
    expect(headers.at(-1)).toMatchObject({ 'X-Sayg-Write-Token': token });
    expect(headers.at(-1)).not.toHaveProperty('Idempotency-Key');
    sync.dispose();
  });

  it('shows the server copy and says why when the record is for watching on this device (issue #23)', async () => {
    const server = fakeSaygServer();
    fakeApi(server.routes);
    const scorer = new SaygSync(newSession(env(), 'practice', aMatch()), {
      ...env(),
      network: online,
      timing: { debounceMs: 0, retryDelaysMs: [10] },
    });
    scorer.change(played(100));
    await until(scorer, 'saved');
    const { serverId, lastUpdated } = scorer.getSnapshot().session;
    scorer.dispose();

    // Another device opened the share link: it has the id, never the token.
    const store = createMemoryStore({ durable: true });
    const opened = { ...newSession(env(store), 'practice', played(100)), key: 'watcher', serverId, lastUpdated };
    const watcher = new SaygSync(opened, {
      ...env(store),
      network: online,
      timing: { debounceMs: 0, retryDelaysMs: [10] },
    });
    watcher.change(played(100, 60));
    await until(watcher, 'watching');
    expect(watcher.getSnapshot().save).toEqual({ kind: 'watching', message: saygTexts.deviceOnly });
    expect(canonicalSayg(watcher.getSnapshot().session.sayg)).toBe(canonicalSayg(played(100)));
    expect(hasUnsentChanges(watcher.getSnapshot().session)).toBe(false);
    expect(server.records.get(serverId!)!.updated).toBe(lastUpdated);
    watcher.dispose();
  });

  it('sends sessions left unsent by another screen', async () => {
    const server = fakeSaygServer();
    fakeApi(server.routes);
    const store = createMemoryStore({ durable: true });
    const left = { ...newSession(env(store), 'practice', played(60)), key: 'left-behind', revision: 3 };
    await store.save(left);
    await sendUnsentSessions({ store, transport: httpTransport }, 'open-one');
    expect(await store.load('left-behind')).toMatchObject({
      serverId: server.ids[0],
      sentRevision: 3,
      writeToken: server.tokens.get(server.ids[0]!),
    });
    expect(server.records.get(server.ids[0]!)).toMatchObject({ yourName: 'Jo' });
  });

  it('sends a score card match with its link, from the open screen and from the sweep (issue #22)', async () => {
    const server = fakeSaygServer();
    const api = fakeApi(server.routes);
    const store = createMemoryStore({ durable: true });
    const link = { gameId: '5c000000-0000-4000-8000-000000000001', matchIndex: 3 };
    const sync = new SaygSync(newSession(env(store), 'score-card', aMatch(), link), {
      ...env(store),
      network: online,
      timing: { debounceMs: 0, retryDelaysMs: [10] },
    });
    sync.change(played(180));
    await until(sync, 'saved');
    sync.dispose();
    const left = { ...newSession(env(store), 'score-card', played(60), link), key: 'left-behind', revision: 1 };
    await store.save(left);
    await sendUnsentSessions({ store, transport: httpTransport }, 'open-one');
    const bodies = api.requestsTo('/api/Sayg', 'POST').map((r) => r.body as Record<string, unknown>);
    expect(bodies).toHaveLength(2);
    for (const body of bodies) expect(body).toMatchObject(link);
  });
});
