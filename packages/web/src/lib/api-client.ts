import type { z } from 'zod';
import type { Routes } from '@darts/contract';
import { fillPath, type ParamsIn } from './paths';

/**
 * The one way the web app talks to the server: cookies are sent, bodies
 * are JSON, every call carries the page URL in `X-UI-Url`, the first call after "Refresh data"
 * carries `Cache-Control: no-cache`, 204 reads as null, and a body that is not JSON is an error
 * that says what came back. Components never call fetch; feature `api.ts` hooks call this.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type TableEntry = Routes[keyof Routes];
type MethodAndPath<Entry> = Entry extends { method: infer M; path: infer P }
  ? { readonly method: M; readonly path: P }
  : never;
/**
 * A call of the contract's route table: its entry (`routes.x`), or the entry's method and path
 * alone (`startupRoutes.x`, for code the first screen loads, which carries no zod). Either way the
 * answer and body are typed from the table's entry with that method and path.
 */
export type Route = MethodAndPath<TableEntry>;
type EntryOf<R extends Route> = Extract<TableEntry, { method: R['method']; path: R['path'] }>;
export type ResponseOf<R extends Route> =
  EntryOf<R> extends { response: infer S extends z.ZodTypeAny } ? z.output<S> : unknown;
export type BodyOf<R extends Route> =
  EntryOf<R> extends { body: infer S extends z.ZodTypeAny } ? z.input<S> : R['method'] extends 'GET' ? never : unknown;

/** The values of a route's `:name` segments, e.g. `{ id }` for `/api/Game/:id`. */
export type ParamsOf<R extends Route> = { [Name in ParamsIn<R['path']>]: string };
/** A query string's values; a list repeats its name (`divisionId=a&divisionId=b`), undefined leaves it out. */
export type Query = Record<string, string | readonly string[] | undefined>;

export type CallOptions<R extends Route> = {
  params?: ParamsOf<R>;
  query?: Query;
  body?: BodyOf<R>;
  headers?: Record<string, string>;
  /**
   * The path with a trailing slash, as the contract writes a few writes (`PUT /api/Season/`,
   * `PUT /api/Team/`, `PUT /api/Game/`, `POST /api/Template/Propose/`) and this client has always sent
   * them; the server answers either, and a refusal's message names the path as sent.
   */
  trailingSlash?: boolean;
};

/** The path of a call: the route's `:name` segments filled in from `params` (`fillPath`), then the query. */
export function routePath<R extends Route>(
  route: R,
  params: ParamsOf<R> | Record<string, never> = {},
  query: Query = {},
  trailingSlash = false,
): string {
  const filled = fillPath(route.path, params);
  const path = trailingSlash && !filled.endsWith('/') ? `${filled}/` : filled;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of value === undefined ? [] : typeof value === 'string' ? [value] : value)
      search.append(name, item);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** What `exchange` gives: the status, the body read as JSON (204 as null) and the response headers. */
export type Exchanged<T> = { status: number; body: T; headers: Headers };

export type ApiClient = {
  /** A call of the contract's route table (see `Route`): the answer's body, 204 as null. */
  call<R extends Route>(route: R, options?: CallOptions<R>): Promise<ResponseOf<R>>;
  /**
   * `call` that also tells the HTTP status, for the callers that must tell a stale token (409) or
   * a server fault from other refusals, and the response headers (a practice record's write
   * token). The body is whatever came: a refusal is not the route's answer.
   */
  callWithStatus<R extends Route>(route: R, options?: CallOptions<R>): Promise<Exchanged<unknown>>;
  /**
   * A multipart/form-data POST (photo uploads) to a route's path: the same rules as
   * `call`, but no Content-Type of its own, so the browser writes the form's boundary.
   */
  upload<T>(path: string, form: FormData): Promise<T>;
  /** Any method and path under the API, e.g. `GET /api/Account`: what `call` is made of. */
  request<T>(method: string, path: string, body?: unknown): Promise<T>;
  /** `request` with the status and headers, and headers of its own. */
  exchange<T>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Exchanged<T>>;
  /** The next call bypasses the server's response cache ("Refresh data"). */
  invalidateCache(): void;
  /**
   * Starts a GET now, for the page that will make it once its code has loaded (a route's loader):
   * that page's first `call` of the same path takes this answer instead of asking again. Taken once;
   * an answer no call takes within `earlyAnswerMs` is dropped, so a later call never gets a stale one.
   */
  prefetch<R extends Route & { method: 'GET' }>(route: R, options?: Pick<CallOptions<R>, 'params' | 'query'>): void;
  /** Drops every prefetched answer no call has taken (between tests). */
  dropPrefetched(): void;
};

/** How long a prefetched answer waits for the call that takes it (the page's code loading on a slow phone). */
export const earlyAnswerMs = 30_000;

/** A 400 validation problem and the call that was refused with it. */
export type ValidationProblemSeen = {
  method: string;
  path: string;
  title: string;
  errors: Record<string, string[]>;
};

export type ApiClientOptions = {
  baseUrl?: string;
  fetch?: typeof fetch;
  pageUrl?: () => string;
  /** Told of every 400 validation problem (reported to the error log). */
  onValidationProblem?: (problem: ValidationProblemSeen) => void;
};

