import type { WebSocketDto } from '@darts/contract';
import { formatDateTime } from '../../../lib/date-time';

/** The columns of the sockets table, in order; on a phone each cell shows its column's name. */
export const socketColumns = [
  'User',
  'Page',
  'Connected',
  'Last receipt',
  'Last sent',
  'Messages',
  'Subscriptions',
] as const;

/** One open socket (WebSocketDto): who, from which page, when, how much, watching what. */
export function SocketRow({ socket, onClose, busy }: { socket: WebSocketDto; onClose: () => void; busy: boolean }) {
  return (
    <tr>
      <th scope="row" className="fw-semibold">
        {socket.userName || 'Not signed in'}
      </th>
      <td data-label="Page" className="socket-page">
        {socket.originatingUrl || 'unknown'}
      </td>
      <td data-label="Connected">
        <Moment time={socket.connected} />
      </td>
      <td data-label="Last receipt">
        <Moment time={socket.lastReceipt} />
      </td>
      <td data-label="Last sent">{socket.lastSent ? <Moment time={socket.lastSent} /> : 'Nothing sent yet'}</td>
      <td data-label="Messages">
        {socket.receivedMessages} received, {socket.sentMessages} sent
      </td>
      <td data-label="Subscriptions" className="socket-subscriptions">
        {socket.subscriptions.length === 0
          ? 'None'
          : socket.subscriptions.map((id) => (
              <code key={id} className="d-block">
                {id}
              </code>
            ))}
      </td>
      <td className="socket-action">
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={onClose} disabled={busy}>
          Close
        </button>
      </td>
    </tr>
  );
}

/** The date and the clock each kept whole, so a narrow column breaks only between them. */
function Moment({ time }: { time: string }) {
  const [date, clock] = formatDateTime(time).split(', ');
  return (
    <time dateTime={time}>
      <span className="text-nowrap">{clock === undefined ? date : `${date},`}</span>
      {clock !== undefined && (
        <>
          {' '}
          <span className="text-nowrap">{clock}</span>
        </>
      )}
    </time>
  );
}
