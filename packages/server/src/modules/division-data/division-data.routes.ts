import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { routes, type DivisionDataQuery } from '@darts/contract';
import type { AppDeps } from '../../app-deps.js';
import { hasAccess } from '../../http/auth.js';
import { route } from '../../http/contract-route.js';
import { parseOrThrow } from '../../http/validation.js';
import { attachmentDisposition, calendarName, divisionCalendar } from './division-calendar.js';
import { answerKey, cachedAnswer, keepAnswer, type Answer } from './division-data-cache.js';
import { divisionData, type DivisionData, type Viewer } from './division-data.service.js';
import { createParsedCards } from './parsed-cards.js';

const calendarType = 'text/calendar';

/** What the caller may see of division data; the template proposal reuses it. */
export const viewerOf = (request: FastifyRequest): Viewer => ({
  signedIn: request.account !== null,
  canManagePlayers: hasAccess(request, 'ManagePlayers'),
  canManageScores: hasAccess(request, 'ManageScores'),
  canManageGames: hasAccess(request, 'ManageGames'),
  canManageNotes: hasAccess(request, 'ManageNotes'),
  canManageTournaments: hasAccess(request, 'ManageTournaments'),
});

/** `content-type=text/calendar` in the query, or `Accept: text/calendar`, asks for the feed. */
const wantsCalendar = (query: DivisionDataQuery, accept: string | undefined) =>
  query.contentType?.trim().toLowerCase() === calendarType || (accept ?? '').toLowerCase().includes(calendarType);

/** The caller chose "refresh data": bypass (and so replace) the cached answer. */
const wantsFresh = (request: FastifyRequest) => /\bno-cache\b/i.test(String(request.headers['cache-control'] ?? ''));

/**
 * `GET /api/Division/Data` (§5.6): division data as JSON or as an iCalendar feed.
 * Anonymous answers are cached per normalised query and tagged with the divisions and season they
 * show, so writes evict them; signed-in callers always get fresh data.
 */
export function divisionDataRoutes({ db, clock, cache, config }: AppDeps): FastifyPluginAsync {
  const cards = createParsedCards();
  return async (app) => {
    route(app, routes.divisionData, async (request, reply) => {
      const query = parseOrThrow(routes.divisionData.query, request.query ?? {});
      const calendarBase = config.publicUrl ?? `${request.protocol}://${request.host}`;
      const rendering = wantsCalendar(query, request.headers.accept) ? { calendarBase } : ('json' as const);
      const key = request.account === null ? answerKey(query, rendering) : undefined;

      let answer = key && !wantsFresh(request) ? cachedAnswer(cache, key, clock.now().getTime()) : undefined;
      if (!answer) {
        const data = await divisionData({ db, clock, cards }, query, viewerOf(request));
        answer = rendering === 'json' ? jsonAnswer(data) : calendarAnswer(data, calendarBase);
        if (key) keepAnswer(cache, key, answer, data.tags);
      }
      return reply.headers(answer.headers).type(answer.contentType).send(answer.body);
    });
  };

  function calendarAnswer(data: DivisionData, baseUrl: string): Answer {
    const productName = config.site.name;
    return {
      body: divisionCalendar(data, { productName, baseUrl, now: clock.now() }),
      contentType: `${calendarType}; charset=utf-8`,
      headers: { 'content-disposition': attachmentDisposition(calendarName(data, productName)) },
      validUntil: data.validUntil,
    };
  }
}

function jsonAnswer(data: DivisionData): Answer {
  return {
    body: JSON.stringify(data.dto),
    contentType: 'application/json; charset=utf-8',
    headers: {},
    validUntil: data.validUntil,
  };
}