/** A 400 body in the validation problem's shape: a map of field errors, no `success`. */
function validationProblemIn(body: unknown): { title: string; errors: Record<string, string[]> } | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { errors, title, success } = body as { errors?: unknown; title?: unknown; success?: unknown };
  if (success !== undefined || !errors || typeof errors !== 'object' || Array.isArray(errors)) return undefined;
  const fields = Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).map(([field, messages]) => [
      field,
      Array.isArray(messages) ? messages.map(String) : [String(messages)],
    ]),
  );
  return { title: typeof title === 'string' ? title : 'The request was not valid', errors: fields };
}

// The app's client tells these listeners (the error reporter, installed with the app's providers).
const validationListeners = new Set<(problem: ValidationProblemSeen) => void>();

/** Listens for the 400 validation problems the app's client receives; returns the remover. */
export function listenForValidationProblems(listener: (problem: ValidationProblemSeen) => void) {
  validationListeners.add(listener);
  return () => {
    validationListeners.delete(listener);
  };
}

const bodylessMethods = new Set(['GET', 'DELETE', 'HEAD']);

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const pageUrl = options.pageUrl ?? (() => (typeof window === 'undefined' ? '' : window.location.href));
  const onValidationProblem =
    options.onValidationProblem ??
    ((problem: ValidationProblemSeen) => validationListeners.forEach((listener) => listener(problem)));
  let noCacheOnce = false;
  /** Prefetched GETs by path, each with when it was started. */
  const early = new Map<string, { started: number; response: Promise<Response> }>();

  async function exchange<T>(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders?: Record<string, string>,
  ): Promise<Exchanged<T>> {
    const requestBody = body === undefined ? undefined : JSON.stringify(body);
    const contentType = requestBody === undefined ? undefined : 'application/json';
    return send<T>(method, path, requestBody, contentType, extraHeaders);
  }

  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    return (await exchange<T>(method, path, body)).body;
  }

  async function send<T>(
    method: string,
    path: string,
    requestBody: string | FormData | undefined,
    contentType?: string,
    extraHeaders: Record<string, string> = {},
  ): Promise<Exchanged<T>> {
    const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json', 'X-UI-Url': pageUrl() };
    if (noCacheOnce) {
      headers['Cache-Control'] = 'no-cache';
      noCacheOnce = false;
    }
    if (contentType) headers['Content-Type'] = contentType;
    const plainGet = method === 'GET' && !headers['Cache-Control'] && Object.keys(extraHeaders).length === 0;
    const prefetched = plainGet ? takeEarly(path) : undefined;
    const response = await (prefetched ??
      doFetch(baseUrl + path, { method, headers, credentials: 'include', body: requestBody }));
    if (response.status === 204) return { status: 204, body: null as T, headers: response.headers };
    const text = await response.text();
    if (response.status === 500 && bodylessMethods.has(method)) {
      throw new ApiError(text || `Server error (500) from ${method} ${path}`, 500, text);
    }
    let parsed: T;
    try {
      parsed = JSON.parse(text) as T;
    } catch {
      const type = response.headers.get('content-type') ?? 'unknown';
      throw new ApiError(
        `${method} ${path} returned ${response.status} (${type}, ${text.length} characters) that is not JSON: ` +
          `${text.slice(0, 50)}${typeof requestBody === 'string' ? ` — request body: ${requestBody}` : ''}`,
        response.status,
        text,
      );
    }
    // A refused error report is not itself reported, so a report can never loop.
    const problem = response.status === 400 && path !== '/api/Error' ? validationProblemIn(parsed) : undefined;
    if (problem) onValidationProblem({ method, path, ...problem });
    return { status: response.status, body: parsed, headers: response.headers };
  }

  function takeEarly(path: string): Promise<Response> | undefined {
    const found = early.get(path);
    early.delete(path);
    return found && Date.now() - found.started <= earlyAnswerMs ? found.response : undefined;
  }

  return {
    request,
    exchange,
    prefetch(route, options = {}) {
      if (noCacheOnce) return;
      const path = routePath(route, options.params, options.query);
      const headers = { Accept: 'application/json', 'X-UI-Url': pageUrl() };
      const response = doFetch(baseUrl + path, { method: 'GET', headers, credentials: 'include' });
      // A failure is the taking call's to report; one no call takes is no one's.
      response.catch(() => undefined);
      early.set(path, { started: Date.now(), response });
    },
    dropPrefetched() {
      early.clear();
    },
    async upload<T>(path: string, form: FormData) {
      return (await send<T>('POST', path, form)).body;
    },
    call(route, options = {}) {
      const path = routePath(route, options.params, options.query, options.trailingSlash);
      return exchange(route.method, path, options.body, options.headers).then((seen) => seen.body as never);
    },
    callWithStatus(route, options = {}) {
      const path = routePath(route, options.params, options.query, options.trailingSlash);
      return exchange(route.method, path, options.body, options.headers);
    },
    invalidateCache() {
      noCacheOnce = true;
    },
  };
}

/** The app's client: same origin as the page. */
export const api = createApiClient();

export type { Routes };
