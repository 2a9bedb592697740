import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { saygTexts, tournamentTexts } from '@darts/contract';
import { randomUUID } from 'node:crypto';
import { chainOf, drawBracket, hiCheckMessages, matchTexts, roundsOf } from '@darts/domain';
import { startTestServer, testDatabases, type TestClient, type TestServer } from '../../../test/harness.js';
import { seedTwoTeams, type TwoTeams } from '../../../test/fixture-seed.js';
import { aSide, createTournament, knockoutBody } from '../../../test/tournament-seed.js';

const unknownId = '0f0e0d0c-0b0a-4908-8706-050403020100';

/** A first leg of 501 won by Ann with a nine-darter, as a scorer's client sends it. */
const nineDarter = {
  startingScore: 501,
  home: {
    score: 501,
    noOfDarts: 9,
    throws: [
      { score: 180, noOfDarts: 3 },
      { score: 180, noOfDarts: 3 },
      { score: 141, noOfDarts: 3 },
    ],
  },
  away: {
    score: 120,
    noOfDarts: 6,
    throws: [
      { score: 60, noOfDarts: 3 },
      { score: 60, noOfDarts: 3 },
    ],
  },
  playerSequence: [
    { value: 'home', text: 'Ann' },
    { value: 'away', text: 'Bob' },
  ],
  currentThrow: 'away',
};

