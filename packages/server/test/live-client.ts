import WebSocket from 'ws';

export type LiveMessage = { type: string; id: string | null; dataType: string; data: unknown; message: string | null };

export type LiveClient = {
  ws: WebSocket;
  /** Resolves when the server accepted the upgrade. */
  opened: Promise<void>;
  /** Resolves with the close code and reason, whoever closed. */
  closed: Promise<{ code: number; reason: string }>;
  send(message: unknown): void;
  /** The next message from the server, in order (waits for it). */
  next(): Promise<LiveMessage>;
  /** Sends `Marco` and returns every message that arrived before its `Polo`: what the server sent so far. */
  drain(): Promise<LiveMessage[]>;
  close(): Promise<void>;
};

/** A real `ws` client on the live socket, keeping every message it receives in order. */
export function liveClient(
  baseUrl: string,
  cookie?: string,
  path = '/api/Live/?referrer=http://pub.example/live',
  origin?: string,
): LiveClient {
  const ws = new WebSocket(baseUrl.replace(/^http/, 'ws') + path, { headers: cookie ? { cookie } : {}, origin });
  const inbox: LiveMessage[] = [];
  const waiting: Array<(message: LiveMessage) => void> = [];
  ws.on('message', (raw) => {
    const message = JSON.parse(Buffer.from(raw as Buffer).toString('utf8')) as LiveMessage;
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else inbox.push(message);
  });
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  const self: LiveClient = {
    ws,
    opened,
    closed,
    send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next: () => {
      const message = inbox.shift();
      return message ? Promise.resolve(message) : new Promise((resolve) => waiting.push(resolve));
    },
    async drain() {
      self.send({ type: 'Marco' });
      const seen: LiveMessage[] = [];
      for (;;) {
        const message = await self.next();
        if (message.type === 'Polo') return seen;
        seen.push(message);
      }
    },
    async close() {
      if (ws.readyState === WebSocket.CLOSED) return;
      ws.close();
      await closed;
    },
  };
  return self;
}
