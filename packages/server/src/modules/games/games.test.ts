import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameDto } from '@darts/contract';
import { defaultMatchLayouts, knownFeatures } from '@darts/domain';
import { startTestServer, testDatabases, type TestClient, type TestServer } from '../../../test/harness.js';
import { addDivision, addGame, addSeason, addTeam, playedMatch } from '../../../test/fixture-seed.js';
import { createResponseCache } from '../../shared/response-cache.js';
import { deleteGame, saveGame } from './games.service.js';

const unknownId = '0f0e0d0c-0b0a-4908-8706-050403020100';
const auditTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{7}Z$/;

type League = Awaited<ReturnType<typeof seedLeague>>;

/** Season 2026/27 (1 Sep-31 May) with divisions A and B; an older season; teams in various states. */
async function seedLeague(server: TestServer) {
  const db = server.handle.db;
  const divisionA = await addDivision(db, 'Division A');
  const divisionB = await addDivision(db, 'Division B');
  const outside = await addDivision(db, 'Not this season');
  const gone = await addDivision(db, 'Gone', { deleted: true });
  const season = await addSeason(db, {
    name: '2026/27',
    startDate: '2026-09-01',
    endDate: '2027-05-31',
    divisionIds: [divisionA, divisionB, gone],
  });
  const oldSeason = await addSeason(db, {
    name: '2025/26',
    startDate: '2025-09-01',
    endDate: '2026-05-31',
    divisionIds: [divisionA],
  });
  type Registration = { seasonId: string; divisionId: string; deleted?: boolean };
  const inA: Registration[] = [{ seasonId: season, divisionId: divisionA }];
  const team = async (
    name: string,
    seasons: Registration[] = inA,
    extra: Parameters<typeof addTeam>[1] = { name },
  ) => ({
    id: await addTeam(db, { ...extra, name, seasons }),
    name,
  });
  return {
    season,
    oldSeason,
    divisionA,
    divisionB,
    outside,
    gone,
    alpha: await team('Alpha'),
    bravo: await team('Bravo', inA, { name: 'Bravo', playerEmails: ['bravo.clerk@example.org'] }),
    charlie: await team('Charlie'),
    delta: await team('Delta'),
    echo: await team('Echo', [{ seasonId: season, divisionId: divisionB }]),
    foxtrot: await team('Foxtrot', [{ seasonId: oldSeason, divisionId: divisionA }]),
    ghost: await team('Ghost', inA, { name: 'Ghost', deleted: true }),
    removed: await team('Removed', [{ seasonId: season, divisionId: divisionA, deleted: true }]),
    /** Teams for tests that need a fixture without caring which teams play it. */
    pool: await Promise.all(Array.from({ length: 20 }, (_, i) => team(`Pool ${String(i + 1).padStart(2, '0')}`))),
  };
}

