import type { UserDto } from '@darts/contract';
import { canSetUpLeague, type AccessLevels, type AdminMode } from '@darts/domain';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Loading } from '../../components/loading';
import { NotPermitted } from '../../components/not-permitted';
import { PageTabs } from '../../components/page-tabs';
import { useHasNoLeague } from '../../lib/app-data';
import { useDocumentTitle } from '../../lib/document-title';
import { useAccount } from '../../lib/session';
import { ManageAccess } from './access/manage-access';
import { adminModeLabels, isAdminMode, permittedAdminModes } from './admin-modes';
import { ErrorLog } from './errors/error-log';
import { FeatureList } from './features/feature-list';
import { SocketList } from './sockets/socket-list';

/**
 * `/admin/{mode}`: a tab per permitted mode; the first permitted is the default. Modes built
 * as their own feature (Import data, Export data, Data browser, Templates) are composed in by the route.
 */
export function AdminPage(features: ComposedModes = {}) {
  const { mode: requested } = useParams();
  const { account, isLoading } = useAccount();
  const noLeague = useHasNoLeague();
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
  if (!allowed) return features.renderRefused?.() ?? <NotPermitted />;

  return (
    <div className="py-2">
      {/* Only while the install has no league yet, the same rule as the home page's set-up prompt. */}
      {noLeague && canSetUpLeague(withAccess) && (
        <p className="d-flex justify-content-end mb-2">
          <Link className="btn btn-outline-primary" to="/setup">
            Set up your league
          </Link>
        </p>
      )}
      <AdminTabs modes={permitted} current={mode} />
      <AdminMode mode={mode} account={account} features={features} />
    </div>
  );
}

/** One tab per mode; on a phone they wrap, so every mode is on screen. */
function AdminTabs({ modes, current }: { modes: AdminMode[]; current: AdminMode }) {
  const tabs = modes.map((m) => ({ key: m, label: adminModeLabels[m], href: `/admin/${m}` }));
  return <PageTabs label="Admin" tabs={tabs} current={current} />;
}

/** The modes that are features of their own, each drawn by what the route passes in. */
type ComposedModes = {
  renderImport?: () => ReactNode;
  renderExport?: () => ReactNode;
  renderBrowser?: () => ReactNode;
  renderTemplates?: () => ReactNode;
  /** Drawn instead of 'Not permitted' when the route has something to show anyway (an import's result). */
  renderRefused?: () => ReactNode;
};

function AdminMode({ mode, account, features }: { mode: AdminMode; account: UserDto; features: ComposedModes }) {
  switch (mode) {
    case 'user':
      return <ManageAccess signedIn={account} />;
    case 'errors':
      return <ErrorLog />;
    case 'features':
      return <FeatureList />;
    case 'sockets':
      return <SocketList />;
    case 'import':
      return features.renderImport?.() ?? null;
    case 'export':
      return features.renderExport?.() ?? null;
    case 'browser':
      return features.renderBrowser?.() ?? null;
    case 'templates':
      return features.renderTemplates?.() ?? null;
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
