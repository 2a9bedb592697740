import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { liveClient, type LiveClient } from '../../test/live-client.js';
import { openEventStream } from '../../test/event-stream.js';
import { requireRedisUrl, runRedisTests, startInstances, type Instances } from '../../test/live-instances.js';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.js';
import { startTestServer, type TestClient } from '../../test/harness.js';

const game = (homeScore = 0) => ({ yourName: 'Ann', opponentName: 'Bob', homeScore, awayScore: 0, legs: {} });

describe.skipIf(!runRedisTests)('live updates across two instances over Redis (issue #11)', () => {
  let instances: Instances;
  let proxy: TcpProxy;
  let scorer: TestClient[];
  let admin: TestClient[];
  const open: LiveClient[] = [];
  const connect = async (on: number, as: TestClient[] = scorer) => {
    const client = liveClient(instances.list[on]!.baseUrl, as[on]!.cookie);
    open.push(client);
    await client.opened;
    return client;
  };
  const watching = async (on: number, id: string) => {
    const client = await connect(on);
    client.send({ type: 'Subscribed', id });
    await client.drain();
    return client;
  };

  beforeAll(async () => {
    const redisUrl = requireRedisUrl();
    const target = new URL(redisUrl);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 6379));
    // Instance 0 reaches Redis through the proxy, so a test can take Redis away from it alone.
    instances = await startInstances([`redis://127.0.0.1:${proxy.port}`, redisUrl]);
    scorer = await instances.signIn(['UseWebSockets'], 'Sam Scorer');
    admin = await instances.signIn(['ManageSockets'], 'Ada Admin');
  });
  afterAll(async () => {
    await Promise.all(open.map((client) => client.close()));
    await instances?.close();
    await proxy?.close();
  });

  it('sends a state published on A to a watcher on B, and B polls and lists it', async () => {
    const id = randomUUID();
    const tv = await watching(1, id);
    const publisher = await connect(0);
    publisher.send({ type: 'Update', id, data: game(1) });
    expect(await tv.next()).toEqual({ type: 'Update', id, dataType: 'Sayg', data: game(1), message: null });

    const polled = await instances.list[1]!.anonymous.get(`/api/Live/Update/${id}/Sayg`);
    expect(polled.json.result.data).toEqual(game(1));
    const watch = (await instances.list[1]!.anonymous.get('/api/Live/Watch')).json as Array<{ id: string }>;
    expect(watch).toContainEqual(expect.objectContaining({ id, userName: 'Sam Scorer', publicationMode: 'WebSocket' }));
  });

  it('lists a socket on A from B and closes it from B', async () => {
    const id = randomUUID();
    const onA = await watching(0, id);
    const listed = await vi.waitFor(async () => {
      const sockets = (await admin[1]!.get('/api/Live/Sockets')).json.result as Array<{
        id: string;
        subscriptions: string[];
      }>;
      const found = sockets.find((socket) => socket.subscriptions.includes(id));
      expect(found).toBeDefined();
      return found!;
    });
    const closed = await admin[1]!.delete(`/api/Live/Socket/${listed.id}`);
    expect(closed.json).toMatchObject({ success: true, result: { id: listed.id }, messages: ['Socket closed'] });
    expect((await onA.closed).reason).toBe('Forced closure');
  });

  it('keeps serving A’s own watchers while Redis is away, and catches up when it returns', async () => {
    const id = randomUUID();
    const [tvOnA, tvOnB] = [await watching(0, id), await watching(1, id)];
    const publisher = await connect(0);
    await proxy.stop();

    publisher.send({ type: 'Update', id, data: game(2) });
    expect(await tvOnA.next()).toMatchObject({ type: 'Update', id, data: game(2) });
    expect((await instances.list[0]!.anonymous.get(`/api/Live/Update/${id}/Sayg`)).json.result.data).toEqual(game(2));
    expect((await instances.list[1]!.anonymous.get(`/api/Live/Update/${id}/Sayg`)).status).toBe(404);

    await proxy.start();
    expect(await tvOnB.next()).toMatchObject({ type: 'Update', id, data: game(2) });
    expect((await instances.list[1]!.anonymous.get(`/api/Live/Update/${id}/Sayg`)).json.result.data).toEqual(game(2));
    expect(await tvOnA.drain()).toEqual([]);
  });

  it('brings A’s watchers what B published while A was cut off, and restores states Redis lost', async () => {
    const [id, kept] = [randomUUID(), randomUUID()];
    const tvOnA = await watching(0, id);
    (await connect(0)).send({ type: 'Update', id: kept, data: game(5) });
    await vi.waitFor(async () =>
      expect((await instances.list[1]!.anonymous.get(`/api/Live/Update/${kept}/Sayg`)).status).toBe(200),
    );
    await proxy.stop();
    (await connect(1)).send({ type: 'Update', id, data: game(4) });
    // As if Redis restarted empty while A was away.
    const redis = new Redis(requireRedisUrl());
    await redis.del(`${instances.prefix}state:${kept}`);
    redis.disconnect();

    await proxy.start();
    expect(await tvOnA.next()).toMatchObject({ type: 'Update', id, data: game(4) });
    await vi.waitFor(async () =>
      expect((await instances.list[1]!.anonymous.get(`/api/Live/Update/${kept}/Sayg`)).json.result?.data).toEqual(
        game(5),
      ),
    );
  });
});

