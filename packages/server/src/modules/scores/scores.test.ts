import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { scoreCardMessages } from '@darts/domain';
import { startTestServer, testDatabases, type TestClient, type TestServer } from '../../../test/harness.js';
import { addHomeAwayGame, seedTwoTeams, type SeededPlayer, type TwoTeams } from '../../../test/fixture-seed.js';

const unknownId = '0f0e0d0c-0b0a-4908-8706-050403020100';
const seededStamp = '2026-01-01T00:00:00.0000000Z';

type Player = SeededPlayer;

const singles = (home: Player, away: Player, homeScore: number, awayScore: number) => ({
  homePlayers: [home],
  awayPlayers: [away],
  homeScore,
  awayScore,
});

describe.each(testDatabases)('PUT /api/Scores/{id} on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let homeClerk: TestClient;
  let awayClerk: TestClient;
  let strangerClerk: TestClient;
  let reader: TestClient;
  let home: Player[];
  let away: Player[];
  let seed: TwoTeams;

  beforeAll(async () => {
    server = await startTestServer(kind);
    seed = await seedTwoTeams(server.handle.db, { playersPerTeam: 6, extraEmails: ['zz-clerk'], otherTeam: true });
    ({ home, away } = seed);
    admin = await server.signIn(['ManageScores']);
    homeClerk = await server.signIn(['InputResults'], { email: 'home.zz-clerk@example.org' });
    awayClerk = await server.signIn(['InputResults'], { email: 'away.zz-clerk@example.org' });
    strangerClerk = await server.signIn(['InputResults'], { email: 'other.zz-clerk@example.org' });
    reader = await server.signIn(['ManageGames']);
  });
  afterAll(() => server.close());

  let gameId: string;
  beforeEach(async () => {
    server.clock.advance(60_000);
    gameId = await addHomeAwayGame(server.handle.db, seed);
  });

  const put = (who: TestClient, body: Record<string, unknown>, id = gameId) =>
    who.put(`/api/Scores/${id}`, { address: 'Somewhere', ...body });
  const view = async (who: TestClient) => (await who.get(`/api/Game/${gameId}`)).json;

  /** Refused with `errors` (200), and the fixture as an admin sees it is exactly as before. */
  async function refusedWith(who: TestClient, body: Record<string, unknown>, errors: string[]) {
    const before = await view(admin);
    const response = await put(who, body);
    expect(response.json).toMatchObject({ success: false, errors });
    expect(await view(admin)).toEqual(before);
  }

  describe('an admin (ManageScores)', () => {
    it('writes the published card and answers with the new token', async () => {
      const evict = vi.spyOn(server.cache, 'evict');
      const response = await put(admin, {
        lastUpdated: seededStamp,
        matches: [singles(home[0]!, away[0]!, 3, 1)],
        oneEighties: [home[0]],
        over100Checkouts: [{ ...away[1], score: 170 }],
        home: { manOfTheMatch: home[0]!.id },
        away: { manOfTheMatch: away[1]!.id },
      });
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({ success: true, messages: ['Scores updated'], errors: [], warnings: [] });
      const result = response.json.result;
      expect(result.matches).toMatchObject([{ homeScore: 3, awayScore: 1, homePlayers: [{ id: home[0]!.id }] }]);
      expect(result.over100Checkouts).toEqual([{ ...away[1], score: 170 }]);
      expect(result.home.manOfTheMatch).toBe(home[0]!.id);
      expect(result.resultsPublished).toBe(true);
      expect(result.updated).not.toBe(seededStamp);
      expect(evict).toHaveBeenCalledWith({ divisionIds: [seed.division], seasonIds: [seed.season] });
      expect((await view(admin)).matches).toHaveLength(1);

      // The next save needs the new token; the old one is stale.
      const stale = await put(admin, { lastUpdated: seededStamp, matches: [] });
      expect(stale.status).toBe(409);
      expect(stale.json.warnings[0]).toMatch(/^Unable to update Game, User \d+ updated it before you at /);
      const missing = await put(admin, { matches: [] });
      expect(missing.status).toBe(409);
      expect(missing.json.warnings).toEqual(['Unable to update Game, data integrity token is missing']);

      // An admin may clear the results.
      const cleared = await put(admin, {
        lastUpdated: result.updated,
        matches: [],
        oneEighties: [],
        over100Checkouts: [],
        home: {},
        away: {},
      });
      expect(cleared.json.result).toMatchObject({
        matches: [],
        oneEighties: [],
        over100Checkouts: [],
        resultsPublished: false,
      });
      expect(cleared.json.result.home.manOfTheMatch).toBeUndefined();
    });

    type Body = (h: Player[], a: Player[]) => Record<string, unknown>;
    // The players are seeded in beforeAll, after these tables are built: each case is a function of them.
    it.each<[string, Body, (h: Player[], a: Player[]) => string[]]>([
      [
        'a score above the legs to win',
        (h, a) => ({ matches: [singles(h[0]!, a[0]!, 4, 0)] }),
        () => [scoreCardMessages.scoreOutOfRange(1, 'home', 3)],
      ],
      [
        'both sides winning',
        (h, a) => ({ matches: [singles(h[0]!, a[0]!, 3, 3)] }),
        () => [scoreCardMessages.bothSidesWin(1)],
      ],
      [
        'a player in two singles',
        (h, a) => ({ matches: [singles(h[0]!, a[0]!, 3, 0), singles(h[0]!, a[1]!, 3, 0)] }),
        (h) => [scoreCardMessages.playedTwice(h[0]!.name, 'home', 1)],
      ],
      [
        'a player from another team',
        (_, a) => ({ matches: [singles(a[1]!, a[0]!, 3, 0)] }),
        (_, a) => [scoreCardMessages.notInTeam(a[1]!.name, 'home')],
      ],
      [
        'a hi-check that cannot be a checkout',
        (h) => ({ over100Checkouts: [{ ...h[0], score: 159 }] }),
        () => [scoreCardMessages.impossibleCheckout(159)],
      ],
      [
        'a hi-check under 100',
        (h) => ({ over100Checkouts: [{ ...h[0], score: 99 }] }),
        () => [scoreCardMessages.hiCheckOutOfRange(99)],
      ],
      [
        'a 180 without a player',
        () => ({ oneEighties: [{ id: '', name: '' }] }),
        () => [scoreCardMessages.oneEightyNeedsPlayer],
      ],
    ])('refuses %s and changes nothing', async (_, body, errors) => {
      await refusedWith(admin, { lastUpdated: seededStamp, ...body(home, away) }, errors(home, away));
    });
  });

  describe('who may write', () => {
    it('refuses the signed out (401), the read-only (403) and clerks of other teams (403)', async () => {
      const before = await view(admin);
      expect((await put(server.anonymous, { lastUpdated: seededStamp })).status).toBe(401);
      const readOnly = await server.signIn([]);
      const refusedReader = await put(readOnly, { lastUpdated: seededStamp });
      expect(refusedReader.status).toBe(403);
      expect(refusedReader.json.warnings).toEqual(['Not permitted']);
      const stranger = await put(strangerClerk, { lastUpdated: seededStamp });
      expect(stranger.status).toBe(403);
      expect(stranger.json.errors).toEqual(['Game cannot be updated, not permitted']);
      expect((await put(reader, { lastUpdated: seededStamp })).status).toBe(403);
      expect(await view(admin)).toEqual(before);
    });

    it('answers an unknown fixture with Game not found and a malformed id with 400', async () => {
      const unknown = await put(admin, { lastUpdated: seededStamp }, unknownId);
      expect(unknown.json).toMatchObject({ success: false, warnings: ['Game not found'] });
      expect((await put(admin, { lastUpdated: seededStamp }, 'not-an-id')).status).toBe(400);
    });
  });

  describe('team clerks (InputResults)', () => {
    const homeCard = () => ({
      matches: [singles(home[0]!, away[0]!, 3, 2)],
      oneEighties: [home[0]],
      over100Checkouts: [{ ...away[0], score: 121 }],
    });

    it('keeps the two submissions apart until they match', async () => {
      const first = await put(homeClerk, {
        lastUpdated: seededStamp,
        ...homeCard(),
        home: { manOfTheMatch: home[0]!.id },
      });
      expect(first.json).toMatchObject({ success: true, messages: ['Submission updated', 'Scores updated'] });
      // The clerk is answered with their own submission and its token.
      expect(first.json.result.matches).toMatchObject([{ homeScore: 3, awayScore: 2 }]);
      const homeToken = first.json.result.updated;
      expect(homeToken).not.toBe(seededStamp);

      const second = await put(awayClerk, {
        lastUpdated: seededStamp,
        ...homeCard(),
        matches: [singles(home[0]!, away[0]!, 2, 3)],
        away: { manOfTheMatch: away[1]!.id },
      });
      expect(second.json).toMatchObject({ success: true, messages: ['Submission updated', 'Scores updated'] });

      const asAdmin = await view(admin);
      expect(asAdmin).toMatchObject({ matches: [], resultsPublished: false, updated: seededStamp });
      expect(asAdmin.homeSubmission.matches).toMatchObject([{ homeScore: 3, awayScore: 2 }]);
      expect(asAdmin.homeSubmission.home.manOfTheMatch).toBe(home[0]!.id);
      expect(asAdmin.awaySubmission.matches).toMatchObject([{ homeScore: 2, awayScore: 3 }]);
      expect(asAdmin.awaySubmission.away.manOfTheMatch).toBe(away[1]!.id);

      const asHome = await view(homeClerk);
      expect(asHome).toMatchObject({ matches: [{ homeScore: 3, awayScore: 2 }], updated: homeToken });
      expect(asHome.awaySubmission).toBeUndefined();
      expect(asHome.away.manOfTheMatch).toBeUndefined();
      const asAway = await view(awayClerk);
      expect(asAway.matches).toMatchObject([{ homeScore: 2, awayScore: 3 }]);
      expect(asAway.home.manOfTheMatch).toBeUndefined();
      expect(await view(server.anonymous)).toMatchObject({ matches: [] });
      expect((await view(server.anonymous)).homeSubmission).toBeUndefined();

      // A stale token (the one from before the clerk's own save) is refused.
      const stale = await put(homeClerk, { lastUpdated: seededStamp, ...homeCard() });
      expect(stale.status).toBe(409);

      // Once the away clerk agrees, the result publishes itself with both men of the match.
      const agreed = await put(awayClerk, { lastUpdated: second.json.result.updated, ...homeCard() });
      expect(agreed.json).toMatchObject({ success: true, messages: ['Submission published', 'Scores updated'] });
      const publishedView = await view(admin);
      expect(publishedView).toMatchObject({
        resultsPublished: true,
        matches: [{ homeScore: 3, awayScore: 2 }],
        oneEighties: [{ id: home[0]!.id }],
        over100Checkouts: [{ id: away[0]!.id, score: 121 }],
        home: { manOfTheMatch: home[0]!.id },
        away: { manOfTheMatch: away[1]!.id },
      });
      expect(publishedView.updated).not.toBe(seededStamp);

      // A published card is closed to clerks.
      const asHomeNow = await view(homeClerk);
      await refusedWith(homeClerk, { lastUpdated: asHomeNow.homeSubmission.updated, ...homeCard() }, [
        'Submissions cannot be accepted, scores have been published',
      ]);
    });

    it('refuses a clerk picking the other side’s man of the match, and bad cards', async () => {
      await refusedWith(homeClerk, { lastUpdated: seededStamp, away: { manOfTheMatch: away[0]!.id } }, [
        'Only the away team can pick their man of the match',
      ]);
      await refusedWith(homeClerk, { lastUpdated: seededStamp, home: { manOfTheMatch: away[0]!.id } }, [
        scoreCardMessages.manOfTheMatchNotInTeam('home'),
      ]);
      await refusedWith(awayClerk, { lastUpdated: seededStamp, matches: [singles(home[0]!, home[1]!, 3, 0)] }, [
        scoreCardMessages.notInTeam(home[1]!.name, 'away'),
      ]);
      await refusedWith(awayClerk, { lastUpdated: seededStamp, over100Checkouts: [{ ...away[0], score: 168 }] }, [
        scoreCardMessages.impossibleCheckout(168),
      ]);
    });

    it('refuses a clerk once an admin has published scores', async () => {
      const saved = await put(admin, { lastUpdated: seededStamp, matches: [singles(home[0]!, away[0]!, 3, 0)] });
      expect(saved.json.success).toBe(true);
      await refusedWith(homeClerk, { lastUpdated: saved.json.result.updated, ...homeCard() }, [
        'Submissions cannot be accepted, scores have been published',
      ]);
    });
  });
});
