import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyThrow, completeCheckout, createSayg, nextLeg, startLeg, updateLeg, type Outcome } from '@darts/domain';
import { startTestServer, testDatabases, type TestClient, type TestServer } from '../../../test/harness.js';

/** A leg of 101 as the reference client sends it: home won with 60 then 41 in two darts. */
const finishedLeg = {
  startingScore: 101,
  isLastLeg: false,
  home: {
    score: 101,
    noOfDarts: 5,
    throws: [
      { score: 60, noOfDarts: 3 },
      { score: 41, noOfDarts: 2 },
    ],
  },
  away: { score: 100, noOfDarts: 3, throws: [{ score: 100, noOfDarts: 3 }] },
  playerSequence: [
    { value: 'home', text: 'Ann' },
    { value: 'away', text: 'Bob' },
  ],
  currentThrow: 'away',
};
const legInPlay = {
  startingScore: 101,
  isLastLeg: true,
  home: { score: 45, noOfDarts: 3, throws: [{ score: 45, noOfDarts: 3 }] },
  away: { score: 0, noOfDarts: 0, throws: [] },
  playerSequence: [
    { value: 'away', text: 'Bob' },
    { value: 'home', text: 'Ann' },
  ],
  currentThrow: 'away',
};
/** What the server returns for those legs: as sent, less the client-only `isLastLeg`. */
const { isLastLeg: _a, ...finishedStored } = finishedLeg;
const { isLastLeg: _b, ...inPlayStored } = legInPlay;

const practice = (extra: Record<string, unknown> = {}) => ({
  yourName: '  Ann  ',
  opponentName: 'Bob',
  numberOfLegs: 3,
  startingScore: 101,
  homeScore: 1,
  awayScore: 0,
  legs: { '0': finishedLeg, '1': legInPlay },
  ...extra,
});

const unknownId = '0f0e0d0c-0b0a-4908-8706-050403020100';
const matchId = '5a5a5a5a-1b1b-4c4c-8d8d-9e9e9e9e9e9e';

