import { useDeferredValue, useState } from 'react';
import type { ReadySaygSession } from './use-sayg-session';

const labels = {
  idle: '',
  saving: 'Saving…',
  saved: 'Saved',
  unsaved: 'Not saved yet',
  conflict: 'Not saved yet',
  watching: 'Not saved',
};

/** What waits to be sent, in words: '3 visits waiting to be sent'. */
export function waitingText(visits: number, hasUnsentChanges: boolean): string {
  if (visits > 0) return `${visits} ${visits === 1 ? 'visit' : 'visits'} waiting to be sent`;
  return hasUnsentChanges ? 'Changes waiting to be sent' : '';
}

/**
 * Whether the server has the match (role status): Saved, Saving… or Not saved yet with how many
 * visits wait to be sent, then why and what happens next. A problem keeping a copy on this device
 * is said too.
 */
export function SaveStatus({ session }: { session: ReadySaygSession }) {
  // Not urgent: a throw's own update is painted first, the status follows in a later render.
  const save = useDeferredValue(session.save);
  const waiting = useDeferredValue(waitingText(session.waitingVisits, session.hasUnsentChanges));
  const notSent = save.kind === 'unsaved' || save.kind === 'conflict';
  return (
    <div className="sayg-save">
      <p role="status" aria-label="Save status" className={`sayg-save-status sayg-save-${save.kind} mb-0`}>
        {labels[save.kind]}
        {notSent && waiting && (
          <span className="sayg-save-waiting">
            <span className="visually-hidden">: </span>
            {waiting}
          </span>
        )}
      </p>
      {save.kind === 'unsaved' && (
        <p className="sayg-save-detail small mb-0">
          {save.willRetry ? (
            session.durable ? (
              'Kept on this device; it is sent when the connection is back.'
            ) : (
              'Keep this page open: it is sent when the connection is back.'
            )
          ) : (
            <>
              {save.message}{' '}
              <button type="button" className="btn btn-sm btn-outline-secondary" onClick={session.retry}>
                Try again
              </button>
            </>
          )}
        </p>
      )}
      {save.kind === 'watching' && <p className="sayg-save-detail small mb-0">{save.message}</p>}
      {session.storeProblem && (
        <p className="alert alert-warning py-1 mt-1 mb-0" role="alert">
          This device could not keep a copy of the match ({session.storeProblem}). Keep this page open until it says
          Saved.
        </p>
      )}
    </div>
  );
}

/**
 * Someone else saved the record since this device last did (HTTP 409): nothing has been
 * overwritten. The scorer reloads their copy or keeps this one, sent again with the fresh token.
 */
export function ConflictAlert({ session }: { session: ReadySaygSession }) {
  const [busy, setBusy] = useState(false);
  if (session.save.kind !== 'conflict') return null;
  const run = (action: () => Promise<void>) => {
    setBusy(true);
    void action().finally(() => setBusy(false));
  };
  return (
    <div className="alert alert-warning sayg-conflict" role="alert">
      <h2 className="h6 alert-heading">Someone else changed this match</h2>
      <p className="mb-1">{session.save.message}</p>
      <p className="mb-2">
        Your latest scores are kept on this device and have not been sent, so nothing has been overwritten. Choose which
        copy to keep.
      </p>
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline-dark"
          disabled={busy}
          onClick={() => run(session.reloadTheirs)}
        >
          Reload theirs
        </button>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => run(session.keepMine)}>
          Keep mine
        </button>
      </div>
    </div>
  );
}
