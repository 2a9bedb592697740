import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveClient, type LiveClient } from '../../test/live-client.js';
import { referrerOf } from './live-socket.js';
import { startTestServer, testDatabases, type TestServer } from '../../test/harness.js';

const state = (extra: Record<string, unknown> = {}) => ({ yourName: 'Ann', opponentName: 'Bob', legs: {}, ...extra });
const error = (message: string, id: string | null = null) => ({
  type: 'Error',
  data: null,
  message,
  id,
  dataType: 'Sayg',
});

describe('referrerOf (contract §17.1: the page, appended unencoded)', () => {
  it.each([
    ['/api/Live/?referrer=https://pub.example/live/match/1', 'https://pub.example/live/match/1'],
    [
      '/api/Live/?referrer=https://pub.example/tv?date=2026-11-21&embed=true',
      'https://pub.example/tv?date=2026-11-21&embed=true',
    ],
    ['/api/Live/?referrer=https%3A%2F%2Fpub.example%2Ftv%3Fx%3D1', 'https://pub.example/tv?x=1'],
    ['/api/Live/?other=1&Referrer=http://a.example/', 'http://a.example/'],
    ['/api/Live/?referrer=', null],
    ['/api/Live/', null],
  ])('%s → %s', (url, referrer) => {
    expect(referrerOf(url)).toBe(referrer);
  });
});

