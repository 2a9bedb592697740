import type { Outcome } from './types.js';

// Kept out of index.ts: `ok` and `refuse` are too generic to export from the domain package.

/** A successful outcome. */
export function ok<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

/** A refused outcome. */
export function refuse<T = never>(reason: string): Outcome<T> {
  return { ok: false, reason };
}
