import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { pageNameOf, type PageName } from '@darts/contract';
import type { AppDeps } from '../../app-deps.js';
import { robotsTxt } from './robots-txt.js';
import { webManifest } from './web-manifest.js';

const apiPath = /^\/api(\/|$)/i;
const assetsPath = /^\/assets\//i;
/** The build's copies of index.html per page: sent for the pages' own paths, never at their own. */
const routePagesPath = /^\/route-pages(\/|$)/i;

/**
 * Serves the built web app from `config.webDist`. Vite's hashed files under `assets/`
 * are cached for a year; everything else, index.html above all, is revalidated on every visit.
 * A path that names nothing in the build is answered with index.html (the single-page app's own
 * router): with 200 on a page of the app (the contract's `pageRoutes`), with 404 anywhere else,
 * where the app shows its not-found page. API paths fall through to app.ts's
 * not-found handler, which answers a JSON 404.
 *
 * The handler sends and returns nothing. Returning the reply while its file is still streaming
 * makes Fastify call `reply.then`, which watches the response's end with two more 'close'
 * listeners; a page that went route → missed file → not-found handler → index.html collected
 * eleven and Node warned of a leak on every load.
 *
 * @fastify/static given a missing root still starts, but logs a warning that reads like a fault
 * ('"root" path must exist'). So the root is not given to the plugin: it only decorates
 * `reply.sendFile`, and each send names the root. A build made while the server runs is then
 * picked up without a restart, and a server started before any build says so in plain words.
 */
export function webRoutes({ config }: AppDeps): FastifyPluginAsync {
  const root = config.webDist;
  const manifest = JSON.stringify(webManifest(config.site));
  const assetsDir = join(root, 'assets') + sep;
  const plugin: FastifyPluginAsync = async (app) => {
    await app.register(fastifyStatic, {
      serve: false,
      cacheControl: false,
      dotfiles: 'ignore',
      index: ['index.html'],
      // The build writes each file's.br and.gz beside it: sent to browsers that accept
      // them. So a file changed by hand after the build needs its copies rewritten or removed.
      preCompressed: true,
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

    // Issue #16: the manifest carries the site's name, so the server writes it rather than the build.
    app.get('/manifest.webmanifest', (_request, reply) => {
      reply.header('Cache-Control', 'no-cache').type('application/manifest+json; charset=utf-8').send(manifest);
    });

    app.get('/robots.txt', (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=86400').type('text/plain; charset=utf-8').send(robotsTxt);
    });

    app.get<{ Params: { '*': string } }>('/*', (request, reply) => {
      const path = `/${request.params['*']}`;
      if (apiPath.test(path)) {
        reply.callNotFound();
      } else if (assetsPath.test(path) && !existsSync(join(root, path))) {
        // A missing hashed file is a stale page asking for an old build: a 404, not the app's HTML.
        reply.code(404).type('text/plain').send('Not found');
      } else if (isInBuild(root, path) && !routePagesPath.test(path)) {
        reply.sendFile(path, root);
      } else {
        // Matched as the browser wrote it: a page's value may hold an encoded slash (`/teams/2026%2F27`).
        sendAppPage(reply, root, request.url.split('?')[0] ?? '/');
      }
    });
  };
  // Not encapsulated, so app.ts's not-found handler can use reply.sendFile too (what fastify-plugin does).
  Object.assign(plugin, { [Symbol.for('skip-override')]: true });
  return plugin;
}

/**
 * Where the web build writes each page's index.html with the page's own chunks preloaded
 * (packages/web/src/build/route-pages-plugin.ts `routePagesDir`).
 */
const routePagesDir = 'route-pages';

/**
 * The app's index.html for a path that is no file: 200 on a page of the app, else 404 with the same
 * page, whose router then shows "Page not found". The 404 is read and sent whole rather than through
 * `sendFile`, so it carries no validators: a browser holding the page's ETag from a 200 must never
 * have it revalidated into a bodiless answer.
 *
 * Issue #24: a page gets the build's copy of index.html for that page (`route-pages/<page>.html`),
 * which preloads the page's chunks, so the browser fetches them beside the entry script rather than
 * after it has run; a build without those copies gets the plain index.html. Sent as a file, so it keeps
 * its ETag and its pre-compressed copies; the 404 page preloads nothing. The overlay's copy is also
 * marked for a transparent first paint (issue #27), so OBS shows no white flash.
 */
export function sendAppPage(reply: FastifyReply, root: string, path: string): void {
  reply.header('Cache-Control', 'no-cache');
  const page = pageNameOf(path);
  if (page) {
    reply.sendFile(routePageOf(root, page), root);
    return;
  }
  readFile(join(root, 'index.html')).then(
    (page) => reply.code(404).type('text/html; charset=utf-8').send(page),
    // Not built (yet): the not-found handler says so.
    (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? reply.callNotFound() : reply.send(error)),
  );
}

/** The build's index.html for `page` (its chunks preloaded), or the plain one from a build without it. */
function routePageOf(root: string, page: PageName): string {
  const routePage = `${routePagesDir}/${page}.html`;
  return existsSync(join(root, routePage)) ? routePage : 'index.html';
}

/** Whether a decoded URL path names a file or folder inside the build (never outside it). */
function isInBuild(root: string, path: string): boolean {
  const target = resolve(root, `.${path}`);
  return (target === root || target.startsWith(root + sep)) && existsSync(target);
}
