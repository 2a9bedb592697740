import type { FastifyRequest } from 'fastify';
import { isUuid } from '@darts/domain';
import { ValidationError } from './errors.js';

/**
 * The named path values as lower-case UUIDs, or a 400 validation problem naming every malformed one
 *.
 */
export function idParams<const N extends string>(request: FastifyRequest, ...names: N[]): Record<N, string> {
  const params = request.params as Record<string, string | undefined>;
  const ids = {} as Record<N, string>;
  const problems: Record<string, string[]> = {};
  for (const name of names) {
    const value = params[name] ?? '';
    if (isUuid(value)) ids[name] = value.toLowerCase();
    else problems[name] = [`The value '${value}' is not valid.`];
  }
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
  return ids;
}
