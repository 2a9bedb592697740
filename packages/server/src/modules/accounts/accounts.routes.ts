import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { redirectTargetInQuery, safeRedirectTarget } from '@darts/domain';
import { pageRoutes, routes, type SignInProblem, type SignInResult } from '@darts/contract';
import type { AppDeps } from '../../app-deps.js';
import { hasAccess, refuseFirst, requireAccess } from '../../http/auth.js';
import { route } from '../../http/contract-route.js';
import { refused, succeeded } from '../../http/envelope.js';
import { notFound, ValidationError } from '../../http/errors.js';
import { parseOrThrow } from '../../http/validation.js';
import { createAccountService, SignInRefused, type NewSession } from './accounts.service.js';
import { pendingSignInLifetimeMs } from './oidc.js';
import { sessionCookieName, sessionLifetimeMs } from './sessions.js';

/** Holds a provider sign-in between the login redirect and the callback (oidc.ts). */
const pendingCookieName = 'darts_oidc';
const pendingCookiePath = '/api/Account';

/** Account and sign-in. */
export function accountRoutes(deps: AppDeps): FastifyPluginAsync {
  const accounts = createAccountService(deps);

  /** This site's origin: PUBLIC_URL when set, else as the request reached us (trustProxy decides). */
  const originOf = (request: FastifyRequest) =>
    deps.config.publicUrl ? new URL(deps.config.publicUrl).origin : `${request.protocol}://${request.host}`;
  const queryTarget = (request: FastifyRequest) =>
    safeRedirectTarget(redirectTargetInQuery(rawQuery(request)), originOf(request));
  // Secure whenever the site is served over HTTPS: as the request arrived (a trusted proxy says so) or as
  // PUBLIC_URL names it, so a proxy left untrusted does not send the session over plain HTTP later.
  const publishedOverHttps = deps.config.publicUrl?.startsWith('https:') ?? false;
  const cookieOptions = (request: FastifyRequest, path = '/') =>
    ({ httpOnly: true, sameSite: 'lax', path, secure: publishedOverHttps || request.protocol === 'https' }) as const;

  async function startSession(request: FastifyRequest, reply: FastifyReply, session: NewSession) {
    // A new sign-in replaces whatever session the browser had.
    await accounts.signOut(request.cookies[sessionCookieName]);
    reply.setCookie(sessionCookieName, session.cookieValue, {
      ...cookieOptions(request),
      maxAge: sessionLifetimeMs / 1000,
    });
  }

  /**
   * Answers a sign-in form action: JSON callers get `{redirectUrl}` or the refusal's envelope; form
   * posts are sent on to the target (303) or back to the sign-in page with the problem's code.
   */
  async function signInAction(
    request: FastifyRequest,
    reply: FastifyReply,
    page: (problem: SignInProblem, target: string) => Record<string, string>,
    action: () => Promise<NewSession>,
  ) {
    const form = isFormPost(request);
    const target = safeRedirectTarget(bodyField(request.body, 'redirectUrl'), originOf(request));
    try {
      await startSession(request, reply, await action());
      return form ? reply.redirect(target, 303) : succeeded<SignInResult>({ redirectUrl: target });
    } catch (error) {
      if (!form) throw error;
      const problem =
        error instanceof SignInRefused
          ? error.problem
          : error instanceof ValidationError
            ? 'missing-details'
            : undefined;
      if (!problem) throw error;
      return reply.redirect(signInPage(page(problem, target)), 303);
    }
  }

  return async (app) => {
    route(app, routes.accountLoginRedirect, async (request, reply) => {
      const target = queryTarget(request);
      if (request.account) return reply.redirect(target, 302);
      try {
        const external = await accounts.startExternalSignIn(
          `${originOf(request)}${routes.accountCallback.path}`,
          target,
        );
        // Without a provider, the web app's page signs people in with a password.
        if (!external) return reply.redirect(signInPage({ redirectUrl: target }), 302);
        reply.setCookie(pendingCookieName, external.cookieValue, {
          ...cookieOptions(request, pendingCookiePath),
          maxAge: pendingSignInLifetimeMs / 1000,
        });
        return reply.redirect(external.url, 302);
      } catch (error) {
        request.log.error({ err: error }, 'Could not start signing in with the provider');
        return reply.redirect(signInPage({ redirectUrl: target, error: 'provider-failed' }), 302);
      }
    });

    route(app, routes.accountCallback, async (request, reply) => {
      if (!deps.config.oidc) throw notFound();
      reply.clearCookie(pendingCookieName, cookieOptions(request, pendingCookiePath));
      try {
        const finished = await accounts.finishExternalSignIn(request.cookies[pendingCookieName], rawQuery(request));
        if (finished) {
          await startSession(request, reply, finished.session);
          return reply.redirect(finished.target, 302);
        }
      } catch (error) {
        request.log.warn({ err: error }, 'Signing in with the provider did not finish');
      }
      return reply.redirect(signInPage({ error: 'provider-failed' }), 302);
    });

    route(app, routes.accountLogin, (request, reply) =>
      signInAction(
        request,
        reply,
        (problem, target) => ({ redirectUrl: target, error: problem === 'missing-details' ? 'invalid' : problem }),
        () => accounts.signIn(parseOrThrow(routes.accountLogin.body, request.body), request.ip),
      ),
    );

    route(app, routes.accountRegister, (request, reply) =>
      signInAction(
        request,
        reply,
        (problem, target) => ({ mode: 'register', error: problem, redirectUrl: target }),
        () => accounts.register(parseOrThrow(routes.accountRegister.body, request.body), request.ip),
      ),
    );

    // Issue #24: signing out is a POST, which another site's page cannot send here (sameOriginOnly,
    // SameSite=Lax). Then the contract's redirect (§4.4): 302 to `redirectUrl`, from the query as the
    // contract's link has it, or from a form's field.
    route(app, routes.accountLogout, async (request, reply) => {
      await accounts.signOut(request.cookies[sessionCookieName]);
      reply.clearCookie(sessionCookieName, cookieOptions(request));
      const target = redirectTargetInQuery(rawQuery(request)) ?? bodyField(request.body, 'redirectUrl');
      return reply.redirect(safeRedirectTarget(target, originOf(request)), 302);
    });

    // A GET (the contract's link, a page from an older build, a bookmark, an <img> on another site)
    // signs no one out: it opens the web app's sign-out page, whose button sends the POST.
    route(app, routes.accountLogoutPage, async (request, reply) =>
      reply.redirect(
        `${pageRoutes.logout}?${new URLSearchParams({ redirectUrl: queryTarget(request) }).toString()}`,
        302,
      ),
    );

    route(app, routes.account, async (request) => accounts.user(request.account));

    route(app, routes.accountAll, async (request) => (hasAccess(request, 'ManageAccess') ? accounts.users() : []));

    route(app, routes.accountByEmail, async (request) =>
      hasAccess(request, 'ManageAccess') ? accounts.userByEmail(request.params.emailAddress) : null,
    );

    route(app, routes.accountAccess, { onRequest: refuseFirst(['ManageAccess']) }, async (request) => {
      const change = parseOrThrow(routes.accountAccess.body, request.body);
      const caller = requireAccess(request, 'ManageAccess');
      const outcome = await accounts.updateAccess(caller, change);
      return 'user' in outcome ? succeeded(outcome.user, 'Access updated') : refused(outcome.refusal);
    });
  };
}

/** The web app's sign-in page (it shows the "Sign in" and "Create account" forms). */
const signInPage = (query: Record<string, string>) => `/login?${new URLSearchParams(query).toString()}`;

const rawQuery = (request: FastifyRequest) => {
  const at = request.url.indexOf('?');
  return at < 0 ? '' : request.url.slice(at + 1);
};

const isFormPost = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');

/** A string field of a body not yet validated, its name matched case-insensitively. */
function bodyField(body: unknown, name: string): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const entry = Object.entries(body).find(([key]) => key.toLowerCase() === name.toLowerCase());
  return typeof entry?.[1] === 'string' ? entry[1] : undefined;
}
