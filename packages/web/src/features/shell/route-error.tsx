import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useErrorReporter } from '../../lib/error-reporter';

/**
 * The router's own error screen (spec 1 §2 Shell): for what the page boundary cannot catch, such as
 * a page's code failing to load. Home is a full page load so a newly deployed version is picked up.
 */
export function RouteError() {
  const error = useRouteError();
  const reporter = useErrorReporter();
  const isResponse = isRouteErrorResponse(error);
  useEffect(() => {
    if (!isResponse) reporter.report(error);
  }, [error, isResponse, reporter]);

  const detail = isResponse
    ? error.statusText || `Status ${error.status}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main id="main-content" className="container py-4">
      <div className="alert alert-danger" role="alert">
        <h1 className="h4 alert-heading">Unexpected Application Error!</h1>
        <p className="mb-0 text-break">{detail}</p>
      </div>
      <a className="btn btn-primary" href="/">
        Home
      </a>
    </main>
  );
}
