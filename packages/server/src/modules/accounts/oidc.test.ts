import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startTestServer, testDatabases, type TestClient, type TestServer } from '../../../test/harness.js';
import { identityFrom, openPendingSignIn, sealPendingSignIn, type PendingSignIn } from './oidc.js';

const clientId = 'darts-client';
const clientSecret = 'darts-client-secret';
type Person = { sub: string; email: string; name?: string; given_name?: string; email_verified?: boolean };

/**
 * A stand-in OpenID Connect provider on 127.0.0.1: discovery, an authorization step the test drives
 * by hand (`approve`), a token endpoint that checks the PKCE verifier and client secret, and
 * RS256-signed ID tokens.
 */
async function startFakeProvider() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' };
  const grants = new Map<string, { person: Person; nonce: string; challenge: string; redirectUri: string }>();
  const tokenRequests: URLSearchParams[] = [];
  let issuer = '';

  const idToken = (claims: Record<string, unknown>) => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${part({ alg: 'RS256', kid: 'k1', typ: 'JWT' })}.${part(claims)}`;
    return `${unsigned}.${createSign('RSA-SHA256').update(unsigned).sign(privateKey, 'base64url')}`;
  };
  const send = (response: ServerResponse, status: number, body: object) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  async function token(request: IncomingMessage, response: ServerResponse) {
    let text = '';
    for await (const chunk of request) text += chunk;
    const params = new URLSearchParams(text);
    tokenRequests.push(params);
    const grant = grants.get(params.get('code') ?? '');
    grants.delete(params.get('code') ?? '');
    const verifier = createHash('sha256')
      .update(params.get('code_verifier') ?? '')
      .digest('base64url');
    const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
    const authenticated =
      params.get('client_secret') === clientSecret || request.headers.authorization === `Basic ${basic}`;
    if (!grant || verifier !== grant.challenge || params.get('redirect_uri') !== grant.redirectUri || !authenticated) {
      return send(response, 400, { error: 'invalid_grant' });
    }
    const now = Math.floor(Date.now() / 1000);
    const claims = { iss: issuer, aud: clientId, iat: now, exp: now + 300, nonce: grant.nonce, ...grant.person };
    return send(response, 200, {
      access_token: 'access',
      token_type: 'Bearer',
      expires_in: 300,
      id_token: idToken(claims),
    });
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', issuer).pathname;
    if (path === '/.well-known/openid-configuration') {
      return send(response, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (path === '/jwks') return send(response, 200, { keys: [jwk] });
    if (path === '/token' && request.method === 'POST') return void token(request, response);
    return send(response, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    tokenRequests,
    /** The person signs in at the provider, which sends the browser back with a code. */
    approve(authorizationUrl: URL, person: Person): string {
      const code = randomBytes(8).toString('hex');
      const at = authorizationUrl.searchParams;
      grants.set(code, {
        person,
        nonce: at.get('nonce')!,
        challenge: at.get('code_challenge')!,
        redirectUri: at.get('redirect_uri')!,
      });
      return `/api/Account/Callback?code=${code}&state=${at.get('state')}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabases)('signing in with an OpenID Connect provider on %s', (kind) => {
  let provider: Awaited<ReturnType<typeof startFakeProvider>>;
  let server: TestServer;

  beforeAll(async () => {
    provider = await startFakeProvider();
    server = await startTestServer(kind, {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: clientId,
      OIDC_CLIENT_SECRET: clientSecret,
      OIDC_NAME: 'Example ID',
    });
  });
  afterAll(async () => {
    await server.close();
    await provider.close();
  });

  /** Starts signing in; answers the browser (holding the pending-sign-in cookie) and the provider URL. */
  async function startSignIn(redirectUrl: string) {
    const response = await server.anonymous.get(`/api/Account/Login?redirectUrl=${redirectUrl}`);
    expect(response.status).toBe(302);
    const pending = response.headers.getSetCookie().find((c) => c.startsWith('darts_oidc='))!;
    const browser: TestClient = client(server.baseUrl);
    const callback = (path: string) => browser.request('GET', path, undefined, { cookie: pending.split(';')[0]! });
    return { url: new URL(response.headers.get('location')!), pending, browser, callback };
  }

  it('sends the browser to the provider: code flow with PKCE, state and nonce', async () => {
    const { url, pending } = await startSignIn('%2Fdivision%2Fx');
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: clientId,
      response_type: 'code',
      redirect_uri: `${server.baseUrl}/api/Account/Callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const param of ['state', 'nonce', 'code_challenge'])
      expect(url.searchParams.get(param)).toMatch(/^[\w-]{43}$/);
    expect(pending).toMatch(/; Max-Age=600; Path=\/api\/Account; HttpOnly; SameSite=Lax$/);
  });

  it('creates an account with no access on first sign-in and returns to the target', async () => {
    const { url, browser, callback } = await startSignIn('%2Fdivision%2Fx%3Fy%3D1');
    const response = await callback(
      provider.approve(url, {
        sub: 'p-1',
        email: 'New.Person@Example.org',
        name: 'New Person',
        given_name: 'New',
        email_verified: true,
      }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/division/x?y=1');
    expect(response.headers.getSetCookie().join('\n')).toMatch(/^darts_oidc=;/m);
    expect((await browser.get('/api/Account')).json).toEqual({
      name: 'New Person',
      givenName: 'New',
      emailAddress: 'new.person@example.org',
      accessLevels: {},
      transient: false,
    });
    expect(provider.tokenRequests.at(-1)?.get('grant_type')).toBe('authorization_code');
  });

  it('signs an existing account in by e-mail, keeping its access', async () => {
    await server.signIn(['ManageScores'], { email: 'keeper@example.org', name: 'Kim Keeper' });
    const { url, browser, callback } = await startSignIn('%2F');
    await callback(provider.approve(url, { sub: 'p-2', email: 'KEEPER@example.org' }));
    expect((await browser.get('/api/Account')).json).toMatchObject({
      name: 'Kim Keeper',
      accessLevels: { ManageScores: {} },
    });
  });

  it.each([
    ['a state that does not match', (path: string) => path.replace(/state=[^&]+/, 'state=forged')],
    ['a code the provider did not issue', (path: string) => path.replace(/code=[^&]+/, 'code=made-up')],
    ['the provider reporting an error', () => '/api/Account/Callback?error=access_denied'],
  ])('refuses %s, signing nobody in', async (_, tamper) => {
    const { url, browser, callback } = await startSignIn('%2F');
    const response = await callback(tamper(provider.approve(url, { sub: 'p-3', email: 'mallory@example.org' })));
    expect(response.headers.get('location')).toBe('/login?error=provider-failed');
    expect(response.headers.getSetCookie().some((c) => c.startsWith('darts_session='))).toBe(false);
    expect((await browser.get('/api/Account')).status).toBe(204);
  });

  it('refuses a callback without the pending sign-in cookie, and an unverified e-mail address', async () => {
    const first = await startSignIn('%2F');
    const withoutCookie = await client(server.baseUrl).get(
      provider.approve(first.url, { sub: 'p-4', email: 'x@example.org' }),
    );
    expect(withoutCookie.headers.get('location')).toBe('/login?error=provider-failed');
    const second = await startSignIn('%2F');
    const unverified = await second.callback(
      provider.approve(second.url, { sub: 'p-5', email: 'keeper@example.org', email_verified: false }),
    );
    expect(unverified.headers.get('location')).toBe('/login?error=provider-failed');
    expect((await second.browser.get('/api/Account')).status).toBe(204);
  });

  it('switches e-mail and password sign-in and registration off', async () => {
    const user = await server.signIn([], { email: 'local@example.org' });
    const login = await client(server.baseUrl).post('/api/Account/Login', {
      emailAddress: user.email,
      password: user.password,
    });
    expect(login.status).toBe(400);
    expect(login.json.errors).toEqual(['Sign in with Example ID: e-mail and password sign-in is switched off']);
    const register = await client(server.baseUrl).request(
      'POST',
      '/api/Account/Register',
      new URLSearchParams({
        name: 'A B',
        givenName: 'A',
        emailAddress: 'ab@example.org',
        password: 'a-long-password',
      }).toString(),
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(register.headers.get('location')).toBe('/login?mode=register&error=local-disabled&redirectUrl=%2F');
  });
});

describe('pending sign-in cookie', () => {
  const pending: PendingSignIn = {
    state: 's',
    nonce: 'n',
    codeVerifier: 'v',
    redirectUri: 'http://x/cb',
    target: '/t',
    expires: 2_000,
  };
  const secret = 'a'.repeat(32);

  it('opens what it sealed until it expires, and nothing forged', () => {
    const sealed = sealPendingSignIn(pending, secret);
    expect(openPendingSignIn(sealed, secret, new Date(1_999))).toEqual(pending);
    expect(openPendingSignIn(sealed, secret, new Date(2_000))).toBeUndefined();
    expect(openPendingSignIn(sealed, 'b'.repeat(32), new Date(0))).toBeUndefined();
    const [, signature] = sealed.split('.');
    const changed = Buffer.from(JSON.stringify({ ...pending, target: '//evil.com' })).toString('base64url');
    expect(openPendingSignIn(`${changed}.${signature}`, secret, new Date(0))).toBeUndefined();
    expect(openPendingSignIn(undefined, secret, new Date(0))).toBeUndefined();
  });
});

describe('identityFrom', () => {
  it.each([
    [
      { email: 'jo@example.org', name: 'Jo Bloggs', given_name: 'Jo' },
      { emailAddress: 'jo@example.org', name: 'Jo Bloggs', givenName: 'Jo' },
    ],
    [
      { email: 'jo@example.org', name: 'Jo Bloggs' },
      { emailAddress: 'jo@example.org', name: 'Jo Bloggs', givenName: 'Jo' },
    ],
    [
      { email: 'jo@example.org', email_verified: true },
      { emailAddress: 'jo@example.org', name: 'jo@example.org', givenName: 'jo' },
    ],
  ])('%j → %j', (claims, expected) => {
    expect(identityFrom('sub', claims)).toEqual({ subject: 'sub', ...expected });
  });

  it.each([[{}], [{ email: 'not an e-mail' }], [{ email: 'jo@example.org', email_verified: false }]])(
    'refuses %j',
    (claims) => {
      expect(() => identityFrom('sub', claims)).toThrow();
    },
  );
});
