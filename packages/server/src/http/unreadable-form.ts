import { ValidationError } from './errors.js';

/**
 * A multipart body that stops halfway or has no proper parts is bad input, a 400 validation problem
 *, not a 500: the form readers of the upload and import routes throw this for any
 * reading failure other than their size limits and the server's own (the fuzzer's `--x\r\nnonsense` form).
 */
export function unreadableForm(error: unknown): unknown {
  // A failure of this server (the disk, say) stays what it is: a 500 with an error id.
  if (error instanceof Error && 'syscall' in error) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new ValidationError({ '': [`The form could not be read: ${reason.slice(0, 200)}`] });
}
