import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { liveClient, type LiveClient } from '../../test/live-client.js';
import { seedTwoTeams } from '../../test/fixture-seed.js';
import { startTestServer, testDatabases, type TestClient, type TestServer } from '../../test/harness.js';
import { createTournament, knockoutBody } from '../../test/tournament-seed.js';

const game = {
  yourName: 'Ann',
  opponentName: 'Bob',
  numberOfLegs: 3,
  startingScore: 501,
  homeScore: 0,
  awayScore: 0,
  legs: {},
};

describe.each(testDatabases)('live over HTTP on %s (contract §16)', (kind) => {
  let server: TestServer;
  let scorer: TestClient;
  let admin: TestClient;
  const open: LiveClient[] = [];
  const connect = async (as: TestClient, path?: string) => {
    const client = liveClient(server.baseUrl, as.cookie, path);
    open.push(client);
    await client.opened;
    return client;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    scorer = await server.signIn(['UseWebSockets'], { name: 'Sam Scorer' });
    admin = await server.signIn(['ManageSockets']);
  });
  afterAll(async () => {
    await Promise.all(open.map((client) => client.close()));
    await server.close();
  });

  it('answers a poll for an id nobody publishes with 404 and the envelope, in both path orders (§0.8)', async () => {
    const id = randomUUID();
    for (const path of [
      `/api/Live/Update/${id}/Sayg`,
      `/api/Live/Update/sayg/${id}`,
      `/data/api/Live/Update/${id}/Sayg`,
    ]) {
      const response = await server.anonymous.get(path);
      expect([response.status, response.json]).toEqual([
        404,
        { success: true, errors: [], warnings: ['Entity is not being live-updated'], messages: [], trace: [] },
      ]);
    }
    expect((await server.anonymous.get(`/api/Live/Update/${id}/Game`)).json.errors).toEqual({
      type: ["The value 'Game' is not valid."],
    });
    expect((await server.anonymous.get('/api/Live/Update/x/Sayg')).status).toBe(400);
  });

  it('serves the last state with Last-Modified, and "no change" for If-Modified-Since, ISO or HTTP date (§16.3)', async () => {
    const id = randomUUID();
    server.clock.set('2026-11-21T12:00:00.250Z');
    await server.anonymous.post(`/api/Live/Update/${id}/Sayg`, game);
    const lastUpdate = '2026-11-21T12:00:00.250+00:00';
    for (const path of [`/api/Live/Update/${id}/Sayg`, `/api/Live/Update/SAYG/${id}`]) {
      const full = await server.anonymous.get(path);
      expect(full.status).toBe(200);
      expect(full.headers.get('last-modified')).toBe('Sat, 21 Nov 2026 12:00:00 GMT');
      expect(full.headers.get('cache-control')).toBe('no-cache');
      expect(full.json).toEqual({
        success: true,
        result: { data: game, lastUpdate },
        errors: [],
        warnings: [],
        messages: [],
        trace: [],
      });
    }
    for (const since of [lastUpdate, 'Sat, 21 Nov 2026 12:00:00 GMT']) {
      const same = await server.anonymous.get(`/api/Live/Update/${id}/Sayg`, { 'If-Modified-Since': since });
      expect([same.status, same.json.result, same.json.messages]).toEqual([
        200,
        { lastUpdate },
        [`Last update: ${lastUpdate}`],
      ]);
    }
    const older = await server.anonymous.get(`/api/Live/Update/${id}/Sayg`, {
      'If-Modified-Since': 'Sat, 21 Nov 2026 11:59:59 GMT',
    });
    expect(older.json.result.data).toEqual(game);
  });

  it('refuses an over-size or empty publication and keeps nothing', async () => {
    const id = randomUUID();
    const big = await server.anonymous.post(`/api/Live/Update/${id}/Sayg`, { ...game, note: 'x'.repeat(300 * 1024) });
    expect([big.status, big.json.errors]).toEqual([413, ['The message is too large: at most 256 KB']]);
    const empty = await server.anonymous.request('POST', `/api/Live/Update/${id}/Sayg`, 'null');
    expect([empty.status, empty.json.errors]).toEqual([400, ['Data and Id is required']]);
    expect((await server.anonymous.get(`/api/Live/Update/${id}/Sayg`)).status).toBe(404);
  });

  it('asks for a web socket on a plain GET /api/Live', async () => {
    const response = await server.anonymous.get('/api/Live/');
    expect([response.status, response.text]).toEqual([400, 'Should be requested as a web-socket']);
  });

  it("names a tournament match's venue and type from the tournament page it is scored on (§16.1)", async () => {
    const seed = await seedTwoTeams(server.handle.db);
    const organiser = await server.signIn(['ManageTournaments']);
    const tournament = await createTournament(organiser, knockoutBody({ seasonId: seed.season }));
    const record = (await scorer.post('/api/Sayg', game)).json.result;
    const publisher = await connect(scorer, `/api/Live/?referrer=https://pub.example/tournament/${tournament.id}`);
    publisher.send({ type: 'Update', id: record.id, dataType: 'Sayg', data: { ...game, homeScore: 1 } });
    await publisher.drain();
    const item = (await server.anonymous.get('/api/Live/Watch/Sayg')).json.find(
      (entry: { id: string }) => entry.id === record.id,
    );
    expect(item.eventDetails).toEqual({ venue: 'The Crown', type: 'Singles', opponents: ['Ann', 'Bob'] });
    await publisher.close();
  });

  it('lists what is live, WebSocket while its socket is connected, Polling after (§16.1)', async () => {
    const record = (await scorer.post('/api/Sayg', game)).json.result;
    const publisher = await connect(scorer, '/data/api/Live/?referrer=https://pub.example/practice?x=1&y=2');
    publisher.send({ type: 'Update', id: record.id, dataType: 'Sayg', data: { ...game, homeScore: 1 } });
    await publisher.drain();
    const expected = {
      id: record.id,
      dataType: 'Sayg',
      relativeUrl: `/live/match/${record.id}`,
      absoluteUrl: `https://pub.example/live/match/${record.id}`,
      lastUpdate: expect.any(String),
      userName: 'Sam Scorer',
      publicationMode: 'WebSocket',
      eventDetails: { venue: null, type: null, opponents: ['Ann', 'Bob'] },
    };
    expect((await server.anonymous.get('/api/Live/Watch/')).json).toContainEqual(expected);
    expect((await server.anonymous.get('/api/Live/Watch/sayg')).json).toContainEqual(expected);
    const tournaments = (await server.anonymous.get('/api/Live/Watch/Tournament')).json as Array<{ dataType: string }>;
    expect(tournaments.filter((item) => item.dataType !== 'Tournament')).toEqual([]);
    // The scorer's device saves as it goes; the server's publication of the save keeps the socket's mode.
    const saved = await scorer.post('/api/Sayg', { ...game, id: record.id, lastUpdated: record.updated });
    expect(saved.json.success).toBe(true);
    expect((await server.anonymous.get('/api/Live/Watch')).json).toContainEqual(expected);
    await publisher.close();
    // The server hears of the close a moment after the client does.
    await vi.waitFor(async () =>
      expect((await server.anonymous.get('/api/Live/Watch')).json).toContainEqual({
        ...expected,
        publicationMode: 'Polling',
      }),
    );
    await scorer.delete(`/api/Sayg/${record.id}`);
    expect((await server.anonymous.get('/api/Live/Watch')).json).toContainEqual({
      ...expected,
      publicationMode: 'Polling',
      eventDetails: null,
    });
  });

  it('lists sockets and closes one for ManageSockets only, refusing in errors (§16.2)', async () => {
    expect([
      (await server.anonymous.get('/api/Live/Sockets')).status,
      (await server.anonymous.get('/api/Live/Sockets')).json.errors,
    ]).toEqual([401, ['Not logged in']]);
    expect((await scorer.get('/api/Live/Sockets')).json.errors).toEqual(['Not permitted']);
    expect((await scorer.delete(`/api/Live/Socket/${randomUUID()}`)).status).toBe(403);

    const id = randomUUID();
    const socket = await connect(scorer, '/api/Live/?referrer=http://pub.example/live/match?id=1&tv=yes');
    socket.send({ type: 'Subscribed', id });
    await socket.drain();
    const listed = await admin.get('/api/Live/Sockets');
    expect(listed.json.success).toBe(true);
    const dto = listed.json.result.find(
      (s: { originatingUrl: string }) => s.originatingUrl === 'http://pub.example/live/match?id=1&tv=yes',
    );
    expect(dto).toEqual({
      id: expect.any(String),
      originatingUrl: 'http://pub.example/live/match?id=1&tv=yes',
      userName: 'Sam Scorer',
      connected: expect.stringMatching(/\+00:00$/),
      lastReceipt: expect.any(String),
      lastSent: expect.any(String),
      subscriptions: [id],
      receivedMessages: 2,
      sentMessages: 1,
    });

    const closed = await admin.delete(`/api/Live/Socket/${dto.id}`);
    expect(closed.json).toMatchObject({ success: true, result: { id: dto.id }, messages: ['Socket closed'] });
    expect((await socket.closed).reason).toBe('Forced closure');
    expect((await admin.get('/api/Live/Sockets')).json.result.map((s: { id: string }) => s.id)).not.toContain(dto.id);
    const again = await admin.delete(`/api/Live/Socket/${dto.id}`);
    expect([again.status, again.json.errors]).toEqual([404, ['Not found']]);
  });
});
