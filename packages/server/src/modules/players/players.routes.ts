import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { routes } from '@darts/contract';
import { canAny } from '@darts/domain';
import type { AppDeps } from '../../app-deps.js';
import { refuseFirst, requireAccount } from '../../http/auth.js';
import { notPermitted } from '../../http/errors.js';
import { route } from '../../http/contract-route.js';
import { idParams } from '../../http/params.js';
import { parseOrThrow } from '../../http/validation.js';
import { addPlayer, changePlayer, removePlayer } from './players.service.js';

/** Player writes need ManagePlayers or ManageTeams. */
function requirePlayerManager(request: FastifyRequest) {
  const account = requireAccount(request);
  if (!canAny(account, ['ManagePlayers', 'ManageTeams'])) throw notPermitted();
  return account;
}

/**
 * A team's players in a season: writes that refuse first, then validate and call the
 * service (see divisions.routes.ts). Players are read with their team.
 */
export function playerRoutes(deps: AppDeps): FastifyPluginAsync {
  const managers = { onRequest: refuseFirst(['ManagePlayers', 'ManageTeams']) };
  return async (app) => {
    route(app, routes.playerAdd, managers, async (request) => {
      const path = idParams(request, 'divisionId', 'seasonId', 'teamId');
      const edit = parseOrThrow(routes.playerAdd.body, request.body);
      return addPlayer(deps, path, edit, requirePlayerManager(request).name);
    });
    route(app, routes.playerChange, managers, async (request) => {
      const path = idParams(request, 'seasonId', 'teamId', 'playerId');
      const edit = parseOrThrow(routes.playerChange.body, request.body);
      return changePlayer(deps, path, edit, requirePlayerManager(request).name);
    });
    route(app, routes.playerDelete, managers, async (request) => {
      const path = idParams(request, 'seasonId', 'teamId', 'playerId');
      return removePlayer(deps, path, requirePlayerManager(request).name);
    });
  };
}
