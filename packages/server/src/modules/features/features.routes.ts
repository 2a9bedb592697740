import type { FastifyPluginAsync } from 'fastify';
import { routes } from '@darts/contract';
import type { AppDeps } from '../../app-deps.js';
import { refuseFirst, requireAccess } from '../../http/auth.js';
import { route } from '../../http/contract-route.js';
import { parseOrThrow } from '../../http/validation.js';
import { listFeatures, reconfigureFeature } from './features.service.js';

/** Features. */
export function featureRoutes({ db, clock, cache }: AppDeps): FastifyPluginAsync {
  return async (app) => {
    route(app, routes.features, async () => listFeatures(db));

    route(app, routes.featureUpdate, { onRequest: refuseFirst(['ManageFeatures']) }, async (request) => {
      const update = parseOrThrow(routes.featureUpdate.body, request.body);
      const account = requireAccess(request, 'ManageFeatures');
      const result = await reconfigureFeature(db, clock, update, account.name);
      // Features such as VetoScores and RandomisedSingles change what anonymous reads show.
      if (result.success) cache.evict();
      return result;
    });
  };
}
