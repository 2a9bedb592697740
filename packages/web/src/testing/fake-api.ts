import type { ActionResult } from '@darts/contract';
import { vi } from 'vitest';

/**
 * A small fake server at the network boundary: replaces `fetch` with one that answers from a table
 * of routes and records every request. Keys are `'/api/Account'` (a GET) or `'PUT /api/Error'`;
 * paths match without case, trailing slash or query, and a `:name` segment matches any one segment
 * (`'GET /api/Error/Since/:since'`), exact paths first. A value is the JSON body (null answers 204),
 * a `reply(...)`, or a function of the request returning either (or a Promise of either). Anything else is the server's
 * unknown-path answer, 404 with an envelope.
 */
export type FakeRequest = {
  method: string;
  path: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
};

export type FakeReply = {
  status: number;
  body?: unknown;
  text?: string;
  contentType?: string;
  headers?: Record<string, string>;
};
/** What a route answers: a `reply(…)` (a FakeReply), or any other value as a JSON body with status 200. */
type Answer = unknown;
/** Each route's answer, or a function of the request that gives it. */
export type FakeRoutes = Record<string, Answer>;

const replyMark = Symbol('reply');

/** A reply with a status: `reply(500, 'text')` sends text, `reply(404, {...})` sends JSON; `headers` go with either. */
export function reply(status: number, body?: unknown, headers?: Record<string, string>): FakeReply {
  const answer: FakeReply =
    typeof body === 'string' ? { status, text: body, contentType: 'text/plain' } : { status, body };
  return Object.assign(answer, headers ? { headers } : {}, { [replyMark]: true });
}

const isReply = (value: unknown): value is FakeReply =>
  typeof value === 'object' && value !== null && replyMark in value;

const normalise = (path: string) => {
  const bare = path.split('?')[0]!.replace(/\/+$/, '');
  return (bare || '/').toLowerCase();
};

function toResponse(answer: Answer): Response {
  if (isReply(answer)) {
    if (answer.text !== undefined) {
      const headers = { ...answer.headers, 'content-type': answer.contentType ?? 'text/plain' };
      return new Response(answer.text, { status: answer.status, headers });
    }
    if (answer.body === undefined || answer.status === 204) {
      return new Response(null, { status: answer.status, ...(answer.headers ? { headers: answer.headers } : {}) });
    }
    return json(answer.body, answer.status, answer.headers);
  }
  if (answer === null) return new Response(null, { status: 204 });
  return json(answer, 200);
}

function json(body: unknown, status: number, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { ...headers, 'content-type': 'application/json' } });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `'GET /api/error/since/:since'` as a pattern for `'GET /api/error/since/2026-03-14'`. */
const patternOf = (key: string) =>
  new RegExp(
    `^${key
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : escape(part)))
      .join('/')}$`,
  );

export function fakeApi(routes: FakeRoutes) {
  const table = new Map(
    Object.entries(routes).map(([key, answer]) => {
      const [method, path] = key.includes(' ') ? key.split(' ', 2) : ['GET', key];
      return [`${method!.toUpperCase()} ${normalise(path!)}`, answer];
    }),
  );
  const patterns = [...table.keys()].filter((key) => key.includes('/:')).map((key) => [patternOf(key), key] as const);
  const answerFor = (key: string) => {
    if (table.has(key)) return table.get(key);
    const found = patterns.find(([pattern]) => pattern.test(key));
    return found ? table.get(found[1]) : undefined;
  };
  const requests: FakeRequest[] = [];

  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input instanceof Request ? input.url : input);
    const path = new URL(url, 'http://localhost').pathname;
    const text = typeof init.body === 'string' ? init.body : undefined;
    const request: FakeRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path,
      url,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: text === undefined ? undefined : JSON.parse(text),
    };
    requests.push(request);
    const found = answerFor(`${request.method} ${normalise(path)}`);
    if (found === undefined) {
      return toResponse(reply(404, { success: false, errors: ['Not found'], warnings: [], messages: [], trace: [] }));
    }
    // A function may answer later (a Promise), or never, to hold a page in its loading state.
    return toResponse(await (typeof found === 'function' ? (found as (r: FakeRequest) => Answer)(request) : found));
  });

  vi.stubGlobal('fetch', fetch);
  return {
    requests,
    /** Requests to one path (any case), optionally of one method. */
    requestsTo(path: string, method?: string) {
      return requests.filter(
        (r) => normalise(r.path) === normalise(path) && (!method || r.method === method.toUpperCase()),
      );
    },
  };
}

/** An envelope answer: a success unless it carries warnings or errors. */
export function envelope<T>(
  result: T | undefined,
  outcome: { warnings?: string[]; errors?: string[]; messages?: string[] } = {},
): ActionResult<T> {
  return {
    success: outcome.warnings === undefined && outcome.errors === undefined,
    ...(result === undefined ? {} : { result }),
    errors: outcome.errors ?? [],
    warnings: outcome.warnings ?? [],
    messages: outcome.messages ?? [],
    trace: [],
  };
}
