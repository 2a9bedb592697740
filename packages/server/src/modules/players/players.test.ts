import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyId } from '@darts/domain';
import { failWrites } from '../../../test/failing-writes.js';
import { startTestServer, testDatabases, type TestClient, type TestServer } from '../../../test/harness.js';
import { seedDemoLeague } from '../../demo/seed.js';

const unknownId = '0f0e0d0c-0b0a-4908-8706-050403020100';
const refusal = (warnings: string[]) => ({ success: false, errors: [], warnings, messages: [], trace: [] });
const failure = (errors: string[]) => ({ success: false, errors, warnings: [], messages: [], trace: [] });

type Player = { id: string; name: string; captain: boolean; emailAddress?: string; gender?: string; updated: string };
type Team = {
  id: string;
  name: string;
  updated: string;
  seasons: Array<{ id: string; seasonId: string; divisionId: string; players: Player[] }>;
};

describe.each(testDatabases)('player writes on %s', (kind) => {
  let server: TestServer;
  let manager: TestClient;
  let season: { id: string; name: string; divisions: Array<{ id: string }> };
  let premier: string;

  const teamNamed = async (name: string): Promise<Team> => {
    const found = ((await server.anonymous.get('/api/Team')).json as Team[]).find((t) => t.name === name)!;
    return (await manager.get(`/api/Team/${found.id}`)).json;
  };
  const playersOf = (team: Team) => team.seasons.find((s) => s.seasonId === season.id)?.players ?? [];
  const playerNamed = (team: Team, name: string) => playersOf(team).find((p) => p.name === name)!;
  const add = (team: Team, body: Record<string, unknown>, client = manager) =>
    client.post(`/api/Player/${premier}/${season.id}/${team.id}`, body);
  const cardsMentioning = async (playerId: string) =>
    (await server.handle.db.selectFrom('game').select(['id', 'card']).execute()).filter((g) =>
      g.card.includes(playerId),
    );

  beforeAll(async () => {
    server = await startTestServer(kind);
    await seedDemoLeague({ db: server.handle.db, clock: server.clock, log: () => {} });
    manager = await server.signIn(['ManagePlayers'], { name: 'Player Manager' });
    [season] = (await server.anonymous.get('/api/Season')).json;
    premier = season.divisions[0]!.id;
  });
  afterAll(() => server.close());

  it('refuses the signed-out (401) and those without ManagePlayers or ManageTeams (403), changing nothing', async () => {
    const team = await teamNamed('Red Lion');
    const player = playersOf(team)[0]!;
    const scorer = await server.signIn(['ManageScores', 'ManageGames']);
    for (const [client, status, warning] of [
      [server.anonymous, 401, 'Not logged in'],
      [scorer, 403, 'Not permitted'],
    ] as const) {
      expect((await add(team, { name: 'Intruder' }, client)).json).toEqual(refusal([warning]));
      const patch = await client.patch(`/api/Player/${season.id}/${team.id}/${player.id}`, {
        name: 'Renamed',
        lastUpdated: player.updated,
      });
      expect([patch.status, patch.json]).toEqual([status, refusal([warning])]);
      expect((await client.delete(`/api/Player/${season.id}/${team.id}/${player.id}`)).status).toBe(status);
    }
    expect(playersOf(await teamNamed('Red Lion'))).toEqual(playersOf(team));
  });

  it('lets ManageTeams alone add players too (contract §0.6)', async () => {
    const teams = await server.signIn(['ManageTeams']);
    const response = await add(await teamNamed('Red Lion'), { name: 'Team Managed' }, teams);
    expect(response.json.success).toBe(true);
  });

  it('adds a player and answers with the whole team', async () => {
    const team = await teamNamed('Kings Arms');
    const response = await add(team, {
      name: '  Jo Bloggs ',
      emailAddress: 'jo@example.org',
      captain: true,
      gender: 'female',
    });
    expect(response.json).toMatchObject({
      success: true,
      messages: [`Player added to the Kings Arms team for the ${season.name} season`],
    });
    const result = response.json.result as Team;
    expect(result).toMatchObject({ id: team.id, name: 'Kings Arms' });
    expect(playersOf(result)).toHaveLength(playersOf(team).length + 1);
    expect(playerNamed(result, 'Jo Bloggs')).toMatchObject({
      captain: true,
      emailAddress: 'jo@example.org',
      gender: 'Female',
      author: 'Player Manager',
    });
  });

  it('refuses bad input with clear messages', async () => {
    const team = await teamNamed('Kings Arms');
    expect((await add(team, { name: '  ' })).json).toEqual(failure(['Player name cannot be empty']));
    expect((await manager.post(`/api/Player/${premier}/${season.id}/${emptyId}`, { name: 'Nobody' })).json).toEqual(
      failure(['Please select a team']),
    );
    expect((await add(team, { name: 'p'.repeat(101) })).json.errors).toEqual({
      Name: ['The name must be 100 characters or fewer.'],
    });
    expect((await add(team, { name: 'Pat', gender: 'Other' })).status).toBe(400);
    expect((await add(team, { captain: true })).json.errors).toEqual({ Name: ['The Name field is required.'] });
    const malformed = await manager.post(`/api/Player/x/${season.id}/y`, { name: 'Pat' });
    expect(malformed.status).toBe(400);
    expect(malformed.json.errors).toEqual({
      divisionId: ["The value 'x' is not valid."],
      teamId: ["The value 'y' is not valid."],
    });
    expect((await manager.post(`/api/Player/${premier}/${unknownId}/${team.id}`, { name: 'Pat' })).json).toEqual(
      failure(['Season could not be found']),
    );
    expect((await manager.post(`/api/Player/${premier}/${season.id}/${unknownId}`, { name: 'Pat' })).json).toEqual(
      refusal(['Team not found']),
    );
    expect(playersOf(await teamNamed('Kings Arms')).map((p) => p.name)).not.toContain('Pat');
  });

  it('keeps one player per name in a team season, and restores a removed one', async () => {
    const team = await teamNamed('Kings Arms');
    const response = await add(team, { name: '  JO BLOGGS ' });
    expect(response.json).toMatchObject({
      success: true,
      messages: ['Player already exists with this name, player not added'],
    });
    expect(playersOf(response.json.result)).toHaveLength(playersOf(team).length);

    const jo = playerNamed(team, 'Jo Bloggs');
    await manager.delete(`/api/Player/${season.id}/${team.id}/${jo.id}`);
    const back = await add(team, { name: 'jo bloggs', captain: false });
    expect(back.json).toMatchObject({ success: true, messages: ['Player undeleted from team'] });
    expect(playerNamed(back.json.result, 'jo bloggs')).toMatchObject({
      id: jo.id,
      captain: false,
      emailAddress: 'jo@example.org',
    });
  });

  it('stores SQL-looking names as they are', async () => {
    const name = "Bobby'); DELETE FROM team_player; --";
    const response = await add(await teamNamed('Kings Arms'), { name });
    expect(playerNamed(response.json.result, name)).toBeDefined();
    expect(playersOf(await teamNamed('Red Lion')).length).toBeGreaterThan(5);
  });

  it('registers a team that is not yet in the season, in the division of the path', async () => {
    const teams = await server.signIn(['ManageTeams']);
    const created = (await teams.put('/api/Team', { name: 'Late Comers', address: '' })).json.result as Team;
    expect(created.seasons).toEqual([]);
    const refused = await manager.post(`/api/Player/${unknownId}/${season.id}/${created.id}`, { name: 'First' });
    expect(refused.json).toEqual(refusal([`Could not add the ${season.name} season to team Late Comers`]));
    const response = await add(created, { name: 'First' });
    expect(response.json.result.seasons).toEqual([
      expect.objectContaining({
        seasonId: season.id,
        divisionId: premier,
        players: [expect.objectContaining({ name: 'First' })],
      }),
    ]);
  });

  it('takes twenty quick additions at once (multiple mode), registering the team once', async () => {
    const teams = await server.signIn(['ManageTeams']);
    const created = (await teams.put('/api/Team', { name: 'Crowd Pleasers', address: '' })).json.result as Team;
    const names = Array.from({ length: 20 }, (_, i) => `Player ${i + 1}`);
    const responses = await Promise.all(names.map((name) => add(created, { name })));
    expect(responses.map((r) => r.json.success)).toEqual(names.map(() => true));
    const team = (await manager.get(`/api/Team/${created.id}`)).json as Team;
    expect(team.seasons).toHaveLength(1);
    expect(
      playersOf(team)
        .map((p) => p.name)
        .sort(),
    ).toEqual([...names].sort());
  });

  describe('PATCH /api/Player/{seasonId}/{teamId}/{playerId}', () => {
    let team: Team;
    let player: Player;
    beforeAll(async () => {
      const played = (
        await server.handle.db.selectFrom('game').select('card').where('seasonId', '=', season.id).execute()
      )
        .map(
          (g) => JSON.parse(g.card) as { home: { id: string }; matches: Array<{ homePlayers: Array<{ id: string }> }> },
        )
        .find((card) => card.matches.some((m) => m.homePlayers.length > 0))!;
      const playerId = played.matches.find((m) => m.homePlayers.length > 0)!.homePlayers[0]!.id;
      team = (await manager.get(`/api/Team/${played.home.id}`)).json;
      player = playersOf(team).find((p) => p.id === playerId)!;
    });
    const patch = (body: Record<string, unknown>, who = player, teamId = team.id) =>
      manager.patch(`/api/Player/${season.id}/${teamId}/${who.id}`, body);

    it('updates only with the current token, changing nothing otherwise', async () => {
      expect((await patch({ name: 'Someone Else' })).status).toBe(409);
      expect((await patch({ name: 'Someone Else' })).json).toEqual(
        refusal(['Unable to update Player, data integrity token is missing']),
      );
      const stale = await patch({ name: 'Someone Else', lastUpdated: '2025-01-01T00:00:00.0000000Z' });
      expect(stale.status).toBe(409);
      expect(stale.json.warnings).toEqual([
        expect.stringMatching(/^Unable to update Player, system updated it before you at /),
      ]);
      expect(playerNamed(await teamNamed(team.name), player.name).updated).toBe(player.updated);
    });

    it('renames a player in every card of the season, then in one game only', async () => {
      const cards = await cardsMentioning(player.id);
      expect(cards.length).toBeGreaterThan(1);
      const response = await patch({
        name: 'Renamed Player',
        gender: player.gender,
        captain: player.captain,
        lastUpdated: player.updated,
      });
      expect(response.json).toMatchObject({
        success: true,
        messages: [`Player Renamed Player updated in the ${season.name} season, ${cards.length} game/s updated`],
      });
      for (const { card } of await cardsMentioning(player.id)) {
        expect(card).toContain('"Renamed Player"');
        expect(card).not.toContain(`"${player.name}"`);
      }
      const renamed = playerNamed(response.json.result, 'Renamed Player');
      expect(renamed.updated).not.toBe(player.updated);

      const one = await patch({ name: player.name, gameId: cards[0]!.id, lastUpdated: renamed.updated }, renamed);
      expect(one.json.messages).toEqual([
        `Player ${player.name} updated in the ${season.name} season, 1 game/s updated`,
      ]);
      const after = await cardsMentioning(player.id);
      expect(after.filter((c) => c.card.includes(`"${player.name}"`)).map((c) => c.id)).toEqual([cards[0]!.id]);
      player = playerNamed(one.json.result, player.name);
    });

    it('keeps an absent e-mail address and clears an empty one', async () => {
      const withEmail = await patch({ name: player.name, emailAddress: 'p@example.org', lastUpdated: player.updated });
      const kept = await patch({
        name: player.name,
        lastUpdated: playerNamed(withEmail.json.result, player.name).updated,
      });
      expect(playerNamed(kept.json.result, player.name).emailAddress).toBe('p@example.org');
      const cleared = await patch({
        name: player.name,
        emailAddress: '',
        lastUpdated: playerNamed(kept.json.result, player.name).updated,
      });
      player = playerNamed(cleared.json.result, player.name);
      expect(player).not.toHaveProperty('emailAddress');
    });

    it('refuses a name another player of the team has, an unknown player and an unregistered team', async () => {
      const other = playersOf(team).find((p) => p.id !== player.id)!;
      expect((await patch({ name: ` ${other.name.toUpperCase()} `, lastUpdated: player.updated })).json).toEqual(
        refusal(['1 other player(s) exist with the given name in this season']),
      );
      expect((await patch({ name: 'Ghost', lastUpdated: player.updated }, { ...player, id: unknownId })).json).toEqual(
        refusal([`Team does not have a player with this id for the ${season.name} season`]),
      );
      const teams = await server.signIn(['ManageTeams']);
      const loner = (await teams.put('/api/Team', { name: 'Loners', address: '' })).json.result as Team;
      expect((await patch({ name: 'Ghost', lastUpdated: player.updated }, player, loner.id)).json).toEqual(
        refusal([`Team Loners is not registered to the ${season.name} season`]),
      );
    });

    it('moves a player who has not played to another team, but not one who has', async () => {
      const target = await teamNamed(team.name === 'Red Lion' ? 'Kings Arms' : 'Red Lion');
      const newcomer = playerNamed((await add(team, { name: 'New Signing' })).json.result, 'New Signing');
      const moved = await patch({ name: 'New Signing', newTeamId: target.id, lastUpdated: newcomer.updated }, newcomer);
      expect(moved.json).toMatchObject({ success: true, result: { id: target.id } });
      expect(playerNamed(moved.json.result, 'New Signing').id).toBe(newcomer.id);
      expect(playersOf((await manager.get(`/api/Team/${team.id}`)).json).map((p) => p.id)).not.toContain(newcomer.id);

      expect((await patch({ name: player.name, newTeamId: target.id, lastUpdated: player.updated })).json).toEqual(
        refusal(["Cannot move a player once they've played in some games"]),
      );
      expect((await patch({ name: player.name, newTeamId: unknownId, lastUpdated: player.updated })).json).toEqual(
        failure(['Could not move the player to other team']),
      );
      expect(playersOf((await manager.get(`/api/Team/${team.id}`)).json).map((p) => p.id)).toContain(player.id);
    });

    it('leaves the player and every card as they were when a card cannot be written (one transaction)', async () => {
      const cards = await cardsMentioning(player.id);
      const restore = await failWrites(server, 'game', 'UPDATE');
      try {
        expect((await patch({ name: 'Never Saved', lastUpdated: player.updated })).status).toBe(500);
      } finally {
        await restore();
      }
      expect(playerNamed(await teamNamed(team.name), player.name).updated).toBe(player.updated);
      expect(await cardsMentioning(player.id)).toEqual(cards);
    });
  });

  describe('DELETE /api/Player/{seasonId}/{teamId}/{playerId}', () => {
    it('removes a player from the season (soft) and answers unknown players and unregistered teams', async () => {
      const team = await teamNamed('White Hart');
      const leaving = playersOf(team)[0]!;
      const response = await manager.delete(`/api/Player/${season.id}/${team.id}/${leaving.id}`);
      expect(response.json).toMatchObject({
        success: true,
        messages: [`Player ${leaving.name} removed from the ${season.name} season`],
      });
      expect(playersOf(response.json.result).map((p) => p.id)).not.toContain(leaving.id);
      const stored = await server.handle.db
        .selectFrom('teamPlayer')
        .selectAll()
        .where('id', '=', leaving.id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ remover: 'Player Manager', deleted: expect.any(String) });
      expect((await manager.delete(`/api/Player/${season.id}/${team.id}/${leaving.id}`)).json).toEqual(
        refusal([`Player does not have a player with this id for the ${season.name} season`]),
      );
      const teams = await server.signIn(['ManageTeams']);
      const loner = (await teams.put('/api/Team', { name: 'Solo', address: '' })).json.result as Team;
      expect((await manager.delete(`/api/Player/${season.id}/${loner.id}/${leaving.id}`)).json).toEqual(
        refusal([`Team is not registered to the ${season.name} season`]),
      );
      expect((await manager.delete(`/api/Player/${season.id}/${team.id}/zzz`)).status).toBe(400);
    });
  });
});
