import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { divisionRequestOf, resolveDivisionRoute } from '../features/division/division-route';
import { appQueries } from '../lib/app-data';
import { divisionDataQuery } from '../lib/records/division-data';
import type { PageName } from './route-modules';

/**
 * A page's first read, started as the router matches the page: beside the download of the page's
 * code rather than after it (issue #24: on a slow phone the division page's data waited for 100 KB
 * of the page's JavaScript). It fills the same cache entry the page then reads, so the page finds the
 * read in flight or done; a read that fails here is left for the page to make and report. The router
 * loads this file as a small chunk of its own, beside the page's code, so the entry script stays lean.
 */
export type PageRead = (client: QueryClient, args: Pick<LoaderFunctionArgs, 'params' | 'request'>) => Promise<void>;

/**
 * The division pages' data (teams, fixtures and players tabs alike): the address's divisions and season
 * resolved against the start-up lists as the page resolves them, then the page's division data read.
 */
export const divisionPageRead: PageRead = async (client, { params, request }) => {
  const url = new URL(request.url);
  const [divisions, seasons] = await Promise.all([
    client.fetchQuery(appQueries.divisions),
    client.fetchQuery(appQueries.seasons),
  ]);
  const route = resolveDivisionRoute(divisionRequestOf(url.pathname, params, url.searchParams), {
    divisions,
    seasons,
  });
  if (route.status !== 'ok') return;
  await client.prefetchQuery(
    divisionDataQuery({ divisionIds: route.divisions.map((division) => division.id), seasonId: route.season?.id }),
  );
};

/** The reads of route-modules.ts's `pagesWithReadsModule`, by page: the router's loaders start them. */
export const pageReadsOf: Readonly<Partial<Record<PageName, PageRead>>> = {
  division: divisionPageRead,
  teams: divisionPageRead,
  players: divisionPageRead,
  fixtures: divisionPageRead,
};
