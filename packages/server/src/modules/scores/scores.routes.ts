import type { FastifyPluginAsync } from 'fastify';
import { recordScoresDto, type ActionResult, type GameDto } from '@darts/contract';
import { canAny, parseTimeSpan } from '@darts/domain';
import type { AppDeps } from '../../app.js';
import { requireAccount } from '../../http/auth.js';
import { notPermitted } from '../../http/errors.js';
import { parseOrThrow } from '../../http/validation.js';
import { featureValue } from '../features/features.repository.js';
import { embedSayg } from '../games/game-sayg.js';
import { presentGame, type ViewSettings } from '../games/game-view.js';
import { idParams } from '../league/params.js';
import { photoReferences } from '../photos/photos.repository.js';
import { recordScores, teamOf } from './scores.service.js';

/** PUT /api/Scores/{id} (contract §9.4; issue #5): validate → authorise → record → present as the caller sees it (§9.2). */
export function scoreRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db, clock } = deps;

  async function viewSettings(): Promise<ViewSettings> {
    const [veto, randomised] = await Promise.all([featureValue(db, 'VetoScores'), featureValue(db, 'RandomisedSingles')]);
    return { now: clock.now(), vetoMs: parseTimeSpan(veto) ?? 0, randomisedSingles: randomised.toLowerCase() === 'true', random: Math.random };
  }

  return async (app) => {
    app.put('/api/Scores/:id', async (request): Promise<ActionResult<GameDto>> => {
      const { id } = idParams(request, 'id');
      const account = requireAccount(request);
      if (!canAny(account, ['ManageGames', 'ManageScores', 'InputResults', 'UploadPhotos'])) throw notPermitted();
      const edit = parseOrThrow(recordScoresDto, request.body);
      const { result, ...outcome } = await recordScores(deps, id, edit, account);
      if (!result) return outcome;
      const managesScores = canAny(account, ['ManageScores']);
      const viewer = { managesScores, clerkOfTeamId: managesScores ? null : await teamOf(db, account) };
      return { ...outcome, result: await embedSayg(db, result.card, presentGame(result, viewer, await viewSettings(), await photoReferences(db, result.id))) };
    });
  };
}
