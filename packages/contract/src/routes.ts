import { accountRoutes } from './account-routes.js';
import { dataRoutes } from './data.js';
import { gameRoutes } from './game-routes.js';
import { leagueRoutes } from './league-routes.js';
import { liveRoutes } from './live.js';
import { reportRoutes } from './report.js';
import type { RouteEntry } from './route-entry.js';
import { templateRoutes } from './template.js';
import { tournamentRoutes } from './tournament-routes.js';

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
} as const satisfies Record<string, RouteEntry>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
