import { refusals } from '@darts/contract';

/**
 * The server's one error vocabulary (STYLE: outline errors.ts). A service throws these; the error
 * handler in `app.ts` maps each code to its HTTP status and body in one place.
 */
export type ErrorCode =
  'NotLoggedIn' | 'NotPermitted' | 'NotFound' | 'Conflict' | 'Invalid' | 'TooMany' | 'CrossOrigin';

export const statusOf: Record<ErrorCode, number> = {
  NotLoggedIn: 401,
  NotPermitted: 403,
  NotFound: 404,
  Conflict: 409,
  Invalid: 400,
  TooMany: 429,
  CrossOrigin: 403,
};

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Where the text goes in the envelope: warnings for things a user can act on, errors otherwise. */
    readonly field: 'warnings' | 'errors' = 'warnings',
  ) {
    super(message);
  }
}

export const notLoggedIn = () => new AppError('NotLoggedIn', refusals.notLoggedIn);
export const notPermitted = () => new AppError('NotPermitted', refusals.notPermitted);
export const notFound = (what = refusals.notFound) => new AppError('NotFound', what);
export const conflict = (message: string) => new AppError('Conflict', message);
export const invalid = (message: string) => new AppError('Invalid', message, 'errors');
export const tooMany = (message: string) => new AppError('TooMany', message);

/** A 400 validation problem: field path → messages. */
export class ValidationError extends Error {
  constructor(readonly fields: Record<string, string[]>) {
    super('One or more validation errors occurred.');
  }
}
