import { liveTexts } from '@darts/contract';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { useCloseSocket, useSockets } from '../api';
import { SocketRow, socketColumns } from './socket-row';
import './sockets.css';

/** Spec 1 §8 confirmations: a socket is closed only after asking. */
export const closeQuestion = 'Are you sure you want to close this socket?';

/** Sockets: open live sockets, each closable. */
export function SocketList() {
  const sockets = useSockets();
  const close = useCloseSocket();
  const refused = sockets.data && !sockets.data.success ? sockets.data : undefined;
  const list = sockets.data?.result ?? [];

  const closeSocket = (id: string) => {
    if (!window.confirm(closeQuestion)) return;
    close.mutate(id);
  };

  return (
    <section>
      <h1 className="h3">Sockets</h1>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <button
          type="button"
          className="btn btn-outline-primary btn-lg"
          disabled={sockets.isFetching}
          onClick={() => void sockets.refetch()}
        >
          {sockets.isFetching && !sockets.isPending && (
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          )}
          Refresh
        </button>
      </div>
      <CloseOutcome close={close} />

      {sockets.isPending ? (
        <Loading what="Loading sockets" />
      ) : sockets.isError ? (
        <ErrorAlert title="Could not load sockets" error={sockets.error} onRetry={() => void sockets.refetch()} />
      ) : refused ? (
        <ErrorAlert title="Could not load sockets" result={refused} onRetry={() => void sockets.refetch()} />
      ) : list.length === 0 ? (
        <p className="text-body-secondary">No open sockets</p>
      ) : (
        <table className="table sockets-table" aria-label="Open sockets">
          <thead>
            <tr>
              {socketColumns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">Close</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((socket) => (
              <SocketRow
                key={socket.id}
                socket={socket}
                busy={close.isPending}
                onClose={() => closeSocket(socket.id)}
              />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** What the server said about the last close: its message, or why it refused. */
function CloseOutcome({ close }: { close: ReturnType<typeof useCloseSocket> }) {
  if (close.isError) return <ErrorAlert title="Could not close the socket" error={close.error} />;
  const outcome = close.data;
  if (!outcome) return null;
  if (!outcome.success) return <ErrorAlert title="Could not close the socket" result={outcome} />;
  return (
    <p className="alert alert-success" role="status">
      {outcome.messages.join(' ') || liveTexts.socketClosed}
    </p>
  );
}
