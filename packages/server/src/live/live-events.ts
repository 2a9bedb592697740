import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { liveLimits, liveTexts } from '@darts/contract';
import { isUuid } from '@darts/domain';
import { envelope } from '../http/envelope.js';
import { ValidationError } from '../http/errors.js';
import type { LiveHub } from './live-hub.js';
import type { Publication } from './publication.js';
import { updateMessage } from './publication.js';

/**
 * The read-only watcher's channel: `GET /api/Live/Events?id={uuid}&id=…`, Server-Sent
 * Events anyone may open, signed in or not, since everything it sends is what the poll of contract
 * §16.3 already answers to anyone. It is the §17 socket's `Update` without publishing: each event's
 * `data` is the same `LiveMessageDto` the socket sends, its `id` the state's `lastUpdate`. On
 * (re)connection every id's last state is sent at once, except one no newer than `Last-Event-ID`,
 * so a browser's automatic reconnect catches up without a poll. A comment every keep-alive interval
 * keeps proxies from closing an idle stream; `retry` asks browsers to come back after 1 s.
 */
export type EventStreams = {
  open(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Streams open on this instance. */
  count(): number;
  /** Sends the keep-alive comment to every stream. */
  keepAlive(): void;
  closeAll(): void;
};

/** The `id` query parameters, lower-cased and each once, or a 400 problem naming what is wrong. */
export function streamIdsOf(query: unknown): string[] {
  const raw = (query as { id?: unknown } | undefined)?.id;
  const values = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).map(String);
  if (values.length === 0) throw new ValidationError({ id: [liveTexts.idRequired] });
  const bad = values.find((value) => !isUuid(value));
  if (bad !== undefined) throw new ValidationError({ id: [`The value '${bad}' is not valid.`] });
  const ids = [...new Set(values.map((value) => value.toLowerCase()))];
  if (ids.length > liveLimits.subscriptionsPerSocket) {
    throw new ValidationError({ id: [liveTexts.tooManyIds(liveLimits.subscriptionsPerSocket)] });
  }
  return ids;
}

/** One event of the stream: the state's `lastUpdate` as its id, the `Update` message as its data. */
export function eventOf(publication: Publication): string {
  return `id: ${publication.lastUpdate}\ndata: ${JSON.stringify(updateMessage(publication))}\n\n`;
}

/** Whether a state is newer than what the reconnecting browser said it last had. */
export function isNewerThan(publication: Publication, lastEventId: string | undefined): boolean {
  if (!lastEventId) return true;
  const seen = Date.parse(lastEventId);
  const at = Date.parse(publication.lastUpdate);
  return Number.isNaN(seen) || Number.isNaN(at) || at > seen;
}

export function createEventStreams(hub: LiveHub): EventStreams {
  const open = new Set<FastifyReply['raw']>();
  return {
    async open(request, reply) {
      const ids = streamIdsOf(request.query);
      if (open.size >= liveLimits.eventStreams) {
        return void reply
          .code(503)
          .header('Retry-After', '10')
          .send(envelope({ errors: [liveTexts.tooManyStreams] }));
      }
      const lastEventId = String(request.headers['last-event-id'] ?? '') || undefined;
      // The stream is written by hand from here on; headers set by earlier hooks go with it.
      reply.hijack();
      const raw = reply.raw;
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined && name !== 'content-length') headers[name] = value;
      }
      raw.writeHead(200, {
        ...headers,
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        // nginx and similar proxies would otherwise hold events back in a buffer.
        'X-Accel-Buffering': 'no',
      });
      raw.write('retry: 1000\n\n');
      open.add(raw);
      // Updates published while the last states are read are queued, then sent in order after them
      // (one that was itself the last state read is not sent twice).
      let queued: Publication[] | null = [];
      const send = (publication: Publication) => raw.write(eventOf(publication));
      const stop = hub.local.listen(ids, (publication) => (queued ? queued.push(publication) : send(publication)));
      const end = () => {
        stop();
        open.delete(raw);
      };
      raw.on('close', end);
      raw.on('error', end);
      const first = new Map<string, string>();
      try {
        const states = await Promise.all(ids.map((id) => hub.lastState(id)));
        for (const state of states) {
          if (!state || !isNewerThan(state, lastEventId)) continue;
          first.set(state.id, state.lastUpdate);
          send(state);
        }
      } catch (error) {
        request.log.warn({ err: error }, 'Live events: last states could not be read');
      }
      const waiting = queued;
      queued = null;
      for (const publication of waiting) {
        if (first.get(publication.id) !== publication.lastUpdate) send(publication);
      }
    },
    count: () => open.size,
    keepAlive() {
      for (const raw of open) raw.write(': keep-alive\n\n');
    },
    closeAll() {
      for (const raw of open) raw.end();
      open.clear();
    },
  };
}
