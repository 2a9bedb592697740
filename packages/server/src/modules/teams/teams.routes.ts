import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { routes } from '@darts/contract';
import type { AppDeps } from '../../app-deps.js';
import { hasAccess, refuseFirst, requireAccess } from '../../http/auth.js';
import { route } from '../../http/contract-route.js';
import { idParams } from '../../http/params.js';
import { parseOrThrow } from '../../http/validation.js';
import { registerTeam, removeTeamFromSeason } from './team-season.service.js';
import { findTeam, listTeams, listTeamsInDivision, listTeamsWithSeasons, type TeamReader } from './teams.repository.js';
import { saveTeam } from './teams.service.js';

const teamReader = (request: FastifyRequest): TeamReader => ({
  showEmailAddresses: hasAccess(request, 'ManageTeams') || hasAccess(request, 'ManagePlayers'),
});

/**
 * Teams and their seasons: reads, and writes that refuse first, then validate and
 * call the service (see divisions.routes.ts).
 */
export function teamRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db } = deps;
  const managers = { onRequest: refuseFirst(['ManageTeams']) };
  return async (app) => {
    route(app, routes.teams, async () => listTeams(db));
    route(app, routes.teamsWithSeasons, async (request) => listTeamsWithSeasons(db, teamReader(request)));
    route(
      app,
      routes.team,
      async (request) => (await findTeam(db, idParams(request, 'id').id, teamReader(request))) ?? null,
    );
    route(app, routes.teamsInDivision, async (request) => {
      const { divisionId, seasonId } = idParams(request, 'divisionId', 'seasonId');
      return listTeamsInDivision(db, teamReader(request), divisionId, seasonId);
    });

    route(app, routes.teamUpdate, managers, async (request) => {
      const edit = parseOrThrow(routes.teamUpdate.body, request.body);
      return saveTeam(deps, edit, requireAccess(request, 'ManageTeams').name);
    });
    route(app, routes.teamSeason, managers, async (request) => {
      const modify = parseOrThrow(routes.teamSeason.body, request.body);
      return registerTeam(deps, modify, requireAccess(request, 'ManageTeams').name);
    });
    route(app, routes.teamSeasonDelete, managers, async (request) => {
      const { id, seasonId } = idParams(request, 'id', 'seasonId');
      return removeTeamFromSeason(deps, id, seasonId, requireAccess(request, 'ManageTeams').name);
    });
  };
}
