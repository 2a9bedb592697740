import type { ErrorDetailDto } from '@darts/contract';
import { useId, useState } from 'react';
import { formatDateTime } from '../../../lib/date-time';

/** One error log entry; its stack opens on request. */
export function ErrorEntry({ error }: { error: ErrorDetailDto }) {
  const stackId = useId();
  const [open, setOpen] = useState(false);
  const stack = error.stack ?? [];
  return (
    <li className="list-group-item py-3">
      <div className="d-flex flex-wrap align-items-baseline gap-2 mb-1">
        <time dateTime={error.time} className="fw-semibold">
          {formatDateTime(error.time)}
        </time>
        <span className={`badge ${error.source === 'Api' ? 'text-bg-danger' : 'text-bg-secondary'}`}>
          {error.source}
        </span>
        {error.type && <span className="text-body-secondary">{error.type}</span>}
      </div>
      <p className="mb-1 text-break">{error.message || <em className="text-body-secondary">No message</em>}</p>
      <dl className="row small mb-0 text-body-secondary">
        {error.url && (
          <>
            <dt className="col-3 col-md-1 fw-normal">URL</dt>
            <dd className="col-9 col-md-11 mb-0 text-break">{error.url}</dd>
          </>
        )}
        <dt className="col-3 col-md-1 fw-normal">User</dt>
        <dd className="col-9 col-md-11 mb-0 text-break">{error.userName || 'Not signed in'}</dd>
      </dl>
      {stack.length > 0 && (
        <>
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm mt-2"
            aria-expanded={open}
            aria-controls={stackId}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Hide stack' : 'Show stack'}
          </button>
          <pre id={stackId} hidden={!open} className="bg-body-tertiary border rounded p-2 mt-2 mb-0 small">
            {stack.join('\n')}
          </pre>
        </>
      )}
    </li>
  );
}
