import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { ServerErrorBody, ValidationProblem } from '@darts/contract';
import type { Config } from './config/config.js';
import type { Db, DatabaseKind } from './db/database.js';
import type { AppDeps } from './app-deps.js';
import type { Clock } from './shared/clock.js';
import { createResponseCache, type ResponseCache } from './shared/response-cache.js';
import { envelope } from './http/envelope.js';
import { frameworkErrors } from './http/framework-errors.js';
import { refuseUnsafeInput } from './http/input-guards.js';
import { compression } from './http/compression.js';
import { holdToRouteTable } from './http/contract-route.js';
import { AppError, ValidationError, statusOf } from './http/errors.js';
import { sameOriginOnly, securityHeaders } from './http/security.js';
import { createSessions, sessionCookieName } from './modules/accounts/sessions.js';
import { addError } from './modules/errors/errors.repository.js';
import { accountRoutes } from './modules/accounts/accounts.routes.js';
import { featureRoutes } from './modules/features/features.routes.js';
import { errorRoutes } from './modules/errors/errors.routes.js';
import { divisionRoutes } from './modules/divisions/divisions.routes.js';
import { seasonRoutes } from './modules/seasons/seasons.routes.js';
import { teamRoutes } from './modules/teams/teams.routes.js';
import { playerRoutes } from './modules/players/players.routes.js';
import { divisionDataRoutes } from './modules/division-data/division-data.routes.js';
import { gameRoutes } from './modules/games/games.routes.js';
import { noteRoutes } from './modules/notes/notes.routes.js';
import { photoRoutes } from './modules/photos/photos.routes.js';
import { saygRoutes } from './modules/sayg/sayg.routes.js';
import { scoreRoutes } from './modules/scores/scores.routes.js';
import { siteRoutes } from './modules/site/site.routes.js';
import { tournamentRoutes } from './modules/tournaments/tournaments.routes.js';
import { templateRoutes } from './modules/templates/templates.routes.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { dataRoutes } from './modules/data/data.routes.js';
import { backupRoutes } from './modules/data/backup.routes.js';
import { apiDocsRoutes } from './modules/api-docs/api-docs.routes.js';
import { sendAppPage, webRoutes } from './modules/web/web.routes.js';
import { createLiveHub } from './live/create-live-hub.js';
import type { LiveHub } from './live/live-hub.js';
import { liveRoutes } from './live/live.routes.js';

export type BuildOptions = {
  config: Config;
  db: Db;
  dbKind: DatabaseKind;
  clock: Clock;
  /** The anonymous read cache; tests pass their own to watch evictions. */
  cache?: ResponseCache;
  /** The live hub; tests pass their own (a Redis key prefix per run). Closed with the app. */
  live?: LiveHub;
  /** Pino options, or false for silence (tests). */
  logger?: boolean | Record<string, unknown>;
};

/** Largest JSON body any route accepts unless it sets its own limit. */
export const defaultBodyLimit = 1024 * 1024;

