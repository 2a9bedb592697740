import { useEffect, useRef, type ReactNode } from 'react';
import { Loading } from '../../components/loading';
import { useAppData } from '../../lib/app-data';
import { isNetworkFailure, useOnlineStatus } from '../../lib/online-status';

/** While the start-up data cannot be reached, how often it is tried again (the browser may not say it is back). */
const retryEveryMs = 15_000;

/**
 * Pages wait for the start-up data. A failed load is thrown to the page's
 * error boundary, which shows the error screen with Refresh data; but no network at all is not an
 * error: the page says so and opens by itself once the connection is back.
 */
export function AppDataGate({ children }: { children: ReactNode }) {
  const data = useAppData();
  if (data.status === 'loading') return <Loading what="Loading the league" />;
  if (data.status === 'error') {
    if (isNetworkFailure(data.error)) return <NoConnection retry={data.retry} />;
    throw data.error;
  }
  return children;
}

/** The start-up data could not be reached and this device kept no copy of it. */
function NoConnection({ retry }: { retry: () => void }) {
  const online = useOnlineStatus();
  const latest = useRef(retry);
  const wasOnline = useRef(online);
  useEffect(() => {
    latest.current = retry;
  });
  useEffect(() => {
    if (online && !wasOnline.current) latest.current();
    wasOnline.current = online;
  }, [online]);
  useEffect(() => {
    const timer = window.setInterval(() => latest.current(), retryEveryMs);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <section className="py-3" aria-labelledby="no-connection-heading">
      <div className="alert alert-warning" role="status">
        <h1 id="no-connection-heading" className="h4 alert-heading">
          No connection
        </h1>
        <p className="mb-0">
          This page has not been kept on this device, so it opens once the connection is back. Scores kept on this
          device are sent then too.
        </p>
      </div>
      <button type="button" className="btn btn-outline-primary" onClick={() => latest.current()}>
        Try again
      </button>
    </section>
  );
}
