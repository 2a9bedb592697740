import type { FastifyPluginAsync } from 'fastify';
import { routes } from '@darts/contract';
import type { AppDeps } from '../../app-deps.js';
import { hasAccess } from '../../http/auth.js';
import { route } from '../../http/contract-route.js';
import { succeeded } from '../../http/envelope.js';
import { parseOrThrow } from '../../http/validation.js';
import { addError, errorsSince, findError } from './errors.repository.js';

/** Reported errors may be at most this large; anyone may report one. */
const errorBodyLimit = 64 * 1024;
const oneHourMs = 60 * 60 * 1000;

/** Error log. */
export function errorRoutes({ db, clock }: AppDeps): FastifyPluginAsync {
  return async (app) => {
    route(app, routes.errorAdd, { bodyLimit: errorBodyLimit }, async (request) => {
      const body = parseOrThrow(routes.errorAdd.body, request.body);
      const saved = await addError(db, clock, {
        source: body.source,
        time:
          body.time && !Number.isNaN(Date.parse(body.time))
            ? new Date(body.time).toISOString()
            : clock.now().toISOString(),
        message: body.message,
        stack: body.stack,
        type: body.type ?? null,
        // Ignored on input: the server records who is signed in.
        userName: request.account?.name ?? null,
        userAgent: body.userAgent ?? request.headers['user-agent'] ?? null,
        url: body.url ?? null,
      });
      return succeeded(saved, 'Error added');
    });

    route(app, routes.errorGet, async (request) => {
      if (!hasAccess(request, 'ViewExceptions')) return null;
      return (await findError(db, request.params.id.toLowerCase())) ?? null;
    });

    route(app, routes.errorsSince, async (request) => {
      if (!hasAccess(request, 'ViewExceptions')) return [];
      const given = request.params.since ? Date.parse(request.params.since) : Number.NaN;
      const since = Number.isNaN(given) ? new Date(clock.now().getTime() - oneHourMs) : new Date(given);
      return errorsSince(db, since.toISOString());
    });
  };
}
