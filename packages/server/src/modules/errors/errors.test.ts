import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TestServer } from '../../../test/harness.js';

describe.each(testDatabases)('error log on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('lets anyone report an error and keeps the reporter out of it', async () => {
    const response = await server.anonymous.put('/api/Error', {
      id: '3f2c8a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6',
      source: 'UI',
      message: 'Cannot read properties of undefined',
      stack: ['at Menu (menu.tsx:10)'],
      userName: 'forged name',
      url: 'http://localhost/division/x',
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      success: true,
      messages: ['Error added'],
      errors: [],
      warnings: [],
      trace: [],
    });
    expect(response.json.result.id).not.toBe('3f2c8a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6');
    expect(response.json.result.userName).toBeUndefined();
  });

  it('shows errors only to ViewExceptions', async () => {
    const added = await server.anonymous.put('/api/Error', { message: 'visible to admins' });
    const id = added.json.result.id as string;
    const viewer = await server.signIn(['ViewExceptions']);
    const other = await server.signIn([]);

    expect((await viewer.get(`/api/Error/${id}`)).json.message).toBe('visible to admins');
    expect((await other.get(`/api/Error/${id}`)).status).toBe(204);
    expect((await server.anonymous.get(`/api/Error/${id}`)).status).toBe(204);

    const since = await viewer.get('/api/Error/Since/2026-11-21');
    expect(since.json.map((e: { message: string }) => e.message)).toContain('visible to admins');
    expect((await other.get('/api/Error/Since/2026-11-21')).json).toEqual([]);
    expect((await viewer.get('/api/Error/Since/')).status).toBe(200);
  });

  it('refuses a report without a message, changing nothing', async () => {
    const viewer = await server.signIn(['ViewExceptions']);
    const before = (await viewer.get('/api/Error/Since/2000-01-01')).json.length;
    const response = await server.anonymous.put('/api/Error', { stack: ['x'] });
    expect(response.status).toBe(400);
    expect(response.json.errors).toEqual({ Message: ['The Message field is required.'] });
    expect((await viewer.get('/api/Error/Since/2000-01-01')).json.length).toBe(before);
  });

  it('refuses an oversized report', async () => {
    const response = await server.anonymous.put('/api/Error', { message: 'x', stack: ['y'.repeat(70 * 1024)] });
    expect(response.status).toBe(413);
    expect(response.json.errors).toEqual(['The request is too large']);
  });
});
