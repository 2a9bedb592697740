import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app.js';

export function noteRoutes(_deps: AppDeps): FastifyPluginAsync {
  return async () => {};
}
