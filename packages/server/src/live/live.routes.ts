import websocket from '@fastify/websocket';
import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { liveDataTypeOf, liveLimits, liveTexts, refusals, routes, type LiveDataType } from '@darts/contract';
import { isUuid } from '@darts/domain';
import type { AppDeps } from '../app-deps.js';
import { refuseFirst } from '../http/auth.js';
import { route, type ContractRequest } from '../http/contract-route.js';
import { envelope, succeeded } from '../http/envelope.js';
import { AppError, ValidationError } from '../http/errors.js';
import { createEventStreams } from './live-events.js';
import { acceptLiveSocket, startKeepAlive } from './live-socket.js';
import { pollOutcome } from './live-poll.js';
import { writeTokenOf } from '../modules/sayg/sayg-writers.js';
import { pageUrlOf, publicationOf, publishRefusal, withTournamentPlace } from './live-publish.js';
import { watchable } from './live-watch.js';

/** `{id}/{type}` or `{type}/{id}`, or a 400 problem naming what is wrong. */
function subjectOf(request: ContractRequest<typeof routes.liveUpdate>): { id: string; dataType: LiveDataType } {
  // The route names them `:id/:type`, but either may come first.
  const { id: first, type: second } = request.params;
  const [id, type] = isUuid(first) ? [first, second] : [second, first];
  const dataType = liveDataTypeOf(type);
  if (isUuid(id) && dataType) return { id: id.toLowerCase(), dataType };
  throw new ValidationError(
    isUuid(id) ? { type: [`The value '${type}' is not valid.`] } : { id: [`The value '${id}' is not valid.`] },
  );
}

/** Socket administration refuses in `errors`, before anything else is read. */
const socketManagers = {
  onRequest: refuseFirst(['ManageSockets'], {
    notLoggedIn: () => new AppError('NotLoggedIn', refusals.notLoggedIn, 'errors'),
    notPermitted: () => new AppError('NotPermitted', refusals.notPermitted, 'errors'),
  }),
};

/**
 * A browser page of another site must not open a socket with the user's cookie: such an upgrade is
 * treated as signed out.
 */
function sameOrigin(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    const host = new URL(origin).host;
    return host === request.headers.host || (publicUrl !== undefined && new URL(publicUrl).host === host);
  } catch {
    return false;
  }
}

/** Live updates over HTTP and the web socket. */
export function liveRoutes({ db, clock, config, live: hub }: AppDeps): FastifyPluginAsync {
  return async (app) => {
    // Frames beyond the state cap get an `Error`; far beyond it, `ws` closes the socket (1009).
    await app.register(websocket, { options: { maxPayload: liveLimits.stateBytes * 4 } });
    const stopKeepAlive = startKeepAlive(hub, config.live.keepAliveMs);
    const streams = createEventStreams(hub);
    const streamKeepAlive = setInterval(() => streams.keepAlive(), config.live.keepAliveMs);
    streamKeepAlive.unref();
    app.addHook('onClose', async () => {
      stopKeepAlive();
      clearInterval(streamKeepAlive);
      streams.closeAll();
    });
    // Open streams would hold a graceful shutdown until they end: they end first.
    app.addHook('preClose', async () => streams.closeAll());

    app.setErrorHandler(async (error: FastifyError, _request, reply) => {
      if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
      return reply.code(413).send(envelope({ errors: [liveTexts.tooLarge(liveLimits.stateBytes)] }));
    });

    route(
      app,
      routes.liveSocket,
      {
        wsHandler: (socket, request) => {
          const account = sameOrigin(request, config.publicUrl) ? request.account : null;
          acceptLiveSocket({ db, clock, hub, log: request.log }, socket, request, account);
        },
      },
      async (_request, reply) => reply.code(400).type('text/plain').send(liveTexts.notWebSocket),
    );

    // Read-only watchers, signed in or not: Server-Sent Events of the ids' updates.
    route(app, routes.liveEvents, async (request, reply) => streams.open(request, reply));

    route(app, routes.liveUpdate, async (request, reply) => {
      const { id } = subjectOf(request);
      const outcome = pollOutcome(await hub.lastState(id), request.headers['if-modified-since']);
      if (outcome.lastModified) reply.header('Last-Modified', outcome.lastModified);
      // Last-Modified alone lets a browser reuse an answer for a while (heuristic freshness): a poll must not.
      reply.header('Cache-Control', 'no-cache');
      return reply.code(outcome.status).send(outcome.body);
    });

    route(app, routes.livePublish, { bodyLimit: liveLimits.stateBytes }, async (request, reply) => {
      const { id, dataType } = subjectOf(request);
      if (request.body === undefined || request.body === null) {
        return reply.code(400).send(envelope({ errors: [liveTexts.dataAndIdRequired] }));
      }
      const refusal = await publishRefusal(db, request.account, id, dataType, request.body, writeTokenOf(request));
      if (refusal) throw new AppError(refusal.code, refusal.message, 'errors');
      const publication = await withTournamentPlace(
        db,
        publicationOf(clock, {
          id,
          dataType,
          data: request.body,
          socketId: null,
          userName: request.account?.name ?? null,
          pageUrl: pageUrlOf(request.headers),
        }),
      );
      await hub.publish(publication);
      // The compatible answer of §16.4: the GET envelope instead of a 302 to it.
      const outcome = pollOutcome(publication, undefined);
      if (outcome.lastModified) reply.header('Last-Modified', outcome.lastModified);
      return reply.code(outcome.status).send(outcome.body);
    });

    const watch = async (request: FastifyRequest) => {
      const { type } = request.params as { type?: string };
      const dataType = type ? liveDataTypeOf(type) : undefined;
      if (type && !dataType) throw new ValidationError({ type: [`The value '${type}' is not valid.`] });
      return watchable(db, hub, dataType);
    };
    route(app, routes.liveWatchAll, watch);
    route(app, routes.liveWatch, watch);

    route(app, routes.liveSockets, socketManagers, async () => {
      return succeeded(await hub.sockets());
    });

    route(app, routes.liveSocketClose, socketManagers, async (request) => {
      const { id } = request.params;
      const closed = isUuid(id) ? await hub.closeSocket(id.toLowerCase()) : undefined;
      if (!closed) throw new AppError('NotFound', refusals.notFound, 'errors');
      return succeeded(closed, liveTexts.socketClosed);
    });
  };
}
