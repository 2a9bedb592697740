import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configure, TextWriter, Uint8ArrayReader, ZipReader, type FileEntry } from '@zip.js/zip.js';
import { migrateToLatest, openDatabase } from '../../db/database.js';
import { fixedClock } from '../../shared/clock.js';
import { startTestServer, testDatabases, type TestServer } from '../../../test/harness.js';
import { seedEveryTable, storedRows } from '../../../test/data-seed.js';
import { backupFileName } from './backup.js';

configure({ useWebWorkers: false });

const backupPassword = 'a-long-backup-password';
const backupToken = 'a-long-enough-backup-token';
const repoRoot = resolve(import.meta.dirname, '../../../../..');

type Form = Record<string, string | { zip: Buffer }>;

/** POSTs a multipart form as a server-to-server caller would (no session). */
async function postForm(server: TestServer, path: string, fields: Form) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.zip], { type: 'application/zip' }), 'backup.zip');
  }
  const response = await fetch(server.baseUrl + path, { method: 'POST', body: form });
  return { status: response.status, json: (await response.json()) as any };
}

/** Some changes a restore must undo: every team renamed, a division gone, a new one. */
async function changeLeague(db: TestServer['handle']['db']) {
  await db.updateTable('team').set({ name: 'Renamed' }).execute();
  const division = await db.selectFrom('division').select('id').orderBy('id').executeTakeFirstOrThrow();
  await db.deleteFrom('division').where('id', '=', division.id).execute();
  await db
    .insertInto('division')
    .values({ id: '00000000-0000-4000-8000-00000000abcd', created: 'x', author: 'x', updated: 'x', editor: 'x', deleted: null, remover: null, name: 'Added later', superleague: 0 })
    .execute();
}

async function zipEntries(file: string) {
  const reader = new ZipReader(new Uint8ArrayReader(readFileSync(file)));
  const entries = (await reader.getEntries()).filter((entry): entry is FileEntry => !entry.directory);
  return { entries, close: () => reader.close() };
}

