import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveClient, type LiveClient } from '../../test/live-client.js';
import { startTestServer, testDatabases, type TestClient, type TestServer } from '../../test/harness.js';

const matchId = '5a5a5a5a-1b1b-4c4c-8d8d-9e9e9e9e9e9e';
const practice = (extra: Record<string, unknown> = {}) => ({
  yourName: 'Ann',
  opponentName: 'Bob',
  numberOfLegs: 3,
  startingScore: 501,
  homeScore: 0,
  awayScore: 0,
  legs: {},
  ...extra,
});
const refusedText = 'Not permitted to modify tournament sayg sessions';

describe.each(testDatabases)('who may publish a live state on %s (issue #11)', (kind) => {
  let server: TestServer;
  let watcher: TestClient;
  let scorer: TestClient;
  let stranger: TestClient;
  const open: LiveClient[] = [];
  const connect = async (as: TestClient) => {
    const client = liveClient(server.baseUrl, as.cookie);
    open.push(client);
    await client.opened;
    return client;
  };
  const watching = async (id: string) => {
    const client = await connect(watcher);
    client.send({ type: 'Subscribed', id });
    await client.drain();
    return client;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    watcher = await server.signIn(['UseWebSockets']);
    scorer = await server.signIn(['UseWebSockets', 'RecordScoresAsYouGo']);
    stranger = await server.signIn(['UseWebSockets']);
  });
  afterAll(async () => {
    await Promise.all(open.map((client) => client.close()));
    await server.close();
  });

  it('publishes the stored record after every POST /api/Sayg, so watchers need no scorer socket', async () => {
    const creation = await server.anonymous.post('/api/Sayg', practice());
    const created = creation.json.result;
    const tv = await watching(created.id);
    const saved = await server.anonymous.request(
      'POST',
      '/api/Sayg',
      { ...practice({ homeScore: 1 }), id: created.id, lastUpdated: created.updated },
      { 'X-Sayg-Write-Token': creation.headers.get('x-sayg-write-token')! },
    );
    expect(saved.json.success).toBe(true);
    expect(await tv.next()).toEqual({
      type: 'Update',
      id: created.id,
      dataType: 'Sayg',
      data: saved.json.result,
      message: null,
    });
    const polled = await server.anonymous.get(`/api/Live/Update/${created.id}/Sayg`);
    expect(polled.json.result.data).toEqual(saved.json.result);
  });

  it('lets anyone publish a practice record, over the socket and over HTTP', async () => {
    const id = randomUUID();
    const tv = await watching(id);
    (await connect(stranger)).send({ type: 'Update', id, data: practice() });
    expect(await tv.next()).toMatchObject({ type: 'Update', id, data: practice() });
    const posted = await server.anonymous.post(`/api/Live/Update/${id}/Sayg`, practice({ homeScore: 2 }));
    expect(posted.status).toBe(200);
    expect(posted.json).toMatchObject({ success: true, result: { data: practice({ homeScore: 2 }) } });
    expect(await tv.next()).toMatchObject({ type: 'Update', id, data: { homeScore: 2 } });
  });

  it("takes a stored practice record's state only from its device or its account (issue #23)", async () => {
    const created = (await scorer.post('/api/Sayg', practice())).json.result;
    const tv = await watching(created.id);
    const other = await connect(stranger);
    other.send({ type: 'Update', id: created.id, data: practice({ yourName: 'Mallory' }) });
    expect(await other.next()).toEqual({
      type: 'Error',
      id: created.id,
      data: null,
      message:
        'Only the device that started this match, or the account that started it, can change it: a shared link is for watching',
      dataType: 'Sayg',
    });
    const anonymous = await server.anonymous.post(`/api/Live/Update/${created.id}/Sayg`, practice({ yourName: 'Eve' }));
    expect(anonymous.status).toBe(403);
    (await connect(scorer)).send({ type: 'Update', id: created.id, data: practice({ homeScore: 1 }) });
    expect(await tv.next()).toMatchObject({ type: 'Update', id: created.id, data: { yourName: 'Ann', homeScore: 1 } });
  });

  it('needs RecordScoresAsYouGo for a state naming a tournament match', async () => {
    const id = randomUUID();
    const tv = await watching(id);
    const publisher = await connect(stranger);
    publisher.send({ type: 'Update', id, data: practice({ tournamentMatchId: matchId }) });
    expect(await publisher.next()).toEqual({ type: 'Error', id, data: null, message: refusedText, dataType: 'Sayg' });
    const anonymous = await server.anonymous.post(
      `/api/Live/Update/${id}/Sayg`,
      practice({ tournamentMatchId: matchId }),
    );
    expect([anonymous.status, anonymous.json.errors]).toEqual([401, [refusedText]]);
    const signedIn = await stranger.post(`/api/Live/Update/${id}/Sayg`, practice({ tournamentMatchId: matchId }));
    expect([signedIn.status, signedIn.json.errors]).toEqual([403, [refusedText]]);
    expect(await tv.drain()).toEqual([]);
    expect((await server.anonymous.get(`/api/Live/Update/${id}/Sayg`)).status).toBe(404);

    (await connect(scorer)).send({ type: 'Update', id, data: practice({ tournamentMatchId: matchId }) });
    expect(await tv.next()).toMatchObject({ type: 'Update', id, data: { tournamentMatchId: matchId } });
  });

  it('needs it for a stored tournament record even when the state leaves the match out', async () => {
    const record = (await scorer.post('/api/Sayg', practice({ tournamentMatchId: matchId }))).json.result;
    const tv = await watching(record.id);
    const publisher = await connect(stranger);
    publisher.send({ type: 'Update', id: record.id, data: practice({ homeScore: 3 }) });
    expect(await publisher.next()).toMatchObject({ type: 'Error', id: record.id, message: refusedText });
    expect(await tv.drain()).toEqual([]);
  });

  it('takes tournament states only from the server', async () => {
    const id = randomUUID();
    const publisher = await connect(scorer);
    publisher.send({ type: 'Update', id, dataType: 'Tournament', data: { address: 'The Pub' } });
    expect(await publisher.next()).toMatchObject({
      type: 'Error',
      id,
      message: 'Tournament updates are published by the server when a tournament is saved',
    });
    const posted = await scorer.post(`/api/Live/Update/tournament/${id}`, { address: 'The Pub' });
    expect(posted.status).toBe(403);
    expect(posted.json.errors).toEqual(['Tournament updates are published by the server when a tournament is saved']);
    expect((await server.anonymous.get(`/api/Live/Update/${id}/Tournament`)).status).toBe(404);
  });
});