describe.skipIf(!runRedisTests)('the anonymous read cache across two instances over Redis', () => {
  let instances: Instances;
  afterAll(async () => instances?.close());

  it('drops on B what a league write on A changed, so B never serves it stale', async () => {
    const redisUrl = requireRedisUrl();
    instances = await startInstances([redisUrl, redisUrl]);
    const [onA] = await instances.signIn(['ManageDivisions'], 'Dee Secretary');
    const created = (await onA!.put('/api/Division', { name: 'Premier' })).json.result as { id: string };
    const path = `/api/Division/${created.id}`;
    const data = `/api/Division/Data?divisionId=${created.id}`;
    const readOnB = async () => (await instances.list[1]!.anonymous.get(data)).text;
    expect(await readOnB()).toContain('"Premier"');
    expect(await readOnB()).toContain('"Premier"'); // now answered from B's cache

    const current = (await onA!.get(path)).json as { updated: string };
    const renamed = await onA!.put('/api/Division', {
      id: created.id,
      name: 'Premier League',
      lastUpdated: current.updated,
    });
    expect(renamed.json.success).toBe(true);
    await vi.waitFor(async () => expect(await readOnB()).toContain('"Premier League"'), { timeout: 2000 });
  });
});

describe.skipIf(!runRedisTests)(
  'a read-only watcher on one instance of a match published on another (issue #23)',
  () => {
    let instances: Instances;
    afterAll(async () => instances?.close());

    it('streams to a signed-out watcher on B what is published on A, its last state first', async () => {
      const redisUrl = requireRedisUrl();
      instances = await startInstances([redisUrl, redisUrl]);
      const [onA, onB] = instances.list;
      const id = randomUUID();
      const state = (homeScore: number) => ({
        yourName: 'Ann',
        opponentName: 'Bob',
        homeScore,
        awayScore: 0,
        legs: {},
      });
      await onA!.anonymous.post(`/api/Live/Update/${id}/Sayg`, state(1));
      const stream = await openEventStream(`${onB!.baseUrl}/api/Live/Events?id=${id}`);
      try {
        expect(JSON.parse((await stream.nth(1)).data).data).toEqual(state(1));
        await onA!.anonymous.post(`/api/Live/Update/${id}/Sayg`, state(2));
        // The first state may come a second time, when B hears its publication through Redis only
        // after the stream has sent it as the last state; the next state must follow.
        const states = () => stream.events.filter((event) => event.data).map((event) => JSON.parse(event.data).data);
        await expect.poll(states, { timeout: 5_000 }).toContainEqual(state(2));
        expect(states().at(-1)).toEqual(state(2));
      } finally {
        stream.close();
      }
    });
  },
);

describe('live updates with REDIS_URL pointing at no Redis', () => {
  it('still reach this instance’s own watchers and polls', async () => {
    const closedPort = await startTcpProxy('127.0.0.1', 1);
    await closedPort.stop();
    const server = await startTestServer('sqlite', { REDIS_URL: `redis://127.0.0.1:${closedPort.port}` });
    const user = await server.signIn(['UseWebSockets']);
    const [tv, publisher] = [liveClient(server.baseUrl, user.cookie), liveClient(server.baseUrl, user.cookie)];
    try {
      await Promise.all([tv.opened, publisher.opened]);
      const id = randomUUID();
      tv.send({ type: 'Subscribed', id });
      await tv.drain();
      publisher.send({ type: 'Update', id, data: game(3) });
      expect(await tv.next()).toMatchObject({ type: 'Update', id, data: game(3) });
      expect((await server.anonymous.get(`/api/Live/Update/${id}/Sayg`)).json.result.data).toEqual(game(3));
      expect((await server.anonymous.get('/api/Live/Watch')).json).toContainEqual(expect.objectContaining({ id }));
    } finally {
      await Promise.all([tv.close(), publisher.close()]);
      await server.close();
    }
  });
});