describe.each(testDatabases)('fixtures on %s', (kind) => {
  let server: TestServer;
  let league: League;
  let manager: TestClient;
  let day = 0;
  let pooled = 0;
  /** A fresh date in the season (from 2 Feb 2027) for each fixture, so fixtures do not collide. */
  const nextDate = () => {
    day += 1;
    return new Date(Date.UTC(2027, 1, 1) + day * 86_400_000).toISOString().slice(0, 10);
  };
  /** Two teams of division A that have not met this way round yet (each fixture also gets its own date). */
  const freshPair = () => {
    const size = league.pool.length;
    const home = Math.floor(pooled / (size - 1));
    const offset = (pooled % (size - 1)) + 1;
    pooled += 1;
    return { home: league.pool[home]!, away: league.pool[(home + offset) % size]! };
  };
  const fixture = (overrides: Record<string, unknown> = {}) => {
    const { home, away } = freshPair();
    return {
      address: '',
      date: nextDate(),
      divisionId: league.divisionA,
      seasonId: league.season,
      homeTeamId: home.id,
      awayTeamId: away.id,
      isKnockout: false,
      accoladesCount: true,
      ...overrides,
    };
  };
  const countGames = async () =>
    Number(
      (
        await server.handle.db
          .selectFrom('game')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await manager.put('/api/Game/', fixture(overrides));
    expect(response.json, JSON.stringify(response.json)).toMatchObject({ success: true });
    return response.json.result;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    league = await seedLeague(server);
    manager = await server.signIn(['ManageGames'], { name: 'Game Manager' });
  });
  afterAll(() => server.close());

  describe('permissions', () => {
    it('refuses a create when signed out (401) or without ManageGames (403), writing nothing', async () => {
      const before = await countGames();
      const anonymous = await server.anonymous.put('/api/Game', fixture());
      expect(anonymous.status).toBe(401);
      expect(anonymous.json).toEqual({
        success: false,
        errors: [],
        warnings: ['Not logged in'],
        messages: [],
        trace: [],
      });
      const others = await server.signIn([
        'ManageScores',
        'InputResults',
        'UploadPhotos',
        'ManageNotes',
        'BulkDeleteLeagueFixtures',
      ]);
      const refused = await others.put('/api/Game', fixture());
      expect(refused.status).toBe(403);
      expect(refused.json.warnings).toEqual(['Not permitted']);
      expect(await countGames()).toBe(before);
    });

    it('refuses an edit or delete without ManageGames, changing nothing', async () => {
      const game = await create();
      const scores = await server.signIn(['ManageScores']);
      const edit = await scores.put('/api/Game', fixture({ id: game.id, lastUpdated: game.updated, postponed: true }));
      expect(edit.status).toBe(403);
      expect((await server.anonymous.delete(`/api/Game/${game.id}`)).status).toBe(401);
      expect((await scores.delete(`/api/Game/${game.id}`)).status).toBe(403);
      const stored = (await manager.get(`/api/Game/${game.id}`)).json;
      expect(stored).toMatchObject({ updated: game.updated, postponed: false });
      expect(stored).not.toHaveProperty('deleted');
    });
  });

  describe('creating', () => {
    it('creates a league fixture with the home address, team names and an empty eight-match layout', async () => {
      const date = nextDate();
      const response = await manager.put(
        '/api/Game/',
        fixture({ date: `${date}T00:00:00`, id: unknownId, homeTeamId: league.alpha.id, awayTeamId: league.bravo.id }),
      );
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({ success: true, messages: ['Game updated'], errors: [], warnings: [] });
      const game = response.json.result;
      expect(gameDto.parse(game)).toBeTruthy();
      expect(game.id).not.toBe(unknownId);
      expect(game).toMatchObject({
        date: `${date}T00:00:00`,
        address: 'Alpha venue',
        divisionId: league.divisionA,
        seasonId: league.season,
        home: { id: league.alpha.id, name: 'Alpha' },
        away: { id: league.bravo.id, name: 'Bravo' },
        postponed: false,
        isKnockout: false,
        accoladesCount: true,
        matches: [],
        matchOptions: defaultMatchLayouts(false),
        oneEighties: [],
        over100Checkouts: [],
        resultsPublished: false,
        photos: [],
        author: 'Game Manager',
        editor: 'Game Manager',
      });
      expect(game.updated).toMatch(auditTime);
      expect((await server.anonymous.get(`/api/Game/${game.id.toUpperCase()}`)).json).toEqual(game);
      expect((await server.anonymous.get('/api/Game/')).json.map((g: { id: string }) => g.id)).toContain(game.id);
    });

    it('keeps a given address and team names, stores SQL-looking text literally, and allows a bye', async () => {
      const sql = "Robert'); DROP TABLE game;--";
      const { home } = freshPair();
      const game = await create({ address: `  ${sql}  `, homeTeamName: sql, homeTeamId: home.id, awayTeamId: null });
      expect(game).toMatchObject({ address: sql, home: { id: home.id, name: sql }, away: { name: '' } });
      expect(game.away).not.toHaveProperty('id');
      expect((await manager.get(`/api/Game/${game.id}`)).json.address).toBe(sql);
    });

    it('lays a knockout out as one and takes a team of another division', async () => {
      const game = await create({ isKnockout: true, awayTeamId: league.echo.id });
      expect(game).toMatchObject({ isKnockout: true, away: { name: 'Echo' }, matchOptions: defaultMatchLayouts(true) });
    });
  });

  describe('refusals (nothing written)', () => {
    const refusal = async (
      overrides: Record<string, unknown>,
      expected: { errors?: string[]; warnings?: string[] },
    ) => {
      const before = await countGames();
      const response = await manager.put('/api/Game', fixture(overrides));
      expect(response.status).toBe(200);
      expect(response.json).toEqual({
        success: false,
        errors: expected.errors ?? [],
        warnings: expected.warnings ?? [],
        messages: [],
        trace: [],
      });
      expect(await countGames()).toBe(before);
    };

    it('needs a known season and division taking part in it', async () => {
      await refusal({ seasonId: null }, { errors: ['SeasonId must be provided'] });
      await refusal({ seasonId: unknownId }, { errors: ['Unable to add or update game, season not found'] });
      await refusal({ divisionId: '' }, { errors: ['DivisionId must be provided'] });
      await refusal({ divisionId: unknownId }, { errors: ['Unable to add or update game, division not found'] });
      await refusal({ divisionId: league.gone }, { errors: ['Unable to add or update game, division not found'] });
      await refusal(
        { divisionId: league.outside },
        { errors: ['Division Not this season is not part of season 2026/27'] },
      );
    });

    it('needs existing teams registered in the season and, for league fixtures, the division', async () => {
      await refusal({ homeTeamId: null }, { errors: ['HomeTeamId must be provided'] });
      await refusal({ awayTeamId: unknownId }, { errors: [`Unable to find team with id ${unknownId}`] });
      await refusal({ homeTeamId: league.ghost.id }, { errors: ['Ghost has been deleted'] });
      await refusal({ awayTeamId: league.foxtrot.id }, { errors: ['Foxtrot is not registered in season 2026/27'] });
      await refusal({ awayTeamId: league.removed.id }, { errors: ['Removed is not registered in season 2026/27'] });
      await refusal(
        { awayTeamId: league.echo.id },
        { errors: ['Echo does not play in division Division A in season 2026/27'] },
      );
      await refusal(
        { homeTeamId: league.foxtrot.id, awayTeamId: league.echo.id, isKnockout: true },
        { errors: ['Foxtrot is not registered in season 2026/27'] },
      );
    });

    it('needs a date within the season and two different teams', async () => {
      await refusal({ date: null }, { errors: ['Date must be provided'] });
      await refusal({ date: '2027-06-01' }, { warnings: ['The date must be between 1 Sep 2026 and 31 May 2027'] });
      await refusal(
        { homeTeamId: league.alpha.id, awayTeamId: league.alpha.id },
        { warnings: ['Unable to update a game where the home team and away team are the same'] },
      );
    });

    it('refuses a team playing twice on a date, knockouts included', async () => {
      const { home, away } = freshPair();
      const first = await create({ homeTeamId: home.id, awayTeamId: away.id });
      await refusal(
        { date: first.date, homeTeamId: league.charlie.id, awayTeamId: home.id },
        { warnings: [`${home.name}: Already playing against ${away.name}`] },
      );
      await refusal(
        { date: first.date, homeTeamId: away.id, awayTeamId: league.charlie.id },
        { warnings: [`${away.name}: Already playing against ${home.name}`] },
      );
      const knockout = await create({ homeTeamId: league.charlie.id, awayTeamId: league.echo.id, isKnockout: true });
      await refusal(
        { date: knockout.date, homeTeamId: league.delta.id, awayTeamId: league.charlie.id },
        { warnings: ['Charlie: Already playing against Echo'] },
      );
    });

    it('refuses the same league leg on another date, but not the return leg or a knockout', async () => {
      const first = await create({ homeTeamId: league.charlie.id, awayTeamId: league.delta.id, date: '2027-01-09' });
      expect(first.date).toBe('2027-01-09T00:00:00');
      await refusal(
        { homeTeamId: league.charlie.id, awayTeamId: league.delta.id },
        { warnings: ['Charlie vs Delta: Already playing same leg on 9 Jan'] },
      );
      await create({ homeTeamId: league.delta.id, awayTeamId: league.charlie.id });
      await create({ homeTeamId: league.charlie.id, awayTeamId: league.delta.id, isKnockout: true });
    });

    it('answers malformed input with a 400 problem', async () => {
      const before = await countGames();
      const badDate = await manager.put('/api/Game', fixture({ date: '2026-02-30' }));
      expect(badDate.status).toBe(400);
      expect(badDate.json).toMatchObject({
        status: 400,
        errors: { Date: ["The value '2026-02-30' is not a valid date."] },
      });
      const badId = await manager.put('/api/Game', fixture({ homeTeamId: 'not-an-id' }));
      expect(badId.status).toBe(400);
      const noAddress = await manager.put('/api/Game', { ...fixture(), address: undefined });
      expect(noAddress.json.errors).toEqual({ Address: ['The Address field is required.'] });
      expect((await manager.put('/api/Game', fixture({ address: 'x'.repeat(201) }))).status).toBe(400);
      expect((await server.anonymous.get('/api/Game/not-an-id')).json.errors).toEqual({
        id: ["The value 'not-an-id' is not valid."],
      });
      expect((await manager.delete('/api/Game/not-an-id')).status).toBe(400);
      expect(await countGames()).toBe(before);
    });
  });

  describe('editing', () => {
    it('applies an edit with the current token and returns the new one', async () => {
      const game = await create();
      const date = nextDate();
      const response = await manager.put(
        '/api/Game',
        fixture({ id: game.id, lastUpdated: game.updated, date, postponed: true, address: 'The Crown' }),
      );
      expect(response.json).toMatchObject({ success: true, messages: ['Game updated'] });
      expect(response.json.result).toMatchObject({
        id: game.id,
        date: `${date}T00:00:00`,
        postponed: true,
        address: 'The Crown',
        created: game.created,
      });
      expect(response.json.result.updated).not.toBe(game.updated);
    });

    it('refuses a missing or stale token with 409, writing nothing', async () => {
      const game = await create();
      const missing = await manager.put('/api/Game', fixture({ id: game.id, postponed: true }));
      expect(missing.status).toBe(409);
      expect(missing.json.warnings).toEqual(['Unable to update Game, data integrity token is missing']);
      const stale = await manager.put(
        '/api/Game',
        fixture({ id: game.id, postponed: true, lastUpdated: '2026-01-01T00:00:00.0000000Z' }),
      );
      expect(stale.status).toBe(409);
      expect(stale.json.warnings).toEqual([
        'Unable to update Game, Game Manager updated it before you at 21 Nov 2026 12:00:00',
      ]);
      expect((await manager.get(`/api/Game/${game.id}`)).json).toEqual(game);
    });

    it('lets only one of two edits made from the same token through', async () => {
      const game = await create();
      const edits = await Promise.all(
        [true, false].map((postponed) =>
          manager.put('/api/Game', fixture({ id: game.id, date: game.date, lastUpdated: game.updated, postponed })),
        ),
      );
      expect(edits.map((e) => e.status).sort()).toEqual([200, 409]);
    });

    it('refuses to edit a deleted fixture', async () => {
      const game = await create();
      const deleted = (await manager.delete(`/api/Game/${game.id}`)).json.result;
      const response = await manager.put('/api/Game', fixture({ id: game.id, lastUpdated: deleted.updated }));
      expect(response.status).toBe(400);
      expect(response.json.errors).toEqual(['Cannot update a Game that has already been deleted']);
    });

    it('keeps the opponents of a fixture with a score but lets its date move', async () => {
      const date = nextDate();
      const { home, away } = freshPair();
      const id = await addGame(server.handle.db, {
        seasonId: league.season,
        divisionId: league.divisionA,
        date,
        home,
        away,
        card: { matches: [playedMatch(3, 0)] },
      });
      const game = (await manager.get(`/api/Game/${id}`)).json;
      const teams = { homeTeamId: home.id, awayTeamId: away.id };
      const swap = await manager.put(
        '/api/Game',
        fixture({ ...teams, id, date, lastUpdated: game.updated, awayTeamId: league.charlie.id }),
      );
      expect(swap.json.warnings).toEqual(['The teams of a fixture cannot be changed once it has a score']);
      const moved = await manager.put('/api/Game', fixture({ ...teams, id, lastUpdated: game.updated }));
      expect(moved.json).toMatchObject({ success: true });
    });

    it("clears a changed side's man of the match and submission, and re-lays a knockout", async () => {
      const date = nextDate();
      const submission = (manOfTheMatch: string) => ({
        home: {},
        away: { manOfTheMatch },
        matches: [],
        matchOptions: [],
        oneEighties: [],
        over100Checkouts: [],
        created: 'x',
        author: 'x',
        updated: '2026-01-02T00:00:00.0000000Z',
        editor: 'x',
      });
      const { home, away } = freshPair();
      const newAway = league.delta;
      const id = await addGame(server.handle.db, {
        seasonId: league.season,
        divisionId: league.divisionA,
        date,
        home: { ...home, manOfTheMatch: unknownId } as never,
        away: { ...away, manOfTheMatch: unknownId } as never,
        card: {
          matchOptions: defaultMatchLayouts(false),
          homeSubmission: submission(unknownId),
          awaySubmission: submission(unknownId),
        },
      });
      const scores = await server.signIn(['ManageScores']);
      const before = (await scores.get(`/api/Game/${id}`)).json;
      expect(before).toHaveProperty('awaySubmission');
      const edit = fixture({
        id,
        date,
        lastUpdated: before.updated,
        homeTeamId: home.id,
        awayTeamId: newAway.id,
        isKnockout: true,
      });
      const saved = (await manager.put('/api/Game', edit)).json;
      expect(saved, JSON.stringify(saved)).toMatchObject({ success: true });
      const after = (await scores.get(`/api/Game/${id}`)).json;
      expect(after.home).toEqual({ id: home.id, name: home.name, manOfTheMatch: unknownId });
      expect(after.away).toEqual({ id: newAway.id, name: newAway.name });
      expect(after).toHaveProperty('homeSubmission');
      expect(after).not.toHaveProperty('awaySubmission');
      expect(after.matchOptions).toEqual(defaultMatchLayouts(true));
    });
  });

  describe('deleting', () => {
    it('soft-deletes: still readable by id with deleted set, gone from the list', async () => {
      const game = await create();
      const response = await manager.delete(`/api/Game/${game.id}`);
      expect(response.json).toMatchObject({
        success: true,
        messages: ['Game deleted'],
        result: { id: game.id, remover: 'Game Manager' },
      });
      expect(response.json.result.deleted).toMatch(auditTime);
      expect((await server.anonymous.get(`/api/Game/${game.id}`)).json.deleted).toBe(response.json.result.deleted);
      expect((await server.anonymous.get('/api/Game')).json.map((g: { id: string }) => g.id)).not.toContain(game.id);
      const row = await server.handle.db.selectFrom('game').select('id').where('id', '=', game.id).executeTakeFirst();
      expect(row).toBeDefined();
      // The date is free again.
      await create({ date: game.date });
    });

    it('answers unknown and already deleted fixtures with a warning', async () => {
      expect((await manager.delete(`/api/Game/${unknownId}`)).json).toEqual({
        success: false,
        errors: [],
        warnings: ['Game not found'],
        messages: [],
        trace: [],
      });
      const game = await create();
      await manager.delete(`/api/Game/${game.id}`);
      const again = await manager.delete(`/api/Game/${game.id}`);
      expect(again.json.warnings).toEqual(['Game has already been deleted']);
    });

    it('answers 204 for an unknown fixture', async () => {
      const response = await server.anonymous.get(`/api/Game/${unknownId}`);
      expect(response.status).toBe(204);
      expect(response.text).toBe('');
    });
  });

  describe('what GET returns to whom (contract §9.2)', () => {
    const stamp = '2026-11-15T09:00:00.0000000Z';
    const matches = () => [
      playedMatch(3, 2),
      playedMatch(3, 1),
      playedMatch(0, 3),
      playedMatch(3, 0),
      playedMatch(2, 3),
      playedMatch(2, 1),
      playedMatch(1, 2),
      playedMatch(2, 0),
    ];
    const submission = (updated: string) => ({
      home: { manOfTheMatch: unknownId },
      away: {},
      matches: [playedMatch(3, 1)],
      matchOptions: [],
      oneEighties: [],
      over100Checkouts: [],
      created: updated,
      author: 'Clerk',
      updated,
      editor: 'Clerk',
    });
    const ids = (game: { matches: Array<{ id: string }> }) => game.matches.map((m) => m.id);
    let published: string;
    let unpublished: string;
    let future: string;
    let managerOfScores: TestClient;
    let homeClerk: TestClient;
    let awayClerk: TestClient;
    const clerkOf = async (teamId: string | null) => {
      const clerk = await server.signIn(['InputResults']);
      await server.handle.db.updateTable('appUser').set({ teamId }).where('emailAddress', '=', clerk.email).execute();
      return clerk;
    };
    const configure = async (feature: 'VetoScores' | 'RandomisedSingles', configuredValue: string | null) => {
      const admin = await server.signIn(['ManageFeatures']);
      const response = await admin.put('/api/Feature', { id: knownFeatures[feature].id, configuredValue });
      expect(response.json.success).toBe(true);
    };

    beforeAll(async () => {
      const db = server.handle.db;
      const base = { seasonId: league.season, divisionId: league.divisionA, home: league.alpha, away: league.bravo };
      const card = {
        home: { ...league.alpha, manOfTheMatch: unknownId },
        away: { ...league.bravo, manOfTheMatch: unknownId },
        oneEighties: [{ id: unknownId, name: 'Max' }],
        over100Checkouts: [{ id: unknownId, name: 'Max', score: 120 }],
      };
      published = await addGame(db, {
        ...base,
        date: '2026-11-14',
        card: { ...card, matches: matches(), homeSubmission: submission(stamp), awaySubmission: submission(stamp) },
      });
      unpublished = await addGame(db, { ...base, date: '2026-11-07', card: { homeSubmission: submission(stamp) } });
      future = await addGame(db, { ...base, date: '2026-11-28', card: { ...card, matches: matches() } });
      managerOfScores = await server.signIn(['ManageScores']);
      homeClerk = await clerkOf(league.alpha.id);
      // Bravo's clerk has no team on the account: it is found from their player record.
      awayClerk = await server.signIn(['InputResults'], { email: 'bravo.clerk@example.org' });
    });

    it('shows score managers everything, both submissions included', async () => {
      const game = (await managerOfScores.get(`/api/Game/${published}`)).json;
      expect(gameDto.parse(game)).toBeTruthy();
      expect(game.matches).toHaveLength(8);
      expect(game).toMatchObject({
        resultsPublished: true,
        home: { manOfTheMatch: unknownId },
        over100Checkouts: [{ name: 'Max', score: 120 }],
      });
      expect(game.homeSubmission).toMatchObject({ id: published, updated: stamp, home: { manOfTheMatch: unknownId } });
      expect(game.awaySubmission).toMatchObject({ id: published, updated: stamp });
    });

    it("shows a team's clerk all matches and only their own team's submission", async () => {
      const home = (await homeClerk.get(`/api/Game/${published}`)).json;
      expect(home.matches).toHaveLength(8);
      expect(home).toHaveProperty('homeSubmission');
      expect(home).not.toHaveProperty('awaySubmission');
      const away = (await awayClerk.get(`/api/Game/${published}`)).json;
      expect(away).toHaveProperty('awaySubmission');
      expect(away).not.toHaveProperty('homeSubmission');
    });

    it('before publication, gives a clerk their own submission merged with the fixture details', async () => {
      const stored = (await managerOfScores.get(`/api/Game/${unpublished}`)).json;
      const home = (await homeClerk.get(`/api/Game/${unpublished}`)).json;
      expect(home).toMatchObject({
        id: unpublished,
        updated: stamp,
        date: '2026-11-07T00:00:00',
        seasonId: league.season,
        home: { id: league.alpha.id, manOfTheMatch: unknownId },
      });
      expect(home.matches).toHaveLength(1);
      expect(home).not.toHaveProperty('homeSubmission');
      const away = (await awayClerk.get(`/api/Game/${unpublished}`)).json;
      expect(away).toMatchObject({ id: unpublished, updated: stored.updated, matches: [] });
    });

    it('shows nobody else any submission', async () => {
      const others = [
        server.anonymous,
        await server.signIn([]),
        await clerkOf(league.charlie.id),
        await clerkOf(null),
        await server.signIn(['ManageGames']),
      ];
      for (const other of others) {
        const game = (await other.get(`/api/Game/${published}`)).json;
        expect(game).not.toHaveProperty('homeSubmission');
        expect(game).not.toHaveProperty('awaySubmission');
        expect(game.matches).toHaveLength(8);
      }
      const unpublishedGame = (await server.anonymous.get(`/api/Game/${unpublished}`)).json;
      expect(unpublishedGame).not.toHaveProperty('homeSubmission');
      const listed = (await server.anonymous.get('/api/Game')).json.find((g: { id: string }) => g.id === published);
      expect(listed).not.toHaveProperty('homeSubmission');
    });

    it('hides results from viewers until the fixture date plus the VetoScores delay', async () => {
      const hidden = (await server.anonymous.get(`/api/Game/${future}`)).json;
      expect(hidden).toMatchObject({ matches: [], oneEighties: [], over100Checkouts: [], resultsPublished: false });
      expect(hidden.home).toEqual({ id: league.alpha.id, name: 'Alpha' });
      expect((await managerOfScores.get(`/api/Game/${future}`)).json.matches).toHaveLength(8);

      await configure('VetoScores', '8.00:00:00');
      try {
        expect((await server.anonymous.get(`/api/Game/${published}`)).json.matches).toEqual([]);
        expect((await homeClerk.get(`/api/Game/${published}`)).json.matches).toHaveLength(8);
      } finally {
        await configure('VetoScores', null);
      }
      expect((await server.anonymous.get(`/api/Game/${published}`)).json.matches).toHaveLength(8);
    });

    it('shuffles only the singles for viewers when RandomisedSingles is on', async () => {
      const stored = ids((await managerOfScores.get(`/api/Game/${published}`)).json);
      await configure('RandomisedSingles', 'true');
      try {
        const orders = new Set<string>();
        for (let i = 0; i < 25; i += 1) {
          const seen = ids((await server.anonymous.get(`/api/Game/${published}`)).json);
          expect(seen.slice(5)).toEqual(stored.slice(5));
          expect([...seen.slice(0, 5)].sort()).toEqual([...stored.slice(0, 5)].sort());
          orders.add(seen.join());
        }
        expect(orders.size).toBeGreaterThan(1);
        expect(ids((await managerOfScores.get(`/api/Game/${published}`)).json)).toEqual(stored);
      } finally {
        await configure('RandomisedSingles', null);
      }
    });
  });

  describe('cache eviction (contract §1.12)', () => {
    // The app's cache is created inside buildApp and not reachable from a test, so these call the
    // service with a real cache over the same database.
    const tagged = () => {
      const cache = createResponseCache();
      cache.set('division A data', 'a', { divisionIds: [league.divisionA], seasonIds: [league.season] });
      cache.set('division B data', 'b', { divisionIds: [league.divisionB], seasonIds: [league.oldSeason] });
      cache.set('old season', 'c', { seasonIds: [league.oldSeason] });
      return cache;
    };
    const deps = (cache: ReturnType<typeof createResponseCache>) => ({
      db: server.handle.db,
      clock: server.clock,
      cache,
    });
    const edit = (overrides: Record<string, unknown> = {}) =>
      ({
        ...fixture(),
        id: null,
        homeTeamName: '',
        awayTeamName: '',
        postponed: false,
        lastUpdated: null,
        date: `${nextDate()}T00:00:00`,
        ...overrides,
      }) as never;

    it('evicts the division and season a saved or deleted fixture touches, and nothing on a refusal', async () => {
      const cache = tagged();
      await saveGame(deps(cache), edit({ homeTeamId: league.alpha.id, awayTeamId: league.alpha.id }), 'x');
      expect(cache.size()).toBe(3);
      const saved = await saveGame(deps(cache), edit(), 'x');
      expect(saved.success).toBe(true);
      expect([cache.get('division A data'), cache.get('division B data'), cache.get('old season')]).toEqual([
        undefined,
        'b',
        'c',
      ]);

      const again = tagged();
      await deleteGame(deps(again), saved.result!.id, 'x');
      expect(again.get('division A data')).toBeUndefined();
      expect(again.get('old season')).toBe('c');
    });
  });
});
