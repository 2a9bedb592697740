/**
 * The start-up reads every page waits for (contract `startupRoutes`), by name: the app starts them
 * as it starts (`startStartupReads` in app-data.ts), and each page's index.html preloads them
 * (build/route-pages-plugin.ts), so they are on their way before the entry script has arrived.
 * Kept free of imports: the build reads it in Node.
 */
export const startupReads = ['site', 'account', 'divisions', 'seasons', 'teams'] as const;
