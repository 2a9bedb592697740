import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TestServer } from '../../test/harness.js';

/** Addresses the router cannot match still answer in the contract's shape. */
describe.each(testDatabases)('undecodable and overlong path values on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it.each([
    ['a broken percent-encoding', 'GET', '/api/Tournament/%ZZ', /percent-encoded/],
    ['a cut-off UTF-8 sequence', 'DELETE', '/api/Season/%E0%A4%A', /percent-encoded/],
    ['a path value over the router’s limit', 'DELETE', `/api/Division/${'x'.repeat(3000)}`, /too long/],
  ])('answers %s with a 400 validation problem', async (_label, method, path, text) => {
    const response = await server.anonymous.request(method, path);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.json).toEqual({
      type: expect.any(String),
      title: 'One or more validation errors occurred.',
      status: 400,
      errors: { '': [expect.stringMatching(text)] },
      traceId: expect.any(String),
    });
  });

  it('names a long path value the router passes on, like any malformed id', async () => {
    const response = await server.anonymous.get(`/api/Division/${'x'.repeat(500)}`);
    expect(response.status).toBe(400);
    expect(Object.keys(response.json.errors)).toEqual(['id']);
  });
});
