import { z } from 'zod';
import { accountRoutes } from './account-routes.js';
import { dataRoutes } from './data.js';
import { gameRoutes } from './game-routes.js';
import { leagueRoutes } from './league-routes.js';
import { liveRoutes } from './live.js';
import { reportRoutes } from './report.js';
import type { RouteEntry } from './route-entry.js';
import { templateRoutes } from './template.js';
import { tournamentRoutes } from './tournament-routes.js';

/** This table, published: as an OpenAPI 3 document and as a page for people. */
const referenceRoutes = {
  openApi: {
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
    response: z.object({ openapi: z.string(), paths: z.record(z.unknown()) }).passthrough(),
    description: 'This API as an OpenAPI 3 document, generated from the route table.',
  },
  apiDocs: {
    method: 'GET',
    path: '/api/docs',
    access: 'public',
    responseTypes: ['text/html'],
    description: 'This API as a page for people: every route, who may call it, its parameters and schemas.',
  },
} as const satisfies Record<string, RouteEntry>;

/**
 * The route table: every route the server answers, and the only list of them. The server registers
 * each route from its entry (method and path) and refuses to start with a route the table lacks; the
 * web client calls through the entries; the OpenAPI document is generated from them. `path` uses
 * `:name` for path values. The same routes also answer under `/data` (`/data/api/...`).
 */
export const routes = {
  ...accountRoutes,
  ...leagueRoutes,
  ...gameRoutes,
  ...liveRoutes,
  ...tournamentRoutes,
  ...templateRoutes,
  ...reportRoutes,
  ...dataRoutes,
  ...referenceRoutes,
} as const satisfies Record<string, RouteEntry>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
