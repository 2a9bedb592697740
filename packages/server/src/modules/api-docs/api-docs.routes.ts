import type { FastifyPluginAsync } from 'fastify';
import { routes } from '@darts/contract';
import type { AppDeps } from '../../app-deps.js';
import { route } from '../../http/contract-route.js';
import { docsPage } from './docs-page.js';
import { openApiDocument } from './openapi.js';

/**
 * The route table, published: `GET /api/openapi.json` (OpenAPI 3) and `GET /api/docs` (the
 * same for people). Both are made on the first call and kept: the table does not change while the app runs.
 */
export function apiDocsRoutes({ config }: AppDeps): FastifyPluginAsync {
  let made: { json: string; page: string } | undefined;
  const reference = () => {
    if (!made) {
      const document = openApiDocument({ title: `${config.site.name} API`, version: config.build.version });
      made = { json: JSON.stringify(document), page: docsPage(document) };
    }
    return made;
  };
  return async (app) => {
    route(app, routes.openApi, async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(reference().json),
    );
    route(app, routes.apiDocs, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(reference().page),
    );
  };
}
