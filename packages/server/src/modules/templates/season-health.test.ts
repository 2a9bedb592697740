import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seasonHealthResponse } from '@darts/contract';
import { addDays, doubleRoundRobinTemplate, seasonHealthCheckNames } from '@darts/domain';
import { startTestServer, testDatabases, type TestClient, type TestServer } from '../../../test/harness.js';
import { addDivision, addGame, addSeason, addTeam } from '../../../test/fixture-seed.js';

const unknownId = '0f0e0d0c-0b0a-4908-8706-050403020100';
const start = '2026-09-07';

/** `GET /api/Season/{id}/health` over a seeded season. */
describe.each(testDatabases)('season health on %s', (kind) => {
  let server: TestServer;
  let checker: TestClient;
  let seasons = 0;

  /**
   * A season of two league divisions of four teams each, every fixture of a double round robin
   * stored weekly from `start`, plus a superleague division whose odd fixture is left alone.
   */
  async function seedSeason() {
    const db = server.handle.db;
    seasons += 1;
    // Seeded divisions share a created stamp, so the season lists them by name: A, then B.
    const divisions = [await addDivision(db, `A ${seasons}`), await addDivision(db, `B ${seasons}`)];
    const superleague = await addDivision(db, `Superleague ${seasons}`);
    await db.updateTable('division').set({ superleague: 1 }).where('id', '=', superleague).execute();
    const season = await addSeason(db, {
      name: `Season ${seasons}`,
      startDate: start,
      endDate: '2027-05-31',
      divisionIds: [...divisions, superleague],
    });
    const template = doubleRoundRobinTemplate({ teams: 4, divisions: 2 });
    const teams: { id: string; name: string; address: string }[][] = [];
    for (const [index, divisionId] of divisions.entries()) {
      const list = [];
      for (const code of ['A', 'B', 'C', 'D']) {
        const name = `${code}${index + 1} s${seasons}`;
        const address = `${name} Arms`;
        list.push({
          id: await addTeam(db, { name, address, seasons: [{ seasonId: season, divisionId }] }),
          name,
          address,
        });
      }
      teams.push(list);
      for (const [week, date] of template.divisions[index]!.dates.entries()) {
        for (const fixture of date.fixtures) {
          const home = list['ABCD'.indexOf(fixture.home)]!;
          const away = list['ABCD'.indexOf(fixture.away!)]!;
          await addGame(db, { seasonId: season, divisionId, date: addDays(start, 7 * week), home, away });
        }
      }
    }
    const lonely = { id: '', name: `Lonely ${seasons}` };
    lonely.id = await addTeam(db, { name: lonely.name, seasons: [{ seasonId: season, divisionId: superleague }] });
    await addGame(db, { seasonId: season, divisionId: superleague, date: start, home: lonely, away: lonely });
    return { season, divisions, teams };
  }

  const health = async (season: string, caller = checker) => {
    const response = await caller.get(`/api/Season/${season}/health`);
    expect(response.status, response.text).toBe(200);
    return seasonHealthResponse.parse(response.json);
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    checker = await server.signIn(['RunHealthChecks']);
  });
  afterAll(() => server.close());

  it('calls a fully scheduled season healthy, leaving out knockouts and superleague divisions', async () => {
    const { season, divisions, teams } = await seedSeason();
    const [a, b] = teams[0]!;
    // A qualifier on a league night would put two teams twice on one date: it is not a league fixture.
    await addGame(server.handle.db, {
      seasonId: season,
      divisionId: divisions[0]!,
      date: start,
      home: a!,
      away: b!,
      isKnockout: true,
    });
    const result = await health(season);
    expect(result).toMatchObject({ success: true, errors: [], warnings: [] });
    expect(Object.keys(result.checks!)).toEqual(Object.values(seasonHealthCheckNames));
    expect((await server.anonymous.get(`/data/api/Season/${season}/health/`)).status).toBe(401);
  });

  it('names a venue hosting two fixtures on one date', async () => {
    const { season, teams } = await seedSeason();
    // Code A of each division is at home on the same weeks: give the two teams one pub.
    const [premierA, firstA] = [teams[0]![0]!, teams[1]![0]!];
    // As re-addressing a team does, its home fixtures move to the new pub with it.
    const db = server.handle.db;
    await db.updateTable('team').set({ address: premierA.address }).where('id', '=', firstA.id).execute();
    await db.updateTable('game').set({ address: premierA.address }).where('homeTeamId', '=', firstA.id).execute();
    const result = await health(season);
    expect(result.success).toBe(false);
    const clashes = result.checks![seasonHealthCheckNames.venueOncePerDate]!.errors;
    expect(clashes.length).toBeGreaterThan(0);
    expect(clashes[0]).toMatch(
      new RegExp(
        `^${premierA.address} hosts 2 fixtures on \\d+ \\w+ 2026 \\(A \\d+: ${premierA.name} v .*; B \\d+: ${firstA.name} v .*\\)$`,
      ),
    );
    expect(result.errors).toEqual(expect.arrayContaining(clashes));
  });

  it('counts a fixture moved to another team’s pub at that pub, not at its home team’s (issue #22)', async () => {
    const { season, divisions, teams } = await seedSeason();
    const db = server.handle.db;
    // A1 is at home on the first night; a fixture of division B that night moves to A1's pub.
    const host = teams[0]![0]!;
    const firstNight = await db
      .selectFrom('game')
      .select(['id', 'homeTeamId'])
      .where('seasonId', '=', season)
      .where('divisionId', '=', divisions[1]!)
      .where('date', '=', start)
      .execute();
    const hosted = await db
      .selectFrom('game')
      .select('id')
      .where('seasonId', '=', season)
      .where('homeTeamId', '=', host.id)
      .where('date', '=', start)
      .execute();
    expect(hosted).toHaveLength(1);
    await db
      .updateTable('game')
      .set({ address: `  ${host.address.toUpperCase()} ` })
      .where('id', '=', firstNight[0]!.id)
      .execute();
    const result = await health(season);
    expect(result.success).toBe(false);
    const clashes = result.checks![seasonHealthCheckNames.venueOncePerDate]!.errors;
    expect(clashes).toHaveLength(1);
    expect(clashes[0]).toMatch(
      new RegExp(`^${host.address} hosts 2 fixtures on 7 Sep 2026 \\(A \\d+: ${host.name} v .*; B \\d+: `),
    );
  });

  it("puts the season's data errors first and calls it unhealthy", async () => {
    const { season, divisions, teams } = await seedSeason();
    const visitor = teams[1]![0]!;
    const gameId = await addGame(server.handle.db, {
      seasonId: season,
      divisionId: divisions[0]!,
      date: addDays(start, 7 * 10),
      home: teams[0]![0]!,
      away: visitor,
    });
    const result = await health(season);
    expect(result.success).toBe(false);
    expect(result.errors[0]).toBe(`Potential cross-division team found: ${visitor.id}`);
    expect(gameId).toBeTruthy();
  });

  it('calls a season without divisions healthy with the warning No divisions', async () => {
    const empty = await addSeason(server.handle.db, {
      name: 'Empty',
      startDate: '2026-09-01',
      endDate: '2027-05-31',
      divisionIds: [],
    });
    expect(await health(empty)).toEqual({
      success: true,
      errors: [],
      warnings: ['No divisions'],
      messages: [],
      checks: {},
    });
  });

  it('answers an unknown or deleted season with Season not found', async () => {
    const { season } = await seedSeason();
    await server.handle.db
      .updateTable('season')
      .set({ deleted: '2026-11-01T00:00:00.0000000Z', remover: 'Seeder' })
      .where('id', '=', season)
      .execute();
    expect(await health(unknownId)).toEqual({ errors: ['Season not found'] });
    expect(await health(season)).toEqual({ errors: ['Season not found'] });
  });

  it('refuses the signed-out (401) and those without RunHealthChecks (403), not enveloped', async () => {
    const { season } = await seedSeason();
    const anonymous = await server.anonymous.get(`/api/Season/${season}/health`);
    expect([anonymous.status, anonymous.json]).toEqual([401, { errors: ['Not logged in'] }]);
    const other = await server.signIn(['ManageGames', 'ManageSeasonTemplates', 'ManageSeasons']);
    const refused = await other.get(`/api/Season/${season}/health`);
    expect([refused.status, refused.json]).toEqual([403, { errors: ['Not permitted'] }]);
  });
});