describe.each(testDatabases)('Backup and Restore on %s (contract §14.1, issue #15)', (kind) => {
  let server: TestServer;
  let backupDir: string;

  beforeAll(async () => {
    backupDir = mkdtempSync(join(tmpdir(), 'darts-backups-'));
    server = await startTestServer(kind, { BACKUP_PASSWORD: backupPassword, BACKUP_TOKEN: backupToken, BACKUP_DIR: backupDir });
    await seedEveryTable(server.handle.db, server.clock);
  });
  afterAll(async () => {
    await server.close();
    rmSync(backupDir, { recursive: true, force: true });
  });

  it('refuses a missing or wrong token, then a missing identity, and writes nothing', async () => {
    for (const body of [{}, { identity: 'cron' }, { requestToken: 'not-the-token', identity: 'cron' }, { requestToken: '', identity: 'cron' }]) {
      expect((await server.anonymous.post('/api/Data/Backup', body)).json).toMatchObject({ success: false, errors: ['Invalid request token'] });
    }
    for (const body of [{ requestToken: backupToken }, { requestToken: backupToken, identity: '  ' }]) {
      expect((await server.anonymous.post('/api/Data/Backup', body)).json).toMatchObject({ success: false, errors: ['Missing identity'] });
    }
    const zip = { zip: Buffer.from('not even a zip') };
    expect((await postForm(server, '/api/Data/Restore', { Zip: zip, identity: 'cron' })).json).toMatchObject({ errors: ['Invalid request token'] });
    expect((await postForm(server, '/api/Data/Restore', { Zip: zip, requestToken: 'wrong', identity: 'cron' })).json).toMatchObject({
      errors: ['Invalid request token'],
    });
    expect((await postForm(server, '/api/Data/Restore', { Zip: zip, requestToken: backupToken })).json).toMatchObject({ errors: ['Missing identity'] });
    expect((await postForm(server, '/api/Data/Restore', { requestToken: backupToken, identity: 'cron' })).json).toMatchObject({
      errors: ['No zip file provided'],
    });
    expect(readdirSync(backupDir)).toEqual([]);
  });

  it('refuses every request when no BACKUP_TOKEN is configured', async () => {
    const unconfigured = await startTestServer(kind, { BACKUP_PASSWORD: backupPassword });
    try {
      for (const requestToken of ['', backupToken, 'undefined']) {
        expect((await unconfigured.anonymous.post('/api/Data/Backup', { requestToken, identity: 'cron' })).json).toMatchObject({
          success: false,
          errors: ['Invalid request token'],
        });
        expect((await postForm(unconfigured, '/api/Data/Restore', { requestToken, identity: 'cron' })).json).toMatchObject({
          errors: ['Invalid request token'],
        });
      }
    } finally {
      await unconfigured.close();
    }
  });

  it('writes an encrypted zip of every table, deleted rows included, that restores the league', async () => {
    const original = await storedRows(server.handle.db);
    const backup = await server.anonymous.post('/api/Data/Backup', { RequestToken: backupToken, Identity: 'nightly cron' });
    const name = backupFileName('127.0.0.1', server.clock.now());
    expect(backup.json).toMatchObject({ success: true, messages: [`Backup written to ${name}`], errors: [] });
    // The zip stays on the server: the answer carries the counts only.
    expect(backup.json.result).not.toHaveProperty('zip');
    expect(backup.json.result.tables).toMatchObject({
      division: original.division.length,
      team: original.team.length,
      game: original.game.length,
      tournamentgame: original.tournament.length,
      recordedscoreasyougo: original.recordedScoreAsYouGo.length,
      user: original.appUser.length,
      photo: original.photo.length,
    });
    expect(original.division.some((row) => row.deleted)).toBe(true);
    const file = join(backupDir, name);
    expect(readdirSync(backupDir)).toEqual([name]);

    const zip = await zipEntries(file);
    try {
      expect(zip.entries.length).toBeGreaterThan(original.game.length);
      expect(zip.entries.every((entry) => entry.encrypted)).toBe(true);
      const meta = zip.entries.find((entry) => entry.filename === 'meta.json')!;
      await expect(meta.getData(new TextWriter())).rejects.toThrow();
      expect(JSON.parse(await meta.getData(new TextWriter(), { password: backupPassword }))).toMatchObject({ creator: 'nightly cron', hostname: '127.0.0.1' });
    } finally {
      await zip.close();
    }

    await changeLeague(server.handle.db);
    const changed = await storedRows(server.handle.db);
    const fields = { Zip: { zip: readFileSync(file) }, password: backupPassword, requestToken: backupToken, identity: 'restorer' };
    // A dry run unless asked otherwise: it counts and changes nothing.
    const dryRun = await postForm(server, '/api/Data/Restore', { ...fields, purgeData: 'true' });
    expect(dryRun.json).toMatchObject({ success: true, errors: [] });
    expect(dryRun.json.messages).toContain(`DRY RUN: Importing data into team (${original.team.length} records)`);
    expect(await storedRows(server.handle.db)).toEqual(changed);

    server.cache.set('anonymous answer', 'old', {});
    const restored = await postForm(server, '/api/Data/Restore', { ...fields, dryRun: 'false', purgeData: 'true' });
    expect(restored.json).toMatchObject({ success: true, errors: [] });
    expect(restored.json.messages).toContain('Purging data in division');
    expect(await storedRows(server.handle.db)).toEqual(original);
    // Answers cached before the restore are gone.
    expect(server.cache.get('anonymous answer')).toBeUndefined();

    // The wrong password restores nothing.
    const wrong = await postForm(server, '/api/Data/Restore', { ...fields, password: 'not the password', dryRun: 'false', purgeData: 'true' });
    expect(wrong.json).toMatchObject({ success: false, errors: ['Password is incorrect'] });
    expect(await storedRows(server.handle.db)).toEqual(original);
  });

  it('gives a second backup made in the same second a name of its own', async () => {
    const before = readdirSync(backupDir).length;
    for (let i = 0; i < 2; i += 1) {
      expect((await server.anonymous.post('/api/Data/Backup', { requestToken: backupToken, identity: 'twice' })).json.success).toBe(true);
    }
    const names = readdirSync(backupDir).sort();
    expect(names).toHaveLength(before + 2);
    expect(names.filter((n) => n.endsWith('-2.zip') || n.endsWith('-3.zip'))).toHaveLength(2);
    expect(names.every((n) => /^darts-backup-127\.0\.0\.1-20261121T120000Z(-\d)?\.zip$/.test(n))).toBe(true);
  });
});

