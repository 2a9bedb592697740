import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { routes } from '@darts/contract';
import { can } from '@darts/domain';
import type { AppDeps } from '../../app-deps.js';
import { refuseFirst, requireAccess, requireAccount } from '../../http/auth.js';
import { route } from '../../http/contract-route.js';
import { AppError, ValidationError } from '../../http/errors.js';
import { parseOrThrow } from '../../http/validation.js';
import { idParams } from '../../http/params.js';
import { gameMessages } from './fixture-rules.js';
import { gameViewer, gameViewSettings, presentGameFor, presentGameOutcome } from './game-presenter.js';
import { presentGame } from './game-view.js';
import { findGame, listGames } from './games.repository.js';
import { deleteGame, deleteUnplayedLeagueFixtures, saveGame } from './games.service.js';

/** A `true`/`false` path value (any case), or a 400 validation problem naming it. */
function booleanParam(request: FastifyRequest, name: string): boolean {
  const value = (request.params as Record<string, string | undefined>)[name] ?? '';
  if (/^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  throw new ValidationError({ [name]: [`The value '${value}' is not valid.`] });
}

/** Bulk deletion names its own refusal. */
const bulkRefusals = { notPermitted: () => new AppError('NotPermitted', gameMessages.bulkNotPermitted) };

/** Fixtures: reads for anyone, filtered per §9.2; writes need ManageGames. */
export function gameRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db } = deps;

  return async (app) => {
    route(app, routes.games, async (request) => {
      const [viewer, settings] = [await gameViewer(deps, request.account), await gameViewSettings(deps)];
      return (await listGames(db)).map((game) => presentGame(game, viewer, settings));
    });

    route(app, routes.game, async (request) => {
      const { id } = idParams(request, 'id');
      const game = await findGame(db, id);
      return game ? presentGameFor(deps, request.account, game) : null;
    });

    route(app, routes.gameUpdate, { onRequest: refuseFirst(['ManageGames']) }, async (request) => {
      const edit = parseOrThrow(routes.gameUpdate.body, request.body);
      const account = requireAccess(request, 'ManageGames');
      return presentGameOutcome(deps, account, await saveGame(deps, edit, account.name));
    });

    route(app, routes.gameDelete, { onRequest: refuseFirst(['ManageGames']) }, async (request) => {
      const { id } = idParams(request, 'id');
      const account = requireAccess(request, 'ManageGames');
      return presentGameOutcome(deps, account, await deleteGame(deps, id, account.name));
    });

    route(
      app,
      routes.gamesUnplayedDelete,
      { onRequest: refuseFirst(['BulkDeleteLeagueFixtures'], bulkRefusals) },
      async (request) => {
        const { seasonId } = idParams(request, 'seasonId');
        const executeDelete = booleanParam(request, 'executeDelete');
        if (!can(requireAccount(request), 'BulkDeleteLeagueFixtures'))
          throw new AppError('NotPermitted', gameMessages.bulkNotPermitted);
        return deleteUnplayedLeagueFixtures(deps, seasonId, executeDelete);
      },
    );
  };
}
