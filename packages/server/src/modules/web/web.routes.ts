import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app.js';

const apiPath = /^\/api(\/|$)/i;
const assetsPath = /^\/assets\//i;

/**
 * Serves the built web app from `config.webDist` (issue #2). Vite's hashed files under `assets/`
 * are cached for a year; everything else, index.html above all, is revalidated on every visit.
 * Paths that are not files fall through to app.ts's not-found handler, which answers API paths
 * with a JSON 404 and anything else with index.html (the single-page app's own router).
 *
 * @fastify/static given a missing root still starts, but logs a warning that reads like a fault
 * ('"root" path must exist'). So the root is not given to the plugin: it only decorates
 * `reply.sendFile`, and each send names the root. A build made while the server runs is then
 * picked up without a restart, and a server started before any build says so in plain words.
 */
export function webRoutes({ config }: AppDeps): FastifyPluginAsync {
  const root = config.webDist;
  const assetsDir = join(root, 'assets') + sep;
  const plugin: FastifyPluginAsync = async (app) => {
    await app.register(fastifyStatic, {
      serve: false,
      cacheControl: false,
      dotfiles: 'ignore',
      index: ['index.html'],
      setHeaders: (response, path) => {
        response.setHeader(
          'Cache-Control',
          path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    if (!existsSync(join(root, 'index.html'))) {
      app.log.info(`The web app is not built yet (no ${join(root, 'index.html')}); the API works without it.`);
    }

    app.get<{ Params: { '*': string } }>('/*', (request, reply) => {
      const path = `/${request.params['*']}`;
      if (apiPath.test(path)) return reply.callNotFound();
      // A missing hashed file is a stale page asking for an old build: a 404, not the app's HTML.
      if (assetsPath.test(path) && !existsSync(join(root, path)))
        return reply.code(404).type('text/plain').send('Not found');
      return reply.sendFile(path, root);
    });
  };
  // Not encapsulated, so app.ts's not-found handler can use reply.sendFile too (what fastify-plugin does).
  Object.assign(plugin, { [Symbol.for('skip-override')]: true });
  return plugin;
}
