import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TestServer } from '../../test/harness.js';
import { seedDemoLeague } from './seed.js';
import type { ScoreCard } from '../shared/score-card.js';

describe.each(testDatabases)('seeding the demo league on %s', (kind) => {
  let server: TestServer;
  const lines: string[] = [];
  const seed = () => seedDemoLeague({ db: server.handle.db, clock: server.clock, log: (line) => lines.push(line) });
  const count = async (
    table: 'season' | 'division' | 'team' | 'teamPlayer' | 'game' | 'note' | 'tournament' | 'recordedScoreAsYouGo',
  ) =>
    Number(
      (
        await server.handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('fills an empty database quickly, in one go, and says so once', async () => {
    const started = performance.now();
    expect(await seed()).toBe(true);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Added the demo league/);
  });

  it('creates one current season, three league divisions and a superleague, 26 teams of at least six players', async () => {
    const seasons = (await server.anonymous.get('/api/Season')).json;
    expect(seasons).toHaveLength(1);
    expect(seasons[0]).toMatchObject({ isCurrent: true, fixtureStartTime: '20:00:00', fixtureDuration: 3 });
    expect(seasons[0].divisions).toHaveLength(4);
    expect(
      (await server.anonymous.get('/api/Division')).json.map((d: { name: string; superleague: boolean }) => [
        d.name,
        d.superleague,
      ]),
    ).toEqual([
      ['Premier', false],
      ['Division One', false],
      ['Division Two', false],
      ['Superleague', true],
    ]);
    const teams = (await server.anonymous.get('/api/Team/Seasons')).json as Array<{
      address: string;
      seasons: Array<{ players: unknown[] }>;
    }>;
    expect(teams).toHaveLength(26);
    for (const team of teams) expect(team.seasons[0]!.players.length).toBeGreaterThanOrEqual(6);
    const addresses = teams.map((t) => t.address);
    expect(addresses.length - new Set(addresses).size).toBeGreaterThanOrEqual(2);
  });

  it('stores results only for fixtures before today', async () => {
    const games = await server.handle.db
      .selectFrom('game')
      .select(['date', 'card', 'postponed', 'isKnockout'])
      .execute();
    const today = server.clock.now().toISOString().slice(0, 10);
    const played = games.filter((g) => (JSON.parse(g.card) as ScoreCard).matches.length > 0);
    expect(played.length).toBeGreaterThan(50);
    expect(played.every((g) => g.date < today)).toBe(true);
    expect(games.filter((g) => g.postponed === 1)).toHaveLength(1);
    expect(games.some((g) => g.isKnockout === 1)).toBe(true);
    expect(await count('note')).toBeGreaterThanOrEqual(2);
  });

  it("shows the tournaments on the divisions' fixtures: the cup's winner, the superleague evening", async () => {
    const [season] = (await server.anonymous.get('/api/Season')).json;
    const [premier, , , superleague] = season.divisions;
    const tournamentsOf = async (divisionId: string) =>
      (
        await server.anonymous.get(`/api/Division/Data?divisionId=${divisionId}&seasonId=${season.id}`)
      ).json.fixtures.flatMap((day: { tournamentFixtures: unknown[] }) => day.tournamentFixtures);
    const inPremier = await tournamentsOf(premier.id);
    expect(inPremier.map((t: { type: string }) => t.type)).toEqual(['Open Singles', 'Premier Pairs']);
    expect(inPremier[0]).toMatchObject({ winningSide: { name: expect.any(String) }, singleRound: false });
    expect(inPremier[0].players).toHaveLength(8);
    // The cross-divisional cup shows on every division, the superleague too.
    const inSuperleague = await tournamentsOf(superleague.id);
    expect(inSuperleague.map((t: { type: string }) => t.type)).toEqual(['Open Singles', 'Superleague']);
    const evening = inSuperleague[1];
    expect(evening).toMatchObject({ singleRound: true, opponent: 'Lutterworth Men', type: 'Superleague' });
    expect(evening.firstRoundMatches.length).toBeGreaterThanOrEqual(5);
    // Every superleague match has its leg-by-leg record.
    for (const match of evening.firstRoundMatches) {
      const record = await server.anonymous.get(`/api/Sayg/${match.saygId}`);
      expect(record.json).toMatchObject({
        tournamentMatchId: match.id,
        homeScore: match.scoreA,
        awayScore: match.scoreB,
      });
    }
  });

  it('stores a season template that fits the league divisions, so the fixture wizard works at once', async () => {
    const [season] = (await server.anonymous.get('/api/Season')).json;
    const secretary = await server.signIn(['ManageGames']);
    const compatible = (await secretary.get(`/api/Template/ForSeason/${season.id}`)).json;
    expect(compatible.result).toHaveLength(1);
    expect(compatible.result[0]).toMatchObject({
      success: true,
      warnings: [],
      result: { templateHealth: { success: true } },
    });
    const proposal = await secretary.post('/api/Template/Propose', {
      seasonId: season.id,
      templateId: compatible.result[0].result.id,
    });
    expect(proposal.json).toMatchObject({ success: true, errors: [], warnings: [] });
    expect(proposal.json.result.assignments).toHaveLength(24);
  });

  it('does nothing the second time', async () => {
    const before = await Promise.all(
      (['season', 'division', 'team', 'teamPlayer', 'game', 'note', 'tournament', 'recordedScoreAsYouGo'] as const).map(
        count,
      ),
    );
    expect(before.slice(-2)).toEqual([3, 8]);
    expect(await seed()).toBe(false);
    expect(
      await Promise.all(
        (
          ['season', 'division', 'team', 'teamPlayer', 'game', 'note', 'tournament', 'recordedScoreAsYouGo'] as const
        ).map(count),
      ),
    ).toEqual(before);
    expect(lines).toHaveLength(1);
  });
});
