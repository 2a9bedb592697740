import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessOption } from '@darts/domain';
import { startTestServer, testDatabases, type TestClient, type TestServer } from '../../../test/harness.js';
import { buildZip, entryText, exportData, ids, importData, leagueRows, meta, seedLeague, stamp, uuid } from '../../../test/data-zips.js';

// Issue #22: an export imported into a fresh install whose administrator has the exported one's
// e-mail address; no import ever answers with a database's own error.

const everything: AccessOption[] = [
  'ImportData', 'ExportData', 'ManageAccess', 'ManageDivisions', 'ManageSeasons', 'ManageTeams', 'ManageGames', 'ManageTournaments',
  'ManageNotes', 'RecordScoresAsYouGo', 'ManageSeasonTemplates', 'ViewExceptions', 'ManageFeatures', 'DeleteAnyPhoto',
];
const email = 'secretary@example.org';
const databaseWords = /UNIQUE|constraint|duplicate key|violates|SQLITE|null value|out of range/i;
const audit = { Created: stamp, Author: 'A', Updated: stamp, Editor: 'A', Deleted: null, Remover: null };

describe.each(testDatabases)('import into a fresh install on %s (issue #22)', (kind) => {
  let old: TestServer;
  let fresh: TestServer;
  let oldAdmin: TestClient;
  let freshAdmin: TestClient;
  /** Exports of the old league, with and without a password (only the first carries password hashes). */
  let encrypted: Buffer;
  let plain: Buffer;
  let oldAdminId: string;

  beforeAll(async () => {
    old = await startTestServer(kind);
    await seedLeague(old.handle.db);
    oldAdmin = await old.signIn(everything, { email, password: 'old-password-1', name: 'Old Admin' });
    encrypted = (await exportData(oldAdmin, { password: 'secret', includeDeletedEntries: true })).zip!;
    plain = (await exportData(oldAdmin, { password: '', includeDeletedEntries: true })).zip!;
    oldAdminId = (await old.handle.db.selectFrom('appUser').select('id').where('emailAddress', '=', email).executeTakeFirstOrThrow()).id;
    fresh = await startTestServer(kind);
    freshAdmin = await fresh.signIn(everything, { email: email.toUpperCase(), password: 'new-password-1', name: 'New Admin' });
  });
  afterAll(async () => {
    await old?.close();
    await fresh?.close();
  });

  const accountIds = async () => (await fresh.handle.db.selectFrom('appUser').select(['id', 'emailAddress']).orderBy('id').execute());
  const signIn = (password: string) => fresh.anonymous.post('/api/Account/Login', { emailAddress: email, password });

  it('matches the administrator by e-mail: the default options (a dry run) and then a real import succeed, nobody is signed out', async () => {
    const before = await accountIds();
    const dryRun = await importData(fresh, freshAdmin, { zip: plain, password: '' });
    expect(dryRun.text).not.toMatch(databaseWords);
    expect(dryRun.json).toMatchObject({ success: true, errors: [], result: { tables: { user: 1, division: 2, team: 1 } } });
    expect(dryRun.json.messages).toContain(`DRY RUN: Matched by e-mail address, the imported account replaces the one on this server: ${email}`);
    expect(await accountIds()).toEqual(before);

    const real = await importData(fresh, freshAdmin, { zip: plain, password: '', dryRun: false });
    expect(real.json).toMatchObject({ success: true, errors: [] });
    expect(real.json.messages).toContain(`Matched by e-mail address, the imported account replaces the one on this server: ${email}`);
    expect(await accountIds()).toEqual([{ id: oldAdminId, emailAddress: email }]);
    expect(await leagueRows(fresh.handle.db)).toEqual(await leagueRows(old.handle.db));
    // Still signed in (the session followed the account), as the imported account; the password here still works.
    expect((await freshAdmin.get('/api/Account')).json).toMatchObject({ emailAddress: email, name: 'Old Admin' });
    expect((await signIn('new-password-1')).status).toBeLessThan(400);
  });

  it('takes the password hash of an export that carries one, and keeps the session through a purge', async () => {
    const purged = await importData(fresh, freshAdmin, { zip: encrypted, password: 'secret', dryRun: false, purgeData: true });
    expect(purged.json).toMatchObject({ success: true, errors: [] });
    expect((await freshAdmin.get('/api/Account')).json).toMatchObject({ emailAddress: email });
    expect((await signIn('old-password-1')).status).toBeLessThan(400);
  });

  it('matches an account that holds another imported id, and swaps ids between two accounts without colliding', async () => {
    const { db } = fresh.handle;
    const other = await fresh.signIn(['ManageTeams'], { email: 'other@example.org' });
    const otherId = (await db.selectFrom('appUser').select('id').where('emailAddress', '=', 'other@example.org').executeTakeFirstOrThrow()).id;
    const user = (id: string, address: string) =>
      JSON.stringify({ id, ...audit, EmailAddress: address, Name: address, GivenName: 'G', AccessLevels: Object.fromEntries(everything.map((a) => [a, {}])), TeamId: null, ExternalSubject: null });
    // The zip names each address with the other's id: a swap.
    const swapped = await buildZip({ 'meta.json': meta(), [`user/${otherId}.json`]: user(otherId, email), [`user/${oldAdminId}.json`]: user(oldAdminId, 'other@example.org') });
    const answer = await importData(fresh, freshAdmin, { zip: swapped, dryRun: false });
    expect(answer.json).toMatchObject({ success: true, errors: [] });
    expect(await accountIds()).toEqual(
      [{ id: otherId, emailAddress: email }, { id: oldAdminId, emailAddress: 'other@example.org' }].sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect((await freshAdmin.get('/api/Account')).json).toMatchObject({ emailAddress: email });
    expect((await other.get('/api/Account')).json).toMatchObject({ emailAddress: 'other@example.org' });
    // Put the administrator back (the zip's hash-less accounts keep theirs).
    expect((await importData(fresh, freshAdmin, { zip: encrypted, password: 'secret', dryRun: false, purgeData: true, tables: 'user' })).json.success).toBe(true);
  });

  it('refuses, before writing anything, records that would break a unique key, each named', async () => {
    const before = await leagueRows(fresh.handle.db);
    const team = JSON.parse(await entryText(encrypted, `team/${ids.live}.json`, 'secret'));
    const season = JSON.parse(await entryText(encrypted, `season/${ids.season}.json`, 'secret'));
    const user = (id: string, address: string) => JSON.stringify({ id, ...audit, EmailAddress: address, Name: 'U', GivenName: 'U', AccessLevels: {}, TeamId: null, ExternalSubject: null });
    const zip = await buildZip({
      'meta.json': meta(),
      [`season/${ids.season}.json`]: JSON.stringify({ ...season, Divisions: [ids.live, ids.live] }),
      [`team/${ids.live}.json`]: JSON.stringify(team),
      // Another team owning the same team season (and so the same player).
      [`team/${uuid(70)}.json`]: JSON.stringify({ ...team, id: uuid(70), Name: 'Copy' }),
      [`team/${uuid(71)}.json`]: JSON.stringify({ ...team, id: uuid(71), Name: 'Nul\u0000', Seasons: [] }),
      [`user/${uuid(72)}.json`]: user(uuid(72), 'twin@example.org'),
      [`user/${uuid(73)}.json`]: user(uuid(73), ' Twin@Example.org'),
    });
    const answer = await importData(fresh, freshAdmin, { zip, dryRun: false });
    expect(answer.json.success).toBe(false);
    expect(answer.json.errors).toEqual([
      `season/${ids.season}.json: division ${ids.live} is listed more than once`,
      `team/${uuid(70)}.json: team season ${ids.teamSeason} is also in team/${ids.live}.json`,
      `team/${uuid(70)}.json: player ${ids.player} is also in team/${ids.live}.json`,
      `team/${uuid(71)}.json: a text holds the character U+0000, which cannot be stored`,
      `user/${uuid(73)}.json: the e-mail address twin@example.org is also in user/${uuid(72)}.json`,
    ]);
    expect(await leagueRows(fresh.handle.db)).toEqual(before);
  });

  it('answers any other refusal of the database with a clear message naming the table, and changes nothing', async () => {
    const { db } = fresh.handle;
    const before = await leagueRows(db);
    const division = (id: string) => JSON.stringify({ id, ...audit, Name: 'Same', Superleague: false });
    // A key this product does not have, standing for any the database might hold that the checks do not know.
    await sql`create unique index division_name_test on division (name)`.execute(db);
    try {
      const zip = await buildZip({ 'meta.json': meta(), [`division/${uuid(80)}.json`]: division(uuid(80)), [`division/${uuid(81)}.json`]: division(uuid(81)) });
      const answer = await importData(fresh, freshAdmin, { zip, dryRun: false });
      expect(answer.text).not.toMatch(databaseWords);
      expect(answer.json).toMatchObject({
        success: false,
        errors: ['The division records could not be stored on this server, so nothing was imported'],
      });
      expect(answer.json.messages.at(-1)).toBe('ERROR: The division records could not be stored on this server, so nothing was imported');
      expect(await leagueRows(db)).toEqual(before);
    } finally {
      await sql`drop index division_name_test`.execute(db);
    }
  });
});
