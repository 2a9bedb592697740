import type { ActionResult } from '@darts/contract';
import { ApiError, api, type CallOptions, type ResponseOf, type Route } from './api-client';
import { serverFaultLines, serverFaultOf } from './server-fault';

/**
 * What a write answered, the one shape every screen reads a write by: whether
 * it worked, the record it answered, the lines to show (errors red, warnings amber, messages blue)
 * and whether it was refused for a stale token (409), so the screen can offer to load the saved copy.
 */
export type WriteOutcome<T> = {
  success: boolean;
  result?: T;
  errors: string[];
  warnings: string[];
  messages: string[];
  conflict: boolean;
};

/** The record a route's envelope carries in `result`. */
export type ResultOf<R extends Route> = ResponseOf<R> extends { result?: infer T } ? NonNullable<T> : unknown;

const listOf = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

/**
 * The lines of an answer: a server fault's, a 400 problem's title and field messages (`field:
 * message`), or an envelope's errors, warnings and messages.
 */
export function resultLines(answer: unknown): { errors: string[]; warnings: string[]; messages: string[] } {
  if (!answer || typeof answer !== 'object') return { errors: [], warnings: [], messages: [] };
  const fault = serverFaultOf(answer);
  if (fault) return { errors: serverFaultLines(fault), warnings: [], messages: [] };
  const { errors, warnings, messages, title } = answer as Partial<ActionResult<unknown>> & {
    errors?: unknown;
    title?: unknown;
  };
  if (errors && typeof errors === 'object' && !Array.isArray(errors)) {
    const fields = Object.entries(errors as Record<string, unknown>).flatMap(([field, said]) =>
      (Array.isArray(said) ? said : [said]).map((m) => (field ? `${field}: ${String(m)}` : String(m))),
    );
    return {
      errors: [typeof title === 'string' ? title : 'The request was not valid', ...fields],
      warnings: [],
      messages: [],
    };
  }
  return { errors: listOf(errors), warnings: listOf(warnings), messages: listOf(messages) };
}

/**
 * An answer as a write's outcome. With `readResult`, the write worked only when the envelope says
 * so and its result reads as a record; without, when the envelope says so. A refusal that says
 * nothing says what the status was, or that no answer came.
 */
export function writeOutcomeOf<T>(
  status: number,
  body: unknown,
  readResult?: (result: unknown) => T | undefined,
): WriteOutcome<T> {
  const answer = body as Partial<ActionResult<unknown>> | null;
  const worked = answer?.success === true;
  const result = readResult ? (worked ? readResult(answer.result) : undefined) : ((answer?.result ?? undefined) as T);
  const success = worked && (!readResult || result !== undefined);
  const lines = resultLines(body);
  const silent = !success && lines.errors.length + lines.warnings.length === 0;
  const said = status >= 400 ? `The server answered ${status}` : 'The server gave no answer';
  return {
    success,
    ...(result !== undefined ? { result } : {}),
    errors: silent && (body === null || status >= 400) ? [said] : lines.errors,
    warnings: lines.warnings,
    messages: lines.messages,
    conflict: status === 409,
  };
}

/**
 * Sends a write through the route table and reads its answer as a `WriteOutcome`, whatever the
 * status. Throws only when no answer came (no network, a proxy page that is not JSON), except that
 * a DELETE's server error carrying an envelope is read like any other answer.
 */
export async function sendWrite<R extends Route, T = ResultOf<R>>(
  route: R,
  options: CallOptions<R> = {},
  readResult?: (result: unknown) => T | undefined,
): Promise<WriteOutcome<T>> {
  try {
    const seen = await api.callWithStatus(route, options);
    return writeOutcomeOf(seen.status, seen.body, readResult);
  } catch (error) {
    // The client throws a bodyless method's 500 as text; when it is an envelope, it says why.
    const body = error instanceof ApiError && typeof error.body === 'string' ? parsedJson(error.body) : null;
    const lines = resultLines(body);
    if (error instanceof ApiError && !serverFaultOf(body) && lines.errors.length + lines.warnings.length > 0) {
      return writeOutcomeOf(error.status, body, readResult);
    }
    throw error;
  }
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
