import type { FastifyPluginAsync } from 'fastify';
import {
  editTemplateDto,
  proposalRequestDto,
  refusals,
  type ActionResult,
  type SeasonHealthResponse,
  type TemplateDto,
} from '@darts/contract';
import { canAny } from '@darts/domain';
import type { AppDeps } from '../../app-deps.js';
import { hasAccess, refuseFirst, requireAccess, requireAccount } from '../../http/auth.js';
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
 * Season templates (contract §11; issue #13) and season health (§6.1). Anyone reads templates;
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
    app.get('/api/Template', async () => (await listTemplates(db)).map(toTemplateDto));

    // A deleted template is still read by id, with `deleted` set (contract §1.10).
    app.get('/api/Template/:id', async (request) => {
      const { id } = idParams(request, 'id');
      const template = await findTemplate(db, id);
      return template ? toTemplateDto(template) : null;
    });

    app.put('/api/Template', templateWriters, async (request) => {
      const edit = parseOrThrow(editTemplateDto, request.body);
      const account = requireAccess(request, 'ManageSeasonTemplates');
      return present(await saveTemplate(deps, edit, account.name));
    });

    app.delete('/api/Template/:id', templateWriters, async (request) => {
      const { id } = idParams(request, 'id');
      const account = requireAccess(request, 'ManageSeasonTemplates');
      return present(await deleteTemplate(deps, id, account.name));
    });

    app.post('/api/Template/Health', templateWriters, async (request) => {
      const edit = parseOrThrow(editTemplateDto, request.body);
      requireAccess(request, 'ManageSeasonTemplates');
      return succeeded(unsavedTemplateHealth(edit));
    });

    app.get('/api/Template/ForSeason/:seasonId', { onRequest: refuseFirst(['ManageGames', 'ManageSeasonTemplates']) }, async (request) => {
      const { seasonId } = idParams(request, 'seasonId');
      if (!canAny(requireAccount(request), ['ManageGames', 'ManageSeasonTemplates'])) throw notPermitted();
      return templatesForSeason(healthDeps, seasonId);
    });

    app.post('/api/Template/Propose', { onRequest: refuseFirst(['ManageGames']) }, async (request) => {
      const proposal = parseOrThrow(proposalRequestDto, request.body);
      requireAccess(request, 'ManageGames');
      return proposeSeason(healthDeps, proposal, viewerOf(request), random);
    });

    // Not enveloped (contract §6.1): a refusal is `{errors}` alone, with 401/403 as §0.2 sets.
    app.get('/api/Season/:id/health', async (request, reply): Promise<SeasonHealthResponse> => {
      const { id } = idParams(request, 'id');
      if (!request.account) return reply.code(401).send({ errors: [refusals.notLoggedIn] });
      if (!hasAccess(request, 'RunHealthChecks')) return reply.code(403).send({ errors: [refusals.notPermitted] });
      return seasonHealthReport(healthDeps, id);
    });
  };
}
