import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

/** How long a browser keeps to HTTPS after seeing the site over it: a year. */
export const hstsMaxAgeSeconds = 365 * 24 * 60 * 60;

/** Security headers on every response. */
export function securityHeaders(frameAncestors: readonly string[]) {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // React sets style attributes; Bootstrap needs none of its own inline styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self' ws: wss:",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    `frame-ancestors ${frameAncestors.join(' ')}`,
  ].join('; ');
  return (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (err: null, payload: unknown) => void,
  ) => {
    // Issue #24: only over HTTPS, as the request arrived (over TLS, or so says a trusted proxy: with
    // TRUST_PROXY, X-Forwarded-Proto). Browsers ignore it over plain HTTP, and RFC 6797 §7.2 says not
    // to send it there. A year, this host only: other hosts of the domain may not have HTTPS.
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', `max-age=${hstsMaxAgeSeconds}`);
    reply.header('Content-Security-Policy', csp);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(self), microphone=(), geolocation=()');
    done(null, payload);
  };
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests from another origin: the Origin header, when a browser
 * sends one, must name this server; `Sec-Fetch-Site: cross-site` is refused too. Same-origin pages,
 * curl and server-to-server calls (no Origin) pass.
 */
export function sameOriginOnly(publicUrl: string | undefined) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (safeMethods.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site') throw crossOrigin();
    if (!origin) return;
    const own = publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;
    if (origin !== own) throw crossOrigin();
  };
}

const crossOrigin = () => new AppError('CrossOrigin', 'Requests from another site are not allowed', 'errors');
