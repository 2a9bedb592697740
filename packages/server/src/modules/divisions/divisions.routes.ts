import type { FastifyPluginAsync } from 'fastify';
import { editDivisionDto } from '@darts/contract';
import type { AppDeps } from '../../app-deps.js';
import { refuseFirst, requireAccess } from '../../http/auth.js';
import { idParams } from '../../http/params.js';
import { parseOrThrow } from '../../http/validation.js';
import { findDivision, listDivisions } from './divisions.repository.js';
import { deleteDivision, saveDivision } from './divisions.service.js';

/**
 * Divisions (contract §5): reads, and writes that refuse first (401/403 before the body is read,
 * nothing changed), then validate and call the service, which writes in one transaction and evicts
 * the cached reads it touched. A single-record read answers null (a 204) when there is no such record.
 */
export function divisionRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db } = deps;
  const managers = { onRequest: refuseFirst(['ManageDivisions']) };
  return async (app) => {
    app.get('/api/Division', async () => listDivisions(db));
    app.get('/api/Division/:id', async (request) => (await findDivision(db, idParams(request, 'id').id)) ?? null);

    app.put('/api/Division', managers, async (request) => {
      const edit = parseOrThrow(editDivisionDto, request.body);
      return saveDivision(deps, edit, requireAccess(request, 'ManageDivisions').name);
    });
    app.delete('/api/Division/:id', managers, async (request) => {
      const { id } = idParams(request, 'id');
      return deleteDivision(deps, id, requireAccess(request, 'ManageDivisions').name);
    });
  };
}
