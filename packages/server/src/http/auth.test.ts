import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusals } from '@darts/contract';
import { startTestServer, testDatabases, type TestClient, type TestServer } from '../../test/harness.js';

/** Refusals win over bad input: nothing of the body is read first. */
describe.each(testDatabases)('refusing before reading on %s', (kind) => {
  let server: TestServer;
  let reader: TestClient;
  const unknownId = '0f0e0d0c-0b0a-4908-8706-050403020100';
  const refusal = (text: string) => ({ success: false, errors: [], warnings: [text], messages: [], trace: [] });

  beforeAll(async () => {
    server = await startTestServer(kind);
    reader = await server.signIn([]);
  });
  afterAll(() => server.close());

  it.each([
    ['malformed JSON', 'POST', '/api/Note', '{"date": ', 'application/json'],
    [
      'a body over the limit',
      'PUT',
      '/api/Division',
      JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }),
      'application/json',
    ],
    ['a media type no route reads', 'PUT', '/api/Game', '<game/>', 'application/xml'],
    ['a malformed path value', 'DELETE', '/api/Template/not-an-id', undefined, undefined],
    ['a form where JSON belongs', 'POST', '/api/Account/Access', 'emailAddress=a', 'application/x-www-form-urlencoded'],
  ])('answers an anonymous caller with %s 401 Not logged in', async (_label, method, path, body, type) => {
    const response = await server.anonymous.request(method, path, body, type ? { 'content-type': type } : {});
    expect(response.status).toBe(401);
    expect(response.json).toEqual(refusal(refusals.notLoggedIn));
  });

  it.each([
    ['malformed JSON', 'PUT', `/api/Note/${unknownId}`, '[1,', 'application/json'],
    ['a wrong-typed body', 'PUT', '/api/Feature', JSON.stringify({ id: 42 }), 'application/json'],
    ['no photo form at all', 'POST', '/api/Scores/Photo', 'hello', 'text/plain'],
    ['a malformed path value', 'PATCH', '/api/Tournament/abc', '{}', 'application/json'],
  ])(
    'answers a signed-in caller without the access and with %s 403 Not permitted',
    async (_label, method, path, body, type) => {
      const response = await reader.request(method, path, body, { 'content-type': type });
      expect(response.status).toBe(403);
      expect(response.json).toEqual(refusal(refusals.notPermitted));
    },
  );

  it('keeps a route’s own refusal wording: socket administration refuses in errors', async () => {
    const response = await reader.request('DELETE', '/api/Live/Socket/abc', '[', {
      'content-type': 'application/json',
    });
    expect(response.status).toBe(403);
    expect(response.json).toMatchObject({ success: false, errors: [refusals.notPermitted], warnings: [] });
  });

  it('still validates the body of a caller who may write', async () => {
    const manager = await server.signIn(['ManageNotes']);
    const response = await manager.request('POST', '/api/Note', '{"date": ', { 'content-type': 'application/json' });
    expect(response.status).toBe(400);
    expect(response.json.title).toBe('One or more validation errors occurred.');
  });
});
