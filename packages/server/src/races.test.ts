import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposalResultDto } from '@darts/contract';
import { doubleRoundRobinTemplate, formatAuditTime, type AccessOption } from '@darts/domain';
import {
  startTestServer,
  testDatabases,
  type TestClient,
  type TestResponse,
  type TestServer,
} from '../test/harness.js';
import {
  addDivision,
  addGame,
  addSeason,
  addTeam,
  rowCount,
  seedTwoTeams,
  teamPlayers,
  type SeededPlayer,
  type TwoTeams,
} from '../test/fixture-seed.js';
import { createTournament, knockoutBody } from '../test/tournament-seed.js';

/**
 * Races: many writers, each signed in as somebody else, send the same `lastUpdated` at
 * once over real HTTP. Exactly one wins; every other gets the contract's 409 (§1.11, §0.5) naming
 * the winner; the stored record is the winner's write, its audit fields say so, and no row is
 * duplicated or lost (the children a write makes or changes included). Then two clerks submit the
 * same card at the same instant, and two fixture wizards save the same season at once.
 */
const writerCount = 50;
const writerName = (index: number) => `Writer ${String(index + 1).padStart(2, '0')}`;
const access: AccessOption[] = [
  'ManageGames',
  'ManageScores',
  'RecordScoresAsYouGo',
  'ManageTournaments',
  'ManageTeams',
  'ManageNotes',
];

/** The 409 every loser gets: the envelope with one warning and nothing else. */
const conflictBody = (type: string, winner: string, updated: string) => ({
  success: false,
  errors: [],
  warnings: [`Unable to update ${type}, ${winner} updated it before you at ${formatAuditTime(new Date(updated))}`],
  messages: [],
  trace: [],
});

/** Exactly one 2xx, the rest the §1.11 conflict naming the winner; the winner's index and result. */
function oneWinner(responses: TestResponse[], type: string): { index: number; result: any } {
  const outcomes = responses.map((response) => `${response.status} ${response.text.slice(0, 200)}`);
  const winners = responses.flatMap((response, index) =>
    response.status >= 200 && response.status < 300 ? [index] : [],
  );
  expect(winners, outcomes.join('\n')).toHaveLength(1);
  const index = winners[0]!;
  const won = responses[index]!.json;
  expect(won).toMatchObject({ success: true, errors: [], warnings: [] });
  const refusal = conflictBody(type, writerName(index), won.result.updated);
  for (const [other, response] of responses.entries()) {
    if (other === index) continue;
    expect(response.status, outcomes[other]).toBe(409);
    expect(response.json).toEqual(refusal);
  }
  return { index, result: won.result };
}

/** The audit fields after the winner's write: made by the seeder or creator, last changed by the winner. */
function expectAudit(result: any, before: { created: string; author: string; updated: string }, winner: number) {
  expect(result).toMatchObject({ created: before.created, author: before.author, editor: writerName(winner) });
  expect(result.updated > before.updated).toBe(true);
}

