import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

/** Security headers on every response (issue #2). */
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
  return (_request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void) => {
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
 * Refuses state-changing requests from another origin (issue #2): the Origin header, when a browser
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
