import { ApiError } from './api-client';

/**
 * A server fault: the exception's type and, where the server sends it, its
 * message and stack, and the id it was stored under in the error log. Spec 1 §8: the error
 * dialog shows the exception, and the id always, so an administrator can find it.
 */
export type ServerFault = { type?: string; message?: string; stack: string[]; errorId?: string };

function parsed(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** The fault in a 500 body (an object, or its JSON text); undefined for any other body. */
export function serverFaultOf(body: unknown): ServerFault | undefined {
  const value = parsed(body);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const { Exception: exception, ErrorId: errorId } = value as { Exception?: unknown; ErrorId?: unknown };
  if (typeof errorId !== 'string' && (!exception || typeof exception !== 'object')) return undefined;
  const { Type, Message, StackTrace } = (exception ?? {}) as {
    Type?: unknown;
    Message?: unknown;
    StackTrace?: unknown;
  };
  return {
    ...(typeof Type === 'string' ? { type: Type } : {}),
    ...(typeof Message === 'string' && Message ? { message: Message } : {}),
    stack: Array.isArray(StackTrace) ? StackTrace.map(String) : [],
    ...(typeof errorId === 'string' ? { errorId } : {}),
  };
}

/** The fault carried by something thrown by the API client (a 500 on a read), if any. */
export function serverFaultOfError(error: unknown): ServerFault | undefined {
  return error instanceof ApiError && error.status >= 500 ? serverFaultOf(error.body) : undefined;
}

/** The lines to show for a fault: "Type: message" (or what is known of it), then the error id. */
export function serverFaultLines(fault: ServerFault): string[] {
  const exception = [fault.type, fault.message].filter(Boolean).join(': ');
  return [exception ? `Server error: ${exception}` : 'Server error', `Error id: ${fault.errorId ?? 'none was given'}`];
}
