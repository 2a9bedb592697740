import { startupRoutes, type LiveDataType } from '@darts/contract';
import { routePath } from '../api-client';

const pageUrl = () => window.location.href;

/**
 * GET /api/Live/Update/{id}/{type} with `If-Modified-Since` set to the previous
 * `lastUpdate` (empty on the first poll), which the API client has no way to send. Same rules as
 * lib/api-client.ts otherwise: cookies, `X-UI-Url`, JSON (a body that is not JSON throws).
 */
export async function pollLiveUpdate(id: string, type: LiveDataType, since: string): Promise<unknown> {
  const response = await fetch(routePath(startupRoutes.liveUpdate, { id, type }), {
    headers: { Accept: 'application/json', 'X-UI-Url': pageUrl(), 'If-Modified-Since': since },
    credentials: 'include',
    cache: 'no-store',
  });
  return JSON.parse(await response.text()) as unknown;
}

/** POST /api/Live/Update/{id}/{type}: a 2xx or 3xx answer means the server took it. */
export async function publishLiveUpdate(id: string, type: LiveDataType, data: unknown): Promise<boolean> {
  const response = await fetch(routePath(startupRoutes.livePublish, { id, type }), {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-UI-Url': pageUrl() },
    credentials: 'include',
    body: JSON.stringify(data),
  });
  return response.ok || response.redirected;
}
