import type { FastifyPluginAsync } from 'fastify';
import { routes } from '@darts/contract';
import type { AppDeps } from '../../app-deps.js';
import { refuseFirst, requireAccess } from '../../http/auth.js';
import { route } from '../../http/contract-route.js';
import { idParams } from '../../http/params.js';
import { parseOrThrow } from '../../http/validation.js';
import { findDivision, listDivisions } from './divisions.repository.js';
import { deleteDivision, saveDivision } from './divisions.service.js';

/**
 * Divisions: reads, and writes that refuse first (401/403 before the body is read,
 * nothing changed), then validate and call the service, which writes in one transaction and evicts
 * the cached reads it touched. A single-record read answers null (a 204) when there is no such record.
 */
export function divisionRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db } = deps;
  const managers = { onRequest: refuseFirst(['ManageDivisions']) };
  return async (app) => {
    route(app, routes.divisions, async () => listDivisions(db));
    route(app, routes.division, async (request) => (await findDivision(db, idParams(request, 'id').id)) ?? null);

    route(app, routes.divisionUpdate, managers, async (request) => {
      const edit = parseOrThrow(routes.divisionUpdate.body, request.body);
      return saveDivision(deps, edit, requireAccess(request, 'ManageDivisions').name);
    });
    route(app, routes.divisionDelete, managers, async (request) => {
      const { id } = idParams(request, 'id');
      return deleteDivision(deps, id, requireAccess(request, 'ManageDivisions').name);
    });
  };
}
