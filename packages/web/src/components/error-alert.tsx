import type { ActionResult } from '@darts/contract';
import { serverFaultLines, serverFaultOfError } from '../lib/server-fault';
import { resultLines } from '../lib/write-outcome';

type Problem = { title?: string; errors?: Record<string, string[]> };

/**
 * An error with a way out (house rule: every error state offers one). Accepts a thrown error or a
 * refused envelope; errors red, warnings amber, messages blue.
 */
export function ErrorAlert({
  title,
  error,
  result,
  onRetry,
}: {
  title: string;
  error?: unknown;
  result?: Partial<ActionResult<unknown>> | Problem | null;
  onRetry?: () => void;
}) {
  const lines = resultLines(result);
  const fault = serverFaultOfError(error);
  const thrown = fault
    ? undefined
    : error instanceof Error
      ? error.message
      : typeof error === 'string'
        ? error
        : error != null
          ? JSON.stringify(error)
          : undefined;
  return (
    <div className="alert alert-danger" role="alert">
      <h2 className="h6 alert-heading mb-1">{title}</h2>
      {thrown && <p className="mb-1">{thrown}</p>}
      {fault &&
        serverFaultLines(fault).map((line) => (
          <p key={line} className="mb-1 text-break">
            {line}
          </p>
        ))}
      {lines.errors.map((line) => (
        <p key={`e${line}`} className="mb-1">
          {line}
        </p>
      ))}
      {lines.warnings.map((line) => (
        <p key={`w${line}`} className="mb-1 text-warning-emphasis">
          {line}
        </p>
      ))}
      {lines.messages.map((line) => (
        <p key={`m${line}`} className="mb-1 text-info-emphasis">
          {line}
        </p>
      ))}
      {onRetry && (
        <button type="button" className="btn btn-sm btn-outline-danger mt-2" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
