import { randomUUID } from 'node:crypto';

/** A fresh lower-case record id. */
export function newId(): string {
  return randomUUID();
}