describe.each(testDatabases)('sayg records on %s', (kind) => {
  let server: TestServer;
  let scorer: TestClient;
  const create = async (body: Record<string, unknown> = practice(), as: TestClient = server.anonymous) => {
    const response = await as.post('/api/Sayg', body);
    expect(response.json).toMatchObject({ success: true });
    return response.json.result;
  };
  const read = async (id: string) => (await server.anonymous.get(`/api/Sayg/${id}`)).json;
  const storedCount = async () =>
    Number(
      (
        await server.handle.db
          .selectFrom('recordedScoreAsYouGo')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    server = await startTestServer(kind);
    scorer = await server.signIn(['RecordScoresAsYouGo']);
  });
  afterAll(() => server.close());

  it('lets anyone create a record and update it with the returned token', async () => {
    const created = await server.anonymous.post('/api/Sayg', practice({ id: '' }));
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ success: true, messages: ['Sayg data updated'], errors: [], warnings: [] });
    const record = created.json.result;
    expect(record).toMatchObject({ yourName: 'Ann', opponentName: 'Bob', numberOfLegs: 3, homeScore: 1, awayScore: 0 });
    expect(record.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(record.updated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{7}Z$/);

    server.clock.advance(1000);
    const update = await server.anonymous.post('/api/Sayg', {
      ...practice({ homeScore: 2 }),
      id: record.id,
      lastUpdated: record.updated,
    });
    expect(update.json).toMatchObject({ success: true, messages: ['Sayg data updated'] });
    expect(update.json.result.id).toBe(record.id);
    expect(update.json.result.updated).not.toBe(record.updated);
    expect((await read(record.id)).homeScore).toBe(2);
  });

  it('publishes each stored record to watchers, but not a save sent while the scorer chose Paused (issue #23)', async () => {
    const record = await create();
    const poll = async () => (await server.anonymous.get(`/api/Live/Update/${record.id}/Sayg`)).json.result?.data;
    expect(await poll()).toMatchObject({ homeScore: 1 });
    server.clock.advance(1000);
    const paused = await server.anonymous.request(
      'POST',
      '/api/Sayg',
      { ...practice({ homeScore: 2 }), id: record.id, lastUpdated: record.updated },
      { 'X-Live-Updates': 'paused' },
    );
    expect(paused.json.success).toBe(true);
    expect((await read(record.id)).homeScore).toBe(2);
    // Stored, and no watcher got it: the last state is still the one before Paused.
    expect(await poll()).toMatchObject({ homeScore: 1 });
  });

  it('stores legs exactly, dropping client-only properties', async () => {
    const record = await create();
    const stored = await read(record.id);
    expect(stored.legs).toEqual({ '0': finishedStored, '1': inPlayStored });
    expect(Object.keys(stored.legs)).toEqual(['0', '1']);
    expect(JSON.stringify(stored)).not.toContain('isLastLeg');
    expect(record.legs).toEqual(stored.legs);
  });

  it('accepts and returns a match played through the scoring engine unchanged', async () => {
    const ok = <T>(outcome: Outcome<T>): T => {
      if (!outcome.ok) throw new Error(outcome.reason);
      return outcome.value;
    };
    let sayg = createSayg({ yourName: 'Ann', opponentName: 'Bob', numberOfLegs: 3, startingScore: 101 });
    sayg = ok(startLeg(sayg, 0, 'away'));
    for (const [side, score] of [
      ['away', 45],
      ['home', 60],
      ['away', 180],
      ['home', 41],
    ] as const)
      sayg = ok(applyThrow(sayg, side, score));
    sayg = ok(updateLeg(sayg, 0, (leg) => completeCheckout(leg, 'home', 2)));
    sayg = ok(nextLeg(sayg));
    const record = await create(sayg);
    expect(record).toMatchObject({ homeScore: sayg.homeScore, awayScore: sayg.awayScore });
    expect(record.legs).toEqual(JSON.parse(JSON.stringify(sayg.legs, (_k, v: unknown) => v ?? undefined)));
  });

  it('always writes legs, and defaults what the contract leaves optional', async () => {
    const record = await create({ yourName: 'Solo' });
    expect(record).toMatchObject({ yourName: 'Solo', numberOfLegs: 3, startingScore: 501, homeScore: 0, legs: {} });
    expect(record).not.toHaveProperty('opponentName');
    expect(record).not.toHaveProperty('awayScore');
  });

  it('replaces all legs on update', async () => {
    const record = await create();
    const response = await server.anonymous.post('/api/Sayg', {
      ...practice({ legs: { '0': finishedLeg } }),
      id: record.id,
      lastUpdated: record.updated,
    });
    expect(response.json.success).toBe(true);
    expect(Object.keys((await read(record.id)).legs)).toEqual(['0']);
  });

  it.each([
    ['missing', {}, 'Unable to update RecordedScoreAsYouGo, data integrity token is missing'],
    [
      'stale',
      { lastUpdated: '2026-11-21T11:00:00.0000000Z' },
      'Unable to update RecordedScoreAsYouGo, anonymous updated it before you at 21 Nov 2026 12:00:',
    ],
  ])('refuses an update with a %s token and changes nothing', async (_name, token, warning) => {
    const record = await create();
    const response = await server.anonymous.post('/api/Sayg', {
      ...practice({ yourName: 'Changed' }),
      id: record.id,
      ...token,
    });
    expect(response.status).toBe(409);
    expect(response.json.success).toBe(false);
    expect(response.json.warnings[0]).toContain(warning);
    expect(await read(record.id)).toEqual(record);
  });

  it('applies only one of two updates made with the same token', async () => {
    const record = await create();
    const save = (name: string) =>
      server.anonymous.post('/api/Sayg', {
        ...practice({ yourName: name }),
        id: record.id,
        lastUpdated: record.updated,
      });
    const results = await Promise.all([save('First'), save('Second'), save('Third')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const winner = results.find((r) => r.status === 200)!.json.result;
    expect(await read(record.id)).toEqual(winner);
  });

  it('creates a new record with a fresh id when the id is unknown', async () => {
    const record = await create(practice({ id: unknownId, lastUpdated: 'anything' }));
    expect(record.id).not.toBe(unknownId);
    expect((await server.anonymous.get(`/api/Sayg/${unknownId}`)).status).toBe(204);
    expect((await read(record.id)).yourName).toBe('Ann');
  });

  it('answers 204 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await server.anonymous.get(`/api/Sayg/${unknownId}`);
    expect(unknown.status).toBe(204);
    expect(unknown.text).toBe('');
    const malformed = await server.anonymous.get('/api/Sayg/not-an-id');
    expect(malformed.status).toBe(400);
    expect(malformed.json.errors).toEqual({ id: ["The value 'not-an-id' is not valid."] });
  });

  describe('tournament match records', () => {
    it('needs RecordScoresAsYouGo to create or change one', async () => {
      const anonymous = await server.anonymous.post('/api/Sayg', practice({ tournamentMatchId: matchId }));
      expect(anonymous.status).toBe(401);
      expect(anonymous.json).toMatchObject({
        success: false,
        errors: ['Not permitted to modify tournament sayg sessions'],
      });
      const other = await server.signIn([]);
      const refused = await other.post('/api/Sayg', practice({ tournamentMatchId: matchId }));
      expect(refused.status).toBe(403);
      expect(refused.json.errors).toEqual(['Not permitted to modify tournament sayg sessions']);

      const record = await create(practice({ tournamentMatchId: matchId }), scorer);
      expect(record.tournamentMatchId).toBe(matchId);
      const change = await other.post('/api/Sayg', {
        ...practice({ tournamentMatchId: matchId }),
        id: record.id,
        lastUpdated: record.updated,
      });
      expect(change.status).toBe(403);
      expect(await read(record.id)).toEqual(record);
    });

    it('lets the match id be set once but never changed or removed', async () => {
      const record = await create();
      const linked = await scorer.post('/api/Sayg', {
        ...practice({ tournamentMatchId: matchId }),
        id: record.id,
        lastUpdated: record.updated,
      });
      expect(linked.json.result.tournamentMatchId).toBe(matchId);
      const token = linked.json.result.updated;

      const changed = await scorer.post('/api/Sayg', {
        ...practice({ tournamentMatchId: unknownId }),
        id: record.id,
        lastUpdated: token,
      });
      expect(changed.status).toBe(400);
      expect(changed.json).toMatchObject({ success: false, warnings: ['Sayg session ids cannot be changed'] });
      const removed = await scorer.post('/api/Sayg', { ...practice(), id: record.id, lastUpdated: token });
      expect(removed.json).toMatchObject({ success: false, warnings: ['Sayg session ids cannot be removed'] });
      expect((await read(record.id)).tournamentMatchId).toBe(matchId);
      expect((await read(record.id)).updated).toBe(token);
    });
  });

  describe('deletion', () => {
    it('needs a signed-in user and soft-deletes', async () => {
      const record = await create();
      const anonymous = await server.anonymous.delete(`/api/Sayg/${record.id}`);
      expect(anonymous.status).toBe(401);
      expect(anonymous.json.warnings).toEqual(['Not logged in']);
      expect((await read(record.id)).deleted).toBeUndefined();

      const user = await server.signIn([], { name: 'Dee Leter' });
      const deleted = await user.delete(`/api/Sayg/${record.id}`);
      expect(deleted.json).toMatchObject({ success: true, messages: ['RecordedScoreAsYouGo deleted'] });
      expect(deleted.json.result).toMatchObject({ id: record.id, remover: 'Dee Leter', deleted: expect.any(String) });

      const stored = await read(record.id);
      expect(stored).toMatchObject({ id: record.id, remover: 'Dee Leter', legs: record.legs });
      const update = await server.anonymous.post('/api/Sayg', {
        ...practice(),
        id: record.id,
        lastUpdated: stored.updated,
      });
      expect(update.json.errors).toEqual(['Cannot update a RecordedScoreAsYouGo that has already been deleted']);
      const again = await user.delete(`/api/Sayg/${record.id}`);
      expect(again.status).toBe(200);
      expect(again.json).toMatchObject({ success: false, warnings: ['RecordedScoreAsYouGo not found'] });
    });

    it('answers an unknown id with not found, as a refused write (HTTP 200, contract §2.2)', async () => {
      const user = await server.signIn([]);
      const response = await user.delete(`/api/Sayg/${unknownId}`);
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({ success: false, warnings: ['RecordedScoreAsYouGo not found'] });
    });

    it('keeps tournament match records for RecordScoresAsYouGo', async () => {
      const record = await create(practice({ tournamentMatchId: matchId }), scorer);
      const user = await server.signIn([]);
      expect((await user.delete(`/api/Sayg/${record.id}`)).status).toBe(403);
      expect((await scorer.delete(`/api/Sayg/${record.id}`)).json.success).toBe(true);
    });
  });

  describe('bad input', () => {
    const throws = (list: unknown[]) => ({ ...finishedLeg, home: { ...finishedLeg.home, throws: list } });
    it.each([
      ['a score over 180', { '0': throws([{ score: 181, noOfDarts: 3 }]) }, 'Legs.0.Home.Throws[0].Score'],
      ['a negative score', { '0': throws([{ score: -1, noOfDarts: 3 }]) }, 'Legs.0.Home.Throws[0].Score'],
      ['a fractional score', { '0': throws([{ score: 2.5, noOfDarts: 3 }]) }, 'Legs.0.Home.Throws[0].Score'],
      ['a score as text', { '0': throws([{ score: '60', noOfDarts: 3 }]) }, 'Legs.0.Home.Throws[0].Score'],
      ['no darts', { '0': throws([{ score: 0, noOfDarts: 0 }]) }, 'Legs.0.Home.Throws[0].NoOfDarts'],
      ['four darts', { '0': throws([{ score: 60, noOfDarts: 4 }]) }, 'Legs.0.Home.Throws[0].NoOfDarts'],
      ['a word for a leg key', { first: finishedLeg }, 'Legs.First'],
      ['a negative leg key', { '-1': finishedLeg }, 'Legs.-1'],
      ['a padded leg key', { '01': finishedLeg }, 'Legs.01'],
      ['legs as a list', [finishedLeg], 'Legs'],
      ['a leg without its competitors', { '0': { startingScore: 101 } }, 'Legs.0.Home'],
      ['an unknown thrower', { '0': { ...finishedLeg, currentThrow: 'referee' } }, 'Legs.0.CurrentThrow'],
      ['an impossible visit', { '0': throws([{ score: 179, noOfDarts: 3 }]) }, 'Legs.0'],
      [
        'a throw after the checkout',
        {
          '0': throws([
            { score: 101, noOfDarts: 3 },
            { score: 20, noOfDarts: 3 },
          ]),
        },
        'Legs.0',
      ],
      [
        'too many throws',
        { '0': throws(Array.from({ length: 201 }, () => ({ score: 0, noOfDarts: 3 }))) },
        'Legs.0.Home.Throws',
      ],
    ])('refuses %s with a 400 naming the field, storing nothing', async (_name, legs, field) => {
      const record = await create();
      const response = await server.anonymous.post('/api/Sayg', {
        ...practice({ legs }),
        id: record.id,
        lastUpdated: record.updated,
      });
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(Object.keys(response.json.errors)).toContain(field);
      expect(await read(record.id)).toEqual(record);
    });

    it.each([
      ['no name', { yourName: undefined }, 'YourName', 'The YourName field is required.'],
      ['a long name', { yourName: 'x'.repeat(101) }, 'YourName', 'Your name can be at most 100 characters.'],
      [
        'no legs to play',
        { numberOfLegs: 0 },
        'NumberOfLegs',
        'The number of legs must be a whole number from 1 to 99.',
      ],
      [
        'an odd start',
        { startingScore: 50 },
        'StartingScore',
        'The starting score must be a whole number from 101 to 1001.',
      ],
      ['a malformed match id', { tournamentMatchId: 'match-1' }, 'TournamentMatchId', 'The value is not a valid id.'],
      [
        'an unknown thrower',
        { legs: { '0': { ...finishedLeg, currentThrow: 'ref' } } },
        'Legs.0.CurrentThrow',
        "Use 'home' or 'away'.",
      ],
    ])('refuses %s on create and stores nothing', async (_name, extra, field, message) => {
      const before = await storedCount();
      const response = await scorer.post('/api/Sayg', practice(extra));
      expect(response.status).toBe(400);
      expect(response.json.errors[field]).toEqual([message]);
      expect(await storedCount()).toBe(before);
    });

    it('explains an impossible leg in words', async () => {
      const response = await server.anonymous.post(
        '/api/Sayg',
        practice({ legs: { '2': throws([{ score: 179, noOfDarts: 3 }]) } }),
      );
      expect(response.json.errors).toEqual({
        'Legs.2': ['Leg 3: Throw 1 for home: 179 cannot be scored with 3 darts'],
      });
    });

    it('refuses a body over 256 KB with a 413 that names the limit', async () => {
      const response = await server.anonymous.post('/api/Sayg', practice({ padding: 'x'.repeat(257 * 1024) }));
      expect(response.status).toBe(413);
      expect(response.json).toMatchObject({
        success: false,
        errors: ['The score-as-you-go record is too large: at most 256 KB can be saved at once'],
      });
    });

    it('still answers other errors in this module with the app’s shapes', async () => {
      const response = await server.anonymous.request('POST', '/api/Sayg', '{"yourName": ', {
        'content-type': 'application/json',
      });
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ status: 400, errors: { '': ['The request body is not valid JSON.'] } });
    });
  });
});
