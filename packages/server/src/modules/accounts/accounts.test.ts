import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  client,
  startTestServer,
  testDatabases,
  type TestClient,
  type TestResponse,
  type TestServer,
} from '../../../test/harness.js';
import { signInLimits } from './accounts.service.js';
import { sessionCookieName, sessionLifetimeMs } from './sessions.js';

const notRight = 'The e-mail address or password is not right';
const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

const postForm = (as: TestClient, path: string, fields: Record<string, string>) =>
  as.request('POST', path, new URLSearchParams(fields).toString(), formHeaders);
const sessionCookie = (response: TestResponse) =>
  response.headers.getSetCookie().find((c) => c.startsWith(`${sessionCookieName}=`));

describe.each(testDatabases)('accounts and sign-in on %s', (kind) => {
  let server: TestServer;
  let admin: Awaited<ReturnType<TestServer['signIn']>>;
  /** A browser with no session yet. */
  const browser = () => client(server.baseUrl);
  /** Whether an account exists, asked as an administrator. */
  const exists = async (email: string) => (await admin.get(`/api/Account/${encodeURIComponent(email)}`)).status === 200;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.signIn(['ManageAccess'], { name: 'Ada Admin' });
  });
  afterAll(() => server.close());
  // Every request comes from 127.0.0.1: give each test a fresh rate-limit window.
  beforeEach(() => server.clock.advance(signInLimits.windowMs));

  describe('signing in', () => {
    it('signs in with JSON, setting an HttpOnly SameSite=Lax session cookie', async () => {
      const user = await server.signIn([], { name: 'Jo Bloggs', givenName: 'Jo' });
      const jo = browser();
      const response = await jo.post('/api/Account/Login', {
        emailAddress: user.email.toUpperCase(),
        password: user.password,
        redirectUrl: '/division/x?season=y',
      });
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({ success: true, result: { redirectUrl: '/division/x?season=y' } });
      const cookie = sessionCookie(response)!;
      expect(cookie).toMatch(/; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
      expect(cookie).not.toMatch(/Secure/);
      expect((await jo.get('/api/Account')).json).toEqual({
        name: 'Jo Bloggs',
        givenName: 'Jo',
        emailAddress: user.email,
        accessLevels: {},
        transient: false,
      });
    });

    it('signs in with a form post and redirects (303) to the target', async () => {
      const user = await server.signIn();
      const jo = browser();
      const response = await postForm(jo, '/api/Account/Login', {
        emailAddress: user.email,
        password: user.password,
        redirectUrl: '/teams?x=1',
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/teams?x=1');
      expect((await jo.get('/api/Account')).json.emailAddress).toBe(user.email);
    });

    it('redirects only within this site', async () => {
      const user = await server.signIn();
      const signIn = (redirectUrl: string) =>
        postForm(browser(), '/api/Account/Login', { emailAddress: user.email, password: user.password, redirectUrl });
      expect((await signIn('https://evil.com/x')).headers.get('location')).toBe('/');
      expect((await signIn('//evil.com')).headers.get('location')).toBe('/');
      expect((await signIn('/\\evil.com')).headers.get('location')).toBe('/');
      expect((await signIn('javascript:alert(1)')).headers.get('location')).toBe('/');
      expect((await signIn(`${server.baseUrl}/division/a?b=1`)).headers.get('location')).toBe('/division/a?b=1');
      const json = await browser().post('/api/Account/Login', {
        emailAddress: user.email,
        password: user.password,
        redirectUrl: 'https://evil.com',
      });
      expect(json.json.result).toEqual({ redirectUrl: '/' });
    });

    it('refuses a wrong password and an unknown e-mail alike, setting no cookie', async () => {
      const user = await server.signIn();
      const wrong = await browser().post('/api/Account/Login', {
        emailAddress: user.email,
        password: 'not the password',
      });
      const unknown = await browser().post('/api/Account/Login', {
        emailAddress: 'nobody@example.org',
        password: 'not the password',
      });
      for (const response of [wrong, unknown]) {
        expect(response.status).toBe(401);
        expect(response.json).toEqual({ success: false, errors: [], warnings: [notRight], messages: [], trace: [] });
        expect(response.headers.getSetCookie()).toEqual([]);
      }
      const form = await postForm(browser(), '/api/Account/Login', {
        emailAddress: user.email,
        password: 'nope',
        redirectUrl: '/x',
      });
      expect(form.status).toBe(303);
      expect(form.headers.get('location')).toBe('/login?redirectUrl=%2Fx&error=invalid');
      expect(form.headers.getSetCookie()).toEqual([]);
    });

    it('refuses a request without the fields it needs', async () => {
      const json = await browser().post('/api/Account/Login', { emailAddress: 'jo@example.org' });
      expect(json.status).toBe(400);
      expect(json.json.errors).toEqual({ Password: ['The Password field is required.'] });
      const form = await postForm(browser(), '/api/Account/Login', { emailAddress: '', password: '' });
      expect(form.headers.get('location')).toBe('/login?redirectUrl=%2F&error=invalid');
    });
  });

  describe('rate limiting', () => {
    it('locks an account after 5 failed attempts, even for the right password, and says for how long', async () => {
      const user = await server.signIn();
      for (let i = 0; i < signInLimits.perAccount; i += 1) {
        expect(
          (await browser().post('/api/Account/Login', { emailAddress: user.email, password: 'wrong password' })).status,
        ).toBe(401);
      }
      const locked = await browser().post('/api/Account/Login', { emailAddress: user.email, password: user.password });
      expect(locked.status).toBe(429);
      expect(locked.json.warnings).toEqual(['Too many sign-in attempts. Wait 15 minutes and try again.']);
      expect(sessionCookie(locked)).toBeUndefined();
      server.clock.advance(14 * 60_000);
      const form = await postForm(browser(), '/api/Account/Login', {
        emailAddress: user.email,
        password: user.password,
      });
      expect(form.headers.get('location')).toBe('/login?redirectUrl=%2F&error=rate-limited');
      expect(
        (await browser().post('/api/Account/Login', { emailAddress: user.email, password: user.password })).json
          .warnings,
      ).toEqual(['Too many sign-in attempts. Wait 1 minute and try again.']);
      server.clock.advance(60_000);
      expect(
        (await browser().post('/api/Account/Login', { emailAddress: user.email, password: user.password })).status,
      ).toBe(200);
    });

    it('resets an account’s count when it signs in', async () => {
      const user = await server.signIn();
      for (const password of [
        'wrong 1',
        'wrong 2',
        'wrong 3',
        'wrong 4',
        user.password,
        'wrong 5',
        'wrong 6',
        'wrong 7',
        'wrong 8',
        user.password,
      ]) {
        const response = await browser().post('/api/Account/Login', { emailAddress: user.email, password });
        expect(response.status).toBe(password === user.password ? 200 : 401);
      }
    });

    it('limits failed attempts per client address across accounts, and registration with them', async () => {
      const user = await server.signIn();
      for (let i = 0; i < signInLimits.perAddress; i += 1) {
        await browser().post('/api/Account/Login', { emailAddress: `guess${i}@example.org`, password: 'guessing' });
      }
      const limited = await browser().post('/api/Account/Login', { emailAddress: user.email, password: user.password });
      expect(limited.status).toBe(429);
      expect(limited.json.warnings).toEqual(['Too many sign-in attempts. Wait 15 minutes and try again.']);
      const details = {
        name: 'Al Ready',
        givenName: 'Al',
        emailAddress: 'al@example.org',
        password: 'a-long-password',
      };
      expect((await browser().post('/api/Account/Register', details)).status).toBe(429);
      expect(await exists('al@example.org')).toBe(false);
    });
  });

  describe('registering', () => {
    const details = (email: string) => ({
      name: 'Sam Smith',
      givenName: 'Sam',
      emailAddress: email,
      password: 'a-long-password',
      redirectUrl: '/fixtures',
    });

    it('creates an account with no access and signs it in', async () => {
      const sam = browser();
      const response = await sam.post('/api/Account/Register', details('Sam@Example.org'));
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({ success: true, result: { redirectUrl: '/fixtures' } });
      expect(sessionCookie(response)).toMatch(/HttpOnly; SameSite=Lax$/);
      expect((await sam.get('/api/Account')).json).toEqual({
        name: 'Sam Smith',
        givenName: 'Sam',
        emailAddress: 'sam@example.org',
        accessLevels: {},
        transient: false,
      });
      const again = await browser().post('/api/Account/Login', {
        emailAddress: 'sam@example.org',
        password: 'a-long-password',
      });
      expect(again.status).toBe(200);
    });

    it('creates an account from a form post and redirects (303)', async () => {
      const response = await postForm(browser(), '/api/Account/Register', details('form@example.org'));
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/fixtures');
      expect(sessionCookie(response)).toBeDefined();
    });

    it.each([
      ['not an e-mail', { emailAddress: 'not an e-mail' }, 'invalid-email', 'Enter a valid e-mail address'],
      ['SQL in the e-mail', { emailAddress: "' OR 1=1 --" }, 'invalid-email', 'Enter a valid e-mail address'],
      [
        'a short password',
        { emailAddress: 'short@example.org', password: '123456789' },
        'short-password',
        'Choose a password of at least 10 characters',
      ],
      [
        'a long name',
        { emailAddress: 'long@example.org', name: 'x'.repeat(101) },
        'too-long',
        'Keep names to 100 characters and the e-mail address to 254',
      ],
    ])('refuses %s, changing nothing', async (_, change, code, message) => {
      const body = { ...details('unused@example.org'), ...change };
      const json = await browser().post('/api/Account/Register', body);
      expect(json.status).toBe(400);
      expect(json.json).toEqual({ success: false, errors: [message], warnings: [], messages: [], trace: [] });
      expect(sessionCookie(json)).toBeUndefined();
      const form = await postForm(browser(), '/api/Account/Register', body);
      expect(form.headers.get('location')).toBe(`/login?mode=register&error=${code}&redirectUrl=%2Ffixtures`);
      expect(await exists(body.emailAddress)).toBe(false);
    });

    it('refuses an e-mail address that already has an account, in any case', async () => {
      const existing = await server.signIn([], { email: 'taken@example.org', name: 'First Owner' });
      const json = await browser().post('/api/Account/Register', {
        ...details('TAKEN@example.org'),
        password: 'another-password',
      });
      expect(json.status).toBe(400);
      expect(json.json.errors).toEqual(['An account with this e-mail address already exists']);
      expect(sessionCookie(json)).toBeUndefined();
      expect((await existing.get('/api/Account')).json.name).toBe('First Owner');
      expect(
        (
          await browser().post('/api/Account/Login', {
            emailAddress: 'taken@example.org',
            password: 'another-password',
          })
        ).status,
      ).toBe(401);
    });
  });

  describe('sessions and signing out', () => {
    it('sends a sign-in link to the sign-in page with a safe target, or straight on when signed in', async () => {
      const location = async (path: string, as = browser()) => (await as.get(path)).headers.get('location');
      expect(await location('/api/Account/Login/?redirectUrl=%2Fdivision%2Fx%3Fy%3D1')).toBe(
        '/login?redirectUrl=%2Fdivision%2Fx%3Fy%3D1',
      );
      expect(await location('/api/Account/Login?redirectUrl=/division/x?y=1&z=2')).toBe(
        '/login?redirectUrl=%2Fdivision%2Fx%3Fy%3D1',
      );
      expect(await location(`/data/api/Account/Login?redirectUrl=${server.baseUrl}/teams`)).toBe(
        '/login?redirectUrl=%2Fteams',
      );
      expect(await location('/api/Account/Login?redirectUrl=//evil.com')).toBe('/login?redirectUrl=%2F');
      expect(await location('/api/Account/Login')).toBe('/login?redirectUrl=%2F');
      expect(await location('/api/Account/Login?redirectUrl=%2Fteams', await server.signIn())).toBe('/teams');
      expect((await browser().get('/api/Account/Callback?code=x&state=y')).status).toBe(404);
    });

    it('signs out with a POST: clears the cookie, ends the session and redirects safely (contract §4.4; issue #24)', async () => {
      const user = await server.signIn();
      const oldCookie = user.cookie;
      const response = await user.request('POST', '/api/Account/Logout/?redirectUrl=%2Fdivision%2Fx');
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/division/x');
      expect(sessionCookie(response)).toMatch(/^darts_session=;.*Path=\/;/);
      expect((await client(server.baseUrl, oldCookie).get('/api/Account')).status).toBe(204);
      expect(
        (await browser().request('POST', '/api/Account/Logout?redirectUrl=https://evil.com/')).headers.get('location'),
      ).toBe('/');
      expect((await browser().request('POST', '/data/api/Account/Logout')).headers.get('location')).toBe('/');
    });

    it("signs out with the web app's form post, its target in a field", async () => {
      const user = await server.signIn();
      const response = await postForm(user, '/api/Account/Logout', { redirectUrl: '/teams?season=Winter' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/teams?season=Winter');
      expect((await user.get('/api/Account')).status).toBe(204);
      expect(
        (await postForm(browser(), '/api/Account/Logout', { redirectUrl: '//evil.com' })).headers.get('location'),
      ).toBe('/');
    });

    it('signs no one out on a GET, which any other site could trigger: it opens the sign-out page instead', async () => {
      const user = await server.signIn();
      const response = await user.get('/api/Account/Logout/?redirectUrl=%2Fdivision%2Fx%3Fy%3D1');
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/logout?redirectUrl=%2Fdivision%2Fx%3Fy%3D1');
      expect(sessionCookie(response)).toBeUndefined();
      expect((await user.get('/api/Account')).status).toBe(200);
      expect((await browser().get('/api/Account/Logout?redirectUrl=https://evil.com/')).headers.get('location')).toBe(
        '/logout?redirectUrl=%2F',
      );
    });

    it("signs no one out on a POST from another site's page", async () => {
      const user = await server.signIn();
      for (const headers of [{ origin: 'https://evil.example.com' }, { 'sec-fetch-site': 'cross-site' }] as Array<
        Record<string, string>
      >) {
        const response = await user.request('POST', '/api/Account/Logout?redirectUrl=/', '', {
          ...formHeaders,
          ...headers,
        });
        expect(response.status).toBe(403);
        expect(sessionCookie(response)).toBeUndefined();
      }
      expect((await user.get('/api/Account')).status).toBe(200);
    });

    it('treats a forged or expired session cookie as signed out', async () => {
      expect((await browser().get('/api/Account')).status).toBe(204);
      const user = await server.signIn();
      const [token] = user.cookie!.split('.');
      expect((await client(server.baseUrl, `${token}.forged-signature`).get('/api/Account')).status).toBe(204);
      expect((await client(server.baseUrl, `${sessionCookieName}=made-up.value`).get('/api/Account')).status).toBe(204);
      expect((await user.get('/api/Account')).status).toBe(200);
      const now = server.clock.now();
      server.clock.advance(sessionLifetimeMs + 60_000);
      expect((await user.get('/api/Account')).status).toBe(204);
      // Back again, so the other tests' sessions have not expired.
      server.clock.set(now);
    });
  });

  describe('reading accounts', () => {
    it('lists accounts only for ManageAccess, and reads one by e-mail', async () => {
      const plain = await server.signIn([], { name: 'Pat Plain' });
      expect((await plain.get('/api/Account/All')).json).toEqual([]);
      expect((await server.anonymous.get('/api/Account/All')).json).toEqual([]);
      expect((await plain.get(`/api/Account/${plain.email}`)).status).toBe(204);

      const all = await admin.get('/api/account/all/');
      expect(all.status).toBe(200);
      expect(all.json.map((u: { name: string }) => u.name)).toContain('Pat Plain');
      const one = await admin.get(`/api/Account/${encodeURIComponent(plain.email.toUpperCase())}`);
      expect(one.json).toMatchObject({
        name: 'Pat Plain',
        emailAddress: plain.email,
        accessLevels: {},
        transient: false,
      });
      expect((await admin.get('/api/Account/nobody@example.org')).status).toBe(204);
      expect((await admin.get(`/api/Account/${encodeURIComponent("' OR 1=1 --")}`)).status).toBe(204);
    });

    it('finds the team of a user through a player with the same e-mail address', async () => {
      const player = await server.signIn([], { email: 'player@example.org', name: 'Pip Player' });
      const { db } = server.handle;
      const audit = (id: string, created: string) => ({
        id,
        created,
        author: 't',
        updated: created,
        editor: 't',
        deleted: null,
        remover: null,
      });
      const [gone, older, newer] = [
        'aaaaaaaa-0000-4000-8000-000000000001',
        'aaaaaaaa-0000-4000-8000-000000000002',
        'aaaaaaaa-0000-4000-8000-000000000003',
      ];
      await db
        .insertInto('team')
        .values([
          {
            ...audit(gone, '2020-01-01T00:00:00.0000000Z'),
            deleted: '2020-02-01T00:00:00.0000000Z',
            name: 'Gone',
            address: '',
          },
          { ...audit(older, '2021-01-01T00:00:00.0000000Z'), name: 'Older', address: '' },
          { ...audit(newer, '2022-01-01T00:00:00.0000000Z'), name: 'Newer', address: '' },
        ])
        .execute();
      await db
        .insertInto('teamSeason')
        .values(
          [gone, older, newer].map((teamId, i) => ({
            ...audit(`ts${i}`, '2022-01-01T00:00:00.0000000Z'),
            teamId,
            seasonId: 's',
            divisionId: 'd',
          })),
        )
        .execute();
      // The deleted team and the deleted player do not count; e-mails compare trimmed and case-insensitively.
      const playerIn = (teamSeasonId: string, deleted: string | null) => ({
        ...audit(`p-${teamSeasonId}`, '2022-01-01T00:00:00.0000000Z'),
        deleted,
        teamSeasonId,
        name: 'Pip',
        captain: 0,
        emailAddress: ' Player@Example.ORG ',
        gender: null,
      });
      await db
        .insertInto('teamPlayer')
        .values([playerIn('ts0', null), playerIn('ts1', '2022-06-01T00:00:00.0000000Z'), playerIn('ts2', null)])
        .execute();

      expect((await player.get('/api/Account')).json.teamId).toBe(newer);
      const listed = (await admin.get('/api/Account/All')).json.find(
        (u: { emailAddress: string }) => u.emailAddress === player.email,
      );
      expect(listed.teamId).toBe(newer);
      await db.updateTable('appUser').set({ teamId: older }).where('emailAddress', '=', player.email).execute();
      expect((await player.get('/api/Account')).json.teamId).toBe(older);
    });
  });

  describe('changing access', () => {
    const change = (as: TestClient, emailAddress: string, accessLevels: Record<string, object>) =>
      as.post('/api/Account/Access', { emailAddress, accessLevels });

    it('refuses callers who are not signed in (401) or lack ManageAccess (403), changing nothing', async () => {
      const target = await server.signIn(['ManageScores']);
      const anonymous = await change(server.anonymous, target.email, { ManageAccess: {} });
      expect(anonymous.status).toBe(401);
      expect(anonymous.json.warnings).toEqual(['Not logged in']);
      const other = await change(target, target.email, { ManageAccess: {} });
      expect(other.status).toBe(403);
      expect(other.json.warnings).toEqual(['Not permitted']);
      expect((await target.get('/api/Account')).json.accessLevels).toEqual({ ManageScores: {} });
    });

    it('answers Not found for an unknown e-mail address, SQL-looking or not', async () => {
      const before = (await admin.get('/api/Account/All')).json;
      for (const email of ['nobody@example.org', "' OR 1=1 --", "x'; DROP TABLE app_user; --"]) {
        const response = await change(admin, email, { ManageGames: {} });
        expect(response.status).toBe(200);
        expect(response.json).toEqual({ success: false, errors: [], warnings: ['Not found'], messages: [], trace: [] });
      }
      expect((await admin.get('/api/Account/All')).json).toEqual(before);
    });

    it('will not let a caller remove their own ManageAccess', async () => {
      const response = await change(admin, admin.email.toUpperCase(), { ManageGames: {} });
      expect(response.json).toMatchObject({ success: false, warnings: ['Cannot remove your own user access'] });
      expect((await admin.get('/api/Account')).json.accessLevels).toEqual({ ManageAccess: {} });
    });

    it('replaces the whole access map', async () => {
      const target = await server.signIn(['ManageScores', 'UseWebSockets'], { name: 'Tess Target' });
      const response = await change(admin, target.email, { managegames: {}, InputResults: {} });
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({
        success: true,
        messages: ['Access updated'],
        result: {
          name: 'Tess Target',
          emailAddress: target.email,
          accessLevels: { ManageGames: {}, InputResults: {} },
          transient: false,
        },
      });
      expect((await target.get('/api/Account')).json.accessLevels).toEqual({ ManageGames: {}, InputResults: {} });
      expect((await change(admin, target.email, {})).json.result.accessLevels).toEqual({});
    });

    // Issue #22: Manage access picks a clerk's team; the account's own team wins over a player's e-mail.
    it("sets and clears an account's own team, which decides over a player's e-mail address", async () => {
      const clerk = await server.signIn(['InputResults'], { email: 'clerk@example.org', name: 'Cal Clerk' });
      const { db } = server.handle;
      const audit = (id: string) => ({
        id,
        created: '2022-01-01T00:00:00.0000000Z',
        author: 't',
        updated: '2022-01-01T00:00:00.0000000Z',
        editor: 't',
        deleted: null,
        remover: null,
      });
      const [crown, swan, gone] = [
        'bbbbbbbb-0000-4000-8000-000000000001',
        'bbbbbbbb-0000-4000-8000-000000000002',
        'bbbbbbbb-0000-4000-8000-000000000003',
      ];
      await db
        .insertInto('team')
        .values([
          { ...audit(crown), name: 'The Crown', address: '' },
          { ...audit(swan), name: 'Swan', address: '' },
          { ...audit(gone), deleted: '2023-01-01T00:00:00.0000000Z', name: 'Gone', address: '' },
        ])
        .execute();
      await db
        .insertInto('teamSeason')
        .values({ ...audit('ts-crown'), teamId: crown, seasonId: 's', divisionId: 'd' })
        .execute();
      await db
        .insertInto('teamPlayer')
        .values({
          ...audit('p-crown'),
          teamSeasonId: 'ts-crown',
          name: 'Cal',
          captain: 0,
          emailAddress: 'clerk@example.org',
          gender: null,
        })
        .execute();
      expect((await clerk.get('/api/Account')).json).toMatchObject({ teamId: crown, playerTeamId: crown });

      const chosen = await admin.post('/api/Account/Access', {
        emailAddress: clerk.email,
        accessLevels: { InputResults: {} },
        teamId: swan,
      });
      expect(chosen.json).toMatchObject({ success: true, result: { teamId: swan, playerTeamId: crown } });
      expect((await clerk.get('/api/Account')).json).toMatchObject({ teamId: swan, playerTeamId: crown });

      // Without a teamId the team is left as it is; a deleted or unknown team is refused, changing nothing.
      await admin.post('/api/Account/Access', {
        emailAddress: clerk.email,
        accessLevels: { InputResults: {}, ManageGames: {} },
      });
      expect((await clerk.get('/api/Account')).json.teamId).toBe(swan);
      for (const teamId of [gone, 'bbbbbbbb-0000-4000-8000-00000000dead']) {
        const refused = await admin.post('/api/Account/Access', {
          emailAddress: clerk.email,
          accessLevels: {},
          teamId,
        });
        expect(refused.json).toMatchObject({ success: false, warnings: ['Team not found'] });
      }
      expect((await clerk.get('/api/Account')).json).toMatchObject({
        teamId: swan,
        accessLevels: { InputResults: {}, ManageGames: {} },
      });
      expect(
        (await admin.post('/api/Account/Access', { emailAddress: clerk.email, accessLevels: {}, teamId: 'crown' }))
          .status,
      ).toBe(400);

      // Cleared, the player's e-mail address decides again; only ManageAccess may choose.
      const cleared = await admin.post('/api/Account/Access', {
        emailAddress: clerk.email,
        accessLevels: { InputResults: {} },
        teamId: null,
      });
      expect(cleared.json.result).toMatchObject({ teamId: crown, playerTeamId: crown });
      const self = await clerk.post('/api/Account/Access', {
        emailAddress: clerk.email,
        accessLevels: { InputResults: {} },
        teamId: swan,
      });
      expect(self.status).toBe(403);
      expect((await clerk.get('/api/Account')).json.teamId).toBe(crown);
    });

    it('refuses an unknown access option with a validation problem', async () => {
      const target = await server.signIn(['ManageScores']);
      const response = await change(admin, target.email, { BeGod: {} });
      expect(response.status).toBe(400);
      expect(response.json.errors).toEqual({ 'AccessLevels.BeGod': ["'BeGod' is not an access option."] });
      expect((await target.get('/api/Account')).json.accessLevels).toEqual({ ManageScores: {} });
    });
  });
});
