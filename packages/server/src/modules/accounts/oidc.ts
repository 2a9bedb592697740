import { createHmac, timingSafeEqual } from 'node:crypto';
import * as oidc from 'openid-client';
import { isEmailAddress } from '@darts/domain';
import type { Config } from '../../config/config.js';

/** Who the provider says signed in. */
export type ExternalIdentity = { subject: string; emailAddress: string; name: string; givenName: string };

/** What the callback needs to finish a sign-in the login route started (kept in a signed cookie). */
export type PendingSignIn = {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  /** Where to go once signed in (already checked by `safeRedirectTarget`). */
  target: string;
  /** Epoch milliseconds after which the callback is refused. */
  expires: number;
};

export type OidcProvider = {
  /** The provider's authorization URL (code flow, PKCE S256, state, nonce) and what to remember. */
  start(redirectUri: string, target: string, now: Date): Promise<{ url: URL; pending: PendingSignIn }>;
  /** Exchanges the code on the callback for the signed-in identity; throws when anything does not check out. */
  finish(pending: PendingSignIn, callbackQuery: string): Promise<ExternalIdentity>;
};

/** A sign-in must come back from the provider within this time. */
export const pendingSignInLifetimeMs = 10 * 60 * 1000;

/**
 * Sign-in through an OpenID Connect provider with openid-client: authorization
 * code + PKCE, checking state and nonce. Discovery runs on first use and is retried after a failure.
 */
export function createOidcProvider(settings: NonNullable<Config['oidc']>): OidcProvider {
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () =>
    (discovered ??= discover(settings).catch((error: unknown) => {
      discovered = undefined;
      throw error;
    }));

  return {
    async start(redirectUri, target, now) {
      const config = await configuration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const pending: PendingSignIn = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier,
        redirectUri,
        target,
        expires: now.getTime() + pendingSignInLifetimeMs,
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      });
      return { url, pending };
    },

    async finish(pending, callbackQuery) {
      const config = await configuration();
      const currentUrl = new URL(pending.redirectUri);
      currentUrl.search = callbackQuery;
      const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      const profile =
        typeof claims.email === 'string' ? claims : await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
      return identityFrom(claims.sub, profile);
    },
  };
}

function discover(settings: NonNullable<Config['oidc']>): Promise<oidc.Configuration> {
  const issuer = new URL(settings.issuer);
  // Plain http only for a provider on this machine (development, tests); anything else must be https.
  const loopback = issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
  return oidc.discovery(
    issuer,
    settings.clientId,
    settings.clientSecret,
    undefined,
    loopback ? { execute: [oidc.allowInsecureRequests] } : {},
  );
}

/**
 * The identity in the provider's claims. An address the provider says is not verified is refused:
 * accounts are matched by e-mail, so an unverified one could take over someone else's account.
 */
export function identityFrom(subject: string, claims: Record<string, unknown>): ExternalIdentity {
  const email = typeof claims.email === 'string' ? claims.email.trim() : '';
  if (!isEmailAddress(email)) throw new Error('The sign-in provider did not give an e-mail address');
  if (claims.email_verified === false || claims.email_verified === 'false') {
    throw new Error('The sign-in provider says the e-mail address is not verified');
  }
  const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : email;
  const givenName =
    typeof claims.given_name === 'string' && claims.given_name.trim()
      ? claims.given_name.trim()
      : (name.split(/[\s@]/)[0] ?? name);
  return { subject, emailAddress: email, name, givenName };
}

const signature = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`pending-sign-in.${payload}`).digest('base64url');

/** The cookie value for a pending sign-in: its JSON and an HMAC, so the browser can carry it but not change it. */
export function sealPendingSignIn(pending: PendingSignIn, secret: string): string {
  const payload = Buffer.from(JSON.stringify(pending)).toString('base64url');
  return `${payload}.${signature(secret, payload)}`;
}

/** The pending sign-in in a cookie value, or undefined when it is missing, forged or expired. */
export function openPendingSignIn(value: string | undefined, secret: string, now: Date): PendingSignIn | undefined {
  const [payload, given] = value?.split('.') ?? [];
  if (!payload || !given) return undefined;
  const expected = Buffer.from(signature(secret, payload));
  const received = Buffer.from(given);
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) return undefined;
  try {
    const pending = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as PendingSignIn;
    return typeof pending.expires === 'number' && pending.expires > now.getTime() ? pending : undefined;
  } catch {
    return undefined;
  }
}
