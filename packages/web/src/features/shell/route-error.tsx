import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Loading } from '../../components/loading';
import { useErrorReporter } from '../../lib/error-reporter';
import { isChunkLoadError, reloadsForChunkError } from '../../sw/update-policy';

const reloadPage = () => window.location.reload();

/** When the page last reloaded for a chunk that failed to load: one reload, never a loop. */
const chunkReloadKey = 'darts:reloaded-for-new-version';

/**
 * Whether this error is a chunk of the build that failed to load (a tab opened before a deploy
 * asking for its build's files, issue #23) that a reload into the current version fixes. Notes
 * the reload, so a chunk that fails again just after shows the error instead. Without session
 * storage there is no such note, and no reload.
 */
function reloadsForNewVersion(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  try {
    const last = Number(sessionStorage.getItem(chunkReloadKey) ?? Number.NaN);
    const now = Date.now();
    if (!reloadsForChunkError({ lastReloadAt: Number.isFinite(last) ? last : null, now, online: navigator.onLine })) {
      return false;
    }
    sessionStorage.setItem(chunkReloadKey, String(now));
    return true;
  } catch {
    return false;
  }
}

/**
 * The router's own error screen: for what the page boundary cannot catch, such as
 * a page's code failing to load. Home is a full page load so a newly deployed version is picked up.
 * A page's code that failed to load because a new version was deployed reloads the page instead,
 * once: the address is already the page asked for, so the user lands there, in the new version.
 */
export function RouteError({ reload = reloadPage }: { reload?: () => void }) {
  const error = useRouteError();
  const reporter = useErrorReporter();
  const [reloading] = useState(() => reloadsForNewVersion(error));
  const isResponse = isRouteErrorResponse(error);
  useEffect(() => {
    if (reloading) reload();
    else if (!isResponse) reporter.report(error);
  }, [error, isResponse, reporter, reloading, reload]);

  if (reloading) {
    return (
      <main id="main-content" className="container py-4">
        <Loading what="Loading the new version of the app" />
      </main>
    );
  }

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
