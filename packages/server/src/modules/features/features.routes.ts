import type { FastifyPluginAsync } from 'fastify';
import { reconfigureFeatureDto } from '@darts/contract';
import type { AppDeps } from '../../app-deps.js';
import { refuseFirst, requireAccess } from '../../http/auth.js';
import { parseOrThrow } from '../../http/validation.js';
import { listFeatures, reconfigureFeature } from './features.service.js';

/** Features (contract §13). */
export function featureRoutes({ db, clock, cache }: AppDeps): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/Feature', async () => listFeatures(db));

    app.put('/api/Feature', { onRequest: refuseFirst(['ManageFeatures']) }, async (request) => {
      const update = parseOrThrow(reconfigureFeatureDto, request.body);
      const account = requireAccess(request, 'ManageFeatures');
      const result = await reconfigureFeature(db, clock, update, account.name);
      // Features such as VetoScores and RandomisedSingles change what anonymous reads show.
      if (result.success) cache.evict();
      return result;
    });
  };
}
