import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TestClient, type TestServer } from '../../../test/harness.js';
import { addDivision, addGame, addSeason, addTeam, playedMatch } from '../../../test/fixture-seed.js';
import { createResponseCache } from '../../shared/response-cache.js';
import { deleteUnplayedLeagueFixtures } from './games.service.js';

const unknownId = '0f0e0d0c-0b0a-4908-8706-050403020100';
const path = (seasonId: string, execute: string) => `/api/Game/${seasonId}/UnplayedLeagueFixtures/${execute}`;

/**
 * Bulk deletion of unplayed league fixtures: a dry run lists, the real run
 * deletes for good, in every division of the season, leaving played, knockout and other seasons' fixtures.
 */
describe.each(testDatabases)('unplayed league fixtures on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let season: string;
  let otherSeason: string;
  let divisions: { a: string; b: string };
  let fixtures: Record<'unplayedA' | 'zeroScoresB' | 'played' | 'knockout' | 'softDeleted' | 'otherSeason', string>;

  const storedIds = async () =>
    (await server.handle.db.selectFrom('game').select('id').execute()).map((row) => row.id).sort();

  beforeAll(async () => {
    server = await startTestServer(kind);
    const db = server.handle.db;
    divisions = { a: await addDivision(db, 'A'), b: await addDivision(db, 'B') };
    season = await addSeason(db, {
      name: '2026/27',
      startDate: '2026-09-01',
      endDate: '2027-05-31',
      divisionIds: [divisions.a, divisions.b],
    });
    otherSeason = await addSeason(db, {
      name: '2025/26',
      startDate: '2025-09-01',
      endDate: '2026-05-31',
      divisionIds: [divisions.a],
    });
    const team = async (name: string, divisionId: string) => ({
      id: await addTeam(db, { name, seasons: [{ seasonId: season, divisionId }] }),
      name,
    });
    const [home, away, east, west] = [
      await team('Home', divisions.a),
      await team('Away', divisions.a),
      await team('East', divisions.b),
      await team('West', divisions.b),
    ];
    const inA = { seasonId: season, divisionId: divisions.a, home, away };
    fixtures = {
      unplayedA: await addGame(db, { ...inA, date: '2026-12-05' }),
      zeroScoresB: await addGame(db, {
        seasonId: season,
        divisionId: divisions.b,
        home: east,
        away: west,
        date: '2027-01-09',
        card: { matches: [playedMatch(0, 0)] },
      }),
      played: await addGame(db, { ...inA, date: '2026-10-03', card: { matches: [playedMatch(3, 0)] } }),
      knockout: await addGame(db, { ...inA, date: '2027-02-06', isKnockout: true }),
      softDeleted: await addGame(db, { ...inA, date: '2027-03-06', deleted: true }),
      otherSeason: await addGame(db, { ...inA, seasonId: otherSeason, date: '2026-01-10' }),
    };
    admin = await server.signIn(['BulkDeleteLeagueFixtures']);
  });
  afterAll(() => server.close());

  it('refuses callers without BulkDeleteLeagueFixtures, deleting nothing', async () => {
    const before = await storedIds();
    const anonymous = await server.anonymous.delete(path(season, 'true'));
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.warnings).toEqual(['Not logged in']);
    const games = await server.signIn(['ManageGames']);
    const refused = await games.delete(path(season, 'true'));
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({
      success: false,
      errors: [],
      warnings: ['Not permitted to delete unplayed league fixtures'],
      messages: [],
      trace: [],
    });
    expect(await storedIds()).toEqual(before);
  });

  it('answers malformed path values with a 400 problem', async () => {
    const badFlag = await admin.delete(path(season, 'maybe'));
    expect(badFlag.status).toBe(400);
    expect(badFlag.json.errors).toEqual({ executeDelete: ["The value 'maybe' is not valid."] });
    expect((await admin.delete(path('not-a-season', 'false'))).json.errors).toEqual({
      seasonId: ["The value 'not-a-season' is not valid."],
    });
  });

  it('answers an unknown season with a warning', async () => {
    const response = await admin.delete(path(unknownId, 'false'));
    expect(response.json).toEqual({
      success: false,
      errors: [],
      warnings: ['Season not found'],
      messages: [],
      trace: [],
    });
  });

  it('lists the unplayed league fixtures of every division on a dry run and changes nothing', async () => {
    const before = await storedIds();
    const response = await admin.delete(path(season, 'false'));
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      success: true,
      result: [
        `${fixtures.unplayedA} - 5 Dec 2026 (Home vs Away)`,
        `${fixtures.zeroScoresB} - 9 Jan 2027 (East vs West)`,
      ],
      errors: [],
      warnings: [],
      messages: ['Found 2 unplayed games from a total of 4'],
      trace: [],
    });
    expect(await storedIds()).toEqual(before);
  });

  it('deletes them for good on the real run, leaving played, knockout, deleted and other seasons’ fixtures', async () => {
    const response = await admin.delete(path(season, 'TRUE'));
    expect(response.json).toMatchObject({ success: true, messages: ['Deleted 2 unplayed games from a total of 4'] });
    expect(response.json.result).toHaveLength(2);
    const remaining = await storedIds();
    expect(remaining).toEqual([fixtures.played, fixtures.knockout, fixtures.softDeleted, fixtures.otherSeason].sort());
    expect((await server.anonymous.get(`/api/Game/${fixtures.unplayedA}`)).status).toBe(204);
    expect((await admin.delete(path(season, 'false'))).json.messages).toEqual([
      'Found 0 unplayed games from a total of 2',
    ]);
  });

  it('evicts cached reads of the season and the divisions it deleted from, and nothing on a dry run', async () => {
    const db = server.handle.db;
    const home = {
      id: await addTeam(db, { name: 'Late', seasons: [{ seasonId: season, divisionId: divisions.b }] }),
      name: 'Late',
    };
    await addGame(db, { seasonId: season, divisionId: divisions.b, home, date: '2027-04-03' });
    const cache = createResponseCache();
    cache.set('division B', 1, { divisionIds: [divisions.b] });
    cache.set('season', 2, { seasonIds: [season] });
    cache.set('other season', 3, { seasonIds: [otherSeason] });
    await deleteUnplayedLeagueFixtures({ db, clock: server.clock, cache }, season, false);
    expect(cache.size()).toBe(3);
    await deleteUnplayedLeagueFixtures({ db, clock: server.clock, cache }, season, true);
    expect([cache.get('division B'), cache.get('season'), cache.get('other season')]).toEqual([
      undefined,
      undefined,
      3,
    ]);
  });
});
