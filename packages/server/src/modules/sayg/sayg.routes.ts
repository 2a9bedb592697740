import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { routes, saygLimits, saygTexts } from '@darts/contract';
import { isUuid } from '@darts/domain';
import type { AppDeps } from '../../app-deps.js';
import { refuseFirst, requireAccess, requireAccount } from '../../http/auth.js';
import { route } from '../../http/contract-route.js';
import { envelope, succeeded } from '../../http/envelope.js';
import { ValidationError } from '../../http/errors.js';
import { parseOrThrow } from '../../http/validation.js';
import { analyseTournaments } from '../tournaments/tournament-analysis.js';
import { findSayg } from './sayg.repository.js';
import { assertLegsPossible, deleteSayg, saveSayg } from './sayg.service.js';
import { idempotencyKeyOf, saygWriteTokens, writeTokenHeader, writeTokenOf } from './sayg-writers.js';
import { isUniqueViolation } from '../../db/database.js';
import { pageUrlOf, publicationOf } from '../../live/live-publish.js';
import { saveMatchSayg } from '../scores/match-sayg.js';

/** The `:id` path value as a lower-case UUID, or a 400 validation problem naming it. */
function idOf(request: FastifyRequest): string {
  const { id } = request.params as { id: string };
  if (!isUuid(id)) throw new ValidationError({ id: [`The value '${id}' is not valid.`] });
  return id.toLowerCase();
}

/**
 * The scorer's "Watchers: Paused": a save sent with `X-Live-Updates: paused`
 * is stored but not published; choosing Live again publishes the latest state.
 */
export const livePaused = (headers: FastifyRequest['headers']) =>
  String(headers['x-live-updates'] ?? '').toLowerCase() === 'paused';

const tooLarge = `The score-as-you-go record is too large: at most ${saygLimits.bodyBytes / 1024} KB can be saved at once`;

/** Score-as-you-go records. */
export function saygRoutes({ db, clock, live, cache, config }: AppDeps): FastifyPluginAsync {
  const tokens = saygWriteTokens(config.sessionSecret);
  return async (app) => {
    // Only this plugin's routes: name the limit on a 413, hand everything else to the app's handler.
    app.setErrorHandler(async (error: FastifyError, _request, reply) => {
      if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
      return reply.code(413).send(envelope({ errors: [tooLarge] }));
    });

    route(app, routes.sayg, async (request) => (await findSayg(db, idOf(request)))?.dto ?? null);

    route(app, routes.saygUpdate, { bodyLimit: saygLimits.bodyBytes }, async (request, reply) => {
      const body = parseOrThrow(routes.saygUpdate.body, request.body);
      assertLegsPossible(body.legs);
      const options = { idempotencyKey: idempotencyKeyOf(request), writeToken: writeTokenOf(request) };
      // A score card match's new record is linked to its match as it is created; a
      // practice record is given a write token for its device.
      const forMatch = body.gameId !== null || body.matchIndex !== null;
      const save = () =>
        forMatch
          ? saveMatchSayg({ db, clock, cache }, request.account, body, options)
          : saveSayg(db, clock, request.account, body, { ...options, tokens });
      // Two sends of one create at once: the second finds the key taken, and is the record the first made.
      const { record: saved, writeToken } = await save().catch((error: unknown) => {
        if (options.idempotencyKey && isUniqueViolation(error)) return save();
        throw error;
      });
      if (writeToken) void reply.header(writeTokenHeader, writeToken);
      // Watchers get the stored record from the server itself, not only from the scorer's socket,
      // unless the scorer chose Paused: then nobody gets it until Live.
      if (!livePaused(request.headers))
        await live.publish(
          publicationOf(clock, {
            id: saved.id,
            dataType: 'Sayg',
            data: saved,
            socketId: null,
            userName: request.account?.name ?? null,
            pageUrl: pageUrlOf(request.headers),
          }),
        );
      return succeeded(saved, saygTexts.updated);
    });

    route(app, routes.saygDelete, { onRequest: refuseFirst() }, async (request) => {
      const id = idOf(request);
      const account = requireAccount(request);
      return deleteSayg(db, clock, account, id, writeTokenOf(request));
    });

    // Match analysis: AnalyseMatches only; it reads, never writes.
    route(app, routes.saygAnalyse, { onRequest: refuseFirst(['AnalyseMatches']) }, async (request) => {
      requireAccess(request, 'AnalyseMatches');
      return analyseTournaments(db, parseOrThrow(routes.saygAnalyse.body, request.body ?? {}));
    });
  };
}
