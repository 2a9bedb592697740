import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TextWriter } from '@zip.js/zip.js';
import { routes } from '@darts/contract';
import { startTestServer, testDatabases, type TestServer } from '../../../test/harness.js';
import { entryText, exportData, ids, seedLeague, zipEntries, zipTexts } from '../../../test/data-zips.js';
import { dataTables } from './tables.js';

describe.each(testDatabases)('data export on %s (contract §14.2, §14.4, §0.13)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await seedLeague(server.handle.db);
  });
  afterAll(() => server.close());

  it('refuses anonymous callers (401) and accounts without ExportData (403), with the envelope', async () => {
    const anonymous = await server.anonymous.post('/api/Data/Export', {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toMatchObject({ success: false, warnings: ['Not logged in'] });
    const importer = await (await server.signIn(['ImportData', 'ManageDivisions'])).post('/api/Data/Export', {});
    expect(importer.status).toBe(403);
    expect(importer.json).toMatchObject({ success: false, warnings: ['Not permitted'] });
  });

  it('exports every table as meta.json plus one {table}/{id}.json per record, deleted rows only on request', async () => {
    const exporter = await server.signIn(['ExportData'], { name: 'Exporting Admin' });
    const answer = await exportData(exporter, { password: '', includeDeletedEntries: false, tables: {} });
    expect(answer.status).toBe(200);
    const body = routes.dataExport.response.parse(answer.json);
    expect(body).toMatchObject({ success: true, errors: [], warnings: [], messages: [], trace: [] });
    expect(Object.keys(body.result!.tables).sort()).toEqual(dataTables.map((table) => table.name).sort());
    expect(body.result!.tables).toMatchObject({ division: 1, season: 1, team: 1, game: 1, tournamentgame: 1, fixturedatenote: 1, photo: 0 });

    const texts = await zipTexts(answer.zip!);
    const meta = JSON.parse(texts['meta.json']!);
    expect(meta).toEqual({ created: expect.any(String), version: 'v2', creator: 'Exporting Admin', hostname: '127.0.0.1', requestedTables: {} });
    expect(meta.created).toBe(server.clock.now().toISOString());
    expect(texts[`division/${ids.gone}.json`]).toBeUndefined();
    expect(JSON.parse(texts[`division/${ids.live}.json`]!)).toMatchObject({ id: ids.live, Name: 'Premier', Superleague: false, Deleted: null });
    expect(JSON.parse(texts[`team/${ids.live}.json`]!).Seasons[0].Players[0]).toMatchObject({ id: ids.player, Name: 'Ann', Captain: true });
    expect(JSON.parse(texts[`season/${ids.season}.json`]!)).toMatchObject({ Divisions: [ids.live], StartDate: '2026-09-01T00:00:00' });
    // Entries and counts agree: meta.json plus one file per counted record.
    const counted = Object.values(body.result!.tables).reduce((sum, n) => sum + n, 0);
    expect(Object.keys(texts)).toHaveLength(counted + 1);

    const withDeleted = await exportData(exporter, { includeDeletedEntries: true, tables: { division: [] } });
    expect(withDeleted.json.result.tables).toEqual({ division: 2 });
    expect(JSON.parse(await entryText(withDeleted.zip!, `division/${ids.gone}.json`))).toMatchObject({ Deleted: '2026-02-01T00:00:00.0000000Z', Remover: 'Remover' });
  });

  it("dates meta.json and every entry by the app's clock, encrypted or not (issue #25)", async () => {
    server.clock.set('2027-02-03T04:05:06Z');
    try {
      const exporter = await server.signIn(['ExportData']);
      for (const password of ['', 'an-export-password']) {
        const answer = await exportData(exporter, { password, includeDeletedEntries: false, tables: { division: [] } });
        expect(JSON.parse(await entryText(answer.zip!, 'meta.json', password)).created).toBe('2027-02-03T04:05:06.000Z');
        const times = [...(await zipEntries(answer.zip!)).values()].map((entry) => entry.lastModDate.toISOString());
        expect(new Set(times)).toEqual(new Set(['2027-02-03T04:05:06.000Z']));
      }
    } finally {
      server.clock.set('2026-11-21T12:00:00Z');
    }
  });

  it('exports the named tables (any case) and only the listed ids, recording the request in meta.json', async () => {
    const exporter = await server.signIn(['ExportData']);
    const answer = await exportData(exporter, { includeDeletedEntries: true, tables: { DIVISION: [ids.gone.toUpperCase()], Season: [] } });
    expect(answer.json).toMatchObject({ success: true, result: { tables: { division: 1, season: 1 } } });
    const texts = await zipTexts(answer.zip!);
    expect(Object.keys(texts).sort()).toEqual([`division/${ids.gone}.json`, 'meta.json', `season/${ids.season}.json`]);
    expect(JSON.parse(texts['meta.json']!).requestedTables).toEqual({ division: [ids.gone], season: [] });
  });

  it('answers an unknown table with "Table not found" and a malformed request with 400', async () => {
    const exporter = await server.signIn(['ExportData']);
    const unknown = await exportData(exporter, { tables: { division: [], nothing: [] } });
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual({ success: false, errors: ['Table not found: nothing'], warnings: [], messages: [], trace: [] });
    const badId = await exporter.post('/api/Data/Export', { tables: { division: ['not-a-uuid'] } });
    expect(badId.status).toBe(400);
  });

  it('encrypts every entry, meta.json included, with AES-256 when a password is given, and only then carries password hashes', async () => {
    const exporter = await server.signIn(['ExportData'], { email: 'hash-owner@example.org' });
    const hash = await server.handle.db.selectFrom('appUser').select(['id', 'passwordHash']).where('emailAddress', '=', 'hash-owner@example.org').executeTakeFirstOrThrow();
    const encrypted = await exportData(exporter, { password: 'pa55 word', tables: { user: [hash.id], division: [] } });
    expect(encrypted.json.success).toBe(true);

    const entries = await zipEntries(encrypted.zip!);
    expect([...entries.keys()].sort()).toEqual(['division/' + ids.live + '.json', 'meta.json', `user/${hash.id}.json`]);
    for (const entry of entries.values()) {
      expect(entry.encrypted).toBe(true);
      expect(entry.zipCrypto).toBe(false);
      await expect(entry.getData(new TextWriter())).rejects.toThrow('File contains encrypted entry');
      await expect(entry.getData(new TextWriter(), { password: 'wrong' })).rejects.toThrow('Invalid password');
    }
    expect(JSON.parse(await entryText(encrypted.zip!, 'meta.json', 'pa55 word')).version).toBe('v2');
    expect(JSON.parse(await entryText(encrypted.zip!, `user/${hash.id}.json`, 'pa55 word')).PasswordHash).toBe(hash.passwordHash);
    // The raw file never shows the hash or a record in clear.
    expect(encrypted.zip!.toString('latin1')).not.toContain(hash.passwordHash);
    expect(encrypted.zip!.toString('latin1')).not.toContain('Premier');

    const plain = await exportData(exporter, { password: '', tables: { user: [hash.id] } });
    const user = JSON.parse(await entryText(plain.zip!, `user/${hash.id}.json`));
    expect(user).not.toHaveProperty('PasswordHash');
    expect(plain.text).not.toContain(hash.passwordHash);
  });

  it('opens with 7-Zip given the password, and not without it', async () => {
    const exporter = await server.signIn(['ExportData']);
    const encrypted = await exportData(exporter, { password: 'seven zip', tables: { division: [], season: [] } });
    const folder = mkdtempSync(join(tmpdir(), 'darts-7z-'));
    try {
      const file = join(folder, 'export.zip');
      writeFileSync(file, encrypted.zip!);
      const listing = execFileSync('7z', ['l', '-slt', '-pseven zip', file], { encoding: 'utf8' });
      expect(listing).toContain('Method = AES-256 Deflate');
      expect(spawnSync('7z', ['t', '-pwrong', file], { encoding: 'utf8' }).status).not.toBe(0);
      execFileSync('7z', ['x', '-pseven zip', `-o${join(folder, 'out')}`, file], { encoding: 'utf8' });
      expect(JSON.parse(readFileSync(join(folder, 'out', 'meta.json'), 'utf8'))).toMatchObject({ version: 'v2', requestedTables: { division: [], season: [] } });
      expect(JSON.parse(readFileSync(join(folder, 'out', 'season', `${ids.season}.json`), 'utf8'))).toMatchObject({ id: ids.season, Name: 'Winter' });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('streams the answer in chunks rather than building it whole', async () => {
    const exporter = await server.signIn(['ExportData']);
    const answer = await exportData(exporter, {});
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('transfer-encoding')).toBe('chunked');
    expect(answer.headers.get('content-length')).toBeNull();
  });
});
