import type { FastifyPluginAsync } from 'fastify';
import { editTemplateDto, type ActionResult, type TemplateDto } from '@darts/contract';
import type { AppDeps } from '../../app-deps.js';
import { requireAccess } from '../../http/auth.js';
import { succeeded } from '../../http/envelope.js';
import { parseOrThrow } from '../../http/validation.js';
import { idParams } from '../league/params.js';
import { findTemplate, listTemplates, toTemplateDto, type StoredTemplate } from './templates.repository.js';
import { deleteTemplate, saveTemplate, unsavedTemplateHealth } from './templates.service.js';

const present = ({ result, ...rest }: ActionResult<StoredTemplate>): ActionResult<TemplateDto> =>
  result ? { ...rest, result: toTemplateDto(result) } : rest;

/**
 * Season templates (contract §11; issue #13): anyone reads them; writes and the health of an
 * unsaved template need ManageSeasonTemplates. Bad input (contract schema) is a 400 problem;
 * refusals are 401/403 with the envelope (§0.2); nothing is written on any failure.
 */
export function templateRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    app.get('/api/Template', async () => (await listTemplates(db)).map(toTemplateDto));

    app.get('/api/Template/:id', async (request) => {
      const { id } = idParams(request, 'id');
      const template = await findTemplate(db, id);
      return template && !template.deleted ? toTemplateDto(template) : null;
    });

    app.put('/api/Template', async (request) => {
      const edit = parseOrThrow(editTemplateDto, request.body);
      const account = requireAccess(request, 'ManageSeasonTemplates');
      return present(await saveTemplate(deps, edit, account.name));
    });

    app.delete('/api/Template/:id', async (request) => {
      const { id } = idParams(request, 'id');
      const account = requireAccess(request, 'ManageSeasonTemplates');
      return present(await deleteTemplate(deps, id, account.name));
    });

    app.post('/api/Template/Health', async (request) => {
      const edit = parseOrThrow(editTemplateDto, request.body);
      requireAccess(request, 'ManageSeasonTemplates');
      return succeeded(unsavedTemplateHealth(edit));
    });
  };
}
