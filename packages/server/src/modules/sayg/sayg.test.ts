import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyThrow, completeCheckout, createSayg, nextLeg, startLeg, updateLeg, type Outcome } from '@darts/domain';
import { client, startTestServer, testDatabases, type TestClient, type TestServer } from '../../../test/harness.js';

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
  /** The write token each practice record's device was given, by record id. */
  const tokens = new Map<string, string>();
  const tokenHeaders = (id: unknown): Record<string, string> => {
    const token = typeof id === 'string' ? tokens.get(id) : undefined;
    return token ? { 'X-Sayg-Write-Token': token } : {};
  };
  const create = async (body: Record<string, unknown> = practice(), as: TestClient = server.anonymous) => {
    const response = await as.post('/api/Sayg', body);
    expect(response.json).toMatchObject({ success: true });
    const token = response.headers.get('x-sayg-write-token');
    if (token) tokens.set(response.json.result.id, token);
    return response.json.result;
  };
  /** A save as the device that made the record: with its write token. */
  const save = (as: TestClient, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    as.request('POST', '/api/Sayg', body, { ...tokenHeaders(body.id), ...headers });
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
    tokens.set(created.json.result.id, created.headers.get('x-sayg-write-token')!);
    expect(created.json).toMatchObject({ success: true, messages: ['Sayg data updated'], errors: [], warnings: [] });
    const record = created.json.result;
    expect(record).toMatchObject({ yourName: 'Ann', opponentName: 'Bob', numberOfLegs: 3, homeScore: 1, awayScore: 0 });
    expect(record.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(record.updated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{7}Z$/);

    server.clock.advance(1000);
    const update = await save(server.anonymous, {
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
    const paused = await save(
      server.anonymous,
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
    const response = await save(server.anonymous, {
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
    const response = await save(server.anonymous, {
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
    const saveAs = (name: string) =>
      save(server.anonymous, {
        ...practice({ yourName: name }),
        id: record.id,
        lastUpdated: record.updated,
      });
    const results = await Promise.all([saveAs('First'), saveAs('Second'), saveAs('Third')]);
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
      const linked = await save(scorer, {
        ...practice({ tournamentMatchId: matchId }),
        id: record.id,
        lastUpdated: record.updated,
      });
      expect(linked.json.result.tournamentMatchId).toBe(matchId);
      const token = linked.json.result.updated;

      const changed = await save(scorer, {
        ...practice({ tournamentMatchId: unknownId }),
        id: record.id,
        lastUpdated: token,
      });
      expect(changed.status).toBe(400);
      expect(changed.json).toMatchObject({ success: false, warnings: ['Sayg session ids cannot be changed'] });
      const removed = await save(scorer, { ...practice(), id: record.id, lastUpdated: token });
      expect(removed.json).toMatchObject({ success: false, warnings: ['Sayg session ids cannot be removed'] });
      expect((await read(record.id)).tournamentMatchId).toBe(matchId);
      expect((await read(record.id)).updated).toBe(token);
    });
  });

  describe('the first save made idempotent (issue #23)', () => {
    const key = () => `session-${crypto.randomUUID()}`;
    const send = (body: Record<string, unknown>, idempotencyKey: string, as: TestClient = server.anonymous) =>
      as.request('POST', '/api/Sayg', body, { 'Idempotency-Key': idempotencyKey });

    it('answers a create sent again with the same key with the same record, id, updated and token', async () => {
      const sessionKey = key();
      const before = await storedCount();
      const first = await send(practice(), sessionKey);
      expect(first.json).toMatchObject({ success: true, messages: ['Sayg data updated'] });
      server.clock.advance(1000);
      const again = await send(practice(), sessionKey);
      expect(again.status).toBe(200);
      expect(again.json).toMatchObject({ success: true, messages: ['Sayg data updated'] });
      expect(again.json.result).toEqual(first.json.result);
      expect(again.headers.get('x-sayg-write-token')).toBe(first.headers.get('x-sayg-write-token'));
      expect(await storedCount()).toBe(before + 1);
      // The token it answered writes the record.
      const update = await server.anonymous.request(
        'POST',
        '/api/Sayg',
        { ...practice({ homeScore: 2 }), id: first.json.result.id, lastUpdated: first.json.result.updated },
        { 'X-Sayg-Write-Token': again.headers.get('x-sayg-write-token')! },
      );
      expect(update.json.success).toBe(true);
    });

    it('stores what a resent create holds when the scorer kept scoring, still one record', async () => {
      const sessionKey = key();
      const before = await storedCount();
      const first = (await send(practice({ legs: { '0': finishedLeg } }), sessionKey)).json.result;
      server.clock.advance(1000);
      const later = await send(practice(), sessionKey);
      expect(later.json.result.id).toBe(first.id);
      expect(later.json.result.updated).not.toBe(first.updated);
      expect((await read(first.id)).legs).toEqual({ '0': finishedStored, '1': inPlayStored });
      expect(await storedCount()).toBe(before + 1);
    });

    it('makes one record of three sends of one create at once', async () => {
      const sessionKey = key();
      const before = await storedCount();
      const answers = await Promise.all([1, 2, 3].map(() => send(practice(), sessionKey)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((a) => a.json.result.id)).size).toBe(1);
      expect(new Set(answers.map((a) => a.headers.get('x-sayg-write-token'))).size).toBe(1);
      expect(await storedCount()).toBe(before + 1);
    });

    it('keys records apart: another key is another record', async () => {
      const a = (await send(practice(), key())).json.result;
      const b = (await send(practice(), key())).json.result;
      expect(a.id).not.toBe(b.id);
    });

    it('does not bring back a record deleted since, nor make another', async () => {
      const sessionKey = key();
      const first = await send(practice(), sessionKey);
      const owner = await server.signIn([]);
      const removed = await owner.request('DELETE', `/api/Sayg/${first.json.result.id}`, undefined, {
        'X-Sayg-Write-Token': first.headers.get('x-sayg-write-token')!,
      });
      expect(removed.json.success).toBe(true);
      const before = await storedCount();
      const again = await send(practice({ homeScore: 2 }), sessionKey);
      expect(again.status).toBe(400);
      expect(again.json.errors).toEqual(['Cannot update a RecordedScoreAsYouGo that has already been deleted']);
      expect(await storedCount()).toBe(before);
    });

    it.each([
      ['short', 'abc'],
      ['with spaces', 'a key with spaces'],
      ['long', 'k'.repeat(201)],
    ])('refuses a %s key with a 400 naming the header, storing nothing', async (_name, badKey) => {
      const before = await storedCount();
      const response = await send(practice(), badKey);
      expect(response.status).toBe(400);
      expect(response.json.errors).toEqual({
        'Idempotency-Key': ['The Idempotency-Key header must be 8 to 200 visible ASCII characters.'],
      });
      expect(await storedCount()).toBe(before);
    });
  });

  describe('a practice record is written by its device or its account (issue #23)', () => {
    const refusal =
      'Only the device that started this match, or the account that started it, can change it: a shared link is for watching';
    const change = (record: { id: string; updated: string }, extra: Record<string, unknown> = {}) => ({
      ...practice({ yourName: 'Mallory', ...extra }),
      id: record.id,
      lastUpdated: record.updated,
    });

    it('refuses a write without the token or with another one, changing nothing', async () => {
      const record = await create();
      expect(tokens.get(record.id)).toMatch(/^[\w-]{43}$/);
      const other = await create();
      for (const headers of [{}, { 'X-Sayg-Write-Token': 'guess' }, tokenHeaders(other.id)]) {
        const response = await server.anonymous.request('POST', '/api/Sayg', change(record), headers);
        expect(response.status).toBe(403);
        expect(response.json).toMatchObject({ success: false, errors: [refusal] });
      }
      const stranger = await server.signIn(['RecordScoresAsYouGo', 'ManageScores']);
      const signedIn = await stranger.post('/api/Sayg', change(record));
      expect(signedIn.status).toBe(403);
      expect(signedIn.json.errors).toEqual([refusal]);
      expect(await read(record.id)).toEqual(record);
      // Nor does it reach watchers as the record's live state.
      const published = await server.anonymous.post(`/api/Live/Update/${record.id}/Sayg`, change(record));
      expect(published.status).toBe(403);
      expect(published.json.errors).toEqual([refusal]);
      expect((await server.anonymous.get(`/api/Live/Update/${record.id}/Sayg`)).json.result.data.yourName).toBe('Ann');
      const deleted = await stranger.delete(`/api/Sayg/${record.id}`);
      expect(deleted.status).toBe(403);
      expect(deleted.json.errors).toEqual([refusal]);
      expect((await read(record.id)).deleted).toBeUndefined();
    });

    it('lets the device write with its token, anonymous or signed in, and publish over HTTP', async () => {
      const record = await create();
      const saved = await save(server.anonymous, change(record, { yourName: 'Ann' }));
      expect(saved.json.success).toBe(true);
      expect(saved.headers.get('x-sayg-write-token')).toBeNull();
      const user = await server.signIn([]);
      const later = await user.request(
        'POST',
        '/api/Sayg',
        change(saved.json.result, { yourName: 'Annie' }),
        tokenHeaders(record.id),
      );
      expect(later.json.success).toBe(true);
      const published = await server.anonymous.request(
        'POST',
        `/api/Live/Update/${record.id}/Sayg`,
        later.json.result,
        tokenHeaders(record.id),
      );
      expect(published.status).toBe(200);
    });

    it('lets the account that made it write without the token, on any device', async () => {
      const owner = await server.signIn([]);
      const record = await create(practice(), owner);
      const elsewhere = client(server.baseUrl, owner.cookie);
      const saved = await elsewhere.post('/api/Sayg', change(record, { yourName: 'Annie' }));
      expect(saved.json.success).toBe(true);
      expect((await elsewhere.delete(`/api/Sayg/${record.id}`)).json.success).toBe(true);
    });

    it('gives no token to tournament match records, which keep RecordScoresAsYouGo', async () => {
      const response = await scorer.post('/api/Sayg', practice({ tournamentMatchId: unknownId }));
      expect(response.json.success).toBe(true);
      expect(response.headers.get('x-sayg-write-token')).toBeNull();
      const another = await server.signIn(['RecordScoresAsYouGo']);
      const record = response.json.result;
      expect(
        (
          await another.post('/api/Sayg', {
            ...practice({ tournamentMatchId: unknownId }),
            id: record.id,
            lastUpdated: record.updated,
          })
        ).json.success,
      ).toBe(true);
    });
  });

  describe('deletion', () => {
    it('needs a signed-in user and soft-deletes', async () => {
      const record = await create();
      const anonymous = await server.anonymous.request(
        'DELETE',
        `/api/Sayg/${record.id}`,
        undefined,
        tokenHeaders(record.id),
      );
      expect(anonymous.status).toBe(401);
      expect(anonymous.json.warnings).toEqual(['Not logged in']);
      expect((await read(record.id)).deleted).toBeUndefined();

      // Signed in on the device that made it: the device's token lets it go.
      const user = await server.signIn([], { name: 'Dee Leter' });
      const deleted = await user.request('DELETE', `/api/Sayg/${record.id}`, undefined, tokenHeaders(record.id));
      expect(deleted.json).toMatchObject({ success: true, messages: ['RecordedScoreAsYouGo deleted'] });
      expect(deleted.json.result).toMatchObject({ id: record.id, remover: 'Dee Leter', deleted: expect.any(String) });

      const stored = await read(record.id);
      expect(stored).toMatchObject({ id: record.id, remover: 'Dee Leter', legs: record.legs });
      const update = await save(server.anonymous, {
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
      const response = await save(server.anonymous, {
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
