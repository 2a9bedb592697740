import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@darts/contract';
import { startTestServer, testDatabases, type TestServer } from '../../../test/harness.js';
import { ids, seedLeague, stamp, uuid } from '../../../test/data-zips.js';
import { dataTables } from './tables.js';

const unknownId = uuid(999);

describe.each(testDatabases)('data browser on %s (contract §14.1, §14.5)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await seedLeague(server.handle.db);
  });
  afterAll(() => server.close());

  it('refuses anonymous callers (401) and accounts without ExportData (403), with the envelope', async () => {
    for (const path of ['/api/Data/Browse/division/', `/api/Data/View/division/${ids.live}`]) {
      const anonymous = await server.anonymous.get(path);
      expect(anonymous.status).toBe(401);
      expect(anonymous.json).toMatchObject({ success: false, warnings: ['Not logged in'] });
      const plain = await (await server.signIn(['ImportData'])).get(path);
      expect(plain.status).toBe(403);
      expect(plain.json).toMatchObject({ success: false, warnings: ['Not permitted'] });
    }
    expect((await server.anonymous.get('/api/Data/Tables')).json).toEqual([]);
    expect((await (await server.signIn(['ManageDivisions'])).get('/api/Data/Tables')).json).toEqual([]);
  });

  it('lists every table with what the caller may do', async () => {
    const exporter = await server.signIn(['ExportData']);
    const tables = (await exporter.get('/api/Data/Tables')).json;
    expect(routes.dataTables.response.parse(tables)).toHaveLength(dataTables.length);
    expect(tables.map((t: { name: string }) => t.name)).toEqual(
      expect.arrayContaining(['division', 'season', 'team', 'game', 'tournamentgame', 'fixturedatenote', 'recordedscoreasyougo', 'template', 'errordetail', 'user', 'configuredfeature', 'photo']),
    );
    expect(tables.find((t: { name: string }) => t.name === 'user')).toEqual({ name: 'user', partitionKey: '/emailAddress', canImport: false, canExport: true });
    expect(tables.find((t: { name: string }) => t.name === 'tournamentgame')).toMatchObject({ partitionKey: '/id', dataTypeName: 'TournamentGame' });

    const importer = await server.signIn(['ImportData', 'ManageDivisions']);
    const forImporter = (await importer.get('/api/Data/Tables')).json as Array<{ name: string; canImport: boolean; canExport: boolean }>;
    expect(forImporter.find((t) => t.name === 'division')).toMatchObject({ canImport: true, canExport: false });
    expect(forImporter.find((t) => t.name === 'season')).toMatchObject({ canImport: false, canExport: false });

    const querier = await server.signIn(['RunDataQueries']);
    expect((await querier.get('/api/Data/Tables')).json).toHaveLength(dataTables.length);
  });

  it('browses every row of a table, deleted rows included, also under /data', async () => {
    const exporter = await server.signIn(['ExportData']);
    const browse = await exporter.get('/data/api/Data/Browse/Division/');
    expect(browse.status).toBe(200);
    const body = routes.dataBrowse.response.parse(browse.json);
    expect(body.success).toBe(true);
    expect(body.result).toEqual([
      { id: ids.live, name: 'Premier', date: null, divisionId: null, seasonId: null, deleted: null, remover: null },
      { id: ids.gone, name: 'Old Division', date: null, divisionId: null, seasonId: null, deleted: '2026-02-01T00:00:00.0000000Z', remover: 'Remover' },
    ]);
    const games = (await exporter.get('/api/Data/Browse/game')).json.result;
    expect(games).toEqual([{ id: ids.game, name: null, date: '2026-10-02T00:00:00', divisionId: ids.live, seasonId: ids.season, deleted: null, remover: null }]);
    // Every registered table can be browsed on this database.
    for (const table of dataTables) {
      expect((await exporter.get(`/api/Data/Browse/${table.name}/`)).json.success).toBe(true);
    }
  });

  it('views a stored record with PascalCase keys (except id), JSON parsed and owned rows embedded', async () => {
    const exporter = await server.signIn(['ExportData']);
    const view = await exporter.get(`/api/Data/View/season/${ids.season.toUpperCase()}`);
    const body = routes.dataView.response.parse(view.json);
    expect(body.result).toMatchObject({ id: ids.season, Name: 'Winter', StartDate: '2026-09-01T00:00:00', AllowFavouriteTeams: true, Divisions: [ids.live], Created: stamp, Author: 'Seeder', Updated: stamp, Editor: 'Seeder' });
    const game = (await exporter.get(`/api/Data/View/game/${ids.game}`)).json.result;
    expect(game).toMatchObject({ id: ids.game, Card: { matches: [] }, IsKnockout: false, AccoladesCount: true, Date: '2026-10-02T00:00:00' });
    const team = (await exporter.get(`/api/Data/View/team/${ids.live}`)).json.result;
    expect(team.Seasons).toEqual([expect.objectContaining({ id: ids.teamSeason, SeasonId: ids.season, Players: [expect.objectContaining({ id: ids.player, Name: 'Ann', Captain: true })] })]);
    const tournament = (await exporter.get(`/api/Data/View/tournamentgame/${ids.tournament}`)).json.result;
    expect(tournament).toMatchObject({ id: ids.tournament, Type: 'Singles', BestOf: 7, Sides: [], SingleRound: false, Date: '2026-12-05T00:00:00', Address: 'The Bull' });
    expect(tournament).not.toHaveProperty('Doc');
    const gone = (await exporter.get(`/api/Data/View/division/${ids.gone}`)).json.result;
    expect(gone).toMatchObject({ Deleted: '2026-02-01T00:00:00.0000000Z', Remover: 'Remover', Superleague: true });
  });

  it('answers an unknown table, a missing table and an unknown id with the contract texts', async () => {
    const exporter = await server.signIn(['ExportData']);
    expect((await exporter.get('/api/Data/Browse/nothing/')).json).toMatchObject({ success: false, errors: ['Table not found: nothing'] });
    expect((await exporter.get('/api/Data/Browse/')).json).toMatchObject({ success: false, errors: ['Table not supplied'] });
    expect((await exporter.get(`/api/Data/View/nothing/${ids.live}`)).json).toMatchObject({ success: false, errors: ['Table not found: nothing'] });
    expect((await exporter.get('/api/Data/Browse/session/')).json).toMatchObject({ success: false, errors: ['Table not found: session'] });
    expect((await exporter.get(`/api/Data/View/division/${unknownId}`)).json).toMatchObject({ success: false, errors: ['Record not found'] });
  });

  it('never returns a password hash or session token', async () => {
    const admin = await server.signIn(['ExportData'], { email: 'secret@example.org', password: 'correct horse battery' });
    const user = await server.handle.db.selectFrom('appUser').selectAll().where('emailAddress', '=', 'secret@example.org').executeTakeFirstOrThrow();
    const sessions = await server.handle.db.selectFrom('session').selectAll().execute();
    expect(user.passwordHash).toBeTruthy();
    const answers = [(await admin.get('/api/Data/Browse/user/')).text, (await admin.get(`/api/Data/View/user/${user.id}`)).text];
    const view = JSON.parse(answers[1]!).result;
    expect(view).toMatchObject({ id: user.id, EmailAddress: 'secret@example.org', });
    expect(view.AccessLevels).toHaveProperty('ExportData');
    expect(view).not.toHaveProperty('PasswordHash');
    for (const answer of answers) {
      expect(answer).not.toContain(user.passwordHash!);
      expect(answer.toLowerCase()).not.toContain('passwordhash');
      for (const session of sessions) expect(answer).not.toContain(session.id);
    }
  });
});
