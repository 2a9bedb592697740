import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failWrites } from '../../../test/failing-writes.js';
import { startTestServer, testDatabases, type TestClient, type TestServer } from '../../../test/harness.js';
import { seedDemoLeague } from '../../demo/seed.js';

const unknownId = '0f0e0d0c-0b0a-4908-8706-050403020100';
const refusal = (warnings: string[]) => ({ success: false, errors: [], warnings, messages: [], trace: [] });
const failure = (errors: string[]) => ({ success: false, errors, warnings: [], messages: [], trace: [] });

type Team = {
  id: string;
  name: string;
  address: string;
  updated: string;
  seasons: Array<{
    id: string;
    seasonId: string;
    divisionId: string;
    deleted?: string;
    players: Array<{ id: string; name: string }>;
  }>;
};
type Season = { id: string; name: string; divisions: Array<{ id: string; name: string }> };

describe.each(testDatabases)('team writes on %s', (kind) => {
  let server: TestServer;
  let manager: TestClient;
  let season: Season;
  let premier: string;
  let divisionOne: string;
  let divisionTwo: string;

  const team = async (name: string): Promise<Team> => {
    const found = ((await server.anonymous.get('/api/Team')).json as Team[]).find((t) => t.name === name);
    return (await server.anonymous.get(`/api/Team/${found!.id}`)).json;
  };
  const fixturesOf = (teamId: string) =>
    server.handle.db
      .selectFrom('game')
      .selectAll()
      .where((eb) => eb.or([eb('homeTeamId', '=', teamId), eb('awayTeamId', '=', teamId)]))
      .orderBy('date')
      .execute();
  const cardOf = (fixture: { card: string }) =>
    JSON.parse(fixture.card) as { home: { id: string; name: string }; away: { id: string; name: string } };

  beforeAll(async () => {
    server = await startTestServer(kind);
    await seedDemoLeague({ db: server.handle.db, clock: server.clock, log: () => {} });
    manager = await server.signIn(['ManageTeams'], { name: 'Team Manager' });
    [season] = (await server.anonymous.get('/api/Season')).json;
    [premier, divisionOne, divisionTwo] = season.divisions.map((d) => d.id) as [string, string, string];
  });
  afterAll(() => server.close());

  describe('GET /api/Team/{divisionId}/{seasonId}', () => {
    it('lists the teams of a division in a season with only that season', async () => {
      const teams = (await server.anonymous.get(`/api/Team/${premier}/${season.id}`)).json as Team[];
      expect(teams).toHaveLength(8);
      expect(teams.every((t) => t.seasons.length === 1 && t.seasons[0]!.divisionId === premier)).toBe(true);
      expect(teams.map((t) => t.name)).toContain('Red Lion');
      expect((await server.anonymous.get(`/api/Team/${premier}/${unknownId}`)).json).toEqual([]);
      const malformed = await server.anonymous.get(`/api/Team/${premier}/nope`);
      expect(malformed.status).toBe(400);
      expect(malformed.json.errors).toEqual({ seasonId: ["The value 'nope' is not valid."] });
      expect((await server.anonymous.get('/api/Team/Seasons')).json).toHaveLength(26);
    });
  });

  describe('PUT /api/Team', () => {
    it('refuses the signed-out (401) and those without ManageTeams (403), creating nothing', async () => {
      const body = { name: 'Sneaky Arms', address: '', seasonId: season.id, newDivisionId: premier };
      expect((await server.anonymous.put('/api/Team', body)).json).toEqual(refusal(['Not logged in']));
      const players = await server.signIn(['ManagePlayers', 'ManageDivisions']);
      const response = await players.put('/api/Team', body);
      expect(response.status).toBe(403);
      expect(response.json).toEqual(refusal(['Not permitted']));
      expect(((await server.anonymous.get('/api/Team')).json as Team[]).map((t) => t.name)).not.toContain(
        'Sneaky Arms',
      );
    });

    it('creates a team registered in the season and division', async () => {
      const response = await manager.put('/api/Team', {
        name: ' The Anchor ',
        address: '1 Quay St',
        seasonId: season.id,
        divisionId: premier,
        newDivisionId: divisionTwo,
      });
      expect(response.json).toMatchObject({ success: true, messages: ['Team updated'] });
      expect(response.json.result).toMatchObject({
        name: 'The Anchor',
        address: '1 Quay St',
        author: 'Team Manager',
        seasons: [{ seasonId: season.id, divisionId: divisionTwo, players: [] }],
      });
      const listed = (await server.anonymous.get(`/api/Team/${divisionTwo}/${season.id}`)).json as Team[];
      expect(listed.map((t) => t.name)).toContain('The Anchor');
    });

    it('refuses bad input with clear messages', async () => {
      const base = { address: '', seasonId: season.id, newDivisionId: premier };
      expect((await manager.put('/api/Team', { ...base, name: '' })).json).toEqual(failure(['Enter a team name']));
      const long = await manager.put('/api/Team', { ...base, name: 'n'.repeat(101) });
      expect(long.status).toBe(400);
      expect(long.json.errors).toEqual({ Name: ['The name must be 100 characters or fewer.'] });
      expect(
        (await manager.put('/api/Team', { ...base, name: 'Long Address', address: 'a'.repeat(201) })).json.errors,
      ).toEqual({
        Address: ['The address must be 200 characters or fewer.'],
      });
      expect((await manager.put('/api/Team', { name: 'No Address' })).json.errors).toEqual({
        Address: ['The Address field is required.'],
      });
      expect((await manager.put('/api/Team', { ...base, name: 'X', seasonId: 'abc' })).status).toBe(400);
      expect((await manager.put('/api/Team', { ...base, name: 'Lost', seasonId: unknownId })).json).toEqual(
        failure(['Season not found']),
      );
      expect((await manager.put('/api/Team', { ...base, name: 'Lost', newDivisionId: unknownId })).json).toEqual(
        failure(['Division not found']),
      );
      expect((await manager.put('/api/Team', { ...base, name: 'Lost', newDivisionId: undefined })).json).toEqual(
        failure(['Choose a division for the team']),
      );
      expect((await manager.put('/api/Team', { ...base, name: 'red lion' })).json).toEqual(
        refusal([`A team called 'Red Lion' is already in the ${season.name} season`]),
      );
      const redLion = await team('Red Lion');
      expect(
        (await manager.put('/api/Team', { name: 'RED LION', address: redLion.address.toLowerCase() })).json,
      ).toEqual(refusal([`Another team called 'Red Lion' already plays at '${redLion.address}'`]));
      const names = ((await server.anonymous.get('/api/Team')).json as Team[]).map((t) => t.name);
      expect(names.filter((n) => n.toLowerCase() === 'red lion')).toHaveLength(1);
      expect(names).not.toContain('Lost');
    });

    it('takes a name differing only in case and runs of spaces as the same name (issue #25: isSameName)', async () => {
      const base = { address: '', seasonId: season.id, newDivisionId: premier };
      expect((await manager.put('/api/Team', { ...base, name: ' red   LION ' })).json).toEqual(
        refusal([`A team called 'Red Lion' is already in the ${season.name} season`]),
      );
    });

    it('refuses a division outside the season', async () => {
      const other = (await (await server.signIn(['ManageDivisions'])).put('/api/Division', { name: 'Elsewhere' })).json
        .result;
      expect(
        (
          await manager.put('/api/Team', {
            name: 'Elsewhere FC',
            address: '',
            seasonId: season.id,
            newDivisionId: other.id,
          })
        ).json,
      ).toEqual(refusal([`The division is not part of the ${season.name} season`]));
    });

    it('updates only with the current token, changing nothing otherwise', async () => {
      const before = await team('Wheatsheaf');
      const missing = await manager.put('/api/Team', {
        id: before.id,
        name: 'Wheatsheaf Inn',
        address: before.address,
        seasonId: season.id,
      });
      expect(missing.status).toBe(409);
      expect(missing.json).toEqual(refusal(['Unable to update Team, data integrity token is missing']));
      const stale = await manager.put('/api/Team', {
        id: before.id,
        name: 'Wheatsheaf Inn',
        address: before.address,
        lastUpdated: '2026-01-01T00:00:00.0000000Z',
      });
      expect(stale.status).toBe(409);
      expect(stale.json.warnings).toEqual([
        expect.stringMatching(
          /^Unable to update Team, system updated it before you at \d{1,2} \w{3} \d{4} \d\d:\d\d:\d\d$/,
        ),
      ]);
      expect((await team('Wheatsheaf')).updated).toBe(before.updated);
    });

    it('copies a new name into every card of the season and a new venue into its home fixtures', async () => {
      const before = await team('Cross Keys');
      const fixtures = await fixturesOf(before.id);
      const home = fixtures.filter((f) => f.homeTeamId === before.id);
      expect(home.length).toBeGreaterThan(0);
      const response = await manager.put('/api/Team', {
        id: before.id,
        name: 'Crossed Keys',
        address: '9 New Road',
        seasonId: season.id,
        divisionId: before.seasons[0]!.divisionId,
        newDivisionId: before.seasons[0]!.divisionId,
        lastUpdated: before.updated,
      });
      expect(response.json).toMatchObject({
        success: true,
        messages: ['Team updated', `${fixtures.length} fixture/s updated`],
      });
      expect(response.json.result).toMatchObject({
        name: 'Crossed Keys',
        address: '9 New Road',
        editor: 'Team Manager',
      });

      const after = await fixturesOf(before.id);
      for (const fixture of after) {
        const card = cardOf(fixture);
        const side = fixture.homeTeamId === before.id ? card.home : card.away;
        expect(side).toMatchObject({ id: before.id, name: 'Crossed Keys' });
        expect(fixture.address).toBe(
          fixture.homeTeamId === before.id ? '9 New Road' : fixtures.find((f) => f.id === fixture.id)!.address,
        );
        expect(fixture.editor).toBe('Team Manager');
      }
      const next = await manager.put('/api/Team', {
        id: before.id,
        name: 'Cross Keys',
        address: before.address,
        seasonId: season.id,
        lastUpdated: response.json.result.updated,
      });
      expect(next.json.success).toBe(true);
      const restored = await fixturesOf(before.id);
      expect(restored.map((f) => f.address)).toEqual(fixtures.map((f) => f.address));
      expect(restored.map((f) => (f.homeTeamId === before.id ? cardOf(f).home : cardOf(f).away).name)).toEqual(
        fixtures.map(() => 'Cross Keys'),
      );
    });

    it('refuses a new venue already hosting a fixture on one of the team’s home dates', async () => {
      const fixtures = await server.handle.db
        .selectFrom('game')
        .selectAll()
        .where('seasonId', '=', season.id)
        .orderBy('date')
        .execute();
      const sameDay = fixtures.filter((f) => f.date === fixtures[0]!.date);
      const first = sameDay[0]!;
      const second = sameDay.find((f) => f.address.toLowerCase() !== first.address.toLowerCase());
      const mover = (await server.anonymous.get(`/api/Team/${first.homeTeamId}`)).json as Team;
      const response = await manager.put('/api/Team', {
        id: mover.id,
        name: mover.name,
        address: second!.address.toUpperCase(),
        seasonId: season.id,
        lastUpdated: mover.updated,
      });
      expect(response.json.success).toBe(false);
      expect(response.json.warnings[0]).toMatch(
        new RegExp(
          `^Unable to update address, ${second!.address.toUpperCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is in use for multiple games on the same dates, see \\d+ \\w{3} \\d{4} \\(.+ v .+\\)`,
        ),
      );
      expect((await server.anonymous.get(`/api/Team/${mover.id}`)).json.address).toBe(mover.address);
      expect((await fixturesOf(mover.id)).find((f) => f.id === first.id)!.address).toBe(first.address);
    });

    it('refuses to move a team with fixtures to another division, but moves one without', async () => {
      const busy = await team('Black Horse');
      const count = (await fixturesOf(busy.id)).filter((f) => f.divisionId === divisionOne).length;
      const refused = await manager.put('/api/Team', {
        id: busy.id,
        name: busy.name,
        address: busy.address,
        seasonId: season.id,
        divisionId: divisionOne,
        newDivisionId: premier,
        lastUpdated: busy.updated,
      });
      expect(refused.json).toEqual(
        refusal([`Unable to change division when games exist, delete these ${count} game/s first`]),
      );
      const quiet = await team('The Anchor');
      const moved = await manager.put('/api/Team', {
        id: quiet.id,
        name: quiet.name,
        address: quiet.address,
        seasonId: season.id,
        divisionId: divisionTwo,
        newDivisionId: divisionOne,
        lastUpdated: quiet.updated,
      });
      expect(moved.json.result.seasons).toEqual([expect.objectContaining({ divisionId: divisionOne })]);
    });

    it('rolls the team back when updating its fixtures fails (one transaction)', async () => {
      const before = await team('Royal Oak');
      const cards = (await fixturesOf(before.id)).map((f) => f.card);
      const restore = await failWrites(server, 'game', 'UPDATE');
      try {
        const response = await manager.put('/api/Team', {
          id: before.id,
          name: 'Royal Oak Tree',
          address: before.address,
          seasonId: season.id,
          lastUpdated: before.updated,
        });
        expect(response.status).toBe(500);
      } finally {
        await restore();
      }
      expect((await server.anonymous.get(`/api/Team/${before.id}`)).json).toMatchObject({
        name: 'Royal Oak',
        updated: before.updated,
      });
      expect((await fixturesOf(before.id)).map((f) => f.card)).toEqual(cards);
    });
  });

  describe('PUT /api/Team/Season and DELETE /api/Team/{id}/{seasonId}', () => {
    let nextSeason: Season;
    beforeAll(async () => {
      const admin = await server.signIn(['ManageSeasons']);
      nextSeason = (
        await admin.put('/api/Season', {
          name: '2027/28',
          startDate: '2027-09-01',
          endDate: '2028-04-30',
          divisionIds: [premier, divisionOne],
        })
      ).json.result;
    });

    it('refuses the signed-out and those without ManageTeams', async () => {
      const redLion = await team('Red Lion');
      const body = { id: redLion.id, seasonId: nextSeason.id, divisionId: premier };
      expect((await server.anonymous.put('/api/Team/Season', body)).status).toBe(401);
      expect((await (await server.signIn(['ManagePlayers'])).put('/api/Team/Season', body)).status).toBe(403);
      expect((await server.anonymous.delete(`/api/Team/${redLion.id}/${season.id}`)).status).toBe(401);
      expect(
        (await (await server.signIn(['ManagePlayers'])).delete(`/api/Team/${redLion.id}/${season.id}`)).status,
      ).toBe(403);
      expect((await team('Red Lion')).seasons).toHaveLength(1);
    });

    it('registers a team in a season copying its players, and says when it already is', async () => {
      const redLion = await team('Red Lion');
      const players = redLion.seasons[0]!.players.length;
      const response = await manager.put('/api/Team/Season', {
        id: redLion.id,
        seasonId: nextSeason.id,
        divisionId: premier,
        copyPlayersFromSeasonId: season.id,
      });
      expect(response.json).toMatchObject({
        success: true,
        messages: [`Season added to the Red Lion team, ${players} players copied`],
      });
      const added = (response.json.result as Team).seasons.find((s) => s.seasonId === nextSeason.id)!;
      expect(added.players.map((p) => p.name)).toEqual(redLion.seasons[0]!.players.map((p) => p.name));
      const again = await manager.put('/api/Team/Season', {
        id: redLion.id,
        seasonId: nextSeason.id,
        divisionId: premier,
        copyPlayersFromSeasonId: season.id,
      });
      expect(again.json).toMatchObject({ success: true, messages: ['Season already exists, 0 players copied'] });
      expect(
        (await manager.put('/api/Team/Season', { id: redLion.id, seasonId: nextSeason.id })).json.messages,
      ).toEqual(['Season already exists']);
    });

    it('refuses unknown teams and seasons, and deleted teams', async () => {
      const swan = await team('The Swan');
      expect(
        (await manager.put('/api/Team/Season', { id: unknownId, seasonId: nextSeason.id, divisionId: premier })).json,
      ).toEqual(refusal(['Team not found']));
      expect(
        (await manager.put('/api/Team/Season', { id: swan.id, seasonId: unknownId, divisionId: premier })).json,
      ).toEqual(failure(['Season not found']));
      expect(
        (await manager.put('/api/Team/Season', { id: swan.id, seasonId: nextSeason.id, divisionId: divisionTwo })).json,
      ).toEqual(refusal(['The division is not part of the 2027/28 season']));
      expect((await manager.put('/api/Team/Season', { id: 'x', seasonId: nextSeason.id })).status).toBe(400);
    });

    it('removes a registration (soft), restores it on re-registering, and answers the §7.4 outcomes', async () => {
      const plough = await team('The Plough');
      await manager.put('/api/Team/Season', { id: plough.id, seasonId: nextSeason.id, divisionId: premier });
      const removed = await manager.delete(`/api/Team/${plough.id}/${nextSeason.id}`);
      expect(removed.json).toMatchObject({ success: true, messages: ['Removed team from 1 season/s'] });
      const registration = (removed.json.result as Team).seasons.find((s) => s.seasonId === nextSeason.id)!;
      expect(registration.deleted).toEqual(expect.any(String));
      expect(
        ((await server.anonymous.get(`/api/Team/${premier}/${nextSeason.id}`)).json as Team[]).map((t) => t.id),
      ).not.toContain(plough.id);
      expect((await manager.delete(`/api/Team/${plough.id}/${nextSeason.id}`)).json).toEqual(
        refusal(['Team allocated to other season/s']),
      );
      expect((await manager.delete(`/api/Team/${unknownId}/${nextSeason.id}`)).json).toEqual(
        refusal(['Team not found']),
      );
      expect((await manager.delete(`/api/Team/${plough.id}/bad`)).status).toBe(400);

      const restored = await manager.put('/api/Team/Season', {
        id: plough.id,
        seasonId: nextSeason.id,
        divisionId: divisionOne,
      });
      expect(restored.json.messages).toEqual(['Season already exists']);
      const again = (restored.json.result as Team).seasons.filter((s) => s.seasonId === nextSeason.id);
      expect(again).toEqual([expect.objectContaining({ id: registration.id, divisionId: divisionOne })]);
      expect(again[0]).not.toHaveProperty('deleted');
    });

    it('answers a deleted team with its record and an error, changing nothing', async () => {
      const swan = await team('The Swan');
      await server.handle.db
        .updateTable('team')
        .set({ deleted: '2026-11-21T12:00:00.0000000Z', remover: 'Admin' })
        .where('id', '=', swan.id)
        .execute();
      const response = await manager.delete(`/api/Team/${swan.id}/${season.id}`);
      expect(response.json).toMatchObject({
        success: true,
        errors: ['Team has already been deleted'],
        result: { id: swan.id },
      });
      expect(response.json.result.seasons[0]).not.toHaveProperty('deleted');
      expect(
        (await manager.put('/api/Team/Season', { id: swan.id, seasonId: nextSeason.id, divisionId: premier })).json,
      ).toEqual(failure(['Cannot edit a team that has been deleted']));
      const edit = await manager.put('/api/Team', {
        id: swan.id,
        name: 'Swan',
        address: '',
        lastUpdated: swan.updated,
      });
      expect(edit.status).toBe(400);
      expect(edit.json.errors).toEqual(['Cannot update a Team that has already been deleted']);
    });
  });
});
