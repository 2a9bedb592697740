import type { PageName } from '@darts/contract';

export type { PageName };

/**
 * Each page's own module, under src/app, loaded on demand when the router matches the page. One
 * list for two readers: the router makes its lazy routes from it (router.tsx), and the build writes
 * each page's index.html with that module's chunks preloaded (build/route-pages-plugin.ts).
 */
export const pageModules = {
  home: 'routes/home',
  about: 'routes/about',
  login: 'routes/login',
  logout: 'routes/logout',
  division: 'routes/division',
  teams: 'routes/division',
  players: 'routes/division',
  fixtures: 'routes/division',
  score: 'routes/score',
  tournament: 'routes/tournament',
  practice: 'routes/practice',
  live: 'routes/live',
  tv: 'routes/tv',
  overlay: 'routes/overlay',
  connections: 'routes/connections',
  admin: 'routes/admin',
  setup: 'routes/setup',
} as const satisfies Record<PageName, string>;

/** The shell (header, footer) around every page but those in `pagesWithoutLayout`. */
export const layoutModule = 'layout';

/** The score overlay for OBS shows only the score bug, with no shell around it. */
export const pagesWithoutLayout: ReadonlySet<PageName> = new Set<PageName>(['overlay']);

/** The module holding the first reads that need code of their own (page-reads.ts, its `pageReadsOf`). */
export const pageReadsModule = 'page-reads';

/**
 * The pages whose loader imports `pageReadsModule` and starts the page's read from it. The router
 * makes their loaders from this list; page-reads.test.ts holds it to `pageReadsOf`.
 */
export const pagesWithReadsModule: ReadonlySet<PageName> = new Set<PageName>([
  'division',
  'teams',
  'players',
  'fixtures',
  'practice',
  'connections',
  'admin',
  'setup',
]);
