import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { refusals, reportRequestDto, routes, type ReportRequest } from '@darts/contract';
import type { AppDeps } from '../../app-deps.js';
import { hasAccess } from '../../http/auth.js';
import { route } from '../../http/contract-route.js';
import { ValidationError } from '../../http/errors.js';
import { parseOrThrow } from '../../http/validation.js';
import { createParsedCards } from '../division-data/parsed-cards.js';
import { noReports, runReports } from './reports.service.js';

/** The ids of a body that may not parse, for echoing in a refusal. */
function namedIds(body: unknown): Partial<ReportRequest> {
  const parsed = reportRequestDto.safeParse(body);
  return parsed.success ? parsed.data : {};
}

/**
 * `POST /api/Report`. Not enveloped: a refusal is a ReportCollectionDto
 * with no reports and the reason as its message, with 401/403 as §0.2 sets, and nothing is
 * computed; bad input is a 400 problem; an unknown season or division is a 200 with its message.
 * Parsed score cards are kept between requests (one store per app, like division data's).
 */
export function reportsRoutes(deps: AppDeps): FastifyPluginAsync {
  const reportDeps = { db: deps.db, clock: deps.clock, cards: createParsedCards() };
  /** The caller's refusal (401 or 403, the ids the body names echoed), or undefined when they may run reports. */
  const refuse = (request: FastifyRequest, reply: FastifyReply, body: unknown) => {
    if (!request.account) return reply.code(401).send(noReports(deps.clock, namedIds(body), refusals.notLoggedIn));
    if (!hasAccess(request, 'RunReports')) {
      return reply.code(403).send(noReports(deps.clock, namedIds(body), refusals.notPermitted));
    }
    return undefined;
  };

  return async (app) => {
    // A body that cannot be read (bad JSON, another media type, too large, too deep) is still a refusal
    // for a caller who may not run reports: refusals win over bad input, with nothing to echo.
    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      const unread =
        error.code?.startsWith('FST_ERR_CTP_') || (error instanceof ValidationError && request.body !== undefined);
      if (unread && refuse(request, reply, undefined)) return reply;
      throw error;
    });

    route(app, routes.report, async (request, reply) => {
      if (refuse(request, reply, request.body)) return reply;
      const body = parseOrThrow(routes.report.body, request.body);
      return runReports(reportDeps, body, { canManageScores: hasAccess(request, 'ManageScores') });
    });
  };
}
