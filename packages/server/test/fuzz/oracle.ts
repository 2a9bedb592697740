import { z } from 'zod';
import { actionResult, reportCollectionDto, seasonHealthResponse, validationProblem } from '@darts/contract';
import type { FuzzRoute } from './fuzz-routes.js';

export type FuzzResponse = { status: number; contentType: string; text: string; location: string | null };

const envelope = actionResult(z.unknown());
const problem = validationProblem;

/** Bodies a route documents for its refusals instead of the envelope. */
const refusalBodies: Record<string, z.ZodTypeAny> = {
  report: reportCollectionDto,
  seasonHealth: seasonHealthResponse,
};

/** Redirecting routes: sign-in, sign-out and the provider's callback. */
const redirects = new Set([
  'accountLoginRedirect',
  'accountLogout',
  'accountLogoutPage',
  'accountCallback',
  'accountLogin',
  'accountRegister',
]);

function json(response: FuzzResponse): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(response.text) };
  } catch {
    return { ok: false };
  }
}

function matches(schema: z.ZodTypeAny, response: FuzzResponse): string | undefined {
  const body = json(response);
  if (!body.ok) return `not JSON: ${response.text.slice(0, 80)}`;
  const parsed = schema.safeParse(body.value);
  if (parsed.success) return undefined;
  return parsed.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    .join('; ');
}

/**
 * Why `response` is not what the contract promises for `route`, or undefined when it is: never a
 * 5xx; 2xx the route's answer (or the envelope); 400 the validation problem (§2.4) or an envelope
 * naming the bad input; other refusals the envelope or the route's documented body.
 */
export function contractProblem(route: FuzzRoute, response: FuzzResponse, plainPath = true): string | undefined {
  const { status } = response;
  if (status >= 500) return `server error ${status}: ${response.text.slice(0, 300)}`;
  if (status === 204) return response.text === '' ? undefined : 'a 204 with a body';
  if (status === 302 || status === 303) {
    if (!redirects.has(route.name)) return `an unexpected redirect to ${response.location}`;
    return response.location ? undefined : 'a redirect without Location';
  }
  if (status === 304) return route.name.startsWith('photo') ? undefined : 'an unexpected 304';
  if (status >= 200 && status < 300) {
    if (!response.contentType.startsWith('application/json')) {
      const binary = (route.responseTypes ?? []).some((type) =>
        response.contentType.startsWith(type.replace(/\*$/, '')),
      );
      return binary ? undefined : `a ${status} of ${response.contentType}`;
    }
    // A path with `..` or an encoded slash may reach another route: then only the envelope-or-JSON rule holds.
    return route.response && plainPath
      ? matches(z.union([route.response, envelope]), response)
      : json(response).ok
        ? undefined
        : 'not JSON';
  }
  if (status === 400) {
    // Documented bodies: a photo upload without a file, and /api/Live without a socket.
    if (route.bodyKind === 'photo-form' && response.text === '') return undefined;
    if (route.name === 'liveSocket' || (!plainPath && response.contentType.startsWith('text/plain')))
      return response.contentType.startsWith('text/plain') ? undefined : 'not the text answer';
    if (response.contentType.startsWith('application/problem+json')) return matches(problem, response);
    return matches(envelope, response);
  }
  // A photo that is missing or hidden is a 404 with no body; `..` may reach another route's 404.
  if (status === 404 && route.name.startsWith('photo') && (plainPath || response.text === '')) {
    return response.text === '' ? undefined : 'a photo 404 with a body';
  }
  if ([401, 403, 404, 409, 413, 415, 429].includes(status)) {
    const documented = refusalBodies[route.name];
    return matches(documented ? z.union([documented, envelope]) : envelope, response);
  }
  return `an unexpected status ${status}`;
}

/** Whether a refused answer: a 4xx, or an envelope that did not succeed. */
export function isRefusal(response: FuzzResponse): boolean {
  if (response.status >= 400) return true;
  if (!response.contentType.startsWith('application/json')) return false;
  const body = json(response);
  if (!body.ok || body.value === null || typeof body.value !== 'object') return false;
  const value = body.value as { success?: unknown; errors?: unknown };
  return 'errors' in value && Array.isArray(value.errors) && value.success !== true;
}
