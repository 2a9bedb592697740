import type { z } from 'zod';
import { ValidationError } from './errors.js';

/** `matches.0.homePlayers.1.name` → `Matches[0].HomePlayers[1].Name`, as contract §2.4 shows. */
export function fieldPath(path: ReadonlyArray<string | number>): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index > 0 ? '.' : ''}${part.charAt(0).toUpperCase()}${part.slice(1)}`,
    )
    .join('');
}

function messageFor(issue: z.ZodIssue, path: string, input: unknown): string {
  const name =
    path
      .split('.')
      .pop()
      ?.replace(/\[\d+\]$/, '') || 'body';
  if (issue.code === 'invalid_type' && (issue.received === 'undefined' || issue.received === 'null')) {
    // A schema's own text for a missing value (`required_error`) wins over the generic one.
    if (path !== '' && !isZodDefault(issue)) return issue.message;
    return path === '' ? 'A non-empty request body is required.' : `The ${name} field is required.`;
  }
  // A schema's own text for a wrong type (`invalid_type_error`) wins over the generic one too.
  if (issue.code === 'invalid_type' && !isZodDefault(issue)) return issue.message;
  if (issue.code === 'invalid_type') {
    return `The value ${preview(valueAt(input, issue.path))} is not valid for ${name}.`.replace('  ', ' ');
  }
  return issue.message;
}

/**
 * A short, bounded rendering of a value for a message: strings cut at 100 characters, arrays and
 * objects at a few items and two levels. A body nested 20,000 deep or 1 MB long would otherwise
 * overflow the stack (a 500, found by the fuzzer) or be echoed back whole.
 */
export function preview(value: unknown, depth = 0): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 100 ? `${value.slice(0, 100)}…` : value);
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? '';
  const entries = Array.isArray(value) ? value.map((item) => ['', item] as const) : Object.entries(value);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) return `${open}${close}`;
  if (depth >= 2) return `${open}…${close}`;
  const shown = entries
    .slice(0, 5)
    .map(
      ([key, item]) =>
        `${key === '' && Array.isArray(value) ? '' : `${JSON.stringify(key.slice(0, 40))}:`}${preview(item, depth + 1)}`,
    );
  return `${open}${shown.join(',')}${entries.length > 5 ? ',…' : ''}${close}`;
}

/** Whether an invalid_type issue carries zod's own text ("Required", "Expected number, received string"). */
function isZodDefault(issue: z.ZodInvalidTypeIssue): boolean {
  return issue.message === 'Required' || issue.message === `Expected ${issue.expected}, received ${issue.received}`;
}

function valueAt(input: unknown, path: ReadonlyArray<string | number>): unknown {
  let current = input;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    const record = current as Record<string | number, unknown>;
    const key =
      typeof part === 'string'
        ? (Object.keys(record).find((k) => k.toLowerCase() === part.toLowerCase()) ?? part)
        : part;
    current = record[key];
  }
  return current;
}

/** Parses `input` with `schema`, or throws a ValidationError listing every problem. */
export function parseOrThrow<S extends z.ZodTypeAny>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data as z.output<S>;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = fieldPath(issue.path);
    (fields[path] ??= []).push(messageFor(issue, path, input));
  }
  throw new ValidationError(fields);
}
