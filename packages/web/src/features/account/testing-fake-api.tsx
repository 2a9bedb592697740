import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished, vi } from 'vitest';

/**
 * Test helpers for the account screens (a copy of the admin one: feature folders do not import each other): a fake server at the `fetch` boundary (no module mocks) and
 * a render with a fresh query cache and router. Candidates for `src/testing/` once that exists.
 */
export type FakeCall = { method: string; path: string; body: unknown };
type Reply = unknown;
type Handler = Reply | ((call: FakeCall) => Reply | Promise<Reply>);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Answers `"METHOD /path"` (path without query; `:name` matches one segment) from `handlers`: a
 * value is sent as JSON, null as 204, a Response as it is. Anything else rejects, so an
 * unexpected call fails the test.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const call = { method, path: url.pathname + url.search, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const key = `${method} ${url.pathname}`;
    const pattern = Object.keys(handlers).find((p) => new RegExp(`^${p.replace(/:\w+/g, '[^/]+')}$`).test(key));
    if (pattern === undefined) throw new Error(`No fake answer for ${key}`);
    const handler = handlers[pattern];
    const reply = typeof handler === 'function' ? await (handler as (c: FakeCall) => Reply)(call) : handler;
    if (reply instanceof Response) return reply;
    return reply === null ? new Response(null, { status: 204 }) : json(reply);
  };
  vi.stubGlobal('fetch', fetch);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return {
    calls,
    /** The calls made with this method to this path (query ignored). */
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path.split('?')[0] === path),
  };
}

/** Renders `element` at `url` under a route `path`, with a fresh cache that does not retry. */
export function renderAt(element: ReactElement, { path = '/', url = path }: { path?: string; url?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path, element }, { path: '*', element: <p>Elsewhere</p> }], {
    initialEntries: [url],
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

export const envelope = <T,>(result: T | undefined, outcome: { warnings?: string[]; errors?: string[]; messages?: string[] } = {}) => ({
  success: outcome.warnings === undefined && outcome.errors === undefined,
  ...(result === undefined ? {} : { result }),
  errors: outcome.errors ?? [],
  warnings: outcome.warnings ?? [],
  messages: outcome.messages ?? [],
  trace: [],
});
