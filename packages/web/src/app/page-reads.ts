import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { can, canOpenAdminMode, isUuid, utcDateOf, type AdminMode } from '@darts/domain';
import { routes, templateRoutes } from '@darts/contract';
import { isAdminMode, permittedAdminModes } from '../features/admin/admin-modes';
import { divisionRequestOf, resolveDivisionRoute } from '../features/division/division-route';
import { hashId } from '../features/scoring/practice-url';
import { api } from '../lib/api-client';
import { accessOf } from '../lib/session';
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

/**
 * /practice#{id}: a shared record's read (GET /api/Sayg/{id}), through the API client's `prefetch`,
 * whose first call of that path (the page's own) takes the answer. The hash never reaches the router's
 * request, so it is read from the address bar, and only as the page opens at that address (a
 * navigation from another page runs the loader before the address changes). A device with unsent
 * changes to the record opens its own copy and never takes the answer: dropped after 30 s.
 */
export const practicePageRead: PageRead = (_client, { request }) => {
  const opening = typeof window !== 'undefined' && window.location.pathname === new URL(request.url).pathname;
  const id = opening ? hashId(window.location.hash) : null;
  if (id && isUuid(id)) api.prefetch(routes.sayg, { params: { id } });
  return Promise.resolve();
};

/** The signed-in account's access (a start-up read, normally in flight already). */
const accessNow = async (client: QueryClient) => accessOf(await client.fetchQuery(appQueries.account));

/** /connections: what is live now, for an account that may watch (the page asks no one else). */
export const connectionsPageRead: PageRead = async (client) => {
  if (can(await accessNow(client), 'UseWebSockets')) api.prefetch(routes.liveWatch, { params: { type: '' } });
};

/** Each admin mode's first read, as its screen makes it; modes not here read nothing of their own at first. */
const adminModeReads: Partial<Record<AdminMode, () => void>> = {
  user: () => api.prefetch(routes.accountAll),
  errors: () => api.prefetch(routes.errorsSince, { params: { since: utcDateOf(new Date()) } }),
  sockets: () => api.prefetch(routes.liveSockets),
  features: () => api.prefetch(routes.features),
  templates: () => api.prefetch(templateRoutes.templates),
};

/** /admin/{mode}: the mode's first read (the first permitted mode's without one), if the account may open it. */
export const adminPageRead: PageRead = async (client, { params }) => {
  const access = await accessNow(client);
  const mode = params.mode ?? permittedAdminModes(access)[0];
  if (mode && isAdminMode(mode) && canOpenAdminMode(access, mode)) adminModeReads[mode]?.();
};

/**
 * /setup reads only the start-up lists (account, divisions, seasons): started here too, so the
 * page never waits for its code to ask (a no-op while the app's own start-up reads are in flight).
 */
export const setupPageRead: PageRead = async (client) => {
  await Promise.all([
    client.prefetchQuery(appQueries.account),
    client.prefetchQuery(appQueries.divisions),
    client.prefetchQuery(appQueries.seasons),
  ]);
};

/** The reads of route-modules.ts's `pagesWithReadsModule`, by page: the router's loaders start them. */
export const pageReadsOf: Readonly<Partial<Record<PageName, PageRead>>> = {
  division: divisionPageRead,
  teams: divisionPageRead,
  players: divisionPageRead,
  fixtures: divisionPageRead,
  practice: practicePageRead,
  connections: connectionsPageRead,
  admin: adminPageRead,
  setup: setupPageRead,
};
