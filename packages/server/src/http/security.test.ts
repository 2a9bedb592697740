import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';

const hsts = 'max-age=31536000';

// Issue #24: Strict-Transport-Security when the site is served over HTTPS, never over plain HTTP.
describe('Strict-Transport-Security', () => {
  let proxied: TestServer;
  let untrusting: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer('sqlite', { TRUST_PROXY: 'true', PUBLIC_URL: 'https://darts.example.org' });
    untrusting = await startTestServer('sqlite', { PUBLIC_URL: 'https://darts.example.org' });
  });
  afterAll(async () => {
    await proxied.close();
    await untrusting.close();
  });

  it.each(['/api/Division', '/api/Account', '/api/Nothing', '/robots.txt', '/'])(
    'is sent with %s behind a trusted proxy that terminated TLS (X-Forwarded-Proto: https)',
    async (path) => {
      const response = await proxied.anonymous.get(path, { 'x-forwarded-proto': 'https' });
      expect(response.headers.get('strict-transport-security')).toBe(hsts);
    },
  );

  it('is not sent when the trusted proxy says the browser came over plain HTTP', async () => {
    for (const headers of [{ 'x-forwarded-proto': 'http' }, {}] as Array<Record<string, string>>) {
      const response = await proxied.anonymous.get('/api/Division', headers);
      expect(response.status).toBe(200);
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('is not sent when anyone but a trusted proxy claims HTTPS', async () => {
    const response = await untrusting.anonymous.get('/api/Division', { 'x-forwarded-proto': 'https' });
    expect(response.status).toBe(200);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});
