import type { FastifyRequest } from 'fastify';
import { ValidationError } from './errors.js';

/** Deeper than any real body (a tournament's rounds nest a few levels each); far below what overflows the stack. */
export const maxBodyDepth = 256;

const nul = '\u0000';

/**
 * Why `value` may not be stored or echoed, or undefined: nested deeper than `maxBodyDepth`, or text
 * (a value or a property name) holding U+0000, which PostgreSQL cannot store in text (a 500 there,
 * silently different on SQLite). Walks the value without recursion, so any depth is safe to check.
 */
export function unsafeInput(value: unknown): string | undefined {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes(nul)) return 'Text may not contain the NUL character (U+0000).';
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= maxBodyDepth) return `The request is nested too deeply (more than ${maxBodyDepth} levels).`;
    for (const [key, item] of Object.entries(current)) {
      if (key.includes(nul)) return 'Text may not contain the NUL character (U+0000).';
      stack.push({ value: item, depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * A `preValidation` hook for every route: a body, path value or query holding what `unsafeInput`
 * refuses is a 400 validation problem before any handler sees it. It runs after the
 * routes' `refuseFirst` hooks, so refusals still win. Found by the fuzzer: a body nested
 * 20,000 deep broke the live poll for everyone watching that id; `%00` in a path was a 500 on PostgreSQL.
 */
export async function refuseUnsafeInput(request: FastifyRequest): Promise<void> {
  const named = (values: unknown) => Object.entries((values ?? {}) as Record<string, unknown>);
  // Keys as contract §2.4 has them: '' for the body, the parameter's name for a path or query value.
  for (const [field, value] of [['', request.body] as const, ...named(request.params), ...named(request.query)]) {
    const problem = unsafeInput(value) ?? (field.includes(nul) ? unsafeInput(field) : undefined);
    if (problem) throw new ValidationError({ [field.replaceAll(nul, '')]: [problem] });
  }
}
