import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { editGameDto } from '@darts/contract';
import { can } from '@darts/domain';
import type { AppDeps } from '../../app-deps.js';
import { refuseFirst, requireAccess, requireAccount } from '../../http/auth.js';
import { AppError, ValidationError } from '../../http/errors.js';
import { parseOrThrow } from '../../http/validation.js';
import { idParams } from '../../http/params.js';
import { gameMessages } from './fixture-rules.js';
import { gameViewer, gameViewSettings, presentGameFor, presentGameOutcome } from './game-presenter.js';
import { presentGame } from './game-view.js';
import { findGame, listGames } from './games.repository.js';
import { deleteGame, deleteUnplayedLeagueFixtures, saveGame } from './games.service.js';

/** A `true`/`false` path value (any case), or a 400 validation problem naming it (contract §1.2). */
function booleanParam(request: FastifyRequest, name: string): boolean {
  const value = (request.params as Record<string, string | undefined>)[name] ?? '';
  if (/^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  throw new ValidationError({ [name]: [`The value '${value}' is not valid.`] });
}

/** Bulk deletion names its own refusal (contract §9.8). */
const bulkRefusals = { notPermitted: () => new AppError('NotPermitted', gameMessages.bulkNotPermitted) };

/** Fixtures (contract §9.1-9.3, §9.7, §9.8): reads for anyone, filtered per §9.2; writes need ManageGames. */
export function gameRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db } = deps;

  return async (app) => {
    app.get('/api/Game', async (request) => {
      const [viewer, settings] = [await gameViewer(deps, request.account), await gameViewSettings(deps)];
      return (await listGames(db)).map((game) => presentGame(game, viewer, settings));
    });

    app.get('/api/Game/:id', async (request) => {
      const { id } = idParams(request, 'id');
      const game = await findGame(db, id);
      return game ? presentGameFor(deps, request.account, game) : null;
    });

    app.put('/api/Game', { onRequest: refuseFirst(['ManageGames']) }, async (request) => {
      const edit = parseOrThrow(editGameDto, request.body);
      const account = requireAccess(request, 'ManageGames');
      return presentGameOutcome(deps, account, await saveGame(deps, edit, account.name));
    });

    app.delete('/api/Game/:id', { onRequest: refuseFirst(['ManageGames']) }, async (request) => {
      const { id } = idParams(request, 'id');
      const account = requireAccess(request, 'ManageGames');
      return presentGameOutcome(deps, account, await deleteGame(deps, id, account.name));
    });

    app.delete('/api/Game/:seasonId/UnplayedLeagueFixtures/:executeDelete', { onRequest: refuseFirst(['BulkDeleteLeagueFixtures'], bulkRefusals) }, async (request) => {
      const { seasonId } = idParams(request, 'seasonId');
      const executeDelete = booleanParam(request, 'executeDelete');
      if (!can(requireAccount(request), 'BulkDeleteLeagueFixtures'))
        throw new AppError('NotPermitted', gameMessages.bulkNotPermitted);
      return deleteUnplayedLeagueFixtures(deps, seasonId, executeDelete);
    });
  };
}
