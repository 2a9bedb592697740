import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.js';
import { seedDemoLeague } from '../../demo/seed.js';
import { addDivision, addGame, playedMatch, seedTwoTeams, type TwoTeams } from '../../../test/fixture-seed.js';
import { startTestServer, testDatabases, type TestServer } from '../../../test/harness.js';
import { createTournament, knockoutBody } from '../../../test/tournament-seed.js';
import { purgeRecords, readRecords, validateRecord, writeRecords, type RecordDocument } from './records.js';
import { dataTables, findDataTable, type DataChild, type DataTable } from './tables.js';

const stamp = '2026-01-01T00:00:00.0000000Z';
const audit = (id: string = randomUUID()) => ({ id, created: stamp, author: 'Seeder', updated: stamp, editor: 'Seeder', deleted: null, remover: null });
const table = (name: string): DataTable => findDataTable(name)!;

/** Every storage table the registry reaches: the record tables and the child tables they own. */
function storageTables(): Array<{ name: keyof Database; columns: readonly string[]; json: readonly string[]; key: readonly string[] }> {
  const found: ReturnType<typeof storageTables> = [];
  const addChildren = (children: readonly DataChild[] | undefined) => {
    for (const child of children ?? []) {
      found.push({ name: child.table, columns: child.columns, json: [], key: child.value ? [child.parentKey, child.value] : ['id'] });
      addChildren(child.children);
    }
  };
  for (const data of dataTables) {
    found.push({ name: data.table, columns: data.columns, json: [...(data.json ?? []), ...(data.spread ?? [])], key: ['id'] });
    addChildren(data.children);
  }
  return found;
}

async function readAll(server: TestServer, data: DataTable, options: Partial<Parameters<typeof readRecords>[2]> = {}) {
  const documents: RecordDocument[] = [];
  for await (const document of readRecords(server.handle.db, data, { ids: [], includeDeleted: true, withSecrets: true, ...options })) {
    documents.push(document);
  }
  return documents;
}

