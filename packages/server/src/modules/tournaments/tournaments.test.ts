import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tournamentLimits, tournamentTexts } from '@darts/contract';
import { matchTexts, sideTexts } from '@darts/domain';
import { startTestServer, testDatabases, type TestClient, type TestServer } from '../../../test/harness.js';
import { addDivision, addSeason, rowCount, seedTwoTeams, type TwoTeams } from '../../../test/fixture-seed.js';
import { createTournament, knockoutBody, type KnockoutBody } from '../../../test/tournament-seed.js';

const unknownId = '0f0e0d0c-0b0a-4908-8706-050403020100';

describe.each(testDatabases)('tournaments on %s', (kind) => {
  let server: TestServer;
  let organiser: TestClient;
  let resultEnterer: TestClient;
  let photographer: TestClient;
  let nobody: TestClient;
  let seed: TwoTeams;
  let otherDivision: string;
  let body: KnockoutBody;

  beforeAll(async () => {
    server = await startTestServer(kind);
    seed = await seedTwoTeams(server.handle.db);
    otherDivision = await addDivision(server.handle.db, 'Division B');
    organiser = await server.signIn(['ManageTournaments'], { name: 'Olive Organiser' });
    resultEnterer = await server.signIn(['EnterTournamentResults'], { name: 'Rex Results' });
    photographer = await server.signIn(['UploadPhotos'], { name: 'Pia Photos' });
    nobody = await server.signIn(['ManageGames'], { name: 'Ned Nobody' });
  });
  afterAll(() => server.close());

  beforeEach(() => {
    server.clock.advance(60_000);
    body = knockoutBody({ seasonId: seed.season, divisionId: seed.division });
  });

  const stored = async (id: string) => (await server.anonymous.get(`/api/Tournament/${id}`)).json;

  describe('GET', () => {
    it('answers an unknown tournament with 204 and a malformed id with a validation problem', async () => {
      expect((await server.anonymous.get(`/api/Tournament/${unknownId}`)).status).toBe(204);
      const bad = await server.anonymous.get('/api/Tournament/not-an-id');
      expect(bad.status).toBe(400);
      expect(bad.json).toMatchObject({ status: 400, errors: { id: ["The value 'not-an-id' is not valid."] } });
    });

    it('shows a tournament to anyone with every property, dates as YYYY-MM-DDT00:00:00', async () => {
      const created = await createTournament(organiser, body);
      const read = await server.anonymous.get(`/api/Tournament/${created.id}`);
      expect(read.status).toBe(200);
      expect(read.json).toEqual(created);
      expect(read.json).toMatchObject({
        date: '2026-11-21T00:00:00',
        seasonId: seed.season,
        divisionId: seed.division,
        address: 'The Crown',
        type: 'Singles',
        bestOf: 3,
        singleRound: false,
        accoladesCount: false,
        excludeFromReports: false,
        oneEighties: [],
        over100Checkouts: [],
        photos: [],
        author: 'Olive Organiser',
        editor: 'Olive Organiser',
      });
      expect(read.json.updated).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+Z$/);
    });

    it('lists the tournaments that are not deleted', async () => {
      const kept = await createTournament(organiser, body);
      const gone = await createTournament(organiser, knockoutBody({ seasonId: seed.season }));
      await organiser.delete(`/api/Tournament/${gone.id}`);
      const list = (await server.anonymous.get('/api/Tournament')).json as Array<{ id: string }>;
      expect(list.map((t) => t.id)).toContain(kept.id);
      expect(list.map((t) => t.id)).not.toContain(gone.id);
    });
  });

  describe('PUT create', () => {
    it('refuses anonymous callers (401) and callers without ManageTournaments (403), saving nothing', async () => {
      const before = await rowCount(server.handle.db, 'tournament');
      const anonymous = await server.anonymous.put('/api/Tournament', body);
      expect(anonymous.status).toBe(401);
      expect(anonymous.json).toMatchObject({ success: false, warnings: ['Not logged in'] });
      for (const who of [resultEnterer, photographer, nobody]) {
        const refused = await who.put('/api/Tournament', body);
        expect(refused.status).toBe(403);
        expect(refused.json).toMatchObject({ success: false, warnings: ['Not permitted'] });
      }
      expect(await rowCount(server.handle.db, 'tournament')).toBe(before);
    });

    it('creates with a fresh id, keeps the ids it was sent and gives ids to items without one', async () => {
      const [ann, bob] = body.sides;
      const sent = {
        ...body,
        id: unknownId,
        address: '  The Crown  ',
        notes: '  board 3 ',
        sides: [...body.sides, { name: 'Eve', players: [{ name: 'Eve' }] }],
        round: {
          ...body.round,
          id: null,
          // Legacy round sides without ids take the id of the side with the same players.
          sides: [
            { name: 'Ann', players: ann!.players },
            { name: 'Bob again', players: bob!.players },
            { name: 'Stranger', players: [{ id: randomUUID(), name: 'Stranger' }] },
          ],
        },
        oneEighties: [{ name: 'Ann', id: ann!.players[0]!.id }, { name: 'Bob' }],
      };
      const response = await organiser.put('/api/Tournament', sent);
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({
        success: true,
        messages: [tournamentTexts.created],
        warnings: [],
        errors: [],
      });
      const result = response.json.result;
      expect(result.id).not.toBe(unknownId);
      expect(result.address).toBe('The Crown');
      expect(result.notes).toBe('board 3');
      expect(result.sides.slice(0, 4).map((s: { id: string }) => s.id)).toEqual(body.sides.map((s) => s.id));
      const eve = result.sides[4];
      expect(eve.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(eve.players[0].id).toMatch(/^[0-9a-f-]{36}$/);
      expect(result.round.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(result.round.matches.map((m: { id: string }) => m.id)).toEqual(body.round.matches.map((m) => m.id));
      const [roundAnn, roundBob, stranger] = result.round.sides;
      expect(roundAnn.id).toBe(ann!.id);
      expect(roundBob.id).toBe(bob!.id);
      expect(body.sides.map((s) => s.id)).not.toContain(stranger.id);
      expect(result.round.nextRound.matches[0]).toEqual({ id: body.round.nextRound.matches[0]!.id });
      expect(result.oneEighties[0].id).toBe(ann!.players[0]!.id);
      expect(result.oneEighties[1].id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await stored(result.id)).toEqual(result);
    });

    it('creates a cross-divisional tournament without a division', async () => {
      const result = await createTournament(organiser, { ...body, divisionId: null });
      expect(result).not.toHaveProperty('divisionId');
    });

    it('makes a new tournament in a superleague division a single round', async () => {
      const superleague = await addDivision(server.handle.db, 'Superleague');
      await server.handle.db.updateTable('division').set({ superleague: 1 }).where('id', '=', superleague).execute();
      const season = await addSeason(server.handle.db, {
        name: 'Super 2026',
        startDate: '2026-09-01',
        endDate: '2027-05-31',
        divisionIds: [superleague],
      });
      const result = await createTournament(organiser, { ...body, seasonId: season, divisionId: superleague });
      expect(result.singleRound).toBe(true);
    });

    it.each([
      ['without a date', { date: null }, 400, { errors: [tournamentTexts.dateRequired] }],
      ['without a season', { seasonId: null }, 400, { errors: [tournamentTexts.seasonRequired] }],
      ['with a blank address', { address: '   ' }, 400, { errors: [tournamentTexts.addressRequired] }],
      ['with a forged season id', { seasonId: unknownId }, 200, { warnings: [tournamentTexts.seasonNotFound] }],
      ['with a forged division id', { divisionId: unknownId }, 400, { errors: [tournamentTexts.divisionNotFound] }],
    ])('refuses a tournament %s and saves nothing', async (_name, change, status, texts) => {
      const before = await rowCount(server.handle.db, 'tournament');
      const response = await organiser.put('/api/Tournament', { ...body, ...change });
      expect(response.status).toBe(status);
      expect(response.json).toMatchObject({ success: false, ...texts });
      expect(response.json).not.toHaveProperty('result');
      expect(await rowCount(server.handle.db, 'tournament')).toBe(before);
    });

    it("refuses a division that is not one of the season's", async () => {
      const response = await organiser.put('/api/Tournament', { ...body, divisionId: otherDivision });
      expect(response.status).toBe(400);
      expect(response.json.errors).toEqual([tournamentTexts.divisionNotInSeason('Division B', '2026/27')]);
    });

    it('refuses a season that has been deleted', async () => {
      const season = await addSeason(server.handle.db, {
        name: 'Old',
        startDate: '2020-09-01',
        endDate: '2021-05-31',
        divisionIds: [],
      });
      await server.handle.db
        .updateTable('season')
        .set({ deleted: '2026-01-01T00:00:00.0000000Z', remover: 'X' })
        .where('id', '=', season)
        .execute();
      const response = await organiser.put('/api/Tournament', { ...body, seasonId: season, divisionId: null });
      expect(response.json).toMatchObject({ success: false, warnings: [tournamentTexts.seasonNotFound] });
    });

    it('answers a malformed body with a validation problem and a huge one with a 413 envelope', async () => {
      const bad = await organiser.put('/api/Tournament', { ...body, address: undefined });
      expect(bad.status).toBe(400);
      expect(bad.json.errors).toEqual({ Address: ['The Address field is required.'] });
      const huge = await organiser.put('/api/Tournament', { ...body, padding: 'x'.repeat(tournamentLimits.bodyBytes) });
      expect(huge.status).toBe(413);
      expect(huge.json).toMatchObject({
        success: false,
        errors: [`The tournament is too large: at most ${tournamentLimits.bodyBytes / 1024} KB can be saved at once`],
      });
    });
  });

  describe('PUT update', () => {
    let created: any;
    beforeEach(async () => {
      created = await createTournament(organiser, body);
    });

    const edit = (changes: object) => ({ ...created, ...changes, lastUpdated: created.updated });

    it.each([
      ['ManageTournaments', () => organiser],
      ['EnterTournamentResults', () => resultEnterer],
      ['UploadPhotos', () => photographer],
    ])('lets a caller with %s update it and answers with the new token', async (_option, who) => {
      const response = await who().put('/api/Tournament', edit({ notes: 'Board 2' }));
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({ success: true, messages: [tournamentTexts.updated] });
      expect(response.json.result.notes).toBe('Board 2');
      expect(response.json.result.updated).not.toBe(created.updated);
      expect(response.json.result.created).toBe(created.created);
      expect(await stored(created.id)).toEqual(response.json.result);
    });

    it('refuses anonymous callers and callers without a tournament option, changing nothing', async () => {
      expect((await server.anonymous.put('/api/Tournament', edit({ notes: 'x' }))).status).toBe(401);
      expect((await nobody.put('/api/Tournament', edit({ notes: 'x' }))).status).toBe(403);
      expect(await stored(created.id)).toEqual(created);
    });

    it('refuses a stale or missing token with 409 and the contract warning', async () => {
      const first = await organiser.put('/api/Tournament', edit({ notes: 'First' }));
      expect(first.json.success).toBe(true);
      const stale = await resultEnterer.put('/api/Tournament', edit({ notes: 'Second' }));
      expect(stale.status).toBe(409);
      expect(stale.json.warnings).toEqual([
        expect.stringMatching(
          /^Unable to update TournamentGame, Olive Organiser updated it before you at \d{1,2} \w{3} \d{4} /,
        ),
      ]);
      const missing = await organiser.put('/api/Tournament', { ...created, notes: 'Third' });
      expect(missing.status).toBe(409);
      expect(missing.json.warnings).toEqual(['Unable to update TournamentGame, data integrity token is missing']);
      expect((await stored(created.id)).notes).toBe('First');
      expect((await stored(created.id)).updated).toBe(first.json.result.updated);
    });

    it('keeps the date and season when an update leaves them out', async () => {
      const response = await organiser.put('/api/Tournament', edit({ date: null, seasonId: null, notes: 'n' }));
      expect(response.json.result).toMatchObject({ date: '2026-11-21T00:00:00', seasonId: seed.season });
    });

    const sideWithoutName = (t: any) => ({ sides: [{ ...t.sides[0], name: ' ' }, ...t.sides.slice(1)] });
    const playerTwice = (t: any) => ({
      sides: [...t.sides, { id: randomUUID(), name: 'Copy', players: t.sides[0].players }],
    });
    const scored = (t: any, first: [number?, number?], final?: [number, number]) => ({
      round: {
        ...t.round,
        matches: [{ ...t.round.matches[0], scoreA: first[0], scoreB: first[1] }, t.round.matches[1]],
        nextRound: final
          ? { ...t.round.nextRound, matches: [{ ...t.round.nextRound.matches[0], scoreA: final[0], scoreB: final[1] }] }
          : t.round.nextRound,
      },
    });

    it.each([
      ['a side without a name', sideWithoutName, sideTexts.noName],
      ['a player in two sides', playerTwice, sideTexts.playerInTwoSides('Ann')],
      ['a score above the legs to win', (t: any) => scored(t, [3, 0]), matchTexts.scoreAboveLegs(1, 2)],
      ['both sides winning', (t: any) => scored(t, [2, 2]), matchTexts.bothSidesWinning(1)],
      ['a later round scored first', (t: any) => scored(t, [2, 0], [2, 1]), matchTexts.previousRoundsFirst],
    ])('refuses %s with 400 and the rule text, changing nothing', async (_name, change, text) => {
      const response = await organiser.put('/api/Tournament', edit(change(created)));
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ success: false });
      expect(response.json.errors).toContain(text);
      expect(await stored(created.id)).toEqual(created);
    });

    it('refuses to update a deleted tournament', async () => {
      await organiser.delete(`/api/Tournament/${created.id}`);
      const response = await organiser.put('/api/Tournament', edit({ notes: 'x' }));
      expect(response.status).toBe(400);
      expect(response.json.errors).toEqual([tournamentTexts.alreadyDeleted]);
    });

    it("evicts the anonymous read cache of the tournament's division and season", async () => {
      server.cache.set('division', 'cached', { divisionIds: [seed.division] });
      server.cache.set('season', 'cached', { seasonIds: [seed.season] });
      server.cache.set('other', 'cached', { divisionIds: [otherDivision] });
      await organiser.put('/api/Tournament', edit({ notes: 'x' }));
      expect(server.cache.get('division')).toBeUndefined();
      expect(server.cache.get('season')).toBeUndefined();
      expect(server.cache.get('other')).toBe('cached');
    });
  });

  describe('DELETE', () => {
    it('soft-deletes for ManageTournaments only', async () => {
      const created = await createTournament(organiser, body);
      expect((await server.anonymous.delete(`/api/Tournament/${created.id}`)).status).toBe(401);
      expect((await resultEnterer.delete(`/api/Tournament/${created.id}`)).status).toBe(403);
      expect(await stored(created.id)).toEqual(created);

      const response = await organiser.delete(`/api/Tournament/${created.id}`);
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({
        success: true,
        messages: [tournamentTexts.deleted],
        result: { id: created.id, remover: 'Olive Organiser' },
      });
      expect(response.json.result.deleted).toEqual(expect.any(String));
      // Still read by id, with `deleted` set; gone from the list.
      const read = await server.anonymous.get(`/api/Tournament/${created.id}`);
      expect(read.status).toBe(200);
      expect(read.json).toMatchObject({
        id: created.id,
        deleted: response.json.result.deleted,
        remover: 'Olive Organiser',
        address: created.address,
      });
      expect((await server.anonymous.get('/api/Tournament')).json.map((t: { id: string }) => t.id)).not.toContain(
        created.id,
      );
      const patch = await organiser.patch(`/api/Tournament/${created.id}`, { additional180: { name: 'Ann' } });
      expect(patch.json).toMatchObject({ success: false, errors: [tournamentTexts.alreadyDeleted] });
      const row = await server.handle.db
        .selectFrom('tournament')
        .select('deleted')
        .where('id', '=', created.id)
        .executeTakeFirst();
      expect(row?.deleted).toEqual(response.json.result.deleted);
    });

    it('says when there is nothing to delete', async () => {
      const unknown = await organiser.delete(`/api/Tournament/${unknownId}`);
      expect(unknown.json).toMatchObject({ success: false, warnings: [tournamentTexts.notFound] });
      const created = await createTournament(organiser, body);
      await organiser.delete(`/api/Tournament/${created.id}`);
      const again = await organiser.delete(`/api/Tournament/${created.id}`);
      expect(again.json).toMatchObject({ success: false, warnings: [tournamentTexts.alreadyDeleted] });
    });
  });
});
