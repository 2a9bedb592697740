import { describe, expect, it } from 'vitest';
import { routes } from '@darts/contract';
import { ApiError, createApiClient } from './api-client';

type Call = { url: string; init: RequestInit };

function fakeServer(respond: (call: Call) => Response) {
  const calls: Call[] = [];
  const fetch = (url: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: url instanceof Request ? url.url : String(url), init: init ?? {} };
    calls.push(call);
    return Promise.resolve(respond(call));
  };
  return { calls, fetch };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api client', () => {
  it('sends credentials, JSON and the page URL', async () => {
    const server = fakeServer(() => json({ ok: 1 }));
    const client = createApiClient({ fetch: server.fetch, pageUrl: () => 'http://site/division/x' });
    await client.request('PUT', '/api/Error', { message: 'm' });
    const { init } = server.calls[0]!;
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"message":"m"}');
    expect((init.headers as Record<string, string>)['X-UI-Url']).toBe('http://site/division/x');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends no-cache once after invalidation', async () => {
    const server = fakeServer(() => json([]));
    const client = createApiClient({ fetch: server.fetch });
    client.invalidateCache();
    await client.request('GET', '/api/Division');
    await client.request('GET', '/api/Division');
    const headers = server.calls.map((c) => (c.init.headers as Record<string, string>)['Cache-Control']);
    expect(headers).toEqual(['no-cache', undefined]);
  });

  it('tells the status with the body when asked, so a stale token (409) can be told apart', async () => {
    const stale = { success: false, warnings: ['Unable to update Game, data integrity token is missing'] };
    const server = fakeServer((call) =>
      call.url.endsWith('/1') ? json(stale, 409) : new Response(null, { status: 204 }),
    );
    const client = createApiClient({ fetch: server.fetch });
    await expect(client.exchange('PUT', '/api/Scores/1', {})).resolves.toMatchObject({ status: 409, body: stale });
    await expect(client.exchange('GET', '/api/Game/2')).resolves.toMatchObject({ status: 204, body: null });
  });

  it('reads 204 as null', async () => {
    const server = fakeServer(() => new Response(null, { status: 204 }));
    await expect(createApiClient({ fetch: server.fetch }).request('GET', '/api/Account')).resolves.toBeNull();
  });

  it('throws the response text for a 500 on a GET', async () => {
    const server = fakeServer(() => new Response('Database unavailable', { status: 500 }));
    await expect(createApiClient({ fetch: server.fetch }).request('GET', '/api/Season')).rejects.toThrow(
      'Database unavailable',
    );
  });

  it('describes a body that is not JSON', async () => {
    const server = fakeServer(
      () => new Response('<html>proxy error page</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    const error = await createApiClient({ fetch: server.fetch })
      .request('POST', '/api/Note', { note: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      'POST /api/Note returned 502 (text/html, 29 characters) that is not JSON: <html>proxy error page</html> — request body: {"note":"x"}',
    );
  });

  it('parses JSON error bodies whatever the status', async () => {
    const server = fakeServer(() => json({ success: false, warnings: ['Not permitted'] }, 403));
    await expect(createApiClient({ fetch: server.fetch }).request('POST', '/api/Account/Access', {})).resolves.toEqual({
      success: false,
      warnings: ['Not permitted'],
    });
  });

  it('uploads a form with cookies and the page URL, leaving the Content-Type (boundary) to the browser', async () => {
    const server = fakeServer(() => json({ success: true }));
    const client = createApiClient({ fetch: server.fetch, pageUrl: () => 'http://site/score/1' });
    const form = new FormData();
    form.append('id', 'game-1');
    await expect(client.upload('/api/Scores/Photo', form)).resolves.toEqual({ success: true });
    const { url, init } = server.calls[0]!;
    expect(url).toBe('/api/Scores/Photo');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(form);
    expect(init.credentials).toBe('include');
    const headers = init.headers as Record<string, string>;
    expect(headers['X-UI-Url']).toBe('http://site/score/1');
    expect(headers['Content-Type']).toBeUndefined();
  });

  it('describes an upload answer that is not JSON, without the form', async () => {
    const server = fakeServer(() => new Response(null, { status: 400 }));
    const error = await createApiClient({ fetch: server.fetch })
      .upload('/api/Scores/Photo', new FormData())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe(
      'POST /api/Scores/Photo returned 400 (unknown, 0 characters) that is not JSON: ',
    );
  });

  it('fills route parameters from the contract route table', async () => {
    const server = fakeServer(() => json({}));
    await createApiClient({ fetch: server.fetch }).call(routes.errorGet, { params: { id: 'a b' } });
    expect(server.calls[0]!.url).toBe('/api/Error/a%20b');
  });
});

// Issue #24: a page's first read starts as its route matches, beside its code (app/router.tsx).
describe('api client prefetch', () => {
  it('asks at once, and the first call of the same path takes that answer without asking again', async () => {
    let served = 0;
    const server = fakeServer(() => json({ id: 'g1', served: ++served }));
    const client = createApiClient({ fetch: server.fetch });
    client.prefetch(routes.game, { params: { id: 'g 1' } });
    expect(server.calls.map((call) => call.url)).toEqual(['/api/Game/g%201']);

    expect(await client.call(routes.game, { params: { id: 'g 1' } })).toEqual({ id: 'g1', served: 1 });
    expect(server.calls).toHaveLength(1);
    // Taken once: the next call asks the server.
    expect(await client.call(routes.game, { params: { id: 'g 1' } })).toEqual({ id: 'g1', served: 2 });
    expect(server.calls).toHaveLength(2);
  });

  it('gives a refusal to the call as if it had asked itself', async () => {
    const server = fakeServer(() => json({ success: false, errors: ['No such game'], warnings: [] }, 404));
    const client = createApiClient({ fetch: server.fetch });
    client.prefetch(routes.game, { params: { id: 'x' } });
    const seen = await client.callWithStatus(routes.game, { params: { id: 'x' } });
    expect(seen.status).toBe(404);
    expect(server.calls).toHaveLength(1);
  });

  it('is not taken by another path, after "Refresh data", or once dropped', async () => {
    const server = fakeServer(() => json({}));
    const client = createApiClient({ fetch: server.fetch });
    client.prefetch(routes.tournament, { params: { id: 't1' } });
    await client.call(routes.tournament, { params: { id: 't2' } });
    expect(server.calls).toHaveLength(2);

    client.invalidateCache();
    await client.call(routes.tournament, { params: { id: 't1' } });
    expect(server.calls).toHaveLength(3);
    expect((server.calls[2]!.init.headers as Record<string, string>)['Cache-Control']).toBe('no-cache');

    client.prefetch(routes.tournament, { params: { id: 't3' } });
    client.dropPrefetched();
    await client.call(routes.tournament, { params: { id: 't3' } });
    expect(server.calls).toHaveLength(5);
  });
});
