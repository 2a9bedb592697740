import WebSocket from 'ws';
import { visitsIn } from './soak-match.js';
import type { ErrorTally, Samples } from './soak-tally.js';

/** What a soak socket shares with the run: where to tally, and when each visit was entered. */
export type SocketContext = {
  errors: ErrorTally;
  /** performance.now() when the scorer entered visit n of match `id` (index n). */
  visitAt(id: string, visit: number): number | undefined;
  delays: { saved: Samples; published: Samples };
  counters: { messages: number };
};

/**
 * A live socket signed in as `cookie`, answering the server's keep-alive. Anything
 * but a close this side asked for, and every `Error` message, is a socket error. `ready` resolves
 * once the server has handled what was sent before it (a `Marco` answered with `Polo`).
 */
export function liveSocket(baseUrl: string, cookie: string, page: string, context: SocketContext, name: string) {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/Live/?referrer=${baseUrl}${page}`, {
    headers: { cookie, origin: baseUrl },
    perMessageDeflate: false,
  });
  let closing = false;
  let onUpdate: (id: string | null, data: Record<string, unknown>) => void = () => undefined;
  let polo: () => void = () => undefined;
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  ws.on('error', (error) => context.errors.add('socket error', `${name}: ${error.message}`));
  ws.on('close', (code, reason) => {
    if (!closing) context.errors.add('socket error', `${name}: closed by the server (${code} ${reason.toString()})`);
  });
  ws.on('message', (raw: Buffer) => {
    const message = JSON.parse(raw.toString('utf8')) as {
      type: string;
      id: string | null;
      data: unknown;
      message: string | null;
    };
    if (message.type === 'Marco') ws.send('{"type":"Polo"}');
    else if (message.type === 'Polo') polo();
    else if (message.type === 'Update') onUpdate(message.id, (message.data ?? {}) as Record<string, unknown>);
    else context.errors.add('socket error', `${name}: ${message.type} ${message.message ?? ''}`);
  });
  return {
    opened,
    send: (message: object) => ws.send(JSON.stringify(message)),
    /** Resolves when the server has handled every message sent so far. */
    ready(): Promise<void> {
      const answered = new Promise<void>((resolve) => (polo = resolve));
      ws.send('{"type":"Marco"}');
      return answered;
    },
    onUpdate(listener: typeof onUpdate) {
      onUpdate = listener;
    },
    async close() {
      closing = true;
      if (ws.readyState === WebSocket.CLOSED) return;
      const closed = new Promise((resolve) => ws.once('close', resolve));
      ws.close();
      const timer = setTimeout(() => ws.terminate(), 2_000);
      await closed;
      clearTimeout(timer);
    },
  };
}

/**
 * A watcher of one match: every update must arrive, in order. The server sends two copies of each
 * visit, each in its own sequence: what the scorer's socket published (the record as the screen
 * holds it) and what POST /api/Sayg stored (with `updated`). Each sequence must go 1, 2, 3, …
 */
export function watcher(baseUrl: string, cookie: string, matchId: string, context: SocketContext, name: string) {
  const socket = liveSocket(baseUrl, cookie, `/live/match/${matchId}`, context, name);
  const last = { saved: 0, published: 0 };
  socket.onUpdate((id, data) => {
    context.counters.messages += 1;
    if (id !== matchId) return context.errors.add('out-of-order update', `${name}: an update for ${id}`);
    const kind = typeof data.updated === 'string' ? 'saved' : 'published';
    const visit = visitsIn(data);
    if (visit <= last[kind]) {
      context.errors.add('out-of-order update', `${name}: ${kind} visit ${visit} after ${last[kind]}`);
      return;
    }
    if (visit > last[kind] + 1) {
      context.errors.add(
        'missed update',
        `${name}: ${kind} visits ${last[kind] + 1}-${visit - 1}`,
        visit - last[kind] - 1,
      );
    }
    last[kind] = visit;
    const enteredAt = context.visitAt(matchId, visit);
    if (enteredAt !== undefined) context.delays[kind].push(performance.now() - enteredAt);
  });
  return {
    ...socket,
    matchId,
    name,
    async subscribe() {
      await socket.opened;
      socket.send({ type: 'Subscribed', id: matchId });
      await socket.ready();
    },
    /** The last visit of each copy this watcher received. */
    last: () => ({ ...last }),
  };
}

export type Watcher = ReturnType<typeof watcher>;