describe.each(testDatabases)('races on %s', (kind) => {
  let server: TestServer;
  let seed: TwoTeams;
  /** Every writer is its own account with its own session. */
  let crowd: TestClient[];
  let first: TestClient;
  let day = 0;
  /** A fresh date in the season for each fixture, so no fixture rule ties two tests together. */
  const nextDate = () => {
    day += 1;
    return new Date(Date.UTC(2026, 8, 1) + day * 86_400_000).toISOString().slice(0, 10);
  };
  const newFixture = (home: { id: string; name: string } = { id: seed.homeId, name: 'Home' }) =>
    addGame(server.handle.db, {
      seasonId: seed.season,
      divisionId: seed.division,
      date: nextDate(),
      home,
      away: { id: seed.awayId, name: 'Away' },
    });
  const count = (table: Parameters<typeof rowCount>[1]) => rowCount(server.handle.db, table);

  beforeAll(async () => {
    server = await startTestServer(kind);
    seed = await seedTwoTeams(server.handle.db, { playersPerTeam: 6, extraEmails: ['clerk'], otherTeam: true });
    crowd = await Promise.all(
      Array.from({ length: writerCount }, (_, index) =>
        server.signIn(access, { name: writerName(index), email: `writer${index + 1}@example.org` }),
      ),
    );
    first = crowd[0]!;
  });
  afterAll(() => server.close());

  it('a fixture: one of 50 saves from one token is kept, whole', async () => {
    const id = await newFixture();
    const before = (await first.get(`/api/Game/${id}`)).json;
    const games = await count('game');
    const responses = await Promise.all(
      crowd.map((writer, index) =>
        writer.put('/api/Game', {
          id,
          lastUpdated: before.updated,
          address: `Venue ${index + 1}`,
          date: before.date,
          divisionId: seed.division,
          seasonId: seed.season,
          homeTeamId: seed.homeId,
          awayTeamId: seed.awayId,
          isKnockout: false,
          postponed: index % 2 === 0,
          accoladesCount: index % 3 !== 0,
        }),
      ),
    );
    const { index, result } = oneWinner(responses, 'Game');
    expect(result).toMatchObject({
      address: `Venue ${index + 1}`,
      postponed: index % 2 === 0,
      accoladesCount: index % 3 !== 0,
    });
    expectAudit(result, before, index);
    expect((await first.get(`/api/Game/${id}`)).json).toEqual(result);
    expect(await count('game')).toBe(games);
  });

  it('a score card: one of 50 admins’ cards is kept, with only its own sayg record', async () => {
    const id = await newFixture();
    const before = (await first.get(`/api/Game/${id}`)).json;
    const [games, saygs] = [await count('game'), await count('recordedScoreAsYouGo')];
    const { home, away } = seed;
    const responses = await Promise.all(
      crowd.map((writer, index) =>
        writer.put(`/api/Scores/${id}`, {
          lastUpdated: before.updated,
          address: before.address,
          date: before.date,
          matches: [
            {
              homePlayers: [home[index % 6]],
              awayPlayers: [away[(index + 1) % 6]],
              homeScore: 3,
              awayScore: index % 3,
              // Each writer's match is scored as they went: a sayg record made in the same transaction.
              sayg: {
                yourName: writerName(index),
                opponentName: 'Away',
                numberOfLegs: 5,
                homeScore: 3,
                awayScore: index % 3,
                legs: {},
              },
            },
            {
              homePlayers: [home[(index + 2) % 6]],
              awayPlayers: [away[(index + 3) % 6]],
              homeScore: index % 3,
              awayScore: 3,
            },
          ],
          oneEighties: Array.from({ length: (index % 4) + 1 }, () => home[index % 6]),
          over100Checkouts: [{ ...away[index % 6], score: 100 + index }],
          home: { manOfTheMatch: home[index % 6]!.id },
          away: { manOfTheMatch: away[(index + 1) % 6]!.id },
        }),
      ),
    );
    const { index, result } = oneWinner(responses, 'Game');
    expect(result).toMatchObject({
      matches: [
        {
          homePlayers: [{ id: home[index % 6]!.id }],
          awayPlayers: [{ id: away[(index + 1) % 6]!.id }],
          homeScore: 3,
          awayScore: index % 3,
        },
        { homePlayers: [{ id: home[(index + 2) % 6]!.id }], homeScore: index % 3, awayScore: 3 },
      ],
      over100Checkouts: [{ id: away[index % 6]!.id, score: 100 + index }],
      home: { manOfTheMatch: home[index % 6]!.id },
      away: { manOfTheMatch: away[(index + 1) % 6]!.id },
    });
    expect(result.oneEighties).toHaveLength((index % 4) + 1);
    expectAudit(result, before, index);
    expect((await first.get(`/api/Game/${id}`)).json).toEqual(result);
    expect(await count('game')).toBe(games);
    // The losers' records rolled back with their cards: one new record, the winner's, linked.
    expect(await count('recordedScoreAsYouGo')).toBe(saygs + 1);
    const linked = JSON.parse(
      (await server.handle.db.selectFrom('game').select('card').where('id', '=', id).executeTakeFirstOrThrow()).card,
    ).matches[0].saygId;
    expect((await first.get(`/api/Sayg/${linked}`)).json).toMatchObject({
      yourName: writerName(index),
      awayScore: index % 3,
    });
  });

  it('a tournament: one of 50 saves is kept, and its match records follow it', async () => {
    const created = await createTournament(first, knockoutBody({ seasonId: seed.season, divisionId: seed.division }));
    const matchId = created.round.matches[0].id;
    const added = await first.post(`/api/Tournament/${created.id}`, { matchId });
    expect(added.json).toMatchObject({ success: true });
    const before = (await first.get(`/api/Tournament/${created.id}`)).json;
    const saygId = before.round.matches[0].saygId;
    expect(saygId).toBeTruthy();
    const [tournaments, saygs] = [await count('tournament'), await count('recordedScoreAsYouGo')];
    // Never the 3 it was made with, so every winner changes the match's record.
    const legs = [5, 7, 9, 11];
    const responses = await Promise.all(
      crowd.map((writer, index) =>
        writer.put('/api/Tournament', {
          ...before,
          lastUpdated: before.updated,
          address: `Hall ${index + 1}`,
          notes: `Board ${index + 1}`,
          bestOf: legs[index % legs.length],
        }),
      ),
    );
    const { index, result } = oneWinner(responses, 'TournamentGame');
    expect(result).toMatchObject({
      address: `Hall ${index + 1}`,
      notes: `Board ${index + 1}`,
      bestOf: legs[index % legs.length],
    });
    expect(result.round.matches[0].saygId).toBe(saygId);
    expectAudit(result, before, index);
    expect((await first.get(`/api/Tournament/${created.id}`)).json).toEqual(result);
    expect([await count('tournament'), await count('recordedScoreAsYouGo')]).toEqual([tournaments, saygs]);
    // The match's record took the winner's number of legs, from the winner.
    expect((await first.get(`/api/Sayg/${saygId}`)).json).toMatchObject({
      numberOfLegs: legs[index % legs.length],
      editor: writerName(index),
    });
  });

  it('a tournament: 50 writes without a token (180s from every board) all apply', async () => {
    const created = await createTournament(first, knockoutBody({ seasonId: seed.season, divisionId: seed.division }));
    const responses = await Promise.all(
      crowd.map((writer, index) =>
        writer.patch(`/api/Tournament/${created.id}`, { additional180: { name: writerName(index) } }),
      ),
    );
    // Contract §1.11: a patch carries no token, so none is refused for coming second.
    expect(
      responses.map((response) => response.status).filter((status) => status !== 200),
      responses.map((response) => response.text.slice(0, 200)).join('\n'),
    ).toEqual([]);
    const stored = (await first.get(`/api/Tournament/${created.id}`)).json;
    expect(stored.oneEighties.map((player: { name: string }) => player.name).sort()).toEqual(
      crowd.map((_, index) => writerName(index)),
    );
    expect(stored.updated > created.updated).toBe(true);
  });

  it('a sayg record: one of 50 saves is kept, legs and all', async () => {
    const leg = (score: number) => ({
      startingScore: 501,
      home: { score, noOfDarts: 3, throws: [{ score, noOfDarts: 3 }] },
      away: { score: 0, noOfDarts: 0, throws: [] },
      playerSequence: [
        { value: 'home', text: 'Ann' },
        { value: 'away', text: 'Bob' },
      ],
      currentThrow: 'away',
    });
    const practice = {
      yourName: 'Ann',
      opponentName: 'Bob',
      numberOfLegs: 3,
      startingScore: 501,
      homeScore: 0,
      awayScore: 0,
      legs: { '0': leg(60) },
    };
    const created = await first.post('/api/Sayg', practice);
    const before = created.json.result;
    // Every writer holds the practice record's write token, as if on its device.
    const token = { 'X-Sayg-Write-Token': created.headers.get('x-sayg-write-token')! };
    const saygs = await count('recordedScoreAsYouGo');
    const responses = await Promise.all(
      crowd.map((writer, index) =>
        writer.request(
          'POST',
          '/api/Sayg',
          {
            ...practice,
            id: before.id,
            lastUpdated: before.updated,
            yourName: writerName(index),
            legs: { '0': leg(60), '1': leg(index + 1) },
          },
          token,
        ),
      ),
    );
    const { index, result } = oneWinner(responses, 'RecordedScoreAsYouGo');
    expect(result).toMatchObject({ yourName: writerName(index), legs: { '1': { home: { score: index + 1 } } } });
    expectAudit(result, before, index);
    expect((await first.get(`/api/Sayg/${before.id}`)).json).toEqual(result);
    expect(await count('recordedScoreAsYouGo')).toBe(saygs);
  });

  it('a team: one of 50 renames is kept, on the team and on every card it plays on', async () => {
    const other = { id: seed.otherId!, name: 'Other' };
    const fixtures = [await newFixture(other), await newFixture(other), await newFixture(other)];
    const before = (await first.get('/api/Team/Seasons')).json.find((team: { id: string }) => team.id === other.id);
    const [teams, registrations, players, games] = [
      await count('team'),
      await count('teamSeason'),
      await count('teamPlayer'),
      await count('game'),
    ];
    const responses = await Promise.all(
      crowd.map((writer, index) =>
        writer.put('/api/Team', {
          id: other.id,
          lastUpdated: before.updated,
          name: `Other ${index + 1}`,
          address: before.address,
        }),
      ),
    );
    const { index, result } = oneWinner(responses, 'Team');
    expect(result).toMatchObject({ name: `Other ${index + 1}`, address: before.address });
    expectAudit(result, before, index);
    const after = (await first.get('/api/Team/Seasons')).json.find((team: { id: string }) => team.id === other.id);
    expect(after).toEqual(result);
    expect(after.seasons).toEqual(before.seasons);
    expect([await count('team'), await count('teamSeason'), await count('teamPlayer'), await count('game')]).toEqual([
      teams,
      registrations,
      players,
      games,
    ]);
    for (const id of fixtures) {
      expect((await first.get(`/api/Game/${id}`)).json).toMatchObject({
        home: { name: `Other ${index + 1}` },
        editor: writerName(index),
      });
    }
  });

  it('a note: one of 50 edits is kept', async () => {
    const date = nextDate();
    const created = await first.post('/api/Note', {
      date,
      note: 'Bring a pen',
      seasonId: seed.season,
      divisionId: seed.division,
    });
    const before = created.json.result;
    const notes = await count('note');
    const responses = await Promise.all(
      crowd.map((writer, index) =>
        writer.put(`/api/Note/${before.id}`, {
          date,
          note: `Note from ${writerName(index)}`,
          seasonId: seed.season,
          divisionId: seed.division,
          lastUpdated: before.updated,
        }),
      ),
    );
    const { index, result } = oneWinner(responses, 'FixtureDateNote');
    expect(result).toMatchObject({ note: `Note from ${writerName(index)}` });
    expectAudit(result, before, index);
    const stored = (await first.get(`/api/Note/${seed.season}`)).json.filter(
      (note: { id: string }) => note.id === before.id,
    );
    expect(stored).toEqual([result]);
    expect(await count('note')).toBe(notes);
  });

  it('a new team: 50 creates of one name in a season make one team', async () => {
    const [teams, registrations] = [await count('team'), await count('teamSeason')];
    const responses = await Promise.all(
      crowd.map((writer, index) =>
        writer.put('/api/Team', {
          name: 'The Newcomers',
          address: `Street ${index + 1}`,
          seasonId: seed.season,
          newDivisionId: seed.division,
        }),
      ),
    );
    expect(responses.map((response) => response.status).filter((status) => status !== 200)).toEqual([]);
    const created = responses.filter((response) => response.json.success);
    expect(created, created.map((response) => response.json.result.address).join(', ')).toHaveLength(1);
    for (const response of responses.filter((r) => !r.json.success)) {
      expect(response.json.warnings).toEqual([`A team called 'The Newcomers' is already in the 2026/27 season`]);
    }
    expect([await count('team'), await count('teamSeason')]).toEqual([teams + 1, registrations + 1]);
  });

  it('a new player: 50 adds of one name to a team make one player', async () => {
    const players = await count('teamPlayer');
    const responses = await Promise.all(
      crowd.map((writer) =>
        writer.post(`/api/Player/${seed.division}/${seed.season}/${seed.awayId}`, { name: 'Late Arrival' }),
      ),
    );
    expect(
      responses.map((response) => response.status).filter((status) => status !== 200),
      responses.map((r) => r.text.slice(0, 200)).join('\n'),
    ).toEqual([]);
    expect(responses.every((response) => response.json.success)).toBe(true);
    expect(await count('teamPlayer')).toBe(players + 1);
  });

  describe('a card written by a score save and a rename at once', () => {
    let other: SeededPlayer[];
    beforeAll(async () => {
      other = await teamPlayers(server.handle.db, seed.otherId!);
    });
    /** A fixture Other v Away whose card names Other's first player, as the admin will score it. */
    const scoredFixture = () =>
      addGame(server.handle.db, {
        seasonId: seed.season,
        divisionId: seed.division,
        date: nextDate(),
        home: { id: seed.otherId!, name: 'Other' },
        away: { id: seed.awayId, name: 'Away' },
        card: {
          matches: [
            { id: randomUUID(), homePlayers: [other[0]!], awayPlayers: [seed.away[0]!], homeScore: 1, awayScore: 3 },
          ],
        },
      });
    const scores = (gameId: string, updated: string, round: number) =>
      crowd[1]!.put(`/api/Scores/${gameId}`, {
        lastUpdated: updated,
        address: 'Somewhere',
        matches: [
          { homePlayers: [other[0]], awayPlayers: [seed.away[0]], homeScore: 3, awayScore: round % 3 },
          { homePlayers: [other[1]], awayPlayers: [seed.away[1]], homeScore: 3, awayScore: 0 },
        ],
      });
    /** Whatever won, nothing answered 200 is missing from the stored card. */
    async function expectBoth(
      gameId: string,
      score: TestResponse,
      round: number,
      name: { home?: string; player?: string },
    ) {
      expect([200, 409], score.text.slice(0, 300)).toContain(score.status);
      const stored = (await first.get(`/api/Game/${gameId}`)).json;
      if (score.status === 200) {
        expect(stored.matches.map((m: { homeScore: number; awayScore: number }) => [m.homeScore, m.awayScore])).toEqual(
          [
            [3, round % 3],
            [3, 0],
          ],
        );
      }
      if (name.home) expect(stored.home.name).toBe(name.home);
      if (name.player) expect(stored.matches[0].homePlayers[0].name).toBe(name.player);
    }

    it('a team rename keeps the score card saved at the same time', async () => {
      for (let round = 0; round < 10; round += 1) {
        const gameId = await scoredFixture();
        const { updated } = (await first.get(`/api/Game/${gameId}`)).json;
        const team = (await first.get('/api/Team/Seasons')).json.find((t: { id: string }) => t.id === seed.otherId);
        const [score, rename] = await Promise.all([
          scores(gameId, updated, round),
          crowd[2]!.put('/api/Team', {
            id: team.id,
            lastUpdated: team.updated,
            name: `Others ${round}`,
            address: team.address,
          }),
        ]);
        expect(rename.json, rename.text.slice(0, 300)).toMatchObject({ success: true });
        await expectBoth(gameId, score, round, { home: `Others ${round}` });
      }
    });

    it('a player rename keeps the score card saved at the same time', async () => {
      for (let round = 0; round < 10; round += 1) {
        const gameId = await scoredFixture();
        const { updated } = (await first.get(`/api/Game/${gameId}`)).json;
        const player = await server.handle.db
          .selectFrom('teamPlayer')
          .select('updated')
          .where('id', '=', other[0]!.id)
          .executeTakeFirstOrThrow();
        const [score, rename] = await Promise.all([
          scores(gameId, updated, round),
          crowd[2]!.patch(`/api/Player/${seed.season}/${seed.otherId}/${other[0]!.id}`, {
            name: `Player ${round}`,
            lastUpdated: player.updated,
          }),
        ]);
        expect(rename.json, rename.text.slice(0, 300)).toMatchObject({ success: true });
        await expectBoth(gameId, score, round, { player: `Player ${round}` });
      }
    });
  });

  describe('two clerks submitting at the same instant', () => {
    let homeClerk: TestClient;
    let awayClerk: TestClient;
    let admin: TestClient;
    beforeAll(async () => {
      homeClerk = await server.signIn(['InputResults'], { email: 'home.clerk@example.org', name: 'Home Clerk' });
      awayClerk = await server.signIn(['InputResults'], { email: 'away.clerk@example.org', name: 'Away Clerk' });
      admin = await server.signIn(['ManageScores']);
    });
    const card = (homeScore: number, awayScore: number) => ({
      address: 'Somewhere',
      matches: [{ homePlayers: [seed.home[0]], awayPlayers: [seed.away[0]], homeScore, awayScore }],
      oneEighties: [seed.home[1]],
      over100Checkouts: [],
    });

    it('keeps both submissions and publishes them when they agree', async () => {
      for (let round = 0; round < 10; round += 1) {
        const id = await newFixture();
        const { updated } = (await admin.get(`/api/Game/${id}`)).json;
        const [home, away] = await Promise.all([
          homeClerk.put(`/api/Scores/${id}`, {
            ...card(3, 1),
            lastUpdated: updated,
            home: { manOfTheMatch: seed.home[0]!.id },
          }),
          awayClerk.put(`/api/Scores/${id}`, {
            ...card(3, 1),
            lastUpdated: updated,
            away: { manOfTheMatch: seed.away[2]!.id },
          }),
        ]);
        expect([home.status, away.status], home.text + away.text).toEqual([200, 200]);
        // One of them arrived second and published; which one is the race's to decide.
        expect([home.json.messages[0], away.json.messages[0]].sort()).toEqual([
          'Submission published',
          'Submission updated',
        ]);
        const stored = (await admin.get(`/api/Game/${id}`)).json;
        expect(stored).toMatchObject({
          resultsPublished: true,
          matches: [{ homePlayers: [{ id: seed.home[0]!.id }], homeScore: 3, awayScore: 1 }],
          home: { manOfTheMatch: seed.home[0]!.id },
          away: { manOfTheMatch: seed.away[2]!.id },
          homeSubmission: {
            editor: 'Home Clerk',
            home: { manOfTheMatch: seed.home[0]!.id },
            matches: [{ homeScore: 3, awayScore: 1 }],
          },
          awaySubmission: {
            editor: 'Away Clerk',
            away: { manOfTheMatch: seed.away[2]!.id },
            matches: [{ homeScore: 3, awayScore: 1 }],
          },
        });
        expect(stored.oneEighties).toHaveLength(1);
      }
    });

    it('keeps both submissions apart when they differ, publishing nothing', async () => {
      for (let round = 0; round < 10; round += 1) {
        const id = await newFixture();
        const { updated } = (await admin.get(`/api/Game/${id}`)).json;
        const [home, away] = await Promise.all([
          homeClerk.put(`/api/Scores/${id}`, { ...card(3, 1), lastUpdated: updated }),
          awayClerk.put(`/api/Scores/${id}`, { ...card(1, 3), lastUpdated: updated }),
        ]);
        expect([home.json.messages[0], away.json.messages[0]]).toEqual(['Submission updated', 'Submission updated']);
        const stored = (await admin.get(`/api/Game/${id}`)).json;
        expect(stored).toMatchObject({
          resultsPublished: false,
          updated,
          homeSubmission: { editor: 'Home Clerk', matches: [{ homeScore: 3, awayScore: 1 }] },
          awaySubmission: { editor: 'Away Clerk', matches: [{ homeScore: 1, awayScore: 3 }] },
        });
        expect(stored.matches ?? []).toEqual([]);
        // Each clerk's next save goes with their own submission's token, the other's still stands.
        const again = await homeClerk.put(`/api/Scores/${id}`, {
          ...card(1, 3),
          lastUpdated: stored.homeSubmission.updated,
        });
        expect(again.json.messages[0]).toBe('Submission published');
      }
    });
  });

  describe('two fixture wizards saving one season at once', () => {
    let season: string;
    let division: string;
    let wizards: [TestClient, TestClient];
    const teams: Record<string, string> = {};

    beforeAll(async () => {
      const db = server.handle.db;
      division = await addDivision(db, 'Wizard Division');
      season = await addSeason(db, {
        name: 'Wizard season',
        startDate: '2027-09-06',
        endDate: '2028-05-31',
        divisionIds: [division],
      });
      for (const name of ['Wiz Anchor', 'Wiz Bell', 'Wiz Crown', 'Wiz Dragon', 'Wiz Eagle', 'Wiz Falcon']) {
        teams[name] = await addTeam(db, { name, seasons: [{ seasonId: season, divisionId: division }] });
      }
      wizards = [await server.signIn(['ManageGames']), await server.signIn(['ManageGames'])];
    });

    /** What a wizard saves: each proposal with an away team, `PUT /api/Game/` without an id. */
    async function proposals(wizard: TestClient, templateId: string, mappings: Record<string, string>) {
      const response = await wizard.post('/api/Template/Propose/', {
        seasonId: season,
        templateId,
        placeholderMappings: mappings,
      });
      expect(response.json, response.text.slice(0, 300)).toMatchObject({ success: true });
      const result = proposalResultDto.parse(response.json.result);
      return (result.divisions ?? []).flatMap((data) =>
        data.fixtures.flatMap((date) =>
          (date.fixtures ?? [])
            .filter((fixture) => fixture.proposal && fixture.awayTeam)
            .map((fixture) => ({
              address: '',
              date: date.date,
              divisionId: division,
              seasonId: season,
              homeTeamId: fixture.homeTeam.id,
              awayTeamId: fixture.awayTeam!.id,
              isKnockout: false,
              accoladesCount: true,
            })),
        ),
      );
    }

    /** The season's fixtures, and any team booked twice on a date or any pairing (same leg) made twice. */
    async function seasonFixtures() {
      const rows = await server.handle.db
        .selectFrom('game')
        .select(['date', 'homeTeamId', 'awayTeamId'])
        .where('seasonId', '=', season)
        .where('deleted', 'is', null)
        .execute();
      const seen = new Set<string>();
      const doubled: string[] = [];
      for (const row of rows) {
        for (const key of [
          `${row.date} ${row.homeTeamId}`,
          `${row.date} ${row.awayTeamId}`,
          `${row.homeTeamId} v ${row.awayTeamId}`,
        ]) {
          if (seen.has(key)) doubled.push(key);
          seen.add(key);
        }
      }
      return { rows, doubled };
    }

    /** Both wizards save their lists one fixture at a time (as the dialog does), at the same time. */
    const saveBoth = (lists: [object[], object[]]) =>
      Promise.all(
        wizards.map(async (wizard, which) => {
          const outcomes: TestResponse[] = [];
          for (const body of lists[which]!) outcomes.push(await wizard.put('/api/Game/', body));
          return outcomes;
        }),
      );

    it('saves each proposed fixture once: the other wizard’s save of it is refused', async () => {
      const template = await (
        await server.signIn(['ManageSeasonTemplates'])
      ).put('/api/Template', {
        name: 'Six teams',
        ...doubleRoundRobinTemplate({ teams: 6, divisions: 1 }),
      });
      expect(template.json).toMatchObject({ success: true });
      const codes = ['A', 'B', 'C', 'D', 'E', 'F'];
      const mappings = Object.fromEntries(codes.map((code, index) => [code, Object.values(teams)[index]!]));
      const lists: [object[], object[]] = [
        await proposals(wizards[0], template.json.result.id, mappings),
        await proposals(wizards[1], template.json.result.id, mappings),
      ];
      expect(lists[1]).toEqual(lists[0]);
      expect(lists[0].length).toBe(30);

      const outcomes = await saveBoth(lists);
      for (const response of outcomes.flat()) {
        expect(response.status, response.text.slice(0, 300)).toBe(200);
      }
      // Fixture by fixture, exactly one wizard saved it; the other was told the teams already play.
      for (let index = 0; index < lists[0].length; index += 1) {
        const pair = outcomes.map((list) => list[index]!.json);
        const said = pair.map((body) => (body.success ? 'saved' : [...body.errors, ...body.warnings].join(' ')));
        expect(
          pair.filter((body) => body.success),
          `fixture ${index}: ${said.join(' | ')}`,
        ).toHaveLength(1);
        const loser = pair.find((body) => !body.success)!;
        expect(loser.warnings.join(' ')).toMatch(/Already playing/);
      }
      const { rows, doubled } = await seasonFixtures();
      expect(doubled).toEqual([]);
      expect(rows).toHaveLength(30);
    });

    it('never double-books a team when the two wizards assign the teams differently', async () => {
      const template = await (
        await server.signIn(['ManageSeasonTemplates'])
      ).put('/api/Template', {
        name: 'Six teams again',
        ...doubleRoundRobinTemplate({ teams: 6, divisions: 1 }),
      });
      await server.handle.db.deleteFrom('game').where('seasonId', '=', season).execute();
      const ids = Object.values(teams);
      const codes = ['A', 'B', 'C', 'D', 'E', 'F'];
      const lists: [object[], object[]] = [
        await proposals(
          wizards[0],
          template.json.result.id,
          Object.fromEntries(codes.map((code, i) => [code, ids[i]!])),
        ),
        await proposals(
          wizards[1],
          template.json.result.id,
          Object.fromEntries(codes.map((code, i) => [code, ids[(i + 1) % 6]!])),
        ),
      ];
      const outcomes = (await saveBoth(lists)).flat();
      expect(outcomes.map((response) => response.status).filter((status) => status !== 200)).toEqual([]);
      const saved = outcomes.filter((response) => response.json.success).length;
      const { rows, doubled } = await seasonFixtures();
      expect(doubled).toEqual([]);
      expect(rows).toHaveLength(saved);
    });
  });
});
