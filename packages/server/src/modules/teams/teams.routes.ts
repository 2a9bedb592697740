import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { editTeamDto, modifyTeamSeasonDto } from '@darts/contract';
import type { AppDeps } from '../../app-deps.js';
import { hasAccess, refuseFirst, requireAccess } from '../../http/auth.js';
import { idParams } from '../../http/params.js';
import { parseOrThrow } from '../../http/validation.js';
import { registerTeam, removeTeamFromSeason } from './team-season.service.js';
import { findTeam, listTeams, listTeamsInDivision, listTeamsWithSeasons, type TeamReader } from './teams.repository.js';
import { saveTeam } from './teams.service.js';

const teamReader = (request: FastifyRequest): TeamReader => ({
  showEmailAddresses: hasAccess(request, 'ManageTeams') || hasAccess(request, 'ManagePlayers'),
});

/**
 * Teams and their seasons (contract §7): reads, and writes that refuse first, then validate and
 * call the service (see divisions.routes.ts).
 */
export function teamRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db } = deps;
  const managers = { onRequest: refuseFirst(['ManageTeams']) };
  return async (app) => {
    app.get('/api/Team', async () => listTeams(db));
    app.get('/api/Team/Seasons', async (request) => listTeamsWithSeasons(db, teamReader(request)));
    app.get(
      '/api/Team/:id',
      async (request) => (await findTeam(db, idParams(request, 'id').id, teamReader(request))) ?? null,
    );
    app.get('/api/Team/:divisionId/:seasonId', async (request) => {
      const { divisionId, seasonId } = idParams(request, 'divisionId', 'seasonId');
      return listTeamsInDivision(db, teamReader(request), divisionId, seasonId);
    });

    app.put('/api/Team', managers, async (request) => {
      const edit = parseOrThrow(editTeamDto, request.body);
      return saveTeam(deps, edit, requireAccess(request, 'ManageTeams').name);
    });
    app.put('/api/Team/Season', managers, async (request) => {
      const modify = parseOrThrow(modifyTeamSeasonDto, request.body);
      return registerTeam(deps, modify, requireAccess(request, 'ManageTeams').name);
    });
    app.delete('/api/Team/:id/:seasonId', managers, async (request) => {
      const { id, seasonId } = idParams(request, 'id', 'seasonId');
      return removeTeamFromSeason(deps, id, seasonId, requireAccess(request, 'ManageTeams').name);
    });
  };
}
