import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TestClient, type TestServer } from '../../../test/harness.js';
import { addHomeAwayGame, rowCount, seedTwoTeams, type TwoTeams } from '../../../test/fixture-seed.js';
import { scoreMessages } from './scores.service.js';

const seededStamp = '2026-01-01T00:00:00.0000000Z';
const unknownId = '0f0e0d0c-0b0a-4908-8706-050403020100';

/** The first throw of a match, as the scoring screen sends it for a card's match. */
const firstThrow = (extra: Record<string, unknown>) => ({
  yourName: 'Home player',
  opponentName: 'Away player',
  numberOfLegs: 3,
  startingScore: 501,
  homeScore: 0,
  awayScore: 0,
  legs: {
    '0': {
      startingScore: 501,
      home: { score: 180, noOfDarts: 3, throws: [{ score: 180, noOfDarts: 3 }] },
      away: { score: 0, noOfDarts: 0, throws: [] },
      playerSequence: [{ value: 'home' }, { value: 'away' }],
      currentThrow: 'away',
    },
  },
  ...extra,
});

describe.each(testDatabases)('POST /api/Sayg for a score card match (issue #22) on %s', (kind) => {
  let server: TestServer;
  let scorer: TestClient;
  let noSayg: TestClient;
  let homeClerk: TestClient;
  let strangerClerk: TestClient;
  let seed: TwoTeams;

  beforeAll(async () => {
    server = await startTestServer(kind);
    seed = await seedTwoTeams(server.handle.db, { playersPerTeam: 2, extraEmails: ['ms-clerk'], otherTeam: true });
    scorer = await server.signIn(['ManageScores', 'RecordScoresAsYouGo']);
    noSayg = await server.signIn(['ManageScores']);
    homeClerk = await server.signIn(['InputResults', 'RecordScoresAsYouGo'], { email: 'home.ms-clerk@example.org' });
    strangerClerk = await server.signIn(['InputResults', 'RecordScoresAsYouGo'], {
      email: 'other.ms-clerk@example.org',
    });
  });
  afterAll(() => server.close());

  let gameId: string;
  beforeEach(async () => {
    server.clock.advance(60_000);
    gameId = await addHomeAwayGame(server.handle.db, seed);
  });

  const view = async (who: TestClient) => (await who.get(`/api/Game/${gameId}`)).json;
  const saygCount = () => rowCount(server.handle.db, 'recordedScoreAsYouGo');
  const singles = (sayg?: unknown) => ({
    homePlayers: [seed.home[0]],
    awayPlayers: [seed.away[0]],
    homeScore: 2,
    awayScore: 0,
    ...(sayg ? { sayg } : {}),
  });

  it("links an admin's new record to the card's match at once, leaving the card's token alone", async () => {
    const before = await view(scorer);
    const created = await scorer.post('/api/Sayg', firstThrow({ gameId, matchIndex: 2 }));
    expect(created.json).toMatchObject({ success: true, messages: ['Sayg data updated'] });
    const id = created.json.result.id;

    // Closed without the card's own Save: the record is the match's all the same.
    const after = await view(scorer);
    expect(after.updated).toBe(before.updated);
    expect(after.matches).toHaveLength(3);
    expect(after.matches[2].sayg).toMatchObject({ id, yourName: 'Home player' });
    expect(after.matches[0]).toMatchObject({ homePlayers: [], awayPlayers: [] });

    // Later throws update the same record; the card's Save, with the token it loaded, keeps the link.
    const update = await scorer.post('/api/Sayg', {
      ...firstThrow({ gameId, matchIndex: 2, homeScore: 1 }),
      id,
      lastUpdated: created.json.result.updated,
    });
    expect(update.json.result.id).toBe(id);
    const saved = await scorer.put(`/api/Scores/${gameId}`, {
      address: 'The Crown',
      lastUpdated: before.updated,
      matches: [{ homePlayers: [], awayPlayers: [] }, { homePlayers: [], awayPlayers: [] }, singles({ id })],
    });
    expect(saved.json).toMatchObject({ success: true });
    expect(saved.json.result.matches[2].sayg).toMatchObject({ id, homeScore: 1 });

    // A card saved from another screen that never learnt of the record keeps it too.
    const other = await scorer.put(`/api/Scores/${gameId}`, {
      address: 'The Crown',
      lastUpdated: saved.json.result.updated,
      matches: [{ homePlayers: [], awayPlayers: [] }, { homePlayers: [], awayPlayers: [] }, singles()],
    });
    expect(other.json.result.matches[2].sayg).toMatchObject({ id });
  });

  it('answers a create resent with the same Idempotency-Key with the record it made, linked once, with no write token (issue #23)', async () => {
    const send = (extra: Record<string, unknown> = {}) =>
      scorer.request('POST', '/api/Sayg', firstThrow({ gameId, matchIndex: 1, ...extra }), {
        'Idempotency-Key': `match-session-${gameId}`,
      });
    const before = await saygCount();
    const first = await send();
    expect(first.json.success).toBe(true);
    expect(first.headers.get('x-sayg-write-token')).toBeNull();
    const again = await send();
    expect(again.json.result).toEqual(first.json.result);
    const later = await send({ homeScore: 1 });
    expect(later.json.result).toMatchObject({ id: first.json.result.id, homeScore: 1 });
    expect(await saygCount()).toBe(before + 1);
    const card = await view(scorer);
    expect(card.matches[1].sayg).toMatchObject({ id: first.json.result.id, homeScore: 1 });
    // Score card records keep their rules: another scorer with the right may write it, no token needed.
    const other = await server.signIn(['ManageScores', 'RecordScoresAsYouGo']);
    const changed = await other.post('/api/Sayg', {
      ...firstThrow({ gameId, matchIndex: 1, homeScore: 2 }),
      id: first.json.result.id,
      lastUpdated: later.json.result.updated,
    });
    expect(changed.json.success).toBe(true);
  });

  it("links a clerk's new record in their own submission, and their Save with the token they hold works", async () => {
    const shown = await view(homeClerk);
    const created = await homeClerk.post('/api/Sayg', firstThrow({ gameId, matchIndex: 0 }));
    expect(created.json.success).toBe(true);
    const id = created.json.result.id;

    const seen = await view(homeClerk);
    expect(seen.updated).toBe(shown.updated);
    expect(seen.matches[0].sayg.id).toBe(id);
    // The published card has nothing of it.
    const admin = await view(scorer);
    expect(admin.matches).toEqual([]);
    expect(admin.homeSubmission.matches[0].sayg.id).toBe(id);

    const saved = await homeClerk.put(`/api/Scores/${gameId}`, {
      address: 'The Crown',
      lastUpdated: shown.updated,
      matches: [singles({ id })],
    });
    expect(saved.json).toMatchObject({ success: true, messages: ['Submission updated', 'Scores updated'] });
    expect(saved.json.result.matches[0].sayg.id).toBe(id);
  });

  it.each([
    ['signed out', () => server.anonymous, 401, 'Not logged in'],
    ['without RecordScoresAsYouGo', () => noSayg, 403, scoreMessages.notPermitted],
    ["a clerk of a team that isn't playing", () => strangerClerk, 403, scoreMessages.notPermitted],
  ])('refuses a caller %s, storing nothing', async (_name, who, status, message) => {
    const before = { game: await view(scorer), records: await saygCount() };
    const response = await who().post('/api/Sayg', firstThrow({ gameId, matchIndex: 0 }));
    expect(response.status).toBe(status);
    expect(response.json.success).toBe(false);
    expect([...response.json.errors, ...response.json.warnings]).toContain(message);
    expect(await view(scorer)).toEqual(before.game);
    expect(await saygCount()).toBe(before.records);
  });

  it('refuses a clerk once the result is published, an unknown fixture, and half a link, storing nothing', async () => {
    const records = await saygCount();
    await scorer.put(`/api/Scores/${gameId}`, { address: 'x', lastUpdated: seededStamp, matches: [singles()] });
    const published = await homeClerk.post('/api/Sayg', firstThrow({ gameId, matchIndex: 1 }));
    expect(published.json).toMatchObject({ success: false, errors: [scoreMessages.published] });
    const unknown = await scorer.post('/api/Sayg', firstThrow({ gameId: unknownId, matchIndex: 1 }));
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ success: false, errors: [scoreMessages.notFound] });
    const half = await scorer.post('/api/Sayg', firstThrow({ gameId }));
    expect(half.status).toBe(400);
    const outOfRange = await scorer.post('/api/Sayg', firstThrow({ gameId, matchIndex: 8 }));
    expect(outOfRange.status).toBe(400);
    expect(await saygCount()).toBe(records);
  });
});
