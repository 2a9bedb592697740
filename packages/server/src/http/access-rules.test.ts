import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessOptions, type AccessOption } from '@darts/domain';
import { client, startTestServer, testDatabases, type TestClient, type TestServer } from '../../test/harness.js';
import { addGame, playedMatch, seedTwoTeams, type TwoTeams } from '../../test/fixture-seed.js';
import { signInLimits } from '../modules/accounts/accounts.service.js';
import { sessionCookieName } from '../modules/accounts/sessions.js';
import { tablesOf } from '../../test/fuzz/db-dump.js';

// Issue #16, "Script injection and access": the rules an attacker tries first, held in one place. Rules
// already held elsewhere are not repeated here: HttpOnly/SameSite on plain HTTP and the sign-in limits per
// account and per address (accounts.test.ts), one cross-site write (conventions.test.ts), submissions on
// GET /api/Game (games.test.ts), photo bytes per ViewAnyPhoto (photos.test.ts, tournament-photos.test.ts).

const unknownId = '0f0e0d0c-0b0a-4908-8706-050403020100';
const crossSite = 'Requests from another site are not allowed';
const tooMany = 'Too many sign-in attempts. Wait 15 minutes and try again.';

/** Every state-changing route the app answers, read from Fastify's own route tree (so a new one is covered). */
function writeRoutes(server: TestServer): Array<{ method: string; path: string }> {
  const routes: Array<{ method: string; path: string }> = [];
  const stack: string[] = [];
  for (const line of server.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    stack.length = match[1]!.length / 4;
    stack.push(match[2]!);
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method === 'GET' || method === 'HEAD') continue;
      // Any value stands for a parameter: the refusal comes before routing reads it.
      const path = stack.join('').replace(/:[\w|:]+/g, (name) => (/execute|clear/i.test(name) ? 'true' : unknownId));
      routes.push({ method, path });
    }
  }
  return routes;
}

/** Every row of every table, so a refusal can be shown to have changed nothing. */
async function dump(server: TestServer): Promise<string> {
  const tables = (await tablesOf(server.handle.db)).map((t) => t.name).sort();
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) {
    if (/^kysely_/.test(table)) continue;
    rows[table] = await server.handle.db
      .selectFrom(table as never)
      .selectAll()
      .execute();
  }
  return JSON.stringify(rows, (_key, value) => (Buffer.isBuffer(value) ? value.length : value));
}

const setCookies = (headers: Headers) => headers.getSetCookie().filter((c) => c.startsWith(`${sessionCookieName}=`));

