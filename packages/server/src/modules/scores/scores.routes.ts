import type { FastifyPluginAsync } from 'fastify';
import { routes, type ActionResult, type GameDto } from '@darts/contract';
import { canAny } from '@darts/domain';
import type { AppDeps } from '../../app-deps.js';
import { refuseFirst, requireAccount } from '../../http/auth.js';
import { route } from '../../http/contract-route.js';
import { notPermitted } from '../../http/errors.js';
import { parseOrThrow } from '../../http/validation.js';
import { presentGameOutcome } from '../games/game-presenter.js';
import { idParams } from '../../http/params.js';
import { recordScores } from './scores.service.js';

/** Who may record scores at all; the service decides which fixtures. */
const recorders = ['ManageGames', 'ManageScores', 'InputResults', 'UploadPhotos'] as const;

/** PUT /api/Scores/{id}: validate → authorise → record → present as the caller sees it (§9.2). */
export function scoreRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    route(
      app,
      routes.scores,
      { onRequest: refuseFirst(recorders) },
      async (request): Promise<ActionResult<GameDto>> => {
        const { id } = idParams(request, 'id');
        const account = requireAccount(request);
        if (!canAny(account, recorders)) throw notPermitted();
        const edit = parseOrThrow(routes.scores.body, request.body);
        return presentGameOutcome(deps, account, await recordScores(deps, id, edit, account));
      },
    );
  };
}
