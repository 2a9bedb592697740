import { useId, useState } from 'react';
import { describeError } from '../../lib/error-reporter';

/**
 * The error screen: the message, the stack on request, and two ways out:
 * try the page again, or throw away cached data and load it afresh.
 */
export function ErrorScreen({
  error,
  onClear,
  onRefresh,
}: {
  error: unknown;
  onClear: () => void;
  onRefresh: () => void;
}) {
  const [showStack, setShowStack] = useState(false);
  const switchId = useId();
  const { message, stack } = describeError(error);
  return (
    <section className="error-screen py-3" aria-labelledby={`${switchId}-heading`}>
      <div className="alert alert-danger" role="alert">
        <h1 id={`${switchId}-heading`} className="h4 alert-heading">
          An error occurred
        </h1>
        <p className="mb-0 text-break">{message || 'No message was given.'}</p>
      </div>
      <div className="form-check form-switch mb-3">
        <input
          id={switchId}
          className="form-check-input"
          type="checkbox"
          role="switch"
          checked={showStack}
          onChange={(event) => setShowStack(event.target.checked)}
        />
        <label className="form-check-label" htmlFor={switchId}>
          Show stack
        </label>
      </div>
      {showStack && (
        // Focusable so keyboard users can scroll a long stack.
        <pre className="error-stack" role="region" aria-label="Stack" tabIndex={0}>
          {stack.length > 0 ? stack.join('\n') : 'No stack is available.'}
        </pre>
      )}
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" onClick={onClear}>
          Clear error
        </button>
        <button type="button" className="btn btn-outline-primary" onClick={onRefresh}>
          Refresh data
        </button>
      </div>
    </section>
  );
}
