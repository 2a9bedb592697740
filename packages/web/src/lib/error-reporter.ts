import { createContext, useContext } from 'react';
import { startupRoutes, type ErrorDetailRequest } from '@darts/contract';
import type { ApiClient, ValidationProblemSeen } from './api-client';
import { newId } from './new-id';

/**
 * Sends client errors to the server's error log, `PUT /api/Error` (contract §15; spec 1 §8:
 * "unhandled errors go to a global handler", "the error screen reports the exception once").
 * Each distinct error (message + stack) is sent once per page load, however often it recurs, so a
 * render loop cannot flood the log. Reporting never throws: a failed report is only logged.
 */
export type ErrorReporter = { report(error: unknown, type?: string): void };

export type ErrorReporterOptions = {
  api: Pick<ApiClient, 'request'>;
  now?: () => Date;
  userAgent?: () => string;
  pageUrl?: () => string;
  newId?: () => string;
};

/** Message, stack lines and type of anything that was thrown. */
export function describeError(error: unknown): { message: string; stack: string[]; type: string } {
  if (error instanceof Error) {
    return { message: error.message, stack: error.stack ? error.stack.split('\n') : [], type: error.name };
  }
  const message = typeof error === 'string' ? error : safeJson(error);
  return { message, stack: [], type: typeof error };
}

function safeJson(value: unknown) {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const now = options.now ?? (() => new Date());
  const userAgent = options.userAgent ?? (() => navigator.userAgent);
  const pageUrl = options.pageUrl ?? (() => window.location.href);
  const makeId = options.newId ?? (() => newId());
  const sent = new Set<string>();

  return {
    report(error, type) {
      const { message, stack, type: errorType } = describeError(error);
      const key = `${message}\n${stack.join('\n')}`;
      if (sent.has(key)) return;
      sent.add(key);
      const body: ErrorDetailRequest = {
        id: makeId(),
        source: 'UI',
        time: now().toISOString(),
        message,
        stack,
        type: type ?? errorType,
        userName: null,
        userAgent: userAgent(),
        url: pageUrl(),
      };
      options.api
        .request(startupRoutes.errorAdd.method, startupRoutes.errorAdd.path, body)
        .catch((failure: unknown) => {
          console.warn('Could not report an error to the server', failure);
        });
    },
  };
}

/**
 * Reports a 400 validation problem (spec 1 §8: "validation errors are also reported once to an
 * error-reporting service"), typed `Server Validation error`. The message names the
 * call and every field's messages, so the same refusal is reported once per page load.
 */
export function reportValidationProblem(reporter: ErrorReporter, problem: ValidationProblemSeen) {
  const fields = Object.entries(problem.errors).flatMap(([field, messages]) =>
    messages.map((message) => (field ? `${field}: ${message}` : message)),
  );
  reporter.report(
    `${problem.method} ${problem.path}: ${[problem.title, ...fields].join('; ')}`,
    'Server Validation error',
  );
}

/**
 * Reports uncaught errors and unhandled promise rejections. Returns the uninstaller.
 */
type EventSource = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export function installGlobalErrorHandlers(reporter: ErrorReporter, target: EventSource = window) {
  const onError = (event: ErrorEvent) => reporter.report(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => reporter.report(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

const silent: ErrorReporter = { report: () => undefined };

/** The reporter the app was started with (App provides it; without one nothing is sent). */
export const ErrorReporterContext = createContext<ErrorReporter>(silent);

export function useErrorReporter() {
  return useContext(ErrorReporterContext);
}
