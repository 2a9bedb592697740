import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../src/db/database.js';
import type { Database } from '../src/db/schema.js';
import { createAccount } from '../src/modules/accounts/accounts.repository.js';
import { hashPassword, testPasswordHashCost } from '../src/modules/accounts/password-hash.js';
import { addError } from '../src/modules/errors/errors.repository.js';
import { saveFeatureConfiguration } from '../src/modules/features/features.repository.js';
import { seedDemoLeague } from '../src/demo/seed.js';
import { insertPhoto } from '../src/modules/photos/photos.repository.js';
import { auditTimestamp, type Clock } from '../src/shared/clock.js';
import { addDivision, addGame, addSeason, addTeam } from './fixture-seed.js';

/**
 * A league with rows in every storage table, for the export/import/backup suites: the
 * demo league (divisions, a season, teams and players, played fixtures, notes, tournaments, sayg
 * records, a template) plus what it lacks — deleted rows, an account with a password, a configured
 * feature, an error record and a photo with its bytes.
 */
export async function seedEveryTable(db: Db, clock: Clock): Promise<void> {
  if (!(await seedDemoLeague({ db, clock, log: () => undefined })))
    throw new Error('The database already had a league');
  const gone = await addDivision(db, 'Disbanded Division', { deleted: true });
  const season = await addSeason(db, {
    name: 'Old season',
    startDate: '2020-09-01',
    endDate: '2021-05-31',
    divisionIds: [gone],
  });
  const team = await addTeam(db, {
    name: 'Folded Team',
    deleted: true,
    seasons: [{ seasonId: season, divisionId: gone, deleted: true }],
    playerEmails: ['folded.player@example.org'],
  });
  await addGame(db, {
    seasonId: season,
    divisionId: gone,
    date: '2020-10-01',
    home: { id: team, name: 'Folded Team' },
    deleted: true,
  });
  const account = await createAccount(db, clock, {
    emailAddress: 'secretary@example.org',
    name: 'League Secretary',
    givenName: 'Sam',
    passwordHash: await hashPassword('a-long-secretary-password', testPasswordHashCost),
    accessLevels: { ManageScores: {}, ExportData: {} },
  });
  await saveFeatureConfiguration(db, clock, '3e4c5d0a-6f1b-4b36-9f6a-64f1c7a0a001', '2', 'League Secretary');
  await addError(db, clock, {
    source: 'UI',
    time: clock.now().toISOString(),
    message: 'Something went wrong',
    stack: ['at one', 'at two'],
    type: 'TypeError',
    userName: 'League Secretary',
    userAgent: 'Test',
    url: 'https://darts.example.org/division',
  });
  const now = auditTimestamp(clock);
  const game = await db
    .selectFrom('game')
    .select('id')
    .where('deleted', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await insertPhoto(db, {
    id: randomUUID(),
    created: now,
    author: 'League Secretary',
    updated: now,
    editor: 'League Secretary',
    deleted: null,
    remover: null,
    entityId: game.id,
    uploaderId: account.id,
    fileName: 'result sheet.jpg',
    contentType: 'image/jpeg',
    fileSize: 2048,
    width: 40,
    height: 30,
    content: randomBytes(2048),
  });
}

/** The storage tables the data export covers: every table but the sessions. */
export const storageTables = [
  'appUser',
  'configuredFeature',
  'errorDetail',
  'division',
  'season',
  'seasonDivision',
  'team',
  'teamSeason',
  'teamPlayer',
  'game',
  'note',
  'recordedScoreAsYouGo',
  'photo',
  'tournament',
  'template',
] as const satisfies ReadonlyArray<Exclude<keyof Database, 'session'>>;

export type StoredRows = Record<(typeof storageTables)[number], Array<Record<string, unknown>>>;

/**
 * Every row of every storage table in a stable order, each value as plain data (bytes as base64), so
 * two databases of either kind can be compared field by field with `toEqual`.
 */
export async function storedRows(db: Db): Promise<StoredRows> {
  const rows = {} as StoredRows;
  for (const table of storageTables) {
    // Every storage table but season_division has an id; that one is keyed by its two columns.
    const query = db.selectFrom(table).selectAll();
    const ordered =
      table === 'seasonDivision'
        ? (db
            .selectFrom('seasonDivision')
            .selectAll()
            .orderBy('seasonId')
            .orderBy('divisionId') as unknown as typeof query)
        : query.orderBy('id');
    rows[table] = ((await ordered.execute()) as Array<Record<string, unknown>>).map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [key, Buffer.isBuffer(value) ? value.toString('base64') : value]),
      ),
    );
  }
  return rows;
}

/** Rows per storage table (a quick summary for failure messages). */
export function rowCounts(rows: StoredRows): Record<string, number> {
  return Object.fromEntries(Object.entries(rows).map(([table, list]) => [table, list.length]));
}