describe.each(testDatabases)('tournament patch, sayg and live on %s', (kind) => {
  let server: TestServer;
  let organiser: TestClient;
  let resultEnterer: TestClient;
  let resultsOnly: TestClient;
  let scorer: TestClient;
  let nobody: TestClient;
  let seed: TwoTeams;
  let tournament: any;

  beforeAll(async () => {
    server = await startTestServer(kind);
    seed = await seedTwoTeams(server.handle.db);
    organiser = await server.signIn(['ManageTournaments'], { name: 'Olive Organiser' });
    resultEnterer = await server.signIn(['EnterTournamentResults', 'RecordScoresAsYouGo'], { name: 'Rex Results' });
    resultsOnly = await server.signIn(['EnterTournamentResults'], { name: 'Rita Results' });
    scorer = await server.signIn(['RecordScoresAsYouGo'], { name: 'Sam Scorer' });
    nobody = await server.signIn(['ManageGames'], { name: 'Ned Nobody' });
  });
  afterAll(() => server.close());

  beforeEach(async () => {
    server.clock.advance(60_000);
    tournament = await createTournament(organiser, knockoutBody({ seasonId: seed.season, divisionId: seed.division }));
  });

  const stored = async () => (await server.anonymous.get(`/api/Tournament/${tournament.id}`)).json;
  const semi = (index: number) => tournament.round.matches[index];
  const sideIds = (match: any) => ({ sideA: match.sideA.id, sideB: match.sideB.id });
  const patch = (body: unknown, who: TestClient = resultEnterer) => who.patch(`/api/Tournament/${tournament.id}`, body);
  const addSayg = (body: object, who: TestClient = resultEnterer) => who.post(`/api/Tournament/${tournament.id}`, body);
  const sayg = async (id: string) => (await server.anonymous.get(`/api/Sayg/${id}`)).json;
  const livePoll = async () => (await server.anonymous.get(`/api/Live/Update/${tournament.id}/Tournament`)).json;

  describe('PATCH', () => {
    it('records a match score by its side ids, keeping the score it was not sent', async () => {
      const first = await patch({ round: { match: { ...sideIds(semi(0)), scoreA: 2 } } });
      expect(first.status).toBe(200);
      expect(first.json).toMatchObject({ success: true, messages: [tournamentTexts.matchUpdated] });
      const second = await patch({ round: { match: { ...sideIds(semi(0)), scoreB: 1 } } });
      expect(second.json.result.round.matches[0]).toMatchObject({ scoreA: 2, scoreB: 1 });
      expect(second.json.result.updated).not.toBe(first.json.result.updated);
      expect(second.json.result.editor).toBe('Rex Results');
      expect(await stored()).toEqual(second.json.result);
    });

    it('follows nextRound down the chain', async () => {
      await patch({ round: { match: { ...sideIds(semi(0)), scoreA: 2, scoreB: 0 } } });
      await patch({ round: { match: { ...sideIds(semi(1)), scoreA: 0, scoreB: 2 } } });
      // The server moved both winners into the final; a PATCH scores it.
      const final = (await stored()).round.nextRound.matches[0];
      const response = await patch({ round: { nextRound: { match: { ...sideIds(final), scoreA: 2, scoreB: 1 } } } });
      expect(response.json).toMatchObject({ success: true, messages: [tournamentTexts.matchUpdated] });
      expect(response.json.result.round.nextRound.matches[0]).toMatchObject({ scoreA: 2, scoreB: 1 });
    });

    it("moves a decided match's winner into the next round, and takes it out again when undecided", async () => {
      const [ann, bob, , dan] = tournament.sides;
      const finalOf = (result: any) => result.round.nextRound.matches[0];
      const decided = await patch({ round: { match: { ...sideIds(semi(0)), scoreA: 2, scoreB: 1 } } });
      expect(decided.json.success).toBe(true);
      expect(finalOf(decided.json.result).sideA).toEqual(ann);
      expect(finalOf(decided.json.result)).not.toHaveProperty('sideB');
      // Every reader gets the same bracket: the stored one, the anonymous read and the live state.
      expect(await stored()).toEqual(decided.json.result);
      expect((await livePoll()).result.data).toEqual(decided.json.result);

      const both = await patch({ round: { match: { ...sideIds(semi(1)), scoreA: 0, scoreB: 2 } } });
      expect(finalOf(both.json.result)).toMatchObject({ sideA: ann, sideB: dan });
      expect(finalOf(both.json.result).id).toBe(tournament.round.nextRound.matches[0].id);

      // A corrected semi-final (now 1-1) is undecided again: its slot in the final empties.
      const undecided = await patch({ round: { match: { ...sideIds(semi(0)), scoreA: 1 } } });
      expect(finalOf(undecided.json.result)).not.toHaveProperty('sideA');
      expect(finalOf(undecided.json.result).sideB).toEqual(dan);
      const reversed = await patch({ round: { match: { ...sideIds(semi(0)), scoreB: 2 } } });
      expect(finalOf(reversed.json.result)).toMatchObject({ sideA: bob, sideB: dan });
      expect(await stored()).toEqual(reversed.json.result);
    });

    it('takes a winner out of the next round when clearing a record resets its scores', async () => {
      await addSayg({ matchId: semi(0).id });
      const won = await patch({ round: { match: { ...sideIds(semi(0)), scoreA: 2, scoreB: 0 } } });
      expect(won.json.result.round.nextRound.matches[0].sideA).toEqual(tournament.sides[0]);
      const cleared = await resultEnterer.delete(`/api/Tournament/${tournament.id}/${semi(0).id}/true`);
      expect(cleared.json.success).toBe(true);
      expect(cleared.json.result.round.nextRound.matches[0]).not.toHaveProperty('sideA');
      expect(await stored()).toEqual(cleared.json.result);
    });

    it('appends a 180 and a hi-check', async () => {
      const response = await patch({
        additional180: { name: 'Ann', id: tournament.sides[0].players[0].id },
        additionalOver100Checkout: { name: 'Bob', score: 121 },
      });
      expect(response.json).toMatchObject({
        success: true,
        messages: [tournamentTexts.oneEightyAdded, tournamentTexts.hiCheckAdded],
      });
      expect(response.json.result.oneEighties).toEqual([{ id: tournament.sides[0].players[0].id, name: 'Ann' }]);
      expect(response.json.result.over100Checkouts).toEqual([{ id: expect.any(String), name: 'Bob', score: 121 }]);
    });

    it.each([
      ['an empty patch', () => ({}), 200, { warnings: [tournamentTexts.noTournamentData] }],
      ['a round with nothing in it', () => ({ round: {} }), 200, { warnings: [tournamentTexts.noRoundDetails] }],
      [
        'a match without scores',
        () => ({ round: { match: sideIds(semi(0)) } }),
        200,
        { warnings: [tournamentTexts.noMatchDetails] },
      ],
      [
        'an unknown match',
        () => ({ round: { match: { sideA: semi(0).sideA.id, sideB: semi(1).sideB.id, scoreA: 1 } } }),
        400,
        { errors: [tournamentTexts.matchNotFound] },
      ],
      [
        'a round past the last',
        () => ({ round: { nextRound: { nextRound: { match: { ...sideIds(semi(0)), scoreA: 1 } } } } }),
        400,
        { errors: [tournamentTexts.roundMissing] },
      ],
      [
        'a score above the legs to win',
        () => ({ round: { match: { ...sideIds(semi(0)), scoreA: 3 } } }),
        400,
        { errors: [matchTexts.scoreAboveLegs(1, 2)] },
      ],
      [
        'both sides winning',
        () => ({ round: { match: { ...sideIds(semi(0)), scoreA: 2, scoreB: 2 } } }),
        400,
        { errors: [matchTexts.bothSidesWinning(1)] },
      ],
      [
        'a hi-check no three darts can check out (the score card rule, issue #22)',
        () => ({ additionalOver100Checkout: { name: 'Bob', score: 169 } }),
        400,
        { errors: [hiCheckMessages.impossible(169)] },
      ],
      [
        'a hi-check under 100',
        () => ({ additionalOver100Checkout: { name: 'Bob', score: 99 } }),
        400,
        { errors: [hiCheckMessages.outOfRange(99)] },
      ],
    ])('refuses %s and saves nothing', async (_name, body, status, texts) => {
      const response = await patch(body());
      expect(response.status).toBe(status);
      expect(response.json).toMatchObject({ success: false, ...texts });
      expect(await stored()).toEqual(tournament);
    });

    it('takes a hi-check up to 170 in a PUT and refuses an impossible one (issue #22)', async () => {
      const bob = { id: tournament.sides[1].players[0].id, name: tournament.sides[1].players[0].name };
      const saved = await organiser.put('/api/Tournament', {
        ...tournament,
        over100Checkouts: [{ ...bob, score: 161 }],
        lastUpdated: tournament.updated,
      });
      expect(saved.json).toMatchObject({ success: true, result: { over100Checkouts: [{ ...bob, score: 161 }] } });
      const refused = await organiser.put('/api/Tournament', {
        ...saved.json.result,
        over100Checkouts: [{ ...bob, score: 168 }],
        lastUpdated: saved.json.result.updated,
      });
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ success: false, errors: [hiCheckMessages.impossible(168)] });
      expect((await stored()).over100Checkouts).toEqual([{ ...bob, score: 161 }]);
    });

    it('refuses a later round scored before the earlier one is decided', async () => {
      const now = await stored();
      const final = { ...now.round.nextRound.matches[0], sideA: now.sides[0], sideB: now.sides[3] };
      const put = await organiser.put('/api/Tournament', {
        ...now,
        round: { ...now.round, nextRound: { ...now.round.nextRound, matches: [final] } },
        lastUpdated: now.updated,
      });
      const before = await stored();
      const response = await patch({ round: { nextRound: { match: { ...sideIds(final), scoreA: 1 } } } });
      expect(put.json.success).toBe(true);
      expect(response.status).toBe(400);
      expect(response.json.errors).toEqual([matchTexts.previousRoundsFirst]);
      expect(await stored()).toEqual(before);
    });

    it('refuses anonymous callers, callers without a tournament option, unknown and malformed ids', async () => {
      const body = { round: { match: { ...sideIds(semi(0)), scoreA: 1 } } };
      expect((await patch(body, server.anonymous)).status).toBe(401);
      expect((await patch(body, nobody)).status).toBe(403);
      expect((await patch(body, scorer)).status).toBe(403);
      const unknown = await resultEnterer.patch(`/api/Tournament/${unknownId}`, body);
      expect(unknown.json).toMatchObject({ success: false, warnings: [tournamentTexts.notFound] });
      const malformed = await patch({ round: { match: { sideA: 'x', sideB: semi(0).sideB.id } } });
      expect(malformed.status).toBe(400);
      expect(malformed.json.errors).toHaveProperty(['Round.Match.SideA']);
      expect(await stored()).toEqual(tournament);
    });

    it('refuses to patch a deleted tournament', async () => {
      await organiser.delete(`/api/Tournament/${tournament.id}`);
      const response = await patch({ additional180: { name: 'Ann' } });
      expect(response.status).toBe(400);
      expect(response.json.errors).toEqual([tournamentTexts.alreadyDeleted]);
    });
  });

  describe('a drawn bracket', () => {
    /** Eight singles sides drawn by the domain, every round and match given an id as the web does. */
    function drawnBody() {
      const sides = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal'].map((name) => aSide(name));
      const rounds = roundsOf(drawBracket({ sides, bestOf: 3 })).map((round) => ({
        ...round,
        id: randomUUID(),
        sides: [],
        matches: round.matches.map((match) => ({ ...match, id: randomUUID() })),
      }));
      const round = chainOf(rounds);
      return { ...knockoutBody({ seasonId: seed.season, divisionId: seed.division }), sides, round };
    }

    it('round-trips on save and is scored and advanced straight after', async () => {
      const body = drawnBody();
      const created = await createTournament(organiser, body);
      const read = (await server.anonymous.get(`/api/Tournament/${created.id}`)).json;
      expect(read).toEqual(created);
      expect(roundsOf(read.round).map((r: any) => [r.name, r.matches.length])).toEqual([
        ['Quarter-Final', 4],
        ['Semi-Final', 2],
        ['Final', 1],
      ]);
      // As sent, every id kept (the server only adds the sides' absent noShow flags).
      expect(read.round).toMatchObject(JSON.parse(JSON.stringify(body.round)));

      const first = read.round.matches[0];
      const added = await resultEnterer.post(`/api/Tournament/${read.id}`, { matchId: first.id });
      expect(added.json).toMatchObject({ success: true, messages: [tournamentTexts.saygAdded] });
      const scored = await organiser.patch(`/api/Tournament/${read.id}`, {
        round: { match: { ...sideIds(first), scoreA: 2, scoreB: 0 } },
      });
      expect(scored.json.result.round.nextRound.matches[0].sideA).toEqual(first.sideA);
    });
  });

  describe('match sayg records', () => {
    it('creates a linked record named after the sides, with the legs of the tournament and 501', async () => {
      const response = await addSayg({ matchId: semi(0).id });
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({ success: true, messages: [tournamentTexts.saygAdded] });
      const saygId = response.json.result.round.matches[0].saygId;
      expect(saygId).toMatch(/^[0-9a-f-]{36}$/);
      expect(await stored()).toEqual(response.json.result);
      expect(await sayg(saygId)).toMatchObject({
        yourName: 'Ann',
        opponentName: 'Bob',
        tournamentMatchId: semi(0).id,
        numberOfLegs: 3,
        startingScore: 501,
        homeScore: 0,
        legs: {},
        author: 'Rex Results',
      });
    });

    it('takes the legs and starting score from the options sent', async () => {
      const response = await addSayg({ matchId: semi(1).id, matchOptions: { numberOfLegs: 7, startingScore: 301 } });
      const record = await sayg(response.json.result.round.matches[1].saygId);
      expect(record).toMatchObject({ yourName: 'Cat', opponentName: 'Dan', numberOfLegs: 7, startingScore: 301 });
    });

    it('says a match already has a record and changes nothing', async () => {
      const first = await addSayg({ matchId: semi(0).id });
      const again = await addSayg({ matchId: semi(0).id });
      expect(again.status).toBe(200);
      expect(again.json).toMatchObject({ success: true, warnings: [tournamentTexts.matchHasSayg], messages: [] });
      expect(again.json.result).toEqual(first.json.result);
      expect(await stored()).toEqual(first.json.result);
    });

    it.each([
      ['an unknown match', () => ({ matchId: unknownId }), tournamentTexts.matchNotFound],
      ['no match', () => ({}), tournamentTexts.matchNotFound],
      [
        'a match without both sides',
        () => ({ matchId: tournament.round.nextRound.matches[0].id }),
        tournamentTexts.matchSidesMissing,
      ],
    ])('refuses %s and saves nothing', async (_name, body, text) => {
      const before = await server.handle.db.selectFrom('recordedScoreAsYouGo').select('id').execute();
      const response = await addSayg(body());
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ success: false, errors: [text] });
      expect(await stored()).toEqual(tournament);
      expect(await server.handle.db.selectFrom('recordedScoreAsYouGo').select('id').execute()).toEqual(before);
    });

    it('refuses anonymous callers and callers without a tournament option', async () => {
      expect((await addSayg({ matchId: semi(0).id }, server.anonymous)).status).toBe(401);
      expect((await addSayg({ matchId: semi(0).id }, nobody)).status).toBe(403);
      expect((await addSayg({ matchId: semi(0).id }, scorer)).status).toBe(403);
      expect(await stored()).toEqual(tournament);
    });

    it('refuses a tournament editor without RecordScoresAsYouGo (spec 2 §6), creating no record', async () => {
      const before = await server.handle.db.selectFrom('recordedScoreAsYouGo').select('id').execute();
      for (const body of [{ matchId: semi(0).id }, {}]) {
        const refused = await addSayg(body, resultsOnly);
        expect(refused.status).toBe(403);
        expect(refused.json).toMatchObject({ success: false, errors: [saygTexts.tournamentNotPermitted] });
      }
      expect(await stored()).toEqual(tournament);
      expect(await server.handle.db.selectFrom('recordedScoreAsYouGo').select('id').execute()).toEqual(before);
    });

    it('lets a scorer with RecordScoresAsYouGo save throws to the record, and nobody else', async () => {
      const added = await addSayg({ matchId: semi(0).id });
      const record = await sayg(added.json.result.round.matches[0].saygId);
      const save = (who: TestClient) =>
        who.post('/api/Sayg', { ...record, homeScore: 1, legs: { '0': nineDarter }, lastUpdated: record.updated });
      const refused = await save(nobody);
      expect(refused.status).toBe(403);
      expect(refused.json.errors).toEqual([saygTexts.tournamentNotPermitted]);
      const saved = await save(scorer);
      expect(saved.json).toMatchObject({ success: true, result: { homeScore: 1, tournamentMatchId: semi(0).id } });
      expect((await sayg(record.id)).legs['0'].home.score).toBe(501);
      // The match score is the client's to enter: the sayg save leaves the tournament as it was.
      expect(await stored()).toEqual(added.json.result);
    });

    it("renames a match's record when a PUT renames its sides, and leaves a record already right alone", async () => {
      const added = (await addSayg({ matchId: semi(0).id })).json.result;
      const saygId = added.round.matches[0].saygId;
      const untouched = await sayg(saygId);
      const same = await organiser.put('/api/Tournament', { ...added, lastUpdated: added.updated });
      expect(same.json).toMatchObject({ success: true, warnings: [] });
      expect((await sayg(saygId)).updated).toBe(untouched.updated);

      const renamed = { ...added.round.matches[0].sideA, name: 'Annie' };
      const now = same.json.result;
      const response = await organiser.put('/api/Tournament', {
        ...now,
        bestOf: 5,
        round: { ...now.round, matches: [{ ...now.round.matches[0], sideA: renamed }, now.round.matches[1]] },
        lastUpdated: now.updated,
      });
      expect(response.json.success).toBe(true);
      expect(await sayg(saygId)).toMatchObject({ yourName: 'Annie', opponentName: 'Bob', numberOfLegs: 5 });
    });

    it('unlinks a record that is gone with the contract warning', async () => {
      const added = (await addSayg({ matchId: semi(0).id })).json.result;
      const saygId = added.round.matches[0].saygId;
      expect((await scorer.delete(`/api/Sayg/${saygId}`)).json.success).toBe(true);
      const response = await organiser.put('/api/Tournament', { ...added, lastUpdated: added.updated });
      expect(response.json).toMatchObject({
        success: true,
        warnings: [tournamentTexts.saygSessionMissing('Ann', 'Bob', saygId)],
      });
      expect(response.json.result.round.matches[0]).not.toHaveProperty('saygId');
      expect((await stored()).round.matches[0]).not.toHaveProperty('saygId');
    });

    it('deletes a match record and unlinks it, resetting the scores when asked', async () => {
      await patch({ round: { match: { ...sideIds(semi(0)), scoreA: 1, scoreB: 1 } } });
      await addSayg({ matchId: semi(0).id });
      await addSayg({ matchId: semi(1).id });
      const withSaygs = await stored();
      const [first, second] = withSaygs.round.matches;

      const kept = await resultEnterer.delete(`/api/Tournament/${tournament.id}/${first.id}/false`);
      expect(kept.json).toMatchObject({ success: true, messages: [tournamentTexts.saygDeleted] });
      expect(kept.json.result.round.matches[0]).toEqual({ ...first, saygId: undefined, scoreA: 1, scoreB: 1 });
      expect(kept.json.result.round.matches[0]).not.toHaveProperty('saygId');
      expect((await sayg(first.saygId)).deleted).toEqual(expect.any(String));

      const cleared = await resultEnterer.delete(`/api/Tournament/${tournament.id}/${second.id}/TRUE`);
      expect(cleared.json).toMatchObject({ success: true, messages: [tournamentTexts.saygDeletedScoresReset] });
      expect(cleared.json.result.round.matches[1]).toMatchObject({ scoreA: 0, scoreB: 0 });
      expect(cleared.json.result.round.matches[1]).not.toHaveProperty('saygId');
      expect(await stored()).toEqual(cleared.json.result);
    });

    it('says when a match has no record or is unknown, and checks who asks', async () => {
      const path = `/api/Tournament/${tournament.id}/${semi(0).id}/false`;
      const none = await resultEnterer.delete(path);
      expect(none.json).toMatchObject({ success: false, warnings: [tournamentTexts.matchHasNoSayg] });
      const unknown = await resultEnterer.delete(`/api/Tournament/${tournament.id}/${unknownId}/false`);
      expect(unknown.status).toBe(400);
      expect(unknown.json).toMatchObject({ success: false, errors: [tournamentTexts.matchNotFound] });
      expect((await resultEnterer.delete(`/api/Tournament/${tournament.id}/${semi(0).id}/maybe`)).status).toBe(400);
      expect((await server.anonymous.delete(path)).status).toBe(401);
      expect((await nobody.delete(path)).status).toBe(403);
      expect(await stored()).toEqual(tournament);
    });
  });

  describe('live', () => {
    it('publishes the stored tournament after a save, a patch, a sayg change and a delete', async () => {
      const created = await livePoll();
      expect(created).toMatchObject({ success: true, result: { data: tournament } });

      const patched = await patch({ round: { match: { ...sideIds(semi(0)), scoreA: 2 } } });
      expect((await livePoll()).result.data).toEqual(patched.json.result);

      const added = await addSayg({ matchId: semi(0).id });
      expect((await livePoll()).result.data).toEqual(added.json.result);

      const removed = await resultEnterer.delete(`/api/Tournament/${tournament.id}/${semi(0).id}/false`);
      expect((await livePoll()).result.data).toEqual(removed.json.result);

      const now = await stored();
      const saved = await organiser.put('/api/Tournament', { ...now, notes: 'Live', lastUpdated: now.updated });
      expect((await livePoll()).result.data).toEqual(saved.json.result);

      const deleted = await organiser.delete(`/api/Tournament/${tournament.id}`);
      expect((await livePoll()).result.data).toEqual(deleted.json.result);
    });

    it('names the venue and type for watchers and publishes nothing for a refused write', async () => {
      const watch = (await server.anonymous.get('/api/Live/Watch/')).json as Array<Record<string, any>>;
      expect(watch.find((entry) => entry.id === tournament.id)).toMatchObject({
        dataType: 'Tournament',
        relativeUrl: `/tournament/${tournament.id}`,
        userName: 'Olive Organiser',
        eventDetails: { venue: 'The Crown', type: 'Singles' },
      });
      await patch({ round: { match: { ...sideIds(semi(0)), scoreA: 9 } } });
      expect((await livePoll()).result.data).toEqual(tournament);
    });
  });
});
