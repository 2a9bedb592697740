import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@darts/contract';
import { startTestServer, testDatabases, type TestClient, type TestServer } from '../../../test/harness.js';
import { buildZip, entryText, exportData, ids, importData, leagueRows, meta, seedLeague, stamp, uuid } from '../../../test/data-zips.js';
import { importTooLarge } from './data.routes.js';
import { zipLimits } from './zip.js';

const leagueTables = ['division', 'season', 'team', 'game', 'tournamentgame', 'fixturedatenote'];
const leagueAccess = ['ImportData', 'ManageDivisions', 'ManageSeasons', 'ManageTeams', 'ManageGames', 'ManageTournaments', 'ManageNotes'] as const;
const division = (id: string, name = 'Imported') =>
  JSON.stringify({ id, Created: stamp, Author: 'A', Updated: stamp, Editor: 'A', Deleted: null, Remover: null, Name: name, Superleague: false });

/** `dd MMM yyyy` of an ISO time, as the Processing message shows it. */
const shown = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }).replace('Sept', 'Sep');

/**
 * The same zip with entry `name`'s uncompressed size declared as `size` (local header and central
 * directory), the way a zip bomb hides what it inflates to.
 */
function declareSize(zip: Uint8Array, name: string, size: number): Uint8Array {
  const bytes = Buffer.from(zip);
  const named = (at: number, length: number) => bytes.toString('utf8', at, at + length) === name;
  for (let at = 0; at + 46 <= bytes.length; at += 1) {
    const signature = bytes.readUInt32LE(at);
    if (signature === 0x04034b50 && named(at + 30, bytes.readUInt16LE(at + 26))) bytes.writeUInt32LE(size, at + 22);
    if (signature === 0x02014b50 && named(at + 46, bytes.readUInt16LE(at + 28))) bytes.writeUInt32LE(size, at + 24);
  }
  return bytes;
}

