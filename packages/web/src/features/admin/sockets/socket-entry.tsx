import type { WebSocketDto } from '@darts/contract';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/date-time';

/** One open socket (contract §16.1 WebSocketDto): who, from which page, when, how much, watching what. */
export function SocketEntry({ socket, onClose, busy }: { socket: WebSocketDto; onClose: () => void; busy: boolean }) {
  const user = socket.userName || 'Not signed in';
  return (
    <li className="list-group-item py-3" aria-label={`Socket of ${user}`}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <span className="fw-semibold me-auto text-break">{user}</span>
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={onClose} disabled={busy}>
          Close
        </button>
      </div>
      <dl className="row small mb-0">
        <Field term="Page">{socket.originatingUrl || 'unknown'}</Field>
        <Field term="Connected">
          <Moment time={socket.connected} />
        </Field>
        <Field term="Last receipt">
          <Moment time={socket.lastReceipt} />
        </Field>
        <Field term="Last sent">{socket.lastSent ? <Moment time={socket.lastSent} /> : 'Nothing sent yet'}</Field>
        <Field term="Messages">
          {socket.receivedMessages} received, {socket.sentMessages} sent
        </Field>
        <Field term="Subscriptions">
          {socket.subscriptions.length === 0 ? (
            'None'
          ) : (
            <ul className="list-unstyled mb-0">
              {socket.subscriptions.map((id) => (
                <li key={id}>
                  <code>{id}</code>
                </li>
              ))}
            </ul>
          )}
        </Field>
      </dl>
    </li>
  );
}

// On a phone the term sits above its value, so a long page address or id never needs a sideways scroll.
function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="col-12 col-sm-3 col-lg-2 fw-normal text-body-secondary">{term}</dt>
      <dd className="col-12 col-sm-9 col-lg-10 mb-1 text-break">{children}</dd>
    </>
  );
}

function Moment({ time }: { time: string }) {
  return <time dateTime={time}>{formatDateTime(time)}</time>;
}
