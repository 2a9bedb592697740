import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveClient, type LiveClient } from '../../test/live-client.js';
import { startTestServer, type TestClient, type TestServer } from '../../test/harness.js';

const marco = { type: 'Marco', data: null, message: null, id: null, dataType: 'Sayg' };

describe('the live keep-alive (contract §0.9)', () => {
  let server: TestServer;
  let user: TestClient;
  let admin: TestClient;
  const open: LiveClient[] = [];
  const connect = async () => {
    const client = liveClient(server.baseUrl, user.cookie);
    open.push(client);
    await client.opened;
    return client;
  };

  beforeAll(async () => {
    // A short interval so the test needs no long wait; production's is LIVE_KEEPALIVE_MS (30 s).
    server = await startTestServer('sqlite', { LIVE_KEEPALIVE_MS: '200' });
    user = await server.signIn(['UseWebSockets']);
    admin = await server.signIn(['ManageSockets']);
  });
  afterAll(async () => {
    await Promise.all(open.map((client) => client.close()));
    await server.close();
  });

  it('closes a socket that stops answering Marco and releases its subscriptions', async () => {
    const id = randomUUID();
    const silent = await connect();
    silent.send({ type: 'Subscribed', id });
    expect(await silent.next()).toEqual(marco);
    // It never answers: the next interval closes it.
    expect(await silent.closed).toEqual({ code: 1001, reason: 'No answer to Marco' });
    const sockets = (await admin.get('/api/Live/Sockets')).json.result as Array<{ subscriptions: string[] }>;
    expect(sockets.flatMap((socket) => socket.subscriptions)).not.toContain(id);
  });

  it('keeps a socket that answers every Marco with Polo', async () => {
    const lively = await connect();
    for (let round = 0; round < 4; round += 1) {
      expect(await lively.next()).toEqual(marco);
      lively.send({ type: 'Polo' });
    }
    expect(lively.ws.readyState).toBe(lively.ws.OPEN);
  });
});
