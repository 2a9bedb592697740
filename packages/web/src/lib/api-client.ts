import type { z } from 'zod';
import type { Routes } from '@darts/contract';

/**
 * The one way the web app talks to the server (spec 1 §7 general rules): cookies are sent, bodies
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

type RouteDef = { method: string; path: string; response: z.ZodTypeAny; body?: z.ZodTypeAny };
export type ResponseOf<R extends RouteDef> = z.output<R['response']>;
export type BodyOf<R extends RouteDef> = R['body'] extends z.ZodTypeAny ? z.input<R['body']> : never;

/** What `exchange` gives: the status, the body read as JSON (204 as null) and the response headers. */
export type Exchanged<T> = { status: number; body: T; headers: Headers };

export type ApiClient = {
  /** Any path under the API, e.g. `/api/Account`. */
  request<T>(method: string, path: string, body?: unknown): Promise<T>;
  /**
   * `request` that also tells the HTTP status, for the few callers that must tell a stale token
   * (409) or a server fault from other refusals (contract §0.2, §0.5), and the response headers
   * (a practice record's write token, issue #23). 204 reads as a null body.
   */
  exchange<T>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Exchanged<T>>;
  /**
   * A multipart/form-data POST (photo uploads, contract §20.2): the same rules as `request`, but
   * no Content-Type of its own, so the browser writes the form's boundary.
   */
  upload<T>(path: string, form: FormData): Promise<T>;
  /** A call from the contract's route table with its `:params` filled in. */
  call<R extends RouteDef>(
    route: R,
    options?: { params?: Record<string, string>; body?: BodyOf<R> },
  ): Promise<ResponseOf<R>>;
  /** The next call bypasses the server's response cache ("Refresh data"). */
  invalidateCache(): void;
};

/** A 400 validation problem (contract §2.4) and the call that was refused with it. */
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
  /** Told of every 400 validation problem (spec 1 §8: reported to the error log). */
  onValidationProblem?: (problem: ValidationProblemSeen) => void;
};

/** A 400 body in the validation problem's shape (contract §2.4): a map of field errors, no `success`. */
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
    const response = await doFetch(baseUrl + path, { method, headers, credentials: 'include', body: requestBody });
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

  return {
    request,
    exchange,
    async upload<T>(path: string, form: FormData) {
      return (await send<T>('POST', path, form)).body;
    },
    call(route, callOptions = {}) {
      const path = route.path.replace(/:(\w+)\??/g, (_, name: string) =>
        encodeURIComponent(callOptions.params?.[name] ?? ''),
      );
      return request(route.method, path, callOptions.body);
    },
    invalidateCache() {
      noCacheOnce = true;
    },
  };
}

/** The app's client: same origin as the page (contract §0.1). */
export const api = createApiClient();

export type { Routes };
