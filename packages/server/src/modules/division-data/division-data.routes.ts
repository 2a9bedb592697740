import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app.js';

export function divisionDataRoutes(_deps: AppDeps): FastifyPluginAsync {
  return async () => {};
}