describe.each(testDatabases)('access rules on %s', (kind) => {
  describe('session cookies (issue #2)', () => {
    let plain: TestServer;
    let proxied: TestServer;
    let published: TestServer;

    beforeAll(async () => {
      plain = await startTestServer(kind);
      proxied = await startTestServer(kind, { TRUST_PROXY: 'true' });
      published = await startTestServer(kind, { PUBLIC_URL: 'https://darts.example.org' });
    });
    afterAll(async () => {
      await plain?.close();
      await proxied?.close();
      await published?.close();
    });

    /** Signs in (and then out) on `server` with extra request headers; answers the session Set-Cookie lines. */
    async function cookiesOf(server: TestServer, headers: Record<string, string> = {}) {
      const user = await server.signIn();
      const browser = client(server.baseUrl);
      const signedIn = await browser.request(
        'POST',
        '/api/Account/Login',
        { emailAddress: user.email, password: user.password },
        headers,
      );
      expect(signedIn.status).toBe(200);
      const signedOut = await browser.request('POST', '/api/Account/Logout?redirectUrl=/', undefined, headers);
      return [...setCookies(signedIn.headers), ...setCookies(signedOut.headers)];
    }

    it('are Secure behind a TLS proxy that says so (TRUST_PROXY and X-Forwarded-Proto: https)', async () => {
      const cookies = await cookiesOf(proxied, { 'x-forwarded-proto': 'https' });
      expect(cookies).toHaveLength(2);
      for (const cookie of cookies) expect(cookie).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
    });

    it('are Secure when PUBLIC_URL is https, even if the proxy in front is not trusted', async () => {
      const cookies = await cookiesOf(published);
      expect(cookies).toHaveLength(2);
      for (const cookie of cookies) expect(cookie).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
    });

    it('believe no X-Forwarded-Proto from a proxy that is not trusted, and stay usable on plain HTTP', async () => {
      const cookies = await cookiesOf(plain, { 'x-forwarded-proto': 'https' });
      expect(cookies).toHaveLength(2);
      for (const cookie of cookies) {
        expect(cookie).toMatch(/; HttpOnly; SameSite=Lax$/);
        expect(cookie).not.toMatch(/Secure/);
      }
    });

    it('limit sign-in per client even when the client makes up X-Forwarded-For (no trusted proxy)', async () => {
      const user = await plain.signIn();
      for (let i = 0; i < signInLimits.perAddress; i += 1) {
        const guess = { emailAddress: `guess${i}@example.org`, password: 'guessing' };
        await client(plain.baseUrl).request('POST', '/api/Account/Login', guess, {
          'x-forwarded-for': `198.51.100.${i}`,
        });
      }
      const limited = await client(plain.baseUrl).request(
        'POST',
        '/api/Account/Login',
        { emailAddress: user.email, password: user.password },
        { 'x-forwarded-for': '198.51.100.200' },
      );
      expect(limited.status).toBe(429);
      expect(limited.json.warnings).toEqual([tooMany]);
      plain.clock.advance(signInLimits.windowMs);
    });

    it('limit sign-in per client behind a trusted proxy, by the address the proxy saw, not one the client wrote', async () => {
      const user = await proxied.signIn();
      // The proxy appends the address it saw; whatever the client wrote comes before it.
      const from = (written: string, seen: string) => ({ 'x-forwarded-for': `${written}, ${seen}` });
      for (let i = 0; i < signInLimits.perAddress; i += 1) {
        const guess = { emailAddress: `guess${i}@example.org`, password: 'guessing' };
        await client(proxied.baseUrl).request(
          'POST',
          '/api/Account/Login',
          guess,
          from(`198.51.100.${i}`, '203.0.113.7'),
        );
      }
      const body = { emailAddress: user.email, password: user.password };
      const limited = await client(proxied.baseUrl).request(
        'POST',
        '/api/Account/Login',
        body,
        from('198.51.100.250', '203.0.113.7'),
      );
      expect(limited.status).toBe(429);
      expect(limited.json.warnings).toEqual([tooMany]);
      // Another client behind the same proxy is not locked out by the first one's guesses.
      const other = await client(proxied.baseUrl).request('POST', '/api/Account/Login', body, {
        'x-forwarded-for': '192.0.2.44',
      });
      expect(other.status).toBe(200);
      proxied.clock.advance(signInLimits.windowMs);
    });
  });

  describe('everything else', () => {
    let server: TestServer;
    let everything: TestClient;
    let seed: TwoTeams;
    let gameId: string;
    /** Player e-mail addresses and account e-mail addresses: what most callers must never be sent. */
    const secrets: string[] = [];
    const awayPick = 'Away submission pick';
    const homePick = 'Home submission pick';

    const submission = (pick: string) => ({
      home: {},
      away: {},
      matches: [{ ...playedMatch(3, 1), homePlayers: [{ id: unknownId, name: pick }] }],
      matchOptions: [],
      oneEighties: [{ id: unknownId, name: pick }],
      over100Checkouts: [],
      created: '2026-11-20T22:00:00.0000000Z',
      author: 'Clerk',
      updated: '2026-11-20T22:00:00.0000000Z',
      editor: 'Clerk',
    });

    beforeAll(async () => {
      server = await startTestServer(kind);
      seed = await seedTwoTeams(server.handle.db, { playersPerTeam: 2, otherTeam: true });
      // The seeded players are named after their e-mail addresses: give them addresses their names do not hold.
      for (const player of await server.handle.db.selectFrom('teamPlayer').select(['id', 'emailAddress']).execute()) {
        const emailAddress = `secret.${player.emailAddress}`;
        await server.handle.db.updateTable('teamPlayer').set({ emailAddress }).where('id', '=', player.id).execute();
        secrets.push(emailAddress);
      }
      everything = await server.signIn([...accessOptions], { email: 'everything@example.org' });
      secrets.push('everything@example.org');
      gameId = await addGame(server.handle.db, {
        seasonId: seed.season,
        divisionId: seed.division,
        date: '2026-11-20',
        home: { id: seed.homeId, name: 'Home' },
        away: { id: seed.awayId, name: 'Away' },
        card: { homeSubmission: submission(homePick), awaySubmission: submission(awayPick) },
      });
    });
    afterAll(() => server?.close());

    describe('cross-site writes (CSRF, issue #2)', () => {
      it('finds the write routes of every family in the route table', () => {
        const families = new Set(writeRoutes(server).map((r) => r.path.split('/')[2]!.toLowerCase()));
        for (const family of [
          'account',
          'division',
          'season',
          'team',
          'player',
          'game',
          'scores',
          'note',
          'tournament',
          'sayg',
          'template',
          'report',
          'feature',
          'error',
          'data',
          'live',
        ]) {
          expect(families).toContain(family);
        }
      });

      it.each([
        ['an Origin of another site', { origin: 'https://evil.example' }],
        ['a null Origin (a sandboxed frame)', { origin: 'null' }],
        ['an Origin of this host on another scheme', { origin: 'https://127.0.0.1' }],
        ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
      ])(
        'refuses every write route with %s, even for an account holding every option, changing nothing',
        async (_name, headers) => {
          const before = await dump(server);
          for (const { method, path } of writeRoutes(server)) {
            for (const prefix of ['', '/data']) {
              const response = await everything.request(method, prefix + path, {}, headers);
              expect({ method, path: prefix + path, status: response.status }).toEqual({
                method,
                path: prefix + path,
                status: 403,
              });
              expect(response.json).toMatchObject({ success: false, errors: [crossSite] });
            }
          }
          expect(await dump(server)).toBe(before);
        },
      );

      it('lets the same write through from this site', async () => {
        const response = await everything.request(
          'PUT',
          '/api/Division',
          { name: 'Same site' },
          { origin: server.baseUrl, 'sec-fetch-site': 'same-origin' },
        );
        expect(response.json).toMatchObject({ success: true, result: { name: 'Same site' } });
      });
    });

    describe("another team's submission (spec 2 §6: a clerk edits only their own team's)", () => {
      let thirdClerk: TestClient;
      let homeClerk: TestClient;

      beforeAll(async () => {
        // Clerks' teams come from their player records.
        thirdClerk = await server.signIn(
          ['InputResults', 'UploadPhotos', 'RecordScoresAsYouGo', 'ManageGames', 'UseWebSockets'],
          {
            email: 'secret.other.p1@example.org',
          },
        );
        homeClerk = await server.signIn(['InputResults'], { email: 'secret.home.p2@example.org' });
      });

      const leaks = (text: string) => [homePick, awayPick].filter((pick) => text.includes(pick));

      it('is on no read route for a clerk of a third team', async () => {
        const query = `divisionId=${seed.division}&seasonId=${seed.season}`;
        for (const path of [
          `/api/Game/${gameId}`,
          '/api/Game',
          `/api/Division/Data?${query}`,
          `/api/Division/Data?${query}&content-type=text/calendar`,
          `/api/Team/${seed.homeId}`,
          '/api/Team/Seasons',
          '/api/Tournament',
        ]) {
          const response = await thirdClerk.get(path);
          expect(response.status, path).toBeLessThan(400);
          expect(leaks(response.text), path).toEqual([]);
        }
        for (const path of [`/api/Data/Browse/game`, `/api/Data/View/game/${gameId}`]) {
          expect((await thirdClerk.get(path)).status, path).toBe(403);
        }
      });

      it('is in no write answer to a clerk of a third team: photo upload and delete, fixture edit, refused score card', async () => {
        const form = new FormData();
        const png = await sharp({
          create: {
            width: 120,
            height: 80,
            channels: 3,
            background: '#000',
            noise: { type: 'gaussian', mean: 128, sigma: 40 },
          },
        })
          .png()
          .toBuffer();
        form.append('Photo', new Blob([png], { type: 'image/png' }), 'sheet.png');
        form.append('id', gameId);
        const uploaded = await fetch(`${server.baseUrl}/api/Scores/Photo`, {
          method: 'POST',
          body: form,
          headers: { cookie: thirdClerk.cookie! },
        });
        const uploadText = await uploaded.text();
        expect(JSON.parse(uploadText)).toMatchObject({ success: true });
        expect(leaks(uploadText)).toEqual([]);
        const photoId = JSON.parse(uploadText).result.photos[0].id as string;
        const removed = await thirdClerk.delete(`/api/Scores/Photo/${gameId}/${photoId}`);
        expect(removed.json).toMatchObject({ success: true });
        expect(leaks(removed.text)).toEqual([]);

        const game = (await thirdClerk.get(`/api/Game/${gameId}`)).json;
        const edited = await thirdClerk.put('/api/Game', {
          id: gameId,
          address: 'Elsewhere',
          date: game.date,
          divisionId: seed.division,
          seasonId: seed.season,
          homeTeamId: seed.homeId,
          awayTeamId: seed.awayId,
          lastUpdated: game.updated,
        });
        expect(edited.json).toMatchObject({ success: true });
        expect(leaks(edited.text)).toEqual([]);

        const scores = await thirdClerk.put(`/api/Scores/${gameId}`, { ...game, lastUpdated: game.updated });
        expect(scores.status).toBe(403);
        expect(leaks(scores.text)).toEqual([]);
      });

      it("is not in the answer to the home clerk's own submission", async () => {
        const own = (await homeClerk.get(`/api/Game/${gameId}`)).json;
        expect(leaks(JSON.stringify(own))).toEqual([homePick]);
        const matches = [{ ...playedMatch(3, 1), homePlayers: [seed.home[0]], awayPlayers: [seed.away[0]] }];
        const saved = await homeClerk.put(`/api/Scores/${gameId}`, {
          address: own.address,
          matches,
          oneEighties: [],
          over100Checkouts: [],
          lastUpdated: own.updated,
        });
        expect(saved.json.success, saved.text).toBe(true);
        expect(leaks(saved.text)).toEqual([]);
      });
    });

    describe('e-mail addresses (contract §4.4, §8: players’ to ManageTeams/ManagePlayers, accounts’ to ManageAccess/ExportData)', () => {
      const readRoutes = () => [
        '/api/Site',
        '/api/Account/All',
        `/api/Account/${encodeURIComponent('secret.home.p1@example.org')}`,
        `/api/Account/${encodeURIComponent('everything@example.org')}`,
        '/api/Division',
        `/api/Division/Data?divisionId=${seed.division}&seasonId=${seed.season}`,
        `/api/Division/Data?divisionId=${seed.division}&seasonId=${seed.season}&content-type=text/calendar`,
        '/api/Season',
        '/api/Team',
        '/api/Team/Seasons',
        `/api/Team/${seed.homeId}`,
        `/api/Team/${seed.division}/${seed.season}`,
        '/api/Game',
        `/api/Game/${gameId}`,
        '/api/Tournament',
        '/api/Template',
        '/api/Feature',
        '/api/Error/Since/2000-01-01',
        '/api/Live/Watch',
        '/api/Live/Sockets',
        '/api/Data/Tables',
        '/api/Data/Browse/user',
        '/api/Data/Browse/teamPlayer',
      ];

      it.each<[string, AccessOption[]]>([
        ['anonymous', []],
        ['a read-only account', []],
        ['a clerk of the team', ['InputResults']],
        [
          'everyone but the managers of teams, players, access and data',
          accessOptions.filter(
            (o) =>
              !['ManageTeams', 'ManagePlayers', 'ManageAccess', 'ExportData', 'ImportData', 'RunDataQueries'].includes(
                o,
              ),
          ),
        ],
      ])('are sent to %s by no read route', async (name, access) => {
        const own = name === 'a clerk of the team' ? 'secret.home.p1@example.org' : undefined;
        const caller = name === 'anonymous' ? server.anonymous : await server.signIn(access, { email: own });
        for (const path of readRoutes()) {
          const response = await caller.get(path);
          const seen = secrets.filter((secret) => secret !== own && response.text.includes(secret));
          expect(seen, `${name}: ${path}`).toEqual([]);
        }
        const self = await caller.get('/api/Account');
        if (name === 'anonymous') expect(self.status).toBe(204);
        else expect(Object.keys(self.json)).toContain('emailAddress');
      });

      it('are sent to the managers who may see them (so the scan above looks where they would be)', async () => {
        const players = await server.signIn(['ManagePlayers']);
        expect((await players.get('/api/Team/Seasons')).text).toContain('secret.away.p1@example.org');
        const access = await server.signIn(['ManageAccess']);
        expect((await access.get('/api/Account/All')).text).toContain('everything@example.org');
      });
    });

    describe('admin-only lists (spec 1 §6 admin tabs)', () => {
      beforeAll(async () => {
        const reported = await server.anonymous.request('PUT', '/api/Error', {
          source: 'UI',
          message: 'Something broke',
        });
        expect(reported.json).toMatchObject({ success: true });
      });

      it.each<[string, AccessOption, 'empty' | 'refused']>([
        ['/api/Account/All', 'ManageAccess', 'empty'],
        ['/api/Error/Since/2000-01-01', 'ViewExceptions', 'empty'],
        ['/api/Live/Sockets', 'ManageSockets', 'refused'],
        ['/api/Data/Tables', 'ExportData', 'empty'],
        ['/api/Data/Browse/division', 'ExportData', 'refused'],
        [`/api/Data/View/division/${unknownId}`, 'ExportData', 'refused'],
      ])('%s: nothing for anyone without %s', async (path, option, how) => {
        const withoutIt = accessOptions.filter(
          (o) => o !== option && !(option === 'ExportData' && ['ImportData', 'RunDataQueries'].includes(o)),
        );
        for (const caller of [server.anonymous, await server.signIn([]), await server.signIn(withoutIt)]) {
          const response = await caller.get(path);
          if (how === 'empty') expect(response.json).toEqual([]);
          else {
            expect(response.status).toBeGreaterThanOrEqual(401);
            expect(response.status).toBeLessThanOrEqual(403);
            expect(response.json.success).toBe(false);
          }
        }
        const holder = await server.signIn([option]);
        const allowed = await holder.get(path);
        expect(allowed.status).toBe(200);
        if (how === 'empty') expect(allowed.json.length).toBeGreaterThan(0);
      });
    });
  });
});