describe.each(testDatabases)('stored records ↔ rows on %s (contract §14.4, §14.5)', (kind) => {
  let server: TestServer;
  let teams: TwoTeams;
  const ids = { deletedDivision: '', user: '', externalUser: randomUUID(), photo: randomUUID(), feature: randomUUID(), note: randomUUID(), game: '' };
  const photoBytes = Buffer.concat([Buffer.from([0, 255, 0, 1]), randomBytes(3000)]);

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { db } = server.handle;
    // The demo league: hundreds of realistic seasons, teams, players, fixtures and cards.
    await seedDemoLeague({ db, clock: server.clock, log: () => {} });
    teams = await seedTwoTeams(db, { playersPerTeam: 3 });
    ids.deletedDivision = await addDivision(db, 'Gone', { deleted: true });
    ids.game = await addGame(db, {
      seasonId: teams.season,
      divisionId: teams.division,
      date: '2026-11-20',
      home: { id: teams.homeId, name: 'Home' },
      away: { id: teams.awayId, name: 'Away' },
      deleted: true,
      card: { matches: [playedMatch(3, 2)], matchOptions: [{ playerCount: 1, numberOfLegs: 5, startingScore: 501 }, null] },
    });
    // With the demo league's fixtures, more games than one read or write batch holds.
    for (let week = 0; week < 25; week += 1) {
      await addGame(db, { seasonId: teams.season, divisionId: teams.division, date: `2027-0${1 + (week % 5)}-1${week % 10}`, home: { id: teams.homeId, name: 'Home' } });
    }
    await db
      .insertInto('season')
      .values({ ...audit(), name: 'Summer', startDate: '2027-06-01', endDate: '2027-08-31', fixtureStartTime: '19:30', fixtureDuration: 180, allowFavouriteTeams: 0 })
      .execute();

    const admin = await server.signIn(['ManageTournaments', 'ManageSeasonTemplates'], { email: 'admin@example.org', password: 'correct horse battery' });
    ids.user = (await db.selectFrom('appUser').select('id').where('emailAddress', '=', admin.email).executeTakeFirstOrThrow()).id;
    await db
      .insertInto('appUser')
      .values({ ...audit(ids.externalUser), emailAddress: 'ext@example.org', name: 'Ext Ernal', givenName: 'Ext', passwordHash: null, accessLevels: JSON.stringify({ ExportData: {} }), teamId: teams.homeId, externalSubject: 'google|123' })
      .execute();
    await createTournament(admin, knockoutBody({ seasonId: teams.season, divisionId: teams.division }));
    const template = await admin.put('/api/Template', { name: 'Four teams', description: 'Two weeks', sharedAddresses: [['A', 'B']], divisions: [{ sharedAddresses: [['C', 'D']], dates: [{ fixtures: [{ home: 'A', away: 'B' }, { home: 'C' }] }, { fixtures: [{ home: 'B', away: 'A' }] }] }] });
    expect(template.json, template.text).toMatchObject({ success: true });
    const sayg = await server.anonymous.post('/api/Sayg', {
      yourName: 'Ann',
      opponentName: 'Bob',
      numberOfLegs: 3,
      startingScore: 501,
      homeScore: 1,
      legs: { '0': { startingScore: 501, home: { score: 501, noOfDarts: 9, throws: [{ score: 180, noOfDarts: 3 }, { score: 180, noOfDarts: 3 }, { score: 141, noOfDarts: 3 }] }, away: { score: 100, noOfDarts: 6, throws: [{ score: 60, noOfDarts: 3 }, { score: 40, noOfDarts: 3 }] }, playerSequence: [{ value: 'home', text: 'Ann' }, { value: 'away', text: 'Bob' }], currentThrow: 'away' } },
    });
    expect(sayg.json, sayg.text).toMatchObject({ success: true });
    expect((await server.anonymous.put('/api/Error', { source: 'UI', message: 'Boom', stack: ['at a (a.ts:1)', 'at b (b.ts:2)'], url: 'http://localhost/x' })).json).toMatchObject({ success: true });
    await db
      .insertInto('photo')
      .values({ ...audit(ids.photo), entityId: ids.game, uploaderId: ids.user, fileName: null, contentType: 'image/jpeg', fileSize: photoBytes.length, width: 40, height: 30, content: photoBytes })
      .execute();
    await db.insertInto('configuredFeature').values({ ...audit(ids.feature), configuredValue: '42' }).execute();
    await db.insertInto('note').values({ ...audit(ids.note), seasonId: teams.season, divisionId: null, date: '2026-12-25', note: 'No darts on Christmas day', deleted: stamp, remover: 'Tidy' }).execute();
  });
  afterAll(() => server.close());

  it('lists every stored column of every table in the registry', async () => {
    for (const storage of storageTables()) {
      const row = await server.handle.db.selectFrom(storage.name).selectAll().limit(1).executeTakeFirstOrThrow();
      expect(Object.keys(row).sort(), storage.name).toEqual([...storage.columns].sort());
    }
  });

  it('reads every table, validates every record, purges everything and writes it back field by field', async () => {
    const { db } = server.handle;
    const snapshot = async () => {
      const tables: Record<string, unknown[]> = {};
      for (const storage of storageTables()) {
        let query = db.selectFrom(storage.name).selectAll();
        for (const column of storage.key) query = query.orderBy(column as never);
        // JSON text columns are compared after parsing: the key order of re-serialised JSON may differ.
        tables[storage.name] = (await query.execute()).map((row: Record<string, unknown>) =>
          Object.fromEntries(Object.entries(row).map(([key, value]) => [key, storage.json.includes(key) && typeof value === 'string' ? JSON.parse(value) : value])),
        );
      }
      return tables;
    };
    const before = await snapshot();
    for (const [name, rows] of Object.entries(before)) expect(rows.length, name).toBeGreaterThan(0);
    expect(before.game!.length).toBeGreaterThan(200); // read and written in several batches

    const exported = new Map<DataTable, RecordDocument[]>();
    for (const data of dataTables) {
      const documents = await readAll(server, data);
      expect(documents.map((d) => d.id)).toEqual((before[data.table] as Array<{ id: string }>).map((row) => row.id));
      for (const document of documents) {
        const checked = validateRecord(data, document);
        expect(checked.ok ? [] : checked.problems, `${data.name} ${document.id}`).toEqual([]);
      }
      // As they travel in a zip: JSON text.
      exported.set(data, JSON.parse(JSON.stringify(documents)) as RecordDocument[]);
    }

    await db.transaction().execute(async (trx) => {
      for (const data of dataTables) expect(await purgeRecords(trx, data), data.name).toBe(before[data.table]!.length);
    });
    for (const storage of storageTables()) expect(await db.selectFrom(storage.name).selectAll().execute(), storage.name).toEqual([]);

    await db.transaction().execute(async (trx) => {
      for (const [data, documents] of exported) await writeRecords(trx, data, documents);
    });
    const after = await snapshot();
    for (const storage of storageTables()) {
      const rows = after[storage.name]!;
      expect(rows.length, storage.name).toBe(before[storage.name]!.length);
      rows.forEach((row, index) => expect(row, `${storage.name} row ${index}`).toEqual(before[storage.name]![index]));
    }
  });

  it('reads only the asked ids, in id order, and skips deleted rows unless asked', async () => {
    const divisions = table('division');
    // Two live divisions: the deleted one is asked for on its own (its random id may sort anywhere).
    const all = (await readAll(server, divisions)).filter((d) => d.id !== ids.deletedDivision);
    const [first, second] = [all[0]!.id, all[1]!.id];
    const asked = await readAll(server, divisions, { ids: [second, randomUUID(), first, ids.deletedDivision] });
    expect(asked.map((d) => d.id)).toEqual([first, second, ids.deletedDivision].sort());
    const live = await readAll(server, divisions, { ids: [first, ids.deletedDivision], includeDeleted: false });
    expect(live.map((d) => d.id)).toEqual([first]);
    expect((await readAll(server, divisions, { includeDeleted: false })).map((d) => d.id)).not.toContain(ids.deletedDivision);
    expect((await readAll(server, table('game'), { includeDeleted: false })).map((d) => d.id)).not.toContain(ids.game);
  });

  it('turns a stored row into its document: PascalCase, booleans, dates, JSON, bytes, owned rows', async () => {
    const [season] = (await readAll(server, table('season'), { ids: [teams.season] })) as Array<Record<string, unknown>>;
    expect(season).toEqual({
      id: teams.season,
      Created: stamp,
      Author: 'Seeder',
      Updated: stamp,
      Editor: 'Seeder',
      Deleted: null,
      Remover: null,
      Name: '2026/27',
      StartDate: '2026-09-01T00:00:00',
      EndDate: '2027-05-31T00:00:00',
      FixtureStartTime: null,
      FixtureDuration: null,
      AllowFavouriteTeams: null,
      Divisions: [teams.division],
    });
    const [team] = await readAll(server, table('team'), { ids: [teams.homeId] });
    expect(team!.Seasons).toEqual([
      expect.objectContaining({ SeasonId: teams.season, DivisionId: teams.division, Players: expect.arrayContaining([expect.objectContaining({ Name: 'home.p1@example.org', Captain: false, Gender: null })]) }),
    ]);
    expect((team!.Seasons as Array<Record<string, unknown>>)[0]).not.toHaveProperty('TeamId');
    const [photo] = await readAll(server, table('photo'), { ids: [ids.photo] });
    expect(Buffer.from(photo!.Content as string, 'base64').equals(photoBytes)).toBe(true);
    const tournament = (await readAll(server, table('tournamentgame'))).find((t) => t.Address === 'The Crown');
    expect(tournament).toMatchObject({ Type: 'Singles', BestOf: 3, Sides: expect.any(Array), Round: expect.any(Object), SingleRound: false, Date: '2026-11-21T00:00:00' });
    expect(tournament).not.toHaveProperty('Doc');
    const [error] = await readAll(server, table('errordetail'));
    expect(error).toMatchObject({ Source: 'UI', Message: 'Boom', Stack: ['at a (a.ts:1)', 'at b (b.ts:2)'] });
  });

  it('carries the password hash only with secrets, and keeps the stored hash when a document has none', async () => {
    const { db } = server.handle;
    const users = table('user');
    const stored = await db.selectFrom('appUser').selectAll().where('id', '=', ids.user).executeTakeFirstOrThrow();
    expect(stored.passwordHash).toBeTruthy();
    const [withSecrets] = await readAll(server, users, { ids: [ids.user] });
    expect(withSecrets!.PasswordHash).toBe(stored.passwordHash);
    const [plain] = await readAll(server, users, { ids: [ids.user], withSecrets: false });
    expect(plain).not.toHaveProperty('PasswordHash');
    expect(JSON.stringify(plain)).not.toContain(stored.passwordHash!);

    const newcomer = { ...plain!, id: randomUUID(), EmailAddress: 'new@example.org' };
    await db.transaction().execute((trx) => writeRecords(trx, users, [{ ...plain!, Name: 'Renamed' }, newcomer]));
    const rewritten = await db.selectFrom('appUser').selectAll().where('id', 'in', [ids.user, newcomer.id]).execute();
    expect(rewritten.find((u) => u.id === ids.user)).toEqual({ ...stored, name: 'Renamed' });
    expect(rewritten.find((u) => u.id === newcomer.id)).toMatchObject({ emailAddress: 'new@example.org', passwordHash: null });
    // The account still signs in with its password.
    const signIn = await server.anonymous.post('/api/Account/Login', { emailAddress: 'admin@example.org', password: 'correct horse battery' });
    expect(signIn.status).toBeLessThan(400);
  });

  it('replaces a record and the child rows it owns, leaving other records alone', async () => {
    const { db } = server.handle;
    const teamTable = table('team');
    const [home] = await readAll(server, teamTable, { ids: [teams.homeId] });
    const [season] = home!.Seasons as Array<Record<string, unknown> & { Players: Array<Record<string, unknown>> }>;
    const kept = season!.Players[0]!;
    const edited = { ...home!, Name: 'Home Town', Seasons: [{ ...season!, Players: [{ ...kept, Captain: true }] }] };
    const awayPlayersBefore = await db.selectFrom('teamPlayer').innerJoin('teamSeason', 'teamSeason.id', 'teamPlayer.teamSeasonId').select('teamPlayer.id').where('teamSeason.teamId', '=', teams.awayId).execute();

    await db.transaction().execute((trx) => writeRecords(trx, teamTable, [edited]));
    const [after] = await readAll(server, teamTable, { ids: [teams.homeId] });
    expect(after).toEqual(edited);
    const players = await db.selectFrom('teamPlayer').selectAll().where('teamSeasonId', '=', String(season!.id)).execute();
    expect(players).toEqual([expect.objectContaining({ id: kept.id, captain: 1 })]);
    const awayPlayersAfter = await db.selectFrom('teamPlayer').innerJoin('teamSeason', 'teamSeason.id', 'teamPlayer.teamSeasonId').select('teamPlayer.id').where('teamSeason.teamId', '=', teams.awayId).execute();
    expect(awayPlayersAfter).toEqual(awayPlayersBefore);
  });
});

