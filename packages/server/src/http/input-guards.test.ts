import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TestServer } from '../../test/harness.js';
import { maxBodyDepth, unsafeInput } from './input-guards.js';

const nested = (depth: number) => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
};

describe('unsafeInput', () => {
  it.each([
    ['plain values', { name: 'Premier', legs: [1, 2, { a: null }] }, undefined],
    ['the deepest allowed body', nested(maxBodyDepth), undefined],
    ['one level deeper', nested(maxBodyDepth + 1), /nested too deeply/],
    ['NUL in a value', { name: 'a\u0000b' }, /NUL/],
    ['NUL in a property name', { ['a\u0000']: 1 }, /NUL/],
    ['other odd text', { name: '\ud800\u202e🎯' }, undefined],
  ])('%s', (_label, value, expected) => {
    const problem = unsafeInput(value);
    if (expected) expect(problem).toMatch(expected);
    else expect(problem).toBeUndefined();
  });

  it('walks a body 100,000 deep without overflowing the stack', () => {
    expect(unsafeInput(nested(100_000))).toMatch(/nested too deeply/);
  });
});

/** Input the databases or the live hub cannot hold is refused up front. */
describe.each(testDatabases)('unsafe input over HTTP on %s', (kind) => {
  let server: TestServer;
  const sayg = '0f0e0d0c-0b0a-4908-8706-050403020100';
  const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('refuses a live update nested 20,000 deep, and the poll for that id keeps working', async () => {
    const published = await server.anonymous.request('POST', `/api/Live/Update/${sayg}/Sayg`, deep, {
      'content-type': 'application/json',
    });
    expect(published.status).toBe(400);
    expect(published.json.errors).toEqual({ '': [expect.stringMatching(/nested too deeply/)] });
    expect((await server.anonymous.get(`/api/Live/Update/${sayg}/Sayg`)).status).toBe(404);
  });

  it('answers a NUL in a path value with a 400 naming it', async () => {
    const admin = await server.signIn(['ManageAccess']);
    const response = await admin.get('/api/Account/a%00b@example.org');
    expect(response.status).toBe(400);
    expect(response.json.errors).toEqual({ emailAddress: [expect.stringMatching(/NUL/)] });
  });

  it('refuses a NUL in a name before it reaches the database', async () => {
    const manager = await server.signIn(['ManageDivisions']);
    const response = await manager.put('/api/Division', { name: 'Pre\u0000mier' });
    expect(response.status).toBe(400);
    expect((await server.anonymous.get('/api/Division')).json).toEqual([]);
  });

  it('still refuses an anonymous caller first (401), whatever the body', async () => {
    const response = await server.anonymous.request('PUT', '/api/Division', deep, {
      'content-type': 'application/json',
    });
    expect(response.status).toBe(401);
    const report = await server.anonymous.request('POST', '/api/Report', deep, { 'content-type': 'application/json' });
    expect(report.status).toBe(401);
  });
});
