import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessOptions } from '@darts/domain';
import { client, startTestServer, testDatabases, type TestServer } from '../../../test/harness.js';
import { loadConfig } from '../../config/config.js';
import { administratorAccess, bootstrapAdministrator } from './bootstrap.js';

describe.each(testDatabases)('first-start administrator on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('creates one administrator with a printed one-time password, and only once', async () => {
    const lines: string[] = [];
    const config = { ...server.config, admin: undefined };
    await bootstrapAdministrator({ config, db: server.handle.db, clock: server.clock, log: (l) => lines.push(l) });
    const password = /password: (\S+)/.exec(lines.join('\n'))?.[1];
    expect(password?.length).toBeGreaterThanOrEqual(12);
    expect(lines.join('\n')).toContain('admin@darts.local');

    const admin = client(server.baseUrl);
    const signIn = await admin.post('/api/Account/Login', { emailAddress: 'admin@darts.local', password });
    expect(signIn.json.success).toBe(true);
    const account = (await admin.get('/api/Account')).json as { accessLevels: Record<string, unknown> };
    expect(Object.keys(account.accessLevels).sort()).toEqual([...administratorAccess].sort());
    expect(accessOptions.filter((o) => !(o in account.accessLevels))).toEqual(['KioskMode']);

    const again: string[] = [];
    expect(
      await bootstrapAdministrator({ config, db: server.handle.db, clock: server.clock, log: (l) => again.push(l) }),
    ).toBeUndefined();
    expect(again).toEqual([]);
  });
});

describe('first-start administrator from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('uses the configured e-mail and password and prints no password', async () => {
    const server = await startTestServer('sqlite');
    try {
      const config = loadConfig({
        DATA_DIR: server.config.dataDir,
        ADMIN_EMAIL: 'sec@club.org',
        ADMIN_PASSWORD: 'a-secret-of-ours',
      });
      const lines: string[] = [];
      await bootstrapAdministrator({ config, db: server.handle.db, clock: server.clock, log: (l) => lines.push(l) });
      expect(lines.join('\n')).not.toContain('a-secret-of-ours');
      const admin = client(server.baseUrl);
      expect(
        (await admin.post('/api/Account/Login', { emailAddress: 'sec@club.org', password: 'a-secret-of-ours' })).json
          .success,
      ).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('hashes the password at production’s cost: only the test harness lowers it, never the environment', async () => {
    const server = await startTestServer('sqlite');
    try {
      const config = loadConfig({
        DATA_DIR: server.config.dataDir,
        ADMIN_EMAIL: 'sec@club.org',
        ADMIN_PASSWORD: 'a-secret-of-ours',
        PASSWORD_HASH_COST: '2',
      });
      await bootstrapAdministrator({ config, db: server.handle.db, clock: server.clock, log: () => {} });
      const { passwordHash } = await server.handle.db
        .selectFrom('appUser')
        .select('passwordHash')
        .where('emailAddress', '=', 'sec@club.org')
        .executeTakeFirstOrThrow();
      expect(passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    } finally {
      await server.close();
    }
  });
});
