import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { liveClient } from '../../test/live-client.js';
import { openEventStream, type EventStreamClient } from '../../test/event-stream.js';
import { startTestServer, testDatabases, type TestClient, type TestServer } from '../../test/harness.js';
import { isNewerThan, streamIdsOf } from './live-events.js';
import type { Publication } from './publication.js';

const game = (homeScore: number) => ({
  yourName: 'Ann',
  opponentName: 'Bob',
  numberOfLegs: 3,
  startingScore: 501,
  homeScore,
  awayScore: 0,
  legs: {},
});

describe('streamIdsOf', () => {
  const a = randomUUID();
  const b = randomUUID();
  it.each<[string, unknown, string[] | string]>([
    ['one id', { id: a }, [a]],
    ['repeated ids, any case, each once', { id: [a, b.toUpperCase(), a] }, [a, b]],
    ['no id', {}, 'Id is required'],
    ['a bad id', { id: [a, 'x'] }, "The value 'x' is not valid."],
    [
      'more than 100',
      { id: Array.from({ length: 101 }, () => randomUUID()) },
      'Too many ids: a stream may watch at most 100',
    ],
  ])('%s', (_, query, expected) => {
    if (Array.isArray(expected)) return expect(streamIdsOf(query)).toEqual(expected);
    expect(() => streamIdsOf(query)).toThrow(expect.objectContaining({ fields: { id: [expected] } }));
  });
});

describe('isNewerThan', () => {
  const at = (lastUpdate: string) => ({ lastUpdate }) as Publication;
  it.each([
    ['no Last-Event-ID', '2026-11-21T12:00:00.000+00:00', undefined, true],
    ['the same moment', '2026-11-21T12:00:00.000+00:00', '2026-11-21T12:00:00.000+00:00', false],
    ['a later state', '2026-11-21T12:00:01.000+00:00', '2026-11-21T12:00:00.000+00:00', true],
    ['an earlier state', '2026-11-21T11:59:59.000+00:00', '2026-11-21T12:00:00.000+00:00', false],
    ['an id that is not a time', '2026-11-21T12:00:00.000+00:00', 'abc', true],
  ])('%s', (_, lastUpdate, lastEventId, newer) => {
    expect(isNewerThan(at(lastUpdate), lastEventId)).toBe(newer);
  });
});

describe.each(testDatabases)('live events for read-only watchers on %s (issue #23)', (kind) => {
  let server: TestServer;
  let scorer: TestClient;
  const streams: EventStreamClient[] = [];
  const watch = async (ids: string[], headers: Record<string, string> = {}) => {
    const query = ids.map((id) => `id=${id}`).join('&');
    const stream = await openEventStream(`${server.baseUrl}/api/Live/Events?${query}`, headers);
    streams.push(stream);
    return stream;
  };
  const publish = (id: string, homeScore: number, at: string) => {
    server.clock.set(at);
    return server.anonymous.post(`/api/Live/Update/${id}/Sayg`, game(homeScore));
  };
  const update = (event: { data: string }) => JSON.parse(event.data) as { type: string; id: string; data: unknown };

  beforeAll(async () => {
    server = await startTestServer(kind, { LIVE_KEEPALIVE_MS: '200' });
    scorer = await server.signIn(['UseWebSockets'], { name: 'Sam Scorer' });
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(async () => {
    await server.close();
  });

  it('sends a signed-out watcher the last state at once, then every update of each id it asked for', async () => {
    const [first, second, other] = [randomUUID(), randomUUID(), randomUUID()];
    await publish(first, 1, '2026-11-21T12:00:01Z');
    const stream = await watch([first, second]);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-cache, no-transform');
    const initial = await stream.nth(1);
    expect(initial.id).toBe('2026-11-21T12:00:01.000+00:00');
    expect(update(initial)).toEqual({ type: 'Update', id: first, dataType: 'Sayg', data: game(1), message: null });

    await publish(other, 5, '2026-11-21T12:00:02Z');
    await publish(second, 2, '2026-11-21T12:00:03Z');
    expect(update(await stream.nth(2))).toMatchObject({ id: second, data: game(2) });
    await publish(first, 3, '2026-11-21T12:00:04Z');
    expect(update(await stream.nth(3))).toMatchObject({ id: first, data: game(3) });
    // The id nobody on this stream asked for never came.
    expect(stream.events.filter((event) => event.data).map((event) => update(event).id)).toEqual([
      first,
      second,
      first,
    ]);
  });

  it('gets what a scorer’s socket publishes, and a stored record as each save stores it', async () => {
    const saved = (await scorer.post('/api/Sayg', game(0))).json.result;
    const stream = await watch([saved.id]);
    expect(update(await stream.nth(1)).data).toMatchObject({ id: saved.id, homeScore: 0 });
    const socket = liveClient(server.baseUrl, scorer.cookie);
    await socket.opened;
    socket.send({ type: 'Update', id: saved.id, dataType: 'Sayg', data: { ...saved, homeScore: 1 } });
    expect(update(await stream.nth(2)).data).toMatchObject({ homeScore: 1 });
    await socket.close();
  });

  it('on a reconnect with Last-Event-ID, skips a state it already had and sends a newer one', async () => {
    const id = randomUUID();
    await publish(id, 1, '2026-11-21T12:01:00Z');
    const again = await watch([id], { 'Last-Event-ID': '2026-11-21T12:01:00.000+00:00' });
    await again.comment(2000);
    expect(again.events.filter((event) => event.data)).toEqual([]);
    await publish(id, 2, '2026-11-21T12:01:05Z');
    expect(update(await again.nth(1)).data).toEqual(game(2));
    const behind = await watch([id], { 'Last-Event-ID': '2026-11-21T12:01:00.000+00:00' });
    expect(update(await behind.nth(1)).data).toEqual(game(2));
  });

  it('keeps an idle stream open with a comment every keep-alive interval', async () => {
    const stream = await watch([randomUUID()]);
    expect(await stream.comment(2000)).toBe('keep-alive');
  });

  it('refuses a stream with no id, a bad id or too many ids with the reason, and opens nothing', async () => {
    for (const [query, message] of [
      ['', 'Id is required'],
      ['?id=nope', "The value 'nope' is not valid."],
      [
        `?${Array.from({ length: 101 }, () => `id=${randomUUID()}`).join('&')}`,
        'Too many ids: a stream may watch at most 100',
      ],
    ]) {
      const response = await server.anonymous.get(`/api/Live/Events${query}`);
      expect([response.status, response.json.errors]).toEqual([400, { id: [message] }]);
    }
  });
});
