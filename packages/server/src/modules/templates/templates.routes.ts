import type { FastifyPluginAsync } from 'fastify';
import { refusals, routes, type ActionResult, type SeasonHealthResponse, type TemplateDto } from '@darts/contract';
import { canAny } from '@darts/domain';
import type { AppDeps } from '../../app-deps.js';
import { hasAccess, refuseFirst, requireAccess, requireAccount } from '../../http/auth.js';
import { route } from '../../http/contract-route.js';
import { succeeded } from '../../http/envelope.js';
import { notPermitted } from '../../http/errors.js';
import { parseOrThrow } from '../../http/validation.js';
import { viewerOf } from '../division-data/division-data.routes.js';
import { createParsedCards } from '../division-data/parsed-cards.js';
import { idParams } from '../../http/params.js';
import { proposeSeason, templatesForSeason } from './proposal.service.js';
import { seasonHealthReport } from './season-health.service.js';
import { findTemplate, listTemplates, toTemplateDto, type StoredTemplate } from './templates.repository.js';
import { deleteTemplate, saveTemplate, unsavedTemplateHealth } from './templates.service.js';

const present = ({ result, ...rest }: ActionResult<StoredTemplate>): ActionResult<TemplateDto> =>
  result ? { ...rest, result: toTemplateDto(result) } : rest;

export type TemplateRouteOptions = {
  /** The proposal's randomness (placeholder assignment), in [0, 1); tests may seed it. */
  random?: () => number;
};

/**
 * Season templates and season health (§6.1). Anyone reads templates;
 * writes and the health of an unsaved template need ManageSeasonTemplates, the compatibility list
 * ManageGames or ManageSeasonTemplates, proposals ManageGames. Bad input (contract schema) is a 400
 * problem; refusals are 401/403 with the envelope (§0.2); other failures answer 200 with the
 * envelope's `errors`/`warnings`. Nothing is written on any failure, and proposals are never saved.
 * Superleague divisions take no part in compatibility, proposals or health: their evenings are
 * tournaments, not league fixtures.
 */
export function templateRoutes(deps: AppDeps, options: TemplateRouteOptions = {}): FastifyPluginAsync {
  const { db } = deps;
  const random = options.random ?? Math.random;
  const healthDeps = { db, clock: deps.clock, cards: createParsedCards(1_000) };
  const templateWriters = { onRequest: refuseFirst(['ManageSeasonTemplates']) };
  return async (app) => {
    route(app, routes.templates, async () => (await listTemplates(db)).map(toTemplateDto));

    // A deleted template is still read by id, with `deleted` set.
    route(app, routes.template, async (request) => {
      const { id } = idParams(request, 'id');
      const template = await findTemplate(db, id);
      return template ? toTemplateDto(template) : null;
    });

    route(app, routes.templateUpdate, templateWriters, async (request) => {
      const edit = parseOrThrow(routes.templateUpdate.body, request.body);
      const account = requireAccess(request, 'ManageSeasonTemplates');
      return present(await saveTemplate(deps, edit, account.name));
    });

    route(app, routes.templateDelete, templateWriters, async (request) => {
      const { id } = idParams(request, 'id');
      const account = requireAccess(request, 'ManageSeasonTemplates');
      return present(await deleteTemplate(deps, id, account.name));
    });

    route(app, routes.templateHealth, templateWriters, async (request) => {
      const edit = parseOrThrow(routes.templateHealth.body, request.body);
      requireAccess(request, 'ManageSeasonTemplates');
      return succeeded(unsavedTemplateHealth(edit));
    });

    route(
      app,
      routes.templatesForSeason,
      { onRequest: refuseFirst(['ManageGames', 'ManageSeasonTemplates']) },
      async (request) => {
        const { seasonId } = idParams(request, 'seasonId');
        if (!canAny(requireAccount(request), ['ManageGames', 'ManageSeasonTemplates'])) throw notPermitted();
        return templatesForSeason(healthDeps, seasonId);
      },
    );

    route(app, routes.templatePropose, { onRequest: refuseFirst(['ManageGames']) }, async (request) => {
      const proposal = parseOrThrow(routes.templatePropose.body, request.body);
      requireAccess(request, 'ManageGames');
      return proposeSeason(healthDeps, proposal, viewerOf(request), random);
    });

    // Not enveloped: a refusal is `{errors}` alone, with 401/403 as §0.2 sets.
    route(app, routes.seasonHealth, async (request, reply): Promise<SeasonHealthResponse> => {
      const { id } = idParams(request, 'id');
      if (!request.account) return reply.code(401).send({ errors: [refusals.notLoggedIn] });
      if (!hasAccess(request, 'RunHealthChecks')) return reply.code(403).send({ errors: [refusals.notPermitted] });
      return seasonHealthReport(healthDeps, id);
    });
  };
}
