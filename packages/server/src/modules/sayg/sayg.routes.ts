import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app.js';

export function saygRoutes(_deps: AppDeps): FastifyPluginAsync {
  return async () => {};
}
