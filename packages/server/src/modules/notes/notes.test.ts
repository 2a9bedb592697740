import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureDateNoteDto } from '@darts/contract';
import { startTestServer, testDatabases, type TestClient, type TestServer } from '../../../test/harness.js';
import { addDivision, addSeason } from '../../../test/fixture-seed.js';
import { createResponseCache } from '../../shared/response-cache.js';
import { deleteNote, saveNote } from './notes.service.js';

const unknownId = '0f0e0d0c-0b0a-4908-8706-050403020100';
const auditTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{7}Z$/;
const envelopeOf = (parts: { errors?: string[]; warnings?: string[] }) => ({
  success: false,
  errors: parts.errors ?? [],
  warnings: parts.warnings ?? [],
  messages: [],
  trace: [],
});

/** Fixture-date notes. */
describe.each(testDatabases)('notes on %s', (kind) => {
  let server: TestServer;
  let editor: TestClient;
  let season: string;
  let otherSeason: string;
  let divisionA: string;
  let divisionB: string;
  let outside: string;
  let gone: string;

  const note = (overrides: Record<string, unknown> = {}) => ({
    date: '2026-12-05',
    note: 'Bring your own darts',
    seasonId: season,
    divisionId: divisionA,
    ...overrides,
  });
  const countNotes = async () =>
    Number(
      (
        await server.handle.db
          .selectFrom('note')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await editor.post('/api/Note', note(overrides));
    expect(response.json, JSON.stringify(response.json)).toMatchObject({ success: true });
    return response.json.result;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    const db = server.handle.db;
    divisionA = await addDivision(db, 'Division A');
    divisionB = await addDivision(db, 'Division B');
    outside = await addDivision(db, 'Elsewhere');
    gone = await addDivision(db, 'Gone', { deleted: true });
    season = await addSeason(db, {
      name: '2026/27',
      startDate: '2026-09-01',
      endDate: '2027-05-31',
      divisionIds: [divisionA, divisionB, gone],
    });
    otherSeason = await addSeason(db, {
      name: '2025/26',
      startDate: '2025-09-01',
      endDate: '2026-05-31',
      divisionIds: [divisionA],
    });
    editor = await server.signIn(['ManageNotes'], { name: 'Note Keeper' });
  });
  afterAll(() => server.close());

  describe('permissions', () => {
    it('lets ManageGames add a note (spec 1 §6) but not edit or delete one', async () => {
      const games = await server.signIn(['ManageGames'], { name: 'Fixture Secretary' });
      const added = await games.post('/api/Note', note({ note: 'Added by the fixture secretary' }));
      expect(added.status).toBe(200);
      expect(added.json).toMatchObject({
        success: true,
        result: { note: 'Added by the fixture secretary', editor: 'Fixture Secretary' },
      });
      const id = added.json.result.id as string;
      const edit = note({ lastUpdated: added.json.result.updated, note: 'changed' });
      for (const response of [await games.put(`/api/Note/${id}`, edit), await games.delete(`/api/Note/${id}`)]) {
        expect(response.status).toBe(403);
        expect(response.json).toEqual(envelopeOf({ warnings: ['Not permitted'] }));
      }
      const listed = (await server.anonymous.get(`/api/Note/${season}`)).json.find((n: { id: string }) => n.id === id);
      expect(listed).toEqual(added.json.result);
    });

    it('refuses every write when signed out (401) or without ManageNotes or ManageGames (403), writing nothing', async () => {
      const existing = await create();
      const before = await countNotes();
      const other = await server.signIn(['ManageScores', 'ManageDivisions', 'ManageSeasons']);
      const edit = note({ lastUpdated: existing.updated, note: 'changed' });
      for (const [client, status, warning] of [
        [server.anonymous, 401, 'Not logged in'],
        [other, 403, 'Not permitted'],
      ] as const) {
        for (const response of [
          await client.post('/api/Note', note()),
          await client.put(`/api/Note/${existing.id}`, edit),
          await client.delete(`/api/Note/${existing.id}`),
        ]) {
          expect(response.status).toBe(status);
          expect(response.json).toEqual(envelopeOf({ warnings: [warning] }));
        }
      }
      expect(await countNotes()).toBe(before);
      const listed = (await server.anonymous.get(`/api/Note/${season}`)).json.find(
        (n: { id: string }) => n.id === existing.id,
      );
      expect(listed).toEqual(existing);
    });
  });

  describe('creating and listing', () => {
    it('creates a note, trimmed, with the date as a calendar date, and lists it for anyone', async () => {
      const response = await editor.post(
        '/api/Note',
        note({ date: '2026-12-12T00:00:00', note: '  **Cup night**  ', id: unknownId }),
      );
      expect(response.json).toMatchObject({ success: true, messages: ['Note updated'], errors: [], warnings: [] });
      const created = response.json.result;
      expect(fixtureDateNoteDto.parse(created)).toBeTruthy();
      expect(created).toMatchObject({
        date: '2026-12-12T00:00:00',
        note: '**Cup night**',
        seasonId: season,
        divisionId: divisionA,
        author: 'Note Keeper',
      });
      expect(created.id).not.toBe(unknownId);
      expect(created.updated).toMatch(auditTime);
      const listed = (await server.anonymous.get(`/api/Note/${season.toUpperCase()}/`)).json;
      expect(listed).toContainEqual(created);
      expect((await server.anonymous.get(`/api/Note/${otherSeason}`)).json).toEqual([]);
    });

    it('leaves divisionId out of a note for every division', async () => {
      const created = await create({ divisionId: null });
      expect(created).not.toHaveProperty('divisionId');
      const again = await create({ divisionId: '00000000-0000-0000-0000-000000000000' });
      expect(again).not.toHaveProperty('divisionId');
    });

    it('stores markdown as given: links of any protocol and SQL-looking text are not refused', async () => {
      const text = "[click](javascript:alert(1)) [mail](mailto:a@b.org) Robert'); DROP TABLE note;--";
      const created = await create({ note: text });
      expect(created.note).toBe(text);
      expect((await server.anonymous.get(`/api/Note/${season}`)).json.map((n: { note: string }) => n.note)).toContain(
        text,
      );
    });

    it('answers an unknown season with an empty list and a malformed one with a 400', async () => {
      expect((await server.anonymous.get(`/api/Note/${unknownId}`)).json).toEqual([]);
      const response = await server.anonymous.get('/api/Note/not-a-season');
      expect(response.status).toBe(400);
      expect(response.json.errors).toEqual({ seasonId: ["The value 'not-a-season' is not valid."] });
    });
  });

  describe('validation (nothing written)', () => {
    const refusal = async (overrides: Record<string, unknown>, errors: string[]) => {
      const before = await countNotes();
      const response = await editor.post('/api/Note', note(overrides));
      expect(response.status).toBe(200);
      expect(response.json).toEqual(envelopeOf({ errors }));
      expect(await countNotes()).toBe(before);
    };

    it('needs some text and a date', async () => {
      await refusal({ note: '' }, ['You must enter a note']);
      await refusal({ note: ' \n\t ' }, ['You must enter a note']);
      await refusal({ date: null }, ['You must enter a date']);
      await refusal({ date: '' }, ['You must enter a date']);
    });

    it('needs a date within the season', async () => {
      await refusal({ date: '2026-08-31' }, ['The date must be between 1 Sep 2026 and 31 May 2027']);
      await refusal({ date: '2027-06-01' }, ['The date must be between 1 Sep 2026 and 31 May 2027']);
      await create({ date: '2026-09-01' });
      await create({ date: '2027-05-31' });
    });

    it('needs a known season and, when given, a known division of that season', async () => {
      await refusal({ seasonId: null }, ['SeasonId must be provided']);
      await refusal({ seasonId: unknownId }, ['Unable to add or update note, season not found']);
      await refusal({ divisionId: unknownId }, ['Unable to add or update note, division not found']);
      await refusal({ divisionId: gone }, ['Unable to add or update note, division not found']);
      await refusal({ divisionId: outside }, ['Division Elsewhere is not part of season 2026/27']);
    });

    it('answers malformed or oversized input with a 400 problem', async () => {
      const before = await countNotes();
      const missing = await editor.post('/api/Note', { ...note(), note: undefined });
      expect(missing.status).toBe(400);
      expect(missing.json.errors).toEqual({ Note: ['The Note field is required.'] });
      const long = await editor.post('/api/Note', note({ note: 'x'.repeat(2001) }));
      expect(long.status).toBe(400);
      expect(long.json.errors).toEqual({ Note: ['The note must be 2000 characters or fewer.'] });
      expect((await editor.post('/api/Note', note({ date: '2026-13-01' }))).json.errors).toEqual({
        Date: ["The value '2026-13-01' is not a valid date."],
      });
      expect((await editor.post('/api/Note', note({ divisionId: 'nope' }))).status).toBe(400);
      expect((await editor.put('/api/Note/nope', note())).json.errors).toEqual({
        id: ["The value 'nope' is not valid."],
      });
      expect((await editor.delete('/api/Note/nope')).status).toBe(400);
      expect(await countNotes()).toBe(before);
      await create({ note: 'x'.repeat(2000) });
    });
  });

  describe('editing', () => {
    it('applies an edit with the current token and returns the new one', async () => {
      const existing = await create();
      const response = await editor.put(
        `/api/Note/${existing.id}`,
        note({ note: 'Moved', date: '2027-01-09', divisionId: null, lastUpdated: existing.updated }),
      );
      expect(response.json).toMatchObject({
        success: true,
        messages: ['Note updated'],
        result: { id: existing.id, note: 'Moved', date: '2027-01-09T00:00:00', created: existing.created },
      });
      expect(response.json.result).not.toHaveProperty('divisionId');
      expect(response.json.result.updated).not.toBe(existing.updated);
    });

    it('refuses a missing or stale token with 409, writing nothing', async () => {
      const existing = await create();
      const missing = await editor.put(`/api/Note/${existing.id}`, note({ note: 'changed' }));
      expect(missing.status).toBe(409);
      expect(missing.json).toEqual(
        envelopeOf({ warnings: ['Unable to update FixtureDateNote, data integrity token is missing'] }),
      );
      const stale = await editor.put(
        `/api/Note/${existing.id}`,
        note({ note: 'changed', lastUpdated: '2026-01-01T00:00:00.0000000Z' }),
      );
      expect(stale.status).toBe(409);
      expect(stale.json.warnings).toEqual([
        'Unable to update FixtureDateNote, Note Keeper updated it before you at 21 Nov 2026 12:00:00',
      ]);
      const stored = (await server.anonymous.get(`/api/Note/${season}`)).json.find(
        (n: { id: string }) => n.id === existing.id,
      );
      expect(stored).toEqual(existing);
    });

    it('lets only one of two edits made from the same token through', async () => {
      const existing = await create();
      const edits = await Promise.all(
        ['one', 'two'].map((text) =>
          editor.put(`/api/Note/${existing.id}`, note({ note: text, lastUpdated: existing.updated })),
        ),
      );
      expect(edits.map((e) => e.status).sort()).toEqual([200, 409]);
    });

    it('creates a new note, with its own id, when the id is unknown', async () => {
      const response = await editor.put(`/api/Note/${unknownId}`, note({ note: 'New by PUT' }));
      expect(response.json).toMatchObject({ success: true, result: { note: 'New by PUT' } });
      expect(response.json.result.id).not.toBe(unknownId);
    });

    it('refuses to edit a deleted note', async () => {
      const existing = await create();
      const deleted = (await editor.delete(`/api/Note/${existing.id}`)).json.result;
      const response = await editor.put(`/api/Note/${existing.id}`, note({ lastUpdated: deleted.updated }));
      expect(response.status).toBe(400);
      expect(response.json.errors).toEqual(['Cannot update a FixtureDateNote that has already been deleted']);
    });
  });

  describe('deleting', () => {
    it('soft-deletes: gone from the list, kept in the table with who deleted it', async () => {
      const existing = await create();
      const response = await editor.delete(`/api/Note/${existing.id}`);
      expect(response.json).toMatchObject({
        success: true,
        messages: ['FixtureDateNote deleted'],
        result: { id: existing.id, remover: 'Note Keeper' },
      });
      expect(response.json.result.deleted).toMatch(auditTime);
      expect((await server.anonymous.get(`/api/Note/${season}`)).json.map((n: { id: string }) => n.id)).not.toContain(
        existing.id,
      );
      const row = await server.handle.db
        .selectFrom('note')
        .select(['deleted', 'remover'])
        .where('id', '=', existing.id)
        .executeTakeFirst();
      expect(row).toEqual({ deleted: response.json.result.deleted, remover: 'Note Keeper' });
    });

    it('answers unknown and already deleted notes with a warning', async () => {
      expect((await editor.delete(`/api/Note/${unknownId}`)).json).toEqual(
        envelopeOf({ warnings: ['FixtureDateNote not found'] }),
      );
      const existing = await create();
      await editor.delete(`/api/Note/${existing.id}`);
      expect((await editor.delete(`/api/Note/${existing.id}`)).json.warnings).toEqual([
        'FixtureDateNote has already been deleted',
      ]);
    });
  });

  describe('cache eviction (contract §1.12)', () => {
    // The app's cache is created inside buildApp and not reachable from a test, so these call the
    // service with a real cache over the same database.
    const tagged = () => {
      const cache = createResponseCache();
      cache.set('A', 1, { divisionIds: [divisionA] });
      cache.set('B', 2, { divisionIds: [divisionB] });
      cache.set('season', 3, { seasonIds: [season] });
      cache.set('other season', 4, { seasonIds: [otherSeason] });
      return cache;
    };
    const deps = (cache: ReturnType<typeof createResponseCache>) => ({
      db: server.handle.db,
      clock: server.clock,
      cache,
    });
    const edit = (overrides: Record<string, unknown> = {}) =>
      ({
        date: '2026-12-05T00:00:00',
        note: 'x',
        seasonId: season,
        divisionId: divisionA,
        lastUpdated: null,
        ...overrides,
      }) as never;

    it("evicts a division note's division and season, nothing else, and nothing on a refusal", async () => {
      const cache = tagged();
      await saveNote(deps(cache), null, edit({ note: '' }), 'x');
      expect(cache.size()).toBe(4);
      const saved = await saveNote(deps(cache), null, edit(), 'x');
      expect([cache.get('A'), cache.get('B'), cache.get('season'), cache.get('other season')]).toEqual([
        undefined,
        2,
        undefined,
        4,
      ]);
      const again = tagged();
      await deleteNote(deps(again), saved.result!.id, 'x');
      expect([again.get('A'), again.get('B')]).toEqual([undefined, 2]);
    });

    it('evicts every division of the season for a note on all divisions', async () => {
      const cache = tagged();
      await saveNote(deps(cache), null, edit({ divisionId: null }), 'x');
      expect([cache.get('A'), cache.get('B'), cache.get('other season')]).toEqual([undefined, undefined, 4]);
    });
  });
});
