import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { liveTexts, refusals, type LiveMessageDto, type WebSocketDto } from '@darts/contract';
import { can } from '@darts/domain';
import type { Account } from '../modules/accounts/accounts.service.js';
import type { LiveHub } from './live-hub.js';
import type { LocalSocket } from './publication.js';
import { handleMessage, type LiveSocketDeps } from './live-messages.js';
import { offsetTimestamp } from './live-publish.js';

/** Close codes (RFC 6455 §7.4.1): policy for refusals, going away for keep-alive and admin. */
const policyViolation = 1008;
const goingAway = 1001;
const internalError = 1011;

/** Messages read ahead of the one being handled before reading pauses. */
const maxWaiting = 16;

/**
 * The page that opened the socket: the client appends it unencoded, so its own
 * query may spill into further parameters; everything after `referrer=` is the value.
 */
export function referrerOf(url: string): string | null {
  const query = url.slice(url.indexOf('?') + 1);
  const match = /(?:^|&)referrer=/i.exec(url.includes('?') ? query : '');
  if (!match) return null;
  const raw = query.slice(match.index + match[0].length);
  if (!/^[a-z]+%3A/i.test(raw)) return raw || null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * One web socket at /api/Live/. A caller without UseWebSockets is accepted and closed
 * at once (§17.1). Messages are handled one at a time in the order they arrive; a message that
 * fails unexpectedly gets an `Error` and ends the connection (§17.3).
 */
export function acceptLiveSocket(
  deps: LiveSocketDeps,
  ws: WebSocket,
  request: FastifyRequest,
  account: Account | null,
): void {
  if (!account || !can(account, 'UseWebSockets')) {
    ws.close(policyViolation, account ? refusals.notPermitted : refusals.notLoggedIn);
    return;
  }
  const { hub, clock } = deps;
  const now = () => offsetTimestamp(clock.now());
  const id = randomUUID();
  const stats = {
    connected: now(),
    lastReceipt: now(),
    lastSent: null as string | null,
    received: 0,
    sent: 0,
    heardSinceMarco: true,
  };
  const originatingUrl = referrerOf(request.url);
  let open = true;

  const socket: LocalSocket = {
    id,
    dto: (): WebSocketDto => ({
      id,
      originatingUrl: originatingUrl ?? 'unknown',
      userName: account.name,
      connected: stats.connected,
      lastReceipt: stats.lastReceipt,
      lastSent: stats.lastSent,
      subscriptions: hub.local.subscriptions(id),
      receivedMessages: stats.received,
      sentMessages: stats.sent,
    }),
    send(message: LiveMessageDto) {
      if (!open) return;
      stats.sent += 1;
      stats.lastSent = now();
      ws.send(JSON.stringify(message));
    },
    close(reason: string) {
      // Released now, not when the peer answers the close: a dead peer may never answer (§0.9).
      release();
      ws.close(goingAway, reason);
    },
    keepAlive() {
      if (!stats.heardSinceMarco) return socket.close('No answer to Marco');
      stats.heardSinceMarco = false;
      socket.send({ type: 'Marco', data: null, message: null, id: null, dataType: 'Sayg' });
    },
  };

  function release() {
    if (!open) return;
    open = false;
    hub.local.detach(id);
  }

  let queue = Promise.resolve();
  let waiting = 0;
  ws.on('message', (raw: RawData) => {
    stats.received += 1;
    stats.lastReceipt = now();
    stats.heardSinceMarco = true;
    // A client that sends faster than its messages are handled stops being read (TCP backpressure),
    // so a flood queues at most a few frames in memory.
    waiting += 1;
    if (waiting >= maxWaiting) ws.pause();
    queue = queue.then(async () => {
      waiting -= 1;
      if (ws.isPaused && waiting < maxWaiting) ws.resume();
      if (!open) return;
      try {
        await handleMessage({ ...deps, account, socket, pageUrl: originatingUrl }, raw);
      } catch (error) {
        deps.log.warn({ err: error, socketId: id }, 'Live message failed');
        // Like a 500: the details go to the log, not to the client.
        socket.send({ type: 'Error', data: null, message: liveTexts.failed, id: null, dataType: 'Sayg' });
        release();
        ws.close(internalError, 'Error');
      }
    });
  });
  ws.on('close', release);
  hub.local.attach(socket);
}

/** Sends `Marco` every `intervalMs` and closes sockets that stopped answering. */
export function startKeepAlive(hub: LiveHub, intervalMs: number): () => void {
  const timer = setInterval(() => {
    for (const socket of hub.local.all()) socket.keepAlive();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
