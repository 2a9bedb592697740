import type { WatchableDataDto } from '@darts/contract';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/date-time';

const titles = { Sayg: 'Live match', Tournament: 'Tournament' } as const;

/** "A v B" from the event's opponents, skipping the unnamed. */
export function opponentsOf(item: WatchableDataDto): string | undefined {
  const names = (item.eventDetails?.opponents ?? []).filter((name): name is string => !!name);
  return names.length > 0 ? names.join(' v ') : undefined;
}

/** One live item (WatchableDataDto). */
export function LiveItem({ item }: { item: WatchableDataDto }) {
  const title = titles[item.dataType];
  const details = item.eventDetails;
  const subject = opponentsOf(item) ?? details?.type ?? undefined;
  const label = subject ? `${title}: ${subject}` : title;
  return (
    <li className="list-group-item py-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <ItemLink item={item} className="fw-semibold me-auto text-break">
          {label}
        </ItemLink>
        <span className={`badge ${item.publicationMode === 'WebSocket' ? 'text-bg-success' : 'text-bg-secondary'}`}>
          {item.publicationMode}
        </span>
      </div>
      {details?.venue && <p className="mb-1 text-break">{details.venue}</p>}
      {subject !== details?.type && details?.type && <p className="mb-1 text-break">{details.type}</p>}
      <p className="mb-0 small text-body-secondary">
        Last update <time dateTime={item.lastUpdate}>{formatDateTime(item.lastUpdate)}</time>
        {item.userName && <> by {item.userName}</>}
      </p>
    </li>
  );
}

/**
 * The publisher's own address when known (the client prefers it); a page of this
 * site opens inside the app rather than loading it again.
 */
function ItemLink({ item, className, children }: { item: WatchableDataDto; className: string; children: string }) {
  const href = item.absoluteUrl || item.relativeUrl;
  const url = new URL(href, window.location.origin);
  if (url.origin === window.location.origin) {
    return (
      <Link className={className} to={url.pathname + url.search + url.hash}>
        {children}
      </Link>
    );
  }
  return (
    <a className={className} href={href}>
      {children}
    </a>
  );
}
