import type { ActionResult } from '@darts/contract';

/** The write envelope of contract §2.1, with every array present. */
export function envelope<T>(parts: Partial<ActionResult<T>> = {}): ActionResult<T> {
  return {
    ...(parts.success ? { success: true } : { success: false }),
    ...(parts.result != null ? { result: parts.result } : {}),
    errors: parts.errors ?? [],
    warnings: parts.warnings ?? [],
    messages: parts.messages ?? [],
    trace: [],
  };
}

/** A successful write: `success` true, the record, and what happened. */
export function succeeded<T>(result: T, ...messages: string[]): ActionResult<T> {
  return envelope({ success: true, result, messages });
}

/** A refused write the user can act on (business rule, concurrency): nothing was changed. */
export function refused<T = never>(...warnings: string[]): ActionResult<T> {
  return envelope<T>({ warnings });
}

/** A write refused for bad input: nothing was changed. */
export function failed<T = never>(...errors: string[]): ActionResult<T> {
  return envelope<T>({ errors });
}
