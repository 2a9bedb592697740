import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteDto } from '@darts/contract';
import { startTestServer, type TestServer } from '../../../test/harness.js';

describe('GET /api/Site', () => {
  describe('with defaults', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer('sqlite', {
        BUILD_BRANCH: 'main',
        BUILD_VERSION: '0123456789abcdef',
        BUILD_DATE: '2026-11-20T10:00:00Z',
      });
    });
    afterAll(() => server.close());

    it('describes the site, the build and local sign-in', async () => {
      const response = await server.anonymous.get('/api/Site');
      expect(response.status).toBe(200);
      expect(siteDto.parse(response.json)).toEqual(response.json);
      expect(response.json).toMatchObject({
        name: 'Darts League',
        socialLinks: [],
        menu: { beforeDivisions: [], afterDivisions: [] },
        build: { branch: 'main', version: '0123456789abcdef', date: '2026-11-20T10:00:00Z', release: false },
        signIn: { provider: 'local' },
      });
      expect(response.json).not.toHaveProperty('contactEmail');
    });
  });

  describe('with a site file and an OpenID Connect provider', () => {
    let server: TestServer;
    beforeAll(async () => {
      const dir = mkdtempSync(join(tmpdir(), 'darts-site-'));
      const file = join(dir, 'site.json');
      writeFileSync(
        file,
        JSON.stringify({
          name: 'Riverside Darts',
          contactEmail: 'secretary@riverside.example',
          menu: { afterDivisions: [{ url: '/about', text: 'About' }] },
        }),
      );
      server = await startTestServer('sqlite', {
        SITE_CONFIG: file,
        OIDC_ISSUER: 'https://id.example.org',
        OIDC_CLIENT_ID: 'darts',
        OIDC_CLIENT_SECRET: 'secret',
        OIDC_NAME: 'Riverside accounts',
        BUILD_PR_NAME: 'Add the site endpoint',
        BUILD_RELEASE: 'true',
      });
    });
    afterAll(() => server.close());

    it('uses the configured branding and names the provider', async () => {
      const { json } = await server.anonymous.get('/api/site/');
      expect(json).toMatchObject({
        name: 'Riverside Darts',
        contactEmail: 'secretary@riverside.example',
        menu: { beforeDivisions: [], afterDivisions: [{ url: '/about', text: 'About' }] },
        build: { prName: 'Add the site endpoint', release: true },
        signIn: { provider: 'oidc', providerName: 'Riverside accounts' },
      });
    });
  });
});