/** Configuration this suite must not inherit from the developer's shell (config.ts reads these). */
const inheritedConfig = /^(PORT|HOST|DATABASE_URL|REDIS_URL|SESSION_SECRET|ADMIN_\w+|DEMO_DATA|PUBLIC_URL|DATA_DIR|BACKUP_\w+|SITE_CONFIG)$/;

/**
 * `npm run -s <script> -- args` for the repository, as an operator would run it (from `cwd`, the
 * repository's root by default); stdout optionally into a file.
 */
function npmRun(script: string, args: string[], env: Record<string, string>, options: { stdoutFile?: string; cwd?: string } = {}) {
  const { stdoutFile, cwd = repoRoot } = options;
  const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => !inheritedConfig.test(key)));
  const child = spawn('npm', ['--prefix', repoRoot, 'run', '-s', script, '--', ...args], {
    cwd,
    env: { ...clean, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  if (stdoutFile) child.stdout.pipe(createWriteStream(stdoutFile));
  else child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done) =>
    child.on('close', (code) => done({ code, stdout, stderr })),
  );
}

describe('npm run backup and npm run restore on a SQLite file (issue #15)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'darts-backup-cli-'));
  const databaseUrl = `sqlite:${join(dir, 'league.sqlite')}`;
  const env = { DATA_DIR: dir, DATABASE_URL: databaseUrl, BACKUP_PASSWORD: backupPassword, DEMO_DATA: 'false' };
  const withDatabase = async <T>(work: (db: TestServer['handle']['db']) => Promise<T>) => {
    const handle = openDatabase(databaseUrl);
    try {
      return await work(handle.db);
    } finally {
      await handle.close();
    }
  };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('backs up, then puts the original data back over changed data', { timeout: 180_000 }, async () => {
    const original = await withDatabase(async (db) => {
      await migrateToLatest(db);
      await seedEveryTable(db, fixedClock('2026-11-21T12:00:00Z'));
      return storedRows(db);
    });

    const backup = await npmRun('backup', ['--out', join(dir, 'backups')], env);
    expect(backup.stderr).toMatch(/Backed up \d+ rows from 12 tables \(sqlite\)/);
    expect(backup.code).toBe(0);
    const file = backup.stdout.trim().split('\n').at(-1)!;
    expect(file).toMatch(/\/backups\/darts-backup-.+-\d{8}T\d{6}Z\.zip$/);
    expect(existsSync(file)).toBe(true);

    await withDatabase(changeLeague);
    const changed = await withDatabase(storedRows);
    const dryRun = await npmRun('restore', [file, '--dry-run'], env);
    expect(dryRun.code).toBe(0);
    expect(dryRun.stdout).toContain('DRY RUN: Purging data in division');
    expect(await withDatabase(storedRows)).toEqual(changed);

    const wrong = await npmRun('restore', [file, '--password', 'not the password'], env);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('ERROR: Password is incorrect');
    expect(await withDatabase(storedRows)).toEqual(changed);

    const restore = await npmRun('restore', [file], env);
    expect(restore.stderr).toMatch(/Restored \d+ rows/);
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain('Purging data in team');
    expect(restore.stdout).toContain(`Importing data into team (${original.team.length} records)`);
    expect(await withDatabase(storedRows)).toEqual(original);
  });

  it('writes the zip itself to stdout with --stdout, takes paths from where it was typed, and refuses without BACKUP_PASSWORD', { timeout: 120_000 }, async () => {
    const file = join(dir, 'piped.zip');
    const piped = await npmRun('backup', ['--stdout'], env, { stdoutFile: file });
    expect(piped.code).toBe(0);
    const zip = await zipEntries(file);
    try {
      expect(zip.entries.some((entry) => entry.filename === 'meta.json')).toBe(true);
      expect(zip.entries.every((entry) => entry.encrypted)).toBe(true);
    } finally {
      await zip.close();
    }
    // A relative FILE is taken from where the command was typed, not from the repository's root.
    const check = await npmRun('restore', ['piped.zip', '--dry-run'], env, { cwd: dir });
    expect(check.stderr).toMatch(/Dry run: \d+ rows would be restored/);
    expect(check.code).toBe(0);

    const refused = await npmRun('backup', [], { ...env, BACKUP_PASSWORD: '' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Set BACKUP_PASSWORD');
    const usage = await npmRun('restore', [], env);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Name the backup file to restore');
  });
});
