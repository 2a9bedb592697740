import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'darts-config-'));
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

describe('loadConfig', () => {
  it('has working defaults', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBe(`sqlite:${join(dir, 'darts.sqlite')}`);
    expect(config.demoData).toBe(true);
    expect(config.redisUrl).toBeUndefined();
    expect(config.live.keepAliveMs).toBe(30_000);
    expect(config.admin).toBeUndefined();
    expect(config.site.name).toBe('Darts League');
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('keeps a generated session secret across restarts', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(loadConfig({ DATA_DIR: dir }).sessionSecret);
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', DEMO_DATA: 'maybe', DATA_DIR: dataDir() });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('DATABASE_URL must start with sqlite: or postgres://');
      expect(problems).toContain("DEMO_DATA must be true or false, not 'maybe'");
    }
  });

  it.each([
    [{ ADMIN_EMAIL: 'a@b.org' }, 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together'],
    [{ ADMIN_EMAIL: 'a@b.org', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD must be at least 10 characters'],
    [
      { OIDC_ISSUER: 'https://id.example.org' },
      'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
    ],
    [{ SESSION_SECRET: 'too-short' }, 'SESSION_SECRET must be at least 32 characters'],
    [{ LIVE_KEEPALIVE_MS: 'soon' }, 'LIVE_KEEPALIVE_MS must be a number of milliseconds'],
    [{ LIVE_KEEPALIVE_MS: '5' }, 'LIVE_KEEPALIVE_MS must be at least 10'],
    [{ BACKUP_PASSWORD: 'short' }, 'BACKUP_PASSWORD must be at least 10 characters'],
    [
      { BACKUP_PASSWORD: 'a-long-backup-password', BACKUP_TOKEN: 'short' },
      'BACKUP_TOKEN must be at least 16 characters',
    ],
    [
      { BACKUP_TOKEN: 'a-long-enough-backup-token' },
      'BACKUP_TOKEN needs BACKUP_PASSWORD: backups are always encrypted',
    ],
  ])('refuses %j', (env, problem) => {
    expect(() => loadConfig({ ...env, DATA_DIR: dataDir() })).toThrow(problem);
  });

  it('keeps backups under DATA_DIR unless BACKUP_DIR says otherwise (issue #15)', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).backup).toEqual({
      password: undefined,
      dir: join(dir, 'backups'),
      token: undefined,
    });
    const elsewhere = join(dataDir(), 'nightly');
    const config = loadConfig({
      DATA_DIR: dir,
      BACKUP_DIR: elsewhere,
      BACKUP_PASSWORD: 'a-long-backup-password',
      BACKUP_TOKEN: 'a-long-enough-backup-token',
    });
    expect(config.backup).toEqual({
      password: 'a-long-backup-password',
      dir: elsewhere,
      token: 'a-long-enough-backup-token',
    });
  });

  it('reads site branding from SITE_CONFIG', () => {
    const dir = dataDir();
    const file = join(dir, 'site.json');
    writeFileSync(
      file,
      JSON.stringify({ name: 'Riverside Darts', menu: { afterDivisions: [{ url: '/about', text: 'About' }] } }),
    );
    const config = loadConfig({ SITE_CONFIG: file, DATA_DIR: dir });
    expect(config.site.name).toBe('Riverside Darts');
    expect(config.site.menu.afterDivisions).toEqual([{ url: '/about', text: 'About' }]);
    expect(config.site.menu.beforeDivisions).toEqual([]);
  });

  it('resolves every relative path against the working directory it is given (issue #25)', () => {
    const cwd = dataDir();
    writeFileSync(join(cwd, 'site.json'), JSON.stringify({ name: 'Relative Darts' }));
    const env = { DATA_DIR: 'league', BACKUP_DIR: 'nightly', WEB_DIST: 'web/dist', SITE_CONFIG: 'site.json' };
    const config = loadConfig({ ...env, DATABASE_URL: 'sqlite:db/league.sqlite' }, new Date(), cwd);
    expect(config.dataDir).toBe(join(cwd, 'league'));
    expect(config.backup.dir).toBe(join(cwd, 'nightly'));
    expect(config.webDist).toBe(join(cwd, 'web/dist'));
    expect(config.site.name).toBe('Relative Darts');
    expect(config.databaseUrl).toBe(`sqlite:${join(cwd, 'db/league.sqlite')}`);
    expect(loadConfig({ ...env, DATABASE_URL: 'sqlite::memory:' }, new Date(), cwd).databaseUrl).toBe(
      'sqlite::memory:',
    );
    expect(loadConfig({ DATA_DIR: cwd, BACKUP_DIR: '/srv/backups' }, new Date(), cwd).backup.dir).toBe('/srv/backups');
  });

  it('keeps the unset paths in the repository, wherever the server starts (issue #25)', () => {
    const config = loadConfig({ SESSION_SECRET: 'a-session-secret-of-at-least-32-chars' }, new Date(), dataDir());
    expect(config.dataDir).toBe(join(repoRoot, 'data'));
    expect(config.databaseUrl).toBe(`sqlite:${join(repoRoot, 'data/darts.sqlite')}`);
    expect(config.backup.dir).toBe(join(repoRoot, 'data/backups'));
    expect(config.webDist).toBe(join(repoRoot, 'packages/web/dist'));
  });

  it('reports a broken SITE_CONFIG file', () => {
    const dir = dataDir();
    const file = join(dir, 'site.json');
    writeFileSync(file, '{ not json');
    expect(() => loadConfig({ SITE_CONFIG: file, DATA_DIR: dir })).toThrow(/SITE_CONFIG .* could not be read/);
  });
});
