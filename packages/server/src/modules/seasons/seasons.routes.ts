import type { FastifyPluginAsync } from 'fastify';
import { routes } from '@darts/contract';
import { utcDateOf } from '@darts/domain';
import type { AppDeps } from '../../app-deps.js';
import { refuseFirst, requireAccess } from '../../http/auth.js';
import { route } from '../../http/contract-route.js';
import { idParams } from '../../http/params.js';
import { parseOrThrow } from '../../http/validation.js';
import { copySeasonTeams } from '../teams/teams.service.js';
import { findSeason, listSeasons } from './seasons.repository.js';
import { deleteSeason, saveSeason } from './seasons.service.js';

/**
 * Seasons: reads, and writes that refuse first, then validate and call the service
 * (see divisions.routes.ts). A new season copies another's teams through teams' `copySeasonTeams`.
 */
export function seasonRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db, clock } = deps;
  const managers = { onRequest: refuseFirst(['ManageSeasons']) };
  return async (app) => {
    route(app, routes.seasons, async () => listSeasons(db, utcDateOf(clock.now())));
    route(
      app,
      routes.season,
      async (request) => (await findSeason(db, idParams(request, 'id').id, utcDateOf(clock.now()))) ?? null,
    );

    route(app, routes.seasonUpdate, managers, async (request) => {
      const edit = parseOrThrow(routes.seasonUpdate.body, request.body);
      return saveSeason(deps, edit, requireAccess(request, 'ManageSeasons').name, copySeasonTeams);
    });
    route(app, routes.seasonDelete, managers, async (request) => {
      const { id } = idParams(request, 'id');
      return deleteSeason(deps, id, requireAccess(request, 'ManageSeasons').name);
    });
  };
}