describe.each(testDatabases)('the live socket on %s (contract §17)', (kind) => {
  let server: TestServer;
  let cookie: string | undefined;
  const open: LiveClient[] = [];
  const connect = async (path?: string, as: string | null | undefined = cookie) => {
    const client = liveClient(server.baseUrl, as ?? undefined, path);
    open.push(client);
    await client.opened;
    return client;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    cookie = (await server.signIn(['UseWebSockets'])).cookie;
  });
  afterAll(async () => {
    await Promise.all(open.map((client) => client.close()));
    await server.close();
  });

  it('accepts a caller without a cookie and closes at once', async () => {
    const client = await connect(undefined, null);
    expect(await client.closed).toEqual({ code: 1008, reason: 'Not logged in' });
  });

  it('accepts an account without UseWebSockets and closes at once (§17.1)', async () => {
    const client = await connect(undefined, (await server.signIn(['ManageSockets'])).cookie);
    expect(await client.closed).toEqual({ code: 1008, reason: 'Not permitted' });
  });

  it('treats an upgrade from another site as signed out', async () => {
    const client = liveClient(server.baseUrl, cookie, undefined, 'https://evil.example');
    open.push(client);
    expect(await client.closed).toEqual({ code: 1008, reason: 'Not logged in' });
  });

  it('answers Marco with Polo, every property written (§17.2)', async () => {
    const client = await connect();
    const raw = new Promise<string>((resolve) =>
      client.ws.once('message', (data) => resolve(Buffer.from(data as Buffer).toString('utf8'))),
    );
    client.send({ type: 'Marco' });
    expect(JSON.parse(await raw)).toEqual({ type: 'Polo', data: null, message: null, id: null, dataType: 'Sayg' });
  });

  it.each([
    [{ type: 'Subscribed' }, error('Id is required')],
    [{ type: 'Unsubscribed', id: '' }, error('Id is required')],
    [{ type: 'Update', data: state() }, error('Data and Id is required')],
    [
      { type: 'Update', id: '5a5a5a5a-1b1b-4c4c-8d8d-9e9e9e9e9e9e' },
      error('Data and Id is required', '5a5a5a5a-1b1b-4c4c-8d8d-9e9e9e9e9e9e'),
    ],
    [{ type: 'Shout' }, error('Unsupported type: Shout')],
    [{ type: 'Error', message: 'x' }, error('Unsupported type: Error')],
    [{ id: 'x' }, error('Unsupported type: Unknown')],
    ['hello', error('The message is not a JSON object')],
    ['[1,2]', error('The message is not a JSON object')],
    [{ type: 'Subscribed', id: 'not-an-id' }, error("The value 'not-an-id' is not a valid id.")],
    [
      { type: 'Update', id: randomUUID(), dataType: 'Game', data: {} },
      'Unknown data type: Game (use Sayg or Tournament)',
    ],
  ])('answers %j with an Error and keeps the socket open', async (sent, expected) => {
    const client = await connect();
    client.send(sent);
    const answer = await client.next();
    if (typeof expected === 'string') expect(answer).toMatchObject({ type: 'Error', message: expected });
    else expect(answer).toEqual(expected);
    expect(await client.drain()).toEqual([]);
  });

  it('handles a burst of messages in order, every one answered', async () => {
    const client = await connect();
    const ids = Array.from({ length: 300 }, () => randomUUID());
    // Each is refused after a database read (a tournament match needs RecordScoresAsYouGo).
    const data = state({ tournamentMatchId: '5a5a5a5a-1b1b-4c4c-8d8d-9e9e9e9e9e9e' });
    for (const id of ids) client.send({ type: 'Update', id, data });
    for (const id of ids)
      expect(await client.next()).toEqual(error('Not permitted to modify tournament sayg sessions', id));
  });

  it('ignores Polo', async () => {
    const client = await connect();
    client.send({ type: 'Polo' });
    expect(await client.drain()).toEqual([]);
  });

  it('relays an update to every other subscriber, never back to its publisher (§17.3)', async () => {
    const id = randomUUID();
    const [watcher, other, publisher] = [await connect(), await connect(), await connect()];
    watcher.send({ type: 'Subscribed', id });
    other.send({ TYPE: 'subscribed', ID: id.toUpperCase() });
    publisher.send({ type: 'Subscribed', id });
    await Promise.all([watcher.drain(), other.drain(), publisher.drain()]);
    publisher.send({ type: 'Update', id, dataType: 'Sayg', data: state() });
    const update = { type: 'Update', id, dataType: 'Sayg', data: state(), message: null };
    expect(await watcher.next()).toEqual(update);
    expect(await other.next()).toEqual(update);
    expect(await publisher.drain()).toEqual([]);

    other.send({ type: 'Unsubscribed', id });
    await other.drain();
    publisher.send({ type: 'update', id, data: state({ homeScore: 1 }) });
    expect(await watcher.next()).toMatchObject({ type: 'Update', data: { homeScore: 1 } });
    expect(await other.drain()).toEqual([]);
  });

  it('reassembles a message sent in fragments (§17.1)', async () => {
    const id = randomUUID();
    const [watcher, publisher] = [await connect(), await connect()];
    watcher.send({ type: 'Subscribed', id });
    await watcher.drain();
    const text = JSON.stringify({ type: 'Update', id, data: state({ note: 'x'.repeat(5000) }) });
    publisher.ws.send(text.slice(0, 10), { fin: false });
    publisher.ws.send(text.slice(10, 3000), { fin: false });
    publisher.ws.send(text.slice(3000), { fin: true });
    expect(await watcher.next()).toMatchObject({ type: 'Update', id, data: { note: 'x'.repeat(5000) } });
  });

  it('refuses an over-size state and changes nothing; a huge frame closes only its own socket', async () => {
    const id = randomUUID();
    const [watcher, publisher] = [await connect(), await connect()];
    watcher.send({ type: 'Subscribed', id });
    await watcher.drain();
    publisher.send({ type: 'Update', id, data: state({ note: 'x'.repeat(300 * 1024) }) });
    expect(await publisher.next()).toEqual(error('The message is too large: at most 256 KB'));
    expect(await watcher.drain()).toEqual([]);
    expect((await server.anonymous.get(`/api/Live/Update/${id}/Sayg`)).status).toBe(404);

    publisher.send('x'.repeat(2 * 1024 * 1024));
    expect((await publisher.closed).code).toBe(1009);
    expect(await watcher.drain()).toEqual([]);
  });

  it('lets one socket watch at most 100 ids', async () => {
    const client = await connect();
    const ids = Array.from({ length: 101 }, () => randomUUID());
    for (const id of ids) client.send({ type: 'Subscribed', id });
    expect(await client.drain()).toEqual([
      error('Too many subscriptions: a socket may watch at most 100 ids', ids[100]),
    ]);
  });

  it('answers a message that fails unexpectedly with an Error, without internals, and closes only that socket', async () => {
    const [watcher, publisher] = [await connect(), await connect()];
    // The permission check reads the sayg table: take it away for a moment.
    await sql`alter table recorded_score_as_you_go rename to hidden_sayg`.execute(server.handle.db);
    try {
      publisher.send({ type: 'Update', id: randomUUID(), data: state() });
      expect(await publisher.next()).toEqual(error('The message could not be handled; the connection is closing'));
      expect((await publisher.closed).code).toBe(1011);
    } finally {
      await sql`alter table hidden_sayg rename to recorded_score_as_you_go`.execute(server.handle.db);
    }
    expect(await watcher.drain()).toEqual([]);
  });
});
