import type { UserDto } from '@darts/contract';
import type { AccessLevels, AdminMode } from '@darts/domain';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { Loading } from '../../components/loading';
import { NotPermitted } from '../../components/not-permitted';
import { PageTabs } from '../../components/page-tabs';
import { useDocumentTitle } from '../../lib/document-title';
import { useAccount } from '../../lib/session';
import { ManageAccess } from './access/manage-access';
import { adminModeLabels, isAdminMode, permittedAdminModes } from './admin-modes';
import { ErrorLog } from './errors/error-log';
import { FeatureList } from './features/feature-list';
import { SocketList } from './sockets/socket-list';

/**
 * `/admin/{mode}` (spec 1 §2): a tab per permitted mode; the first permitted is the default. Modes built
 * as their own feature (Templates, Data browser) are composed in by the route.
 */
export function AdminPage({
  renderTemplates,
  renderBrowser,
}: { renderTemplates?: () => ReactNode; renderBrowser?: () => ReactNode } = {}) {
  const { mode: requested } = useParams();
  const { account, isLoading } = useAccount();
  const withAccess = account ? { accessLevels: account.accessLevels as AccessLevels } : null;
  const permitted = permittedAdminModes(withAccess);
  const known = requested === undefined || isAdminMode(requested);
  const mode = known ? (requested ?? permitted[0]) : undefined;
  const allowed = !!account && !!mode && permitted.includes(mode);
  // The tab's title names the admin page, so several open admin tabs can be told apart.
  useDocumentTitle(
    isLoading
      ? 'Admin'
      : !known
        ? 'Admin page not found'
        : allowed
          ? `${adminModeLabels[mode]} – Admin`
          : 'Not permitted – Admin',
  );
  if (isLoading) return <Loading what="Loading your account" />;
  if (!known) return <UnknownMode mode={requested} />;
  if (!allowed) return <NotPermitted />;

  return (
    <div className="py-2">
      <AdminTabs modes={permitted} current={mode} />
      {mode === 'templates' && renderTemplates ? (
        renderTemplates()
      ) : mode === 'browser' && renderBrowser ? (
        renderBrowser()
      ) : (
        <AdminMode mode={mode} account={account} />
      )}
    </div>
  );
}

/** One tab per mode; on a phone they wrap, so every mode is on screen (issue #10). */
function AdminTabs({ modes, current }: { modes: AdminMode[]; current: AdminMode }) {
  const tabs = modes.map((m) => ({ key: m, label: adminModeLabels[m], href: `/admin/${m}` }));
  return <PageTabs label="Admin" tabs={tabs} current={current} />;
}

function AdminMode({ mode, account }: { mode: AdminMode; account: UserDto }) {
  switch (mode) {
    case 'user':
      return <ManageAccess signedIn={account} />;
    case 'errors':
      return <ErrorLog />;
    case 'features':
      return <FeatureList />;
    case 'sockets':
      return <SocketList />;
    default:
      return (
        <ComingSoon title={adminModeLabels[mode]} description={`${adminModeLabels[mode]} will be available here.`} />
      );
  }
}

function UnknownMode({ mode }: { mode: string }) {
  return (
    <section className="py-4" aria-labelledby="admin-not-found-heading">
      <h1 id="admin-not-found-heading" className="h3">
        Admin page not found
      </h1>
      <p>There is no admin page called “{mode}”.</p>
      <Link className="btn btn-primary" to="/admin">
        Admin
      </Link>
    </section>
  );
}