/** Builds the HTTP application: the same wiring in production and tests (STYLE: fastify/demo). */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, db, dbKind, clock } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    genReqId: () => randomUUID(),
    frameworkErrors: frameworkErrors(config.frameAncestors),
    bodyLimit: defaultBodyLimit,
    trustProxy: config.trustProxy,
    // Path values up to 2 KB reach the handlers, which name a malformed one.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 2048 },
    // The same routes answer under /data/api.
    rewriteUrl: (request) => (request.url ?? '/').replace(/^\/data(?=\/api(\/|\?|$))/i, ''),
  });
  const deps: AppDeps = {
    config,
    db,
    dbKind,
    clock,
    sessions: createSessions(db, clock, config.sessionSecret),
    cache: options.cache ?? createResponseCache(),
    live: options.live ?? (await createLiveHub({ config, clock, log: app.log })),
  };
  // Before any route: every API route must come from the contract's route table.
  holdToRouteTable(app);
  deps.live.shareEvictions(deps.cache);
  app.addHook('onClose', async () => deps.live.close());

  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  // Before any route: it hooks each route as it is added.
  await compression(app);

  app.decorateRequest('account', null);
  app.addHook('onRequest', sameOriginOnly(config.publicUrl));
  // Who is signed in, for the API only: a static file or a page of the app never asks, so it costs
  // them no query, and an API request one.
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    request.account = (await deps.sessions.accountOf(request.cookies[sessionCookieName])) ?? null;
  });
  app.addHook('preValidation', refuseUnsafeInput);
  app.addHook('onSend', securityHeaders(config.frameAncestors));
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Request-Id', request.id);
    // A handler that answers null means "nothing to return": 204 with no body.
    if (payload === 'null' && String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      reply.code(204).removeHeader('content-type');
      return '';
    }
    return payload;
  });

  app.setErrorHandler(async (error: FastifyError | Error, request, reply) => {
    if (error instanceof ValidationError) {
      const problem: ValidationProblem = {
        type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
        title: 'One or more validation errors occurred.',
        status: 400,
        errors: error.fields,
        traceId: request.id,
      };
      return reply.code(400).type('application/problem+json').send(problem);
    }
    if (error instanceof AppError) {
      return reply.code(statusOf[error.code]).send(envelope({ [error.field]: [error.message] }));
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      const body = clientErrorBody(error as FastifyError, request.id);
      if ('status' in body) reply.type('application/problem+json');
      return reply.code(status).send(body);
    }
    return reply.code(500).send(await serverError(error, request, deps));
  });

  // Sends without returning the reply: see web.routes.ts for the listeners a returned reply adds.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const index = join(config.webDist, 'index.html');
    if (/^\/api(\/|$)/i.test(path)) {
      reply.code(404).send(envelope({ errors: ['Not found'] }));
    } else if ((request.method === 'GET' || request.method === 'HEAD') && existsSync(index)) {
      sendAppPage(reply, config.webDist, path);
    } else {
      reply
        .code(404)
        .type('text/plain')
        .send(
          existsSync(index)
            ? 'Not found'
            : 'The web app has not been built yet: run `npm run build` (npm start does this for you).',
        );
    }
  });

  await app.register(siteRoutes(deps));
  await app.register(accountRoutes(deps));
  await app.register(featureRoutes(deps));
  await app.register(errorRoutes(deps));
  await app.register(divisionRoutes(deps));
  await app.register(seasonRoutes(deps));
  await app.register(teamRoutes(deps));
  await app.register(playerRoutes(deps));
  await app.register(divisionDataRoutes(deps));
  await app.register(gameRoutes(deps));
  await app.register(noteRoutes(deps));
  await app.register(saygRoutes(deps));
  await app.register(scoreRoutes(deps));
  await app.register(photoRoutes(deps));
  await app.register(tournamentRoutes(deps));
  await app.register(templateRoutes(deps));
  await app.register(reportsRoutes(deps));
  await app.register(dataRoutes(deps));
  await app.register(backupRoutes(deps));
  await app.register(liveRoutes(deps));
  await app.register(apiDocsRoutes(deps));
  await app.register(webRoutes(deps));
  return app;
}

function clientErrorBody(error: FastifyError, traceId: string) {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
        title: 'One or more validation errors occurred.',
        status: 400,
        errors: {
          '': [
            error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? 'A non-empty request body is required.'
              : 'The request body is not valid JSON.',
          ],
        },
        traceId,
      } satisfies ValidationProblem;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return envelope({ errors: ['The request is too large'] });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return envelope({ errors: ['Send the request body as JSON (Content-Type: application/json)'] });
    default:
      return envelope({ errors: [error.message] });
  }
}

/** A 500: stored in the error log with an id; internals only in development. */
async function serverError(
  error: Error,
  request: {
    url: string;
    method: string;
    headers: Record<string, unknown>;
    account: { name: string } | null;
    log: { error: (o: object, m: string) => void };
  },
  deps: AppDeps,
): Promise<ServerErrorBody> {
  const errorId = randomUUID();
  request.log.error({ err: error, errorId }, 'Unhandled error');
  try {
    await addError(
      deps.db,
      deps.clock,
      {
        source: 'Api',
        time: deps.clock.now().toISOString(),
        message: error.message,
        stack: error.stack?.split('\n') ?? null,
        type: error.name,
        userName: request.account?.name ?? null,
        userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
        url: request.url,
      },
      errorId,
    );
  } catch (storeError) {
    request.log.error({ err: storeError }, 'Could not store the error');
  }
  return {
    Exception: deps.config.development
      ? { Type: error.name, Message: error.message, StackTrace: error.stack?.split('\n') ?? [] }
      : { Type: error.name },
    Request: { Url: request.url, Method: request.method },
    RequestTimeUtc: deps.clock.now().toISOString(),
    ErrorId: errorId,
  };
}
