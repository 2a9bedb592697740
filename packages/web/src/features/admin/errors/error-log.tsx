import { formatCalendarDate, utcDateOf } from '@darts/domain';
import { useId, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { useErrorsSince } from '../api';
import { ErrorEntry } from './error-entry';

/** Recent errors, newest first, since a chosen UTC date. */
export function ErrorLog({ now = () => new Date() }: { now?: () => Date }) {
  const id = useId();
  const [since, setSince] = useState(() => utcDateOf(now()));
  const errors = useErrorsSince(since);
  const newestFirst = [...(errors.data ?? [])].sort((a, b) => b.time.localeCompare(a.time));

  return (
    <section>
      <h1 className="h3">Errors</h1>
      <form
        className="d-flex flex-wrap align-items-end gap-2 mb-3"
        onSubmit={(event) => {
          event.preventDefault();
          void errors.refetch();
        }}
      >
        <div>
          <label htmlFor={`${id}-since`} className="form-label">
            Since
          </label>
          <input
            id={`${id}-since`}
            type="date"
            className="form-control form-control-lg"
            value={since}
            required
            onChange={(event) => setSince(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-outline-primary btn-lg" disabled={since === '' || errors.isFetching}>
          {errors.isFetching && !errors.isPending && (
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          )}
          Refresh
        </button>
      </form>

      {since === '' ? (
        <p className="text-body-secondary">Choose a date to see the errors since then.</p>
      ) : errors.isPending ? (
        <Loading what="Loading errors" />
      ) : errors.isError ? (
        <ErrorAlert title="Could not load errors" error={errors.error} onRetry={() => void errors.refetch()} />
      ) : newestFirst.length === 0 ? (
        <p className="text-body-secondary">No errors since {formatCalendarDate(since, { year: true })}</p>
      ) : (
        <ul className="list-group" aria-label="Errors, newest first">
          {newestFirst.map((error) => (
            <ErrorEntry key={error.id} error={error} />
          ))}
        </ul>
      )}
    </section>
  );
}