describe.each(testDatabases)('data import on %s (contract §14.3, §14.4)', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  /** An encrypted export of everything, taken after seeding. */
  let full: Buffer;
  let created: string;
  let seeded: Awaited<ReturnType<typeof leagueRows>>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await seedLeague(server.handle.db);
    admin = await server.signIn([...leagueAccess, 'ExportData'], { name: 'Import Admin' });
    const answer = await exportData(admin, { password: 'secret', includeDeletedEntries: true });
    full = answer.zip!;
    created = JSON.parse(await entryText(full, 'meta.json', 'secret')).created;
    seeded = await leagueRows(server.handle.db);
  });
  afterAll(() => server.close());

  const limits = { ...zipLimits };
  afterEach(() => Object.assign(zipLimits, limits));

  /** Changes the league after the export: a rename, a removed note and an extra division. */
  async function changeLeague() {
    const { db } = server.handle;
    await db.updateTable('division').set({ name: 'Renamed' }).where('id', '=', ids.live).execute();
    await db.deleteFrom('note').where('id', '=', ids.note).execute();
    await db.deleteFrom('division').where('id', '=', uuid(90)).execute();
    await db.insertInto('division').values({ id: uuid(90), created: stamp, author: 'B', updated: stamp, editor: 'B', deleted: null, remover: null, name: 'Extra', superleague: 0 }).execute();
  }

  const processing = () => `Processing data from 127.0.0.1 exported on ${shown(created)} by Import Admin`;

  it('refuses anonymous callers (401) and accounts without ImportData (403), with the envelope', async () => {
    const anonymous = await importData(server, server.anonymous, { zip: full, password: 'secret' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toMatchObject({ success: false, warnings: ['Not logged in'] });
    const exporter = await importData(server, await server.signIn(['ExportData', 'ManageDivisions']), { zip: full, password: 'secret' });
    expect(exporter.status).toBe(403);
    expect(exporter.json).toMatchObject({ success: false, warnings: ['Not permitted'] });
  });

  it('answers a broken multipart form with a 400 validation problem, not a 500 (issue #16)', async () => {
    const importer = await server.signIn(['ImportData', 'ManageDivisions']);
    const response = await importer.request('POST', '/api/Data/Import', '--x\r\nnonsense', {
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(response.status).toBe(400);
    expect(response.json.errors).toEqual({ '': [expect.stringMatching(/^The form could not be read/)] });
  });

  it('refuses tables the caller may not write, before changing anything', async () => {
    const before = await leagueRows(server.handle.db);
    const importer = await server.signIn(['ImportData', 'ManageDivisions']);
    const refused = await importData(server, importer, { zip: full, password: 'secret', dryRun: false, tables: 'division,season' });
    expect(refused.status).toBe(200);
    expect(refused.json).toMatchObject({ success: false, errors: ['Not permitted to import season'] });
    const allTables = await importData(server, importer, { zip: full, password: 'secret', dryRun: false });
    expect(allTables.json.success).toBe(false);
    expect(allTables.json.errors).toEqual(expect.arrayContaining(['Not permitted to import season', 'Not permitted to import user']));
    expect(await leagueRows(server.handle.db)).toEqual(before);

    const allowed = await importData(server, importer, { zip: full, password: 'secret', tables: 'DIVISION' });
    expect(allowed.json).toMatchObject({ success: true, result: { tables: { division: 2 } } });
  });

  it('answers a form without the zip with "No zip file provided"; the field name is matched in any case', async () => {
    const missing = await importData(server, admin, { password: 'secret' });
    expect(missing.json).toEqual({ success: false, errors: ['No zip file provided'], warnings: [], messages: [], trace: [] });
    const lower = await importData(server, admin, { zip: full, zipField: 'zip', password: 'secret', tables: 'division' });
    expect(lower.json.success).toBe(true);
  });

  it('dry-runs by default: the same messages and counts, nothing changed', async () => {
    await changeLeague();
    const changed = await leagueRows(server.handle.db);
    const dryRun = await importData(server, admin, { zip: full, password: 'secret', purgeData: true, tables: leagueTables });
    const body = routes.dataImport.response.parse(dryRun.json);
    expect(body).toMatchObject({ success: true, errors: [], warnings: [], result: { tables: { division: 2, season: 1, team: 1, game: 1, tournamentgame: 1, fixturedatenote: 1 } } });
    expect(body.messages).toEqual([
      processing(),
      'DRY RUN: Purging data in division',
      'DRY RUN: Importing data into division (2 records)',
      'DRY RUN: Purging data in season',
      'DRY RUN: Importing data into season (1 record)',
      'DRY RUN: Purging data in team',
      'DRY RUN: Importing data into team (1 record)',
      'DRY RUN: Purging data in game',
      'DRY RUN: Importing data into game (1 record)',
      'DRY RUN: Purging data in tournamentgame',
      'DRY RUN: Importing data into tournamentgame (1 record)',
      'DRY RUN: Purging data in fixturedatenote',
      'DRY RUN: Importing data into fixturedatenote (1 record)',
    ]);
    expect(await leagueRows(server.handle.db)).toEqual(changed);
  });

  it('restores the exported rows exactly with a purge, and evicts the anonymous cache', async () => {
    server.cache.set('probe', 'stale answer', { divisionIds: [uuid(77)] });
    const restored = await importData(server, admin, { zip: full, password: 'secret', dryRun: false, purgeData: true, tables: leagueTables });
    expect(restored.json).toMatchObject({ success: true, errors: [], result: { tables: { division: 2, fixturedatenote: 1 } } });
    expect(restored.json.messages.slice(0, 3)).toEqual([processing(), 'Purging data in division', 'Importing data into division (2 records)']);
    expect(await leagueRows(server.handle.db)).toEqual(seeded);
    expect(server.cache.get('probe')).toBeUndefined();
    const view = (await admin.get(`/api/Data/View/team/${ids.live}`)).json.result;
    expect(view.Seasons[0].Players[0]).toMatchObject({ id: ids.player, Name: 'Ann', Captain: true });
  });

  it('purges accounts from an export without password hashes and still lets every imported account sign in', async () => {
    const owner = await server.signIn(['ImportData', 'ExportData', 'ManageAccess'], { email: 'owner@example.org', password: 'owner-password-1' });
    const plain = (await exportData(owner, { password: '', tables: {} })).zip!;
    expect(await entryText(plain, `user/${(await server.handle.db.selectFrom('appUser').select('id').where('emailAddress', '=', 'owner@example.org').executeTakeFirstOrThrow()).id}.json`, '')).not.toContain('PasswordHash');
    await server.signIn([], { email: 'later@example.org' });

    const purged = await importData(server, owner, { zip: plain, password: '', dryRun: false, purgeData: true, tables: 'user' });
    expect(purged.json).toMatchObject({ success: true, errors: [] });
    const emails = (await server.handle.db.selectFrom('appUser').select('emailAddress').execute()).map((u) => u.emailAddress);
    expect(emails).toContain('owner@example.org');
    expect(emails).not.toContain('later@example.org');
    const login = await server.anonymous.post('/api/Account/Login', { emailAddress: 'owner@example.org', password: 'owner-password-1' });
    expect(login.status).toBeLessThan(400);
    expect(login.headers.get('set-cookie')).toBeTruthy();
  });

  it('without a purge, adds and replaces records and keeps the others', async () => {
    await changeLeague();
    const merged = await importData(server, admin, { zip: full, password: 'secret', dryRun: false, tables: ['division', 'fixturedatenote'] });
    expect(merged.json.messages).toEqual([processing(), 'Importing data into division (2 records)', 'Importing data into fixturedatenote (1 record)']);
    const divisions = await server.handle.db.selectFrom('division').select(['id', 'name']).orderBy('id').execute();
    expect(divisions).toEqual([
      { id: ids.live, name: 'Premier' },
      { id: ids.gone, name: 'Old Division' },
      { id: uuid(90), name: 'Extra' },
    ]);
    expect(await server.handle.db.selectFrom('note').select('id').execute()).toEqual([{ id: ids.note }]);
    await server.handle.db.deleteFrom('division').where('id', '=', uuid(90)).execute();
  });

  it('reads records again for the writes beyond what validation keeps in memory', async () => {
    const { importTuning } = await import('./import.js');
    const kept = importTuning.keepBytes;
    importTuning.keepBytes = 0;
    try {
      await server.handle.db.updateTable('division').set({ name: 'Renamed' }).where('id', '=', ids.live).execute();
      const answer = await importData(server, admin, { zip: full, password: 'secret', dryRun: false, tables: 'division' });
      expect(answer.json.success).toBe(true);
      expect((await leagueRows(server.handle.db)).division).toEqual(seeded.division);
    } finally {
      importTuning.keepBytes = kept;
    }
  });

  it('says when the export is partial and refuses to purge from it', async () => {
    const partial = (await exportData(admin, { tables: { division: [ids.live], Season: [] } })).zip!;
    const notes = await importData(server, admin, { zip: partial, tables: 'division' });
    expect(notes.json.messages).toEqual([expect.stringMatching(/^Processing data from/), 'This is a partial export of division, season', 'DRY RUN: Importing data into division (1 record)']);
    const purge = await importData(server, admin, { zip: partial, purgeData: true });
    expect(purge.json).toMatchObject({ success: false, errors: ['Purge is not permitted for partial data exports'] });
  });

  it('needs the password of an encrypted export', async () => {
    for (const password of ['wrong', '']) {
      const answer = await importData(server, admin, { zip: full, password, tables: 'division' });
      expect(answer.json).toEqual({ success: false, errors: ['Password is incorrect'], warnings: [], messages: [], trace: [] });
    }
    // A password for a zip without one does no harm.
    const plain = await buildZip({ 'meta.json': meta(), [`division/${uuid(20)}.json`]: division(uuid(20)) });
    expect((await importData(server, admin, { zip: plain, password: 'unneeded' })).json).toMatchObject({ success: true, result: { tables: { division: 1 } } });
    // Records encrypted with another password than meta.json's are refused too.
    const mixed = await buildZip({ 'meta.json': meta(), [`division/${uuid(20)}.json`]: division(uuid(20)) }, 'x', { [`division/${uuid(20)}.json`]: { password: 'y' } });
    expect((await importData(server, admin, { zip: mixed, password: 'x' })).json).toMatchObject({ success: false, errors: ['Password is incorrect'] });
  });

  it('refuses a zip without meta.json, an unknown table and a meta.json that is not one', async () => {
    const noMeta = await buildZip({ [`division/${uuid(20)}.json`]: division(uuid(20)) });
    expect((await importData(server, admin, { zip: noMeta })).json).toMatchObject({ success: false, errors: ['Zip file does not contain a meta.json file'] });
    const unknown = await importData(server, admin, { zip: full, password: 'secret', tables: ['division,nothing', 'Other'] });
    expect(unknown.json).toMatchObject({ success: false, errors: ['Table not found: nothing', 'Table not found: Other'] });
    const badMeta = await buildZip({ 'meta.json': '{"version":"v2"}' });
    expect((await importData(server, admin, { zip: badMeta })).json.errors).toEqual([expect.stringMatching(/^meta\.json is not valid: created: Required/)]);
  });

  it('refuses entries that are not meta.json or {table}/{uuid}.json of a known table, whatever tables are asked for', async () => {
    const before = await leagueRows(server.handle.db);
    const names = ['../x.json', `division/../../${uuid(21)}.json`, '/etc/passwd', `nothing/${uuid(21)}.json`, 'division/abc.json', 'division/ABCDEF00-0000-4000-8000-000000000021.json', 'notes.txt', 'deep/'];
    const hostile = await buildZip({ 'meta.json': meta(), [`division/${uuid(22)}.json`]: division(uuid(22)), ...Object.fromEntries(names.map((name) => [name, '{}'])) });
    const answer = await importData(server, admin, { zip: hostile, dryRun: false, tables: 'division' });
    expect(answer.json.success).toBe(false);
    expect(answer.json.errors).toEqual(names.map((name) => `Unexpected file in the zip: ${name}`));
    expect(await leagueRows(server.handle.db)).toEqual(before);
  });

  it('refuses a record whose id is not its file name, that is not JSON, or that fails validation, naming the file', async () => {
    const before = await leagueRows(server.handle.db);
    const zip = await buildZip({
      'meta.json': meta(),
      'division/': '',
      [`division/${uuid(30)}.json`]: division(uuid(30)),
      [`division/${uuid(31)}.json`]: division(uuid(32)),
      [`division/${uuid(33)}.json`]: '{not json',
      [`division/${uuid(34)}.json`]: division(uuid(34)).replace('"Name":"Imported"', '"Name":5'),
      [`division/${uuid(35)}.json`]: division(uuid(35)).replace('}', ',"Version":1}'),
    });
    const answer = await importData(server, admin, { zip, dryRun: false });
    expect(answer.json.success).toBe(false);
    expect(answer.json.errors).toEqual([
      `division/${uuid(31)}.json: the record's id (${uuid(32)}) differs from its file name`,
      `division/${uuid(33)}.json: not valid JSON`,
      expect.stringMatching(new RegExp(`^division/${uuid(34)}\\.json: division ${uuid(34)}: Name: Expected string, received number`)),
      expect.stringMatching(new RegExp(`^division/${uuid(35)}\\.json: .*Version`)),
    ]);
    expect(await leagueRows(server.handle.db)).toEqual(before);
  });

  it('refuses zip bombs: an entry or a total over the limits, declared or inflated, and too many entries', async () => {
    const name = `division/${uuid(40)}.json`;
    const zeros = new Uint8Array(zipLimits.entryBytes + 1);
    const big = await importData(server, admin, { zip: await buildZip({ 'meta.json': meta(), [name]: zeros }) });
    expect(big.json).toMatchObject({ success: false, errors: [`${name} is larger than 16 MB uncompressed`] });
    // Declaring 100 bytes: inflating stops as soon as the entry outgrows what it declared.
    const lying = await importData(server, admin, { zip: declareSize(await buildZip({ 'meta.json': meta(), [name]: zeros }), name, 100) });
    expect(lying.json).toMatchObject({ success: false, errors: [`${name} is not the size it declares`] });

    zipLimits.totalBytes = 4096;
    const records = Object.fromEntries([50, 51, 52].map((n) => [`division/${uuid(n)}.json`, division(uuid(n), 'x'.repeat(1500))]));
    const declared = await importData(server, admin, { zip: await buildZip({ 'meta.json': meta(), ...records }) });
    expect(declared.json).toMatchObject({ success: false, errors: ['The zip file holds more than 4096 bytes uncompressed'] });
    zipLimits.entries = 3;
    const many = await importData(server, admin, { zip: await buildZip({ 'meta.json': meta(), ...records }) });
    expect(many.json).toMatchObject({ success: false, errors: ['The zip file holds more than 3 entries'] });
  });

  it('refuses a truncated file and a file that is not a zip', async () => {
    for (const zip of [full.subarray(0, Math.floor(full.length / 2)), Buffer.from('just some text, not a zip')]) {
      const answer = await importData(server, admin, { zip, password: 'secret' });
      expect(answer.json).toEqual({ success: false, errors: ['The file is not a zip file, or it is damaged'], warnings: [], messages: [], trace: [] });
    }
  });

  it('refuses a file over 30 MB with 413 and the envelope', async () => {
    const answer = await importData(server, admin, { zip: randomBytes(31 * 1024 * 1024) });
    expect(answer.status).toBe(413);
    expect(answer.json).toMatchObject({ success: false, errors: [importTooLarge] });
  });

  it('rolls back every table when a write fails, reporting ERROR: with a clear message, not the database\'s', async () => {
    const { db } = server.handle;
    const before = await leagueRows(db);
    const note = (id: string) => JSON.stringify({ id, Created: stamp, Author: 'A', Updated: stamp, Editor: 'A', Deleted: null, Remover: null, SeasonId: ids.season, DivisionId: null, Date: '2026-10-09T00:00:00', Note: 'Same' });
    // The notes pass every check, but collide on a key the test adds to the database.
    await sql`create unique index note_text_test on note (note)`.execute(db);
    try {
      const zip = await buildZip({
        'meta.json': meta(),
        [`division/${uuid(60)}.json`]: division(uuid(60)),
        [`fixturedatenote/${uuid(61)}.json`]: note(uuid(61)),
        [`fixturedatenote/${uuid(62)}.json`]: note(uuid(62)),
      });
      const answer = await importData(server, admin, { zip, dryRun: false });
      expect(answer.json).toMatchObject({ success: false, errors: ['The fixturedatenote records could not be stored on this server, so nothing was imported'] });
      expect(answer.json.messages).toEqual([
        'Processing data from darts.example.org exported on 21 Nov 2026 by Tester',
        'Importing data into division (1 record)',
        'Importing data into fixturedatenote (2 records)',
        `ERROR: ${answer.json.errors[0]}`,
      ]);
      expect(await leagueRows(db)).toEqual(before);
    } finally {
      await sql`drop index note_text_test`.execute(db);
    }
  });
});
