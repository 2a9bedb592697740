import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { editDivisionDto, editSeasonDto, editTeamDto, editTeamPlayerDto, modifyTeamSeasonDto } from '@darts/contract';
import { canAny } from '@darts/domain';
import type { AppDeps } from '../../app-deps.js';
import { refuseFirst, requireAccess, requireAccount } from '../../http/auth.js';
import { notPermitted } from '../../http/errors.js';
import { parseOrThrow } from '../../http/validation.js';
import { deleteDivision, saveDivision } from './division.service.js';
import { idParams } from './params.js';
import { addPlayer, changePlayer, removePlayer } from './player.service.js';
import { deleteSeason, saveSeason } from './season.service.js';
import { registerTeam, removeTeamFromSeason } from './team-season.service.js';
import { saveTeam } from './team.service.js';

/** Player writes need ManagePlayers or ManageTeams (contract §0.6). */
function requirePlayerManager(request: FastifyRequest) {
  const account = requireAccount(request);
  if (!canAny(account, ['ManagePlayers', 'ManageTeams'])) throw notPermitted();
  return account;
}

/**
 * League writes (contract §5-§8): each route refuses first (401/403 before the body is read, nothing
 * changed), then validates and calls its service, which writes in one transaction and evicts the cached reads it touched.
 */
export function leagueWriteRoutes(deps: AppDeps): FastifyPluginAsync {
  const divisions = { onRequest: refuseFirst(['ManageDivisions']) };
  const seasons = { onRequest: refuseFirst(['ManageSeasons']) };
  const teams = { onRequest: refuseFirst(['ManageTeams']) };
  const players = { onRequest: refuseFirst(['ManagePlayers', 'ManageTeams']) };
  return async (app) => {
    app.put('/api/Division', divisions, async (request) => {
      const edit = parseOrThrow(editDivisionDto, request.body);
      return saveDivision(deps, edit, requireAccess(request, 'ManageDivisions').name);
    });
    app.delete('/api/Division/:id', divisions, async (request) => {
      const { id } = idParams(request, 'id');
      return deleteDivision(deps, id, requireAccess(request, 'ManageDivisions').name);
    });

    app.put('/api/Season', seasons, async (request) => {
      const edit = parseOrThrow(editSeasonDto, request.body);
      return saveSeason(deps, edit, requireAccess(request, 'ManageSeasons').name);
    });
    app.delete('/api/Season/:id', seasons, async (request) => {
      const { id } = idParams(request, 'id');
      return deleteSeason(deps, id, requireAccess(request, 'ManageSeasons').name);
    });

    app.put('/api/Team', teams, async (request) => {
      const edit = parseOrThrow(editTeamDto, request.body);
      return saveTeam(deps, edit, requireAccess(request, 'ManageTeams').name);
    });
    app.put('/api/Team/Season', teams, async (request) => {
      const modify = parseOrThrow(modifyTeamSeasonDto, request.body);
      return registerTeam(deps, modify, requireAccess(request, 'ManageTeams').name);
    });
    app.delete('/api/Team/:id/:seasonId', teams, async (request) => {
      const { id, seasonId } = idParams(request, 'id', 'seasonId');
      return removeTeamFromSeason(deps, id, seasonId, requireAccess(request, 'ManageTeams').name);
    });

    app.post('/api/Player/:divisionId/:seasonId/:teamId', players, async (request) => {
      const path = idParams(request, 'divisionId', 'seasonId', 'teamId');
      const edit = parseOrThrow(editTeamPlayerDto, request.body);
      return addPlayer(deps, path, edit, requirePlayerManager(request).name);
    });
    app.patch('/api/Player/:seasonId/:teamId/:playerId', players, async (request) => {
      const path = idParams(request, 'seasonId', 'teamId', 'playerId');
      const edit = parseOrThrow(editTeamPlayerDto, request.body);
      return changePlayer(deps, path, edit, requirePlayerManager(request).name);
    });
    app.delete('/api/Player/:seasonId/:teamId/:playerId', players, async (request) => {
      const path = idParams(request, 'seasonId', 'teamId', 'playerId');
      return removePlayer(deps, path, requirePlayerManager(request).name);
    });
  };
}
