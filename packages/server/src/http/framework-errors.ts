import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ValidationProblem } from '@darts/contract';
import { securityHeaders } from './security.js';

/** What the router says about an address it cannot match, in the contract's words. */
const texts: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid: a path value is not correctly percent-encoded.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is not valid: a path value is too long.',
};

/**
 * Fastify's `frameworkErrors`: a path the router cannot decode (`%ZZ`) or a path value over its
 * length limit is a 400 validation problem like any other malformed path value,
 * not Fastify's own body (the fuzzer found both). These answers skip the app's hooks, so
 * the security headers are set here.
 */
export function frameworkErrors(frameAncestors: readonly string[]) {
  const headers = securityHeaders(frameAncestors);
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const problem: ValidationProblem = {
      type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
      title: 'One or more validation errors occurred.',
      status: 400,
      errors: { '': [texts[error.code] ?? error.message] },
      traceId: request.id,
    };
    headers(request, reply, undefined, () => {});
    void reply.code(400).header('X-Request-Id', request.id).type('application/problem+json').send(problem);
  };
}