describe('validateRecord refuses documents of the wrong shape with a readable problem', () => {
  const id = '0b6f9a52-3c1d-4e8f-9a0b-1c2d3e4f5a6b';
  const auditDocument = { id, Created: stamp, Author: 'A', Updated: stamp, Editor: 'A', Deleted: null, Remover: null };
  const valid: Record<string, Record<string, unknown>> = {
    division: { ...auditDocument, Name: 'Premier', Superleague: false },
    team: { ...auditDocument, Name: 'Alpha', Address: 'The Bull', Seasons: [{ ...auditDocument, SeasonId: id, DivisionId: id, Players: [{ ...auditDocument, Name: 'Ann', Captain: true, EmailAddress: null, Gender: null }] }] },
    game: {
      ...auditDocument,
      SeasonId: id,
      DivisionId: id,
      Date: '2026-10-02T00:00:00',
      Address: 'The Bull',
      HomeTeamId: id,
      AwayTeamId: null,
      Postponed: false,
      IsKnockout: false,
      AccoladesCount: true,
      Card: { home: { id, name: 'Alpha' }, away: { id: '', name: '' }, matches: [], matchOptions: [], oneEighties: [], over100Checkouts: [] },
    },
    recordedscoreasyougo: { ...auditDocument, YourName: 'Ann', OpponentName: null, NumberOfLegs: 3, StartingScore: 501, HomeScore: 0, AwayScore: null, TournamentMatchId: null, Legs: {} },
    tournamentgame: { ...auditDocument, SeasonId: id, DivisionId: null, Date: '2026-12-05T00:00:00', Address: 'The Bull', SingleRound: false, Type: 'Singles', Sides: [], OneEighties: [], Over100Checkouts: [] },
    user: { ...auditDocument, EmailAddress: 'a@example.org', Name: 'A', GivenName: 'A', AccessLevels: { ExportData: {} }, TeamId: null, ExternalSubject: null },
    photo: { ...auditDocument, EntityId: id, UploaderId: id, FileName: null, ContentType: 'image/jpeg', FileSize: 4, Width: 1, Height: 1, Content: 'AP8AAQ==' },
  };

  it.each(Object.keys(valid))('accepts a well-formed %s record as it is', (name) => {
    expect(validateRecord(table(name), valid[name])).toEqual({ ok: true, document: valid[name] });
  });

  it.each<[string, string, (document: Record<string, unknown>) => unknown, string]>([
    ['a name of the wrong type', 'team', (d) => ({ ...d, Name: 7 }), `team ${id}: Name: Expected string, received number`],
    ['a missing required column', 'division', ({ Name: _, ...d }) => d, `division ${id}: Name: Required`],
    ['an id that is not a UUID', 'division', (d) => ({ ...d, id: 'division-1' }), 'division division-1: id: Expected a UUID'],
    ['a boolean stored as a number', 'division', (d) => ({ ...d, Superleague: 0 }), `division ${id}: Superleague: Expected boolean, received number`],
    ['a property of another format', 'division', (d) => ({ ...d, Version: 1, _etag: 'x' }), `division ${id}: Unrecognized key(s) in object: 'Version', '_etag'`],
    ['a date that is not a calendar date', 'game', (d) => ({ ...d, Date: 'next Tuesday' }), `game ${id}: Date: Expected a date as YYYY-MM-DDT00:00:00`],
    ['a score card that is not an object', 'game', (d) => ({ ...d, Card: [] }), `game ${id}: Card: Expected object, received array`],
    ['card matches that are not a list', 'game', (d) => ({ ...d, Card: { ...(d.Card as object), matches: {} } }), `game ${id}: Card.matches: Expected array, received object`],
    ['a bad player in an embedded team season', 'team', (d) => ({ ...d, Seasons: [{ ...(d.Seasons as object[])[0], Players: [{ Name: 'Ann' }] }] }), `team ${id}: Seasons[0].Players[0].id: Required`],
    ['legs that are not keyed by leg number', 'recordedscoreasyougo', (d) => ({ ...d, Legs: { first: {} } }), `recordedscoreasyougo ${id}: Legs.first: "first" is not a leg number`],
    ['tournament sides that are not a list', 'tournamentgame', (d) => ({ ...d, Sides: 'Ann v Bob' }), `tournamentgame ${id}: Sides: Expected array, received string`],
    ['an unknown access option', 'user', (d) => ({ ...d, AccessLevels: { Fly: {} } }), `user ${id}: AccessLevels.Fly: 'Fly' is not an access option.`],
    ['photo bytes that are not base64', 'photo', (d) => ({ ...d, Content: 'not base64!' }), `photo ${id}: Content: Expected the image bytes base64-encoded`],
    ['a document that is not an object', 'division', () => 'division', 'division (no id): Expected object, received string'],
  ])('refuses %s', (_, name, change, problem) => {
    const result = validateRecord(table(name), change(valid[name]!));
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems).toContainEqual(expect.stringContaining(problem));
  });
});
