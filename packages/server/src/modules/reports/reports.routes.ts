import type { FastifyPluginAsync } from 'fastify';
import { refusals, reportRequestDto, type ReportRequest } from '@darts/contract';
import type { AppDeps } from '../../app-deps.js';
import { hasAccess } from '../../http/auth.js';
import { parseOrThrow } from '../../http/validation.js';
import { createParsedCards } from '../division-data/parsed-cards.js';
import { noReports, runReports } from './reports.service.js';

/** The ids of a body that may not parse, for echoing in a refusal. */
function namedIds(body: unknown): Partial<ReportRequest> {
  const parsed = reportRequestDto.safeParse(body);
  return parsed.success ? parsed.data : {};
}

/**
 * `POST /api/Report` (contract §12, issue #14). Not enveloped: a refusal is a ReportCollectionDto
 * with no reports and the reason as its message, with 401/403 as §0.2 sets, and nothing is
 * computed; bad input is a 400 problem; an unknown season or division is a 200 with its message.
 * Parsed score cards are kept between requests (one store per app, like division data's).
 */
export function reportsRoutes(deps: AppDeps): FastifyPluginAsync {
  const reportDeps = { db: deps.db, clock: deps.clock, cards: createParsedCards() };
  return async (app) => {
    app.post('/api/Report', async (request, reply) => {
      if (!request.account) {
        return reply.code(401).send(noReports(deps.clock, namedIds(request.body), refusals.notLoggedIn));
      }
      if (!hasAccess(request, 'RunReports')) {
        return reply.code(403).send(noReports(deps.clock, namedIds(request.body), refusals.notPermitted));
      }
      const body = parseOrThrow(reportRequestDto, request.body);
      return runReports(reportDeps, body, { canManageScores: hasAccess(request, 'ManageScores') });
    });
  };
}
