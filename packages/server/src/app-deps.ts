import type { Config } from './config/config.js';
import type { Db, DatabaseKind } from './db/database.js';
import type { LiveHub } from './live/live-hub.js';
import type { Sessions } from './modules/accounts/sessions.js';
import type { Clock } from './shared/clock.js';
import type { ResponseCache } from './shared/response-cache.js';

/**
 * Everything a module needs, passed explicitly (STYLE: no service locators). Its own file, so a
 * module's arrow points here and app.ts's arrows point at the modules: never a circle.
 */
export type AppDeps = {
  config: Config;
  db: Db;
  dbKind: DatabaseKind;
  clock: Clock;
  sessions: Sessions;
  /** Anonymous read cache; writes evict what they touch. */
  cache: ResponseCache;
  /** Live states and sockets, shared between instances when REDIS_URL is set. */
  live: LiveHub;
};
