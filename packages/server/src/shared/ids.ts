import { randomUUID } from 'node:crypto';

/** A fresh lower-case record id (contract §1.4). */
export function newId(): string {
  return randomUUID();
}
