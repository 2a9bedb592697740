import { can } from '@darts/domain';
import { useLocation } from 'react-router';
import { Loading } from '../../components/loading';
import { ErrorAlert } from '../../components/error-alert';
import { useDocumentTitle } from '../../lib/document-title';
import { accessOf, loginUrl, useAccount } from '../../lib/session';
import { useWatchable } from './api';
import { LiveItem } from './live-item';

/**
 * `/connections`: what is live now, for accounts with UseWebSockets
 *; 'No access' otherwise, with a Login link when signed out.
 */
export function ConnectionsPage() {
  useDocumentTitle('Connections');
  const { account, isLoading } = useAccount();
  const permitted = can(accessOf(account), 'UseWebSockets');
  const items = useWatchable(permitted);

  return (
    <section className="py-2">
      <h1 className="h3">Connections</h1>
      {isLoading ? (
        <Loading what="Loading your account" />
      ) : !permitted ? (
        <NoAccess signedIn={!!account} />
      ) : (
        <>
          <p className="text-body-secondary">Matches and tournaments being updated live, newest first.</p>
          <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
            <button
              type="button"
              className="btn btn-outline-primary btn-lg"
              disabled={items.isFetching}
              onClick={() => void items.refetch()}
            >
              {items.isFetching && !items.isPending && (
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              )}
              Refresh
            </button>
          </div>
          {items.isPending ? (
            <Loading what="Loading live items" />
          ) : items.isError ? (
            <ErrorAlert title="Could not load live items" error={items.error} onRetry={() => void items.refetch()} />
          ) : items.data.length === 0 ? (
            <p className="text-body-secondary">Nothing is live right now</p>
          ) : (
            <ul className="list-group" aria-label="Live items">
              {[...items.data]
                .sort((a, b) => b.lastUpdate.localeCompare(a.lastUpdate))
                .map((item) => (
                  <LiveItem key={item.id} item={item} />
                ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function NoAccess({ signedIn }: { signedIn: boolean }) {
  const location = useLocation();
  return (
    <>
      <p>No access</p>
      {!signedIn && (
        <a className="btn btn-primary" href={loginUrl(location.pathname + location.search)}>
          Login
        </a>
      )}
    </>
  );
}
