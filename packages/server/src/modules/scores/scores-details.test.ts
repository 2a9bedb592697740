import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TestClient, type TestServer } from '../../../test/harness.js';
import {
  addGame,
  addHomeAwayGame,
  addSeason,
  addTeam,
  rowCount,
  seedTwoTeams,
  type SeededPlayer,
  type TwoTeams,
} from '../../../test/fixture-seed.js';
import { scoreMessages } from './scores.service.js';

const seededStamp = '2026-01-01T00:00:00.0000000Z';

/** A finished best-of-3 won 2-0 by home: what the scoring screen sends to the Sayg API. */
const saygContent = (home: string, away: string) => ({
  yourName: home,
  opponentName: away,
  numberOfLegs: 3,
  startingScore: 501,
  homeScore: 2,
  awayScore: 0,
  legs: {},
});

describe.each(testDatabases)('PUT /api/Scores/{id}: sayg records and fixture details on %s', (kind) => {
  let server: TestServer;
  let scorer: TestClient;
  let admin: TestClient;
  let organiser: TestClient;
  let home: SeededPlayer[];
  let away: SeededPlayer[];
  let seed: TwoTeams;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const db = server.handle.db;
    seed = await seedTwoTeams(db, { playersPerTeam: 2 });
    ({ home, away } = seed);
    await addSeason(db, {
      name: '2027/28',
      startDate: '2027-09-01',
      endDate: '2028-05-31',
      divisionIds: [seed.division],
    });
    scorer = await server.signIn(['ManageScores', 'RecordScoresAsYouGo']);
    admin = await server.signIn(['ManageScores']);
    organiser = await server.signIn(['ManageScores', 'ManageGames']);
  });
  afterAll(() => server.close());

  let gameId: string;
  beforeEach(async () => {
    server.clock.advance(60_000);
    gameId = await addHomeAwayGame(server.handle.db, seed);
  });

  const put = (who: TestClient, body: Record<string, unknown>) =>
    who.put(`/api/Scores/${gameId}`, { address: 'The Crown', ...body });
  const view = async (who: TestClient) => (await who.get(`/api/Game/${gameId}`)).json;
  const singles = (sayg?: unknown) => ({
    homePlayers: [home[0]],
    awayPlayers: [away[0]],
    homeScore: 2,
    awayScore: 0,
    ...(sayg ? { sayg } : {}),
  });
  const saygCount = () => rowCount(server.handle.db, 'recordedScoreAsYouGo');

  describe('a match scored as you go', () => {
    it('links a record saved through the Sayg API and shows it embedded to every reader', async () => {
      const record = (await scorer.post('/api/Sayg', saygContent(home[0]!.name, away[0]!.name))).json.result;
      const response = await put(scorer, {
        lastUpdated: seededStamp,
        matches: [singles({ ...record, homeScore: 99 })],
      });
      expect(response.json).toMatchObject({ success: true });
      // The record is linked, not overwritten by what the card carried.
      expect(response.json.result.matches[0].sayg).toMatchObject({
        id: record.id,
        homeScore: 2,
        yourName: home[0]!.name,
      });
      expect((await view(server.anonymous)).matches[0].sayg.id).toBe(record.id);
    });

    it('stores a record sent without a known id as a new one', async () => {
      const before = await saygCount();
      const response = await put(scorer, { lastUpdated: seededStamp, matches: [singles(saygContent('A', 'B'))] });
      expect(response.json.success).toBe(true);
      expect(await saygCount()).toBe(before + 1);
      expect(response.json.result.matches[0].sayg).toMatchObject({ yourName: 'A', opponentName: 'B', homeScore: 2 });
    });

    it('refuses a record that is not valid and stores nothing', async () => {
      const before = await saygCount();
      const beforeGame = await view(admin);
      const good = saygContent('A', 'B');
      const response = await put(scorer, {
        lastUpdated: seededStamp,
        matches: [
          singles(good),
          { ...singles({ ...good, numberOfLegs: 'three' }), homePlayers: [home[1]], awayPlayers: [away[1]] },
        ],
      });
      expect(response.json).toMatchObject({ success: false, errors: [scoreMessages.badSayg(2)] });
      expect(await saygCount()).toBe(before);
      expect(await view(admin)).toEqual(beforeGame);
    });

    it('keeps the link for callers without RecordScoresAsYouGo and drops it when a side has no players', async () => {
      const record = (await scorer.post('/api/Sayg', saygContent('A', 'B'))).json.result;
      const first = await put(scorer, { lastUpdated: seededStamp, matches: [singles(record)] });
      // An admin without RecordScoresAsYouGo cannot unlink or replace it: the match keeps it.
      const second = await put(admin, { lastUpdated: first.json.result.updated, matches: [singles()] });
      expect(second.json.result.matches[0].sayg.id).toBe(record.id);
      const third = await put(scorer, {
        lastUpdated: second.json.result.updated,
        matches: [{ ...singles(record), awayPlayers: [], awayScore: 0, homeScore: 0 }],
      });
      expect(third.json.result.matches[0].sayg).toBeUndefined();
    });
  });

  it('keeps a score that was not entered absent, and 0 as 0 (contract §3.3)', async () => {
    const response = await put(admin, {
      lastUpdated: seededStamp,
      matches: [
        { homePlayers: [home[0]], awayPlayers: [away[0]], homeScore: 3, awayScore: 0 },
        { homePlayers: [], awayPlayers: [] },
      ],
    });
    expect(response.json.success).toBe(true);
    const [played, empty] = (await view(admin)).matches;
    expect(played).toMatchObject({ homeScore: 3, awayScore: 0 });
    expect(empty).not.toHaveProperty('homeScore');
    expect(empty).not.toHaveProperty('awayScore');
  });

  describe('fixture details (ManageGames)', () => {
    it('applies address, date in the season, postponed, Qualifier and accolades with "Game details updated"', async () => {
      const response = await put(organiser, {
        lastUpdated: seededStamp,
        address: '  The Anchor  ',
        date: '2026-12-04T00:00:00',
        postponed: true,
        isKnockout: true,
        accoladesCount: false,
        matches: [],
      });
      expect(response.json).toMatchObject({
        success: true,
        messages: ['Game details updated', 'Scores updated'],
        warnings: [],
      });
      expect(response.json.result).toMatchObject({
        address: 'The Anchor',
        date: '2026-12-04T00:00:00',
        postponed: true,
        isKnockout: true,
        accoladesCount: false,
      });
      // The default layout follows the Qualifier switch (knockout triples have no players).
      expect(response.json.result.matchOptions[7]).toMatchObject({ playerCount: 0, numberOfLegs: 0 });
    });

    it('keeps the date with a warning when it is in no season or another season', async () => {
      const none = await put(organiser, { lastUpdated: seededStamp, date: '2027-07-01T00:00:00', matches: [] });
      expect(none.json.warnings).toEqual(['Unable to find season for date: 1 Jul 2027']);
      expect(none.json.result.date).toBe('2026-11-20T00:00:00');
      const other = await put(organiser, {
        lastUpdated: none.json.result.updated,
        date: '2027-10-01T00:00:00',
        matches: [],
      });
      expect(other.json.warnings[0]).toMatch(/^1 Oct 2027 is in season 2027\/28/);
      expect(other.json.result.date).toBe('2026-11-20T00:00:00');
    });

    it('moves the date to a night where a team already plays, saying so in warnings (issue #22)', async () => {
      const db = server.handle.db;
      const otherId = await addTeam(db, {
        name: 'Other',
        seasons: [{ seasonId: seed.season, divisionId: seed.division }],
      });
      const elsewhere = await addGame(db, {
        seasonId: seed.season,
        divisionId: seed.division,
        date: '2026-12-11',
        home: { id: otherId, name: 'Other' },
        away: { id: seed.awayId, name: 'Away' },
      });
      try {
        const moved = await put(organiser, { lastUpdated: seededStamp, date: '2026-12-11T00:00:00', matches: [] });
        expect(moved.json).toMatchObject({ success: true, warnings: ['Away: Already playing against Other'] });
        expect(moved.json.result.date).toBe('2026-12-11T00:00:00');
        // A night free for both teams says nothing.
        const free = await put(organiser, {
          lastUpdated: moved.json.result.updated,
          date: '2026-12-18T00:00:00',
          matches: [],
        });
        expect(free.json).toMatchObject({ success: true, warnings: [] });
      } finally {
        await db.deleteFrom('game').where('id', '=', elsewhere).execute();
      }
    });

    it('ignores the details from a score manager without ManageGames', async () => {
      const response = await put(admin, {
        lastUpdated: seededStamp,
        address: 'Elsewhere',
        postponed: true,
        matches: [],
      });
      expect(response.json).toMatchObject({ success: true, messages: ['Scores updated'] });
      expect(response.json.result).toMatchObject({ postponed: false });
      expect(response.json.result.address).not.toBe('Elsewhere');
    });
  });
});
