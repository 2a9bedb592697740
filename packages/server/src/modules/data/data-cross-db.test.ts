import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { rowCounts, seedEveryTable, storageTables, storedRows } from '../../../test/data-seed.js';
import { aSide, createTournament, knockoutBody } from '../../../test/tournament-seed.js';
import { exportToFile } from './export.js';
import { importFromFile } from './import.js';

const postgresUrl = process.env.TEST_DATABASE_URL;
/** Like every PostgreSQL suite: CI must run it; elsewhere it needs TEST_DATABASE_URL. */
const runHere = Boolean(postgresUrl) || process.env.CI === 'true';

/**
 * Issue #15: an export moves a league between the two databases without losing or changing a thing.
 * SQLite → (export, import with purge) → PostgreSQL → (export, import) → a fresh SQLite, and every
 * row of every storage table equals the original, field by field. Backups carry the password hashes
 * (an encrypted export), so this runs encrypted, as a backup would.
 */
describe.skipIf(!runHere)('export and import between SQLite and PostgreSQL', () => {
  const folder = mkdtempSync(join(tmpdir(), 'darts-cross-db-'));
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.close();
    rmSync(folder, { recursive: true, force: true });
  });
  const password = 'a-long-backup-password';
  const everything = { password, includeDeletedEntries: true, tables: {}, creator: 'cross-db test', hostname: 'test' };
  const replaceAll = { password, dryRun: false, purgeData: true, tables: [], permitted: () => true };

  it('keeps every row of every table equal, field by field, from SQLite to PostgreSQL and back', { timeout: 120_000 }, async () => {
    if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set: CI runs this suite on PostgreSQL');
    const source = await startTestServer('sqlite');
    servers.push(source);
    await seedEveryTable(source.handle.db, source.clock);
    // A tournament as the web client saves it, through the route.
    const season = await source.handle.db.selectFrom('season').select('id').where('deleted', 'is', null).executeTakeFirstOrThrow();
    const organiser = await source.signIn(['ManageTournaments']);
    await createTournament(organiser, knockoutBody({ seasonId: season.id }));
    // And a drawn double elimination on boards (issue #26): its format, draw, seeds, byes, boards and brackets travel too.
    const sides = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve'].map((name, i) => ({ ...aSide(name), ...(i < 2 ? { seed: i + 1 } : {}) }));
    const format = { format: 'doubleElimination', boards: 2, grandFinalReset: true, sides, round: null };
    const drawn = await createTournament(organiser, { ...knockoutBody({ seasonId: season.id }), ...format });
    expect((await organiser.post(`/api/Tournament/${drawn.id}/Draw`, { method: 'seeded' })).json.success).toBe(true);
    const original = await storedRows(source.handle.db);
    for (const table of storageTables) expect(original[table].length, `${table} has rows`).toBeGreaterThan(0);

    const first = join(folder, 'from-sqlite.zip');
    const exported = await exportToFile(source.handle.db, everything, first);
    expect(exported.tables.team).toBe(original.team.length);

    // PostgreSQL already holds a different league: the purge must leave none of it.
    const postgres = await startTestServer('postgres');
    servers.push(postgres);
    await postgres.signIn(['ManageDivisions'], { email: 'someone.else@example.org' });
    await postgres.handle.db
      .insertInto('division')
      .values({ id: '00000000-0000-4000-8000-0000000000aa', created: 'c', author: 'a', updated: 'u', editor: 'e', deleted: null, remover: null, name: 'Elsewhere', superleague: 0 })
      .execute();
    const intoPostgres = await importFromFile(postgres.handle.db, first, replaceAll);
    expect(intoPostgres).toMatchObject({ success: true, errors: [] });
    const onPostgres = await storedRows(postgres.handle.db);
    expect(rowCounts(onPostgres)).toEqual(rowCounts(original));
    expect(onPostgres).toEqual(original);

    const second = join(folder, 'from-postgres.zip');
    expect((await exportToFile(postgres.handle.db, everything, second)).tables).toEqual(exported.tables);
    const target = await startTestServer('sqlite');
    servers.push(target);
    const intoSqlite = await importFromFile(target.handle.db, second, replaceAll);
    expect(intoSqlite).toMatchObject({ success: true, errors: [] });
    const roundTrip = await storedRows(target.handle.db);
    for (const table of storageTables) expect(roundTrip[table], table).toEqual(original[table]);
  });
});
