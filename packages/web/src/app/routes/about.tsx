import type { ReactNode } from 'react';
import { buildDate } from '../../features/shell/build-info';
import { useSite } from '../../lib/app-data';
import { useDocumentTitle } from '../../lib/document-title';
import { useLiveStatus, type LiveStatus } from '../../lib/live';
import { useOnlineStatus } from '../../lib/online-status';

/**
 * The live client's state in words (client info). Not the live screens'
 * indicator texts: here 'idle' means nothing on this page follows a live id, not "connecting".
 */
const liveConnectionText: Record<LiveStatus, string> = {
  idle: 'Not connected (nothing live is being followed)',
  connecting: 'Connecting',
  live: 'Live, by web socket',
  polling: 'Polling for updates',
  reconnecting: 'Reconnecting (polling meanwhile)',
  offline: 'Offline: retrying',
};

/** About: who runs the site, the build, and what this browser looks like to it. */
export function Component() {
  useDocumentTitle('About');
  const site = useSite().data;
  const online = useOnlineStatus();
  const live = useLiveStatus();
  if (!site) return null;
  const { about, build } = site;
  return (
    <article className="about">
      <h1 className="h3">About {site.name}</h1>
      <p className="lead">{about.description}</p>
      <dl className="about-list">
        <Item term="Custodians">{list(about.custodians)}</Item>
        <Item term="Author">{about.author}</Item>
        <Item term="Licence">{about.licence}</Item>
        <Item term="Credits">{list(about.credits)}</Item>
      </dl>

      <h2 className="h5 mt-4">Build</h2>
      <dl className="about-list">
        <Item term="Branch">{build.branch}</Item>
        <Item term="Version">
          <code>{build.version}</code>
        </Item>
        <Item term="Date">{buildDate(build)}</Item>
        {build.prName && <Item term="Pull request">{build.prName}</Item>}
        <Item term="Release">{build.release ? 'Yes' : 'No (test build)'}</Item>
      </dl>

      <h2 className="h5 mt-4">This device</h2>
      <dl className="about-list">
        <Item term="Connection">
          <span className="d-block">{online ? 'Online' : 'Offline'}</span>
          <span className="d-block">Live connection: {liveConnectionText[live]}</span>
        </Item>
        <Item term="User agent">
          <span className="text-break">{navigator.userAgent}</span>
        </Item>
      </dl>
    </article>
  );
}

function list(items: readonly string[]) {
  return items.length > 0 ? items.join(', ') : 'None listed';
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="about-item">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
