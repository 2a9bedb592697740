import type { Sayg } from '@darts/domain';
import { newSoakMatch, playVisit, visitsIn } from './soak-match.js';
import { delay, type ErrorTally, type Samples } from './soak-tally.js';
import { liveSocket, type SocketContext } from './soak-watcher.js';

export type HttpContext = { errors: ErrorTally; counters: { requests: number } };

/**
 * One HTTP request as a page on `baseUrl` makes it; any network failure, non-2xx answer or
 * envelope without `success` is a failed request. Answers the envelope, or undefined on failure.
 */
export async function call<T>(
  context: HttpContext,
  baseUrl: string,
  path: string,
  init: { method?: string; cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ success: boolean; result?: T } | undefined> {
  context.counters.requests += 1;
  const headers: Record<string, string> = { origin: baseUrl, ...init.headers };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(baseUrl + path, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    const body = text ? (JSON.parse(text) as { success: boolean; result?: T }) : undefined;
    if (response.ok && body?.success) return body;
    context.errors.add('failed request', `${init.method ?? 'GET'} ${path}: ${response.status} ${text.slice(0, 200)}`);
  } catch (error) {
    context.errors.add('failed request', `${init.method ?? 'GET'} ${path}: ${(error as Error).message}`);
  }
  return undefined;
}

type Saved = { id: string; updated: string };

/**
 * A scorer on its phone: its record saved with POST /api/Sayg, its socket subscribed to
 * it, and each visit published on the socket at once and then saved with the last `updated` as
 * `lastUpdated`, the two things the scoring screen does with UseWebSockets.
 */
export async function scorer(baseUrl: string, cookie: string, context: SocketContext & HttpContext, index: number) {
  let sayg: Sayg = newSoakMatch(`Scorer ${index + 1}`, `Opponent ${index + 1}`);
  const created = await call<Saved>(context, baseUrl, '/api/Sayg', { method: 'POST', cookie, body: sayg });
  if (!created?.result) throw new Error(`Scorer ${index + 1} could not create its record on ${baseUrl}`);
  const id = created.result.id;
  let lastUpdated = created.result.updated;
  const socket = liveSocket(baseUrl, cookie, `/practice`, context, `scorer ${index + 1}`);
  await socket.opened;
  socket.send({ type: 'Subscribed', id });
  await socket.ready();
  /** performance.now() at each visit's entry; [0] is the record's creation. */
  const enteredAt: number[] = [performance.now()];
  let visits = 0;

  return {
    id,
    baseUrl,
    enteredAt,
    visits: () => visits,
    /** Enters a visit every `everyMs` (the first after `offsetMs`) until `signal` aborts. */
    async play(everyMs: number, offsetMs: number, signal: AbortSignal) {
      let next = performance.now() + offsetMs;
      for (;;) {
        await delay(next - performance.now(), signal);
        if (signal.aborted) return;
        next = Math.max(next + everyMs, performance.now());
        const played = playVisit(sayg);
        if (!played) throw new Error(`Scorer ${index + 1}'s match is over: make the run shorter`);
        enteredAt[visits + 1] = performance.now();
        socket.send({ type: 'Update', id, dataType: 'Sayg', data: { ...played, id } });
        const saved = await call<Saved>(context, baseUrl, '/api/Sayg', {
          method: 'POST',
          cookie,
          body: { ...played, id, lastUpdated },
        });
        // A refused save is tallied; the scorer keeps its copy and sends it whole with the next visit.
        if (!saved?.result) continue;
        sayg = played;
        lastUpdated = saved.result.updated;
        visits += 1;
      }
    },
    close: () => socket.close(),
  };
}

export type Scorer = Awaited<ReturnType<typeof scorer>>;

/**
 * A poller (anyone, no socket) of one match on one instance, sending the previous
 * `lastUpdate` as If-Modified-Since as the client does. What it sees must never go back; its
 * staleness is how long after the scorer entered a visit the poller first sees it.
 */
export function poller(baseUrl: string, match: Scorer, context: HttpContext, staleness: Samples, name: string) {
  let since = '';
  let seen = 0;
  return {
    name,
    match,
    seen: () => seen,
    async run(everyMs: number, offsetMs: number, signal: AbortSignal) {
      let next = performance.now() + offsetMs;
      while (!signal.aborted) {
        await delay(next - performance.now(), signal);
        if (signal.aborted) return;
        next = Math.max(next + everyMs, performance.now());
        await this.poll();
      }
    },
    async poll() {
      const body = await call<{ data?: Record<string, unknown>; lastUpdate: string }>(
        context,
        baseUrl,
        `/api/Live/Update/${match.id}/Sayg`,
        { headers: { 'if-modified-since': since } },
      );
      if (!body) return;
      if (!body.result) return context.errors.add('failed request', `${name}: a poll without a result`);
      since = body.result.lastUpdate;
      if (!body.result.data) return;
      const visit = visitsIn(body.result.data);
      if (visit < seen) return context.errors.add('out-of-order update', `${name}: visit ${visit} after ${seen}`);
      const now = performance.now();
      for (let v = seen + 1; v <= visit; v += 1) {
        const enteredAt = match.enteredAt[v];
        if (enteredAt !== undefined) staleness.push(now - enteredAt);
      }
      seen = visit;
    },
  };
}

export type Poller = ReturnType<typeof poller>;
