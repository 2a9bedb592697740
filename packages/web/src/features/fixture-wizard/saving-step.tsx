import { formatCalendarDate } from '@darts/domain';
import { failedItems, savedCount, type QueueItem, type QueueState } from './save-queue';
import { wizardTexts } from './wizard-texts';

const statusText: Record<QueueItem['status'], string> = {
  waiting: 'Waiting',
  saving: 'Saving',
  saved: 'Saved',
  existing: 'Already saved',
  failed: 'Not saved',
  unsent: 'Not known yet',
};

/**
 * Saving, saved and aborted: 'X fixtures of Y saved' with a progress bar, the
 * fixtures done so far in a list at most 250 px high, why saving stopped (the user, or the
 * connection) and, once done, 'Some (N) fixtures could not be saved' with each one's reasons.
 */
export function SavingStep({ state }: { state: QueueState }) {
  const total = state.items.length;
  const saved = savedCount(state);
  const failed = failedItems(state);
  const percent = total === 0 ? 100 : Math.round((saved / total) * 100);
  const shown = state.items.filter((item) => item.status !== 'waiting');
  return (
    <div>
      <p className="mb-1" aria-live="polite">
        {wizardTexts.progress(saved, total)}
      </p>
      <div
        className="progress wizard-progress mb-3"
        role="progressbar"
        aria-label="Fixtures saved"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={saved}
        aria-valuetext={wizardTexts.progress(saved, total)}
      >
        <div className="progress-bar" style={{ width: `${percent}%` }} />
      </div>
      {state.phase === 'paused' && (
        <div className={`alert ${state.pause === 'connection' ? 'alert-warning' : 'alert-info'}`} role="alert">
          {state.pause === 'connection' ? wizardTexts.connectionLost(saved, total) : wizardTexts.stopped(saved, total)}
        </div>
      )}
      {state.phase === 'finished' && failed.length > 0 && (
        <div className="alert alert-danger" role="alert">
          {wizardTexts.someFailed(failed.length)}
        </div>
      )}
      {shown.length > 0 && (
        <ol className="list-unstyled wizard-saved-list mb-0" tabIndex={0} aria-label="Fixtures saved so far">
          {shown.map((item) => (
            <li key={item.fixture.key} className={`wizard-saved-item wizard-saved-${item.status}`}>
              <span className="wizard-saved-status">{statusText[item.status]}</span>{' '}
              {formatCalendarDate(item.fixture.date, { weekday: true })}: {item.fixture.home.name} v{' '}
              {item.fixture.away.name}
              <span className="text-body-secondary"> ({item.fixture.divisionName})</span>
              {item.problems.map((problem) => (
                <div key={problem} className="small text-danger">
                  {problem}
                </div>
              ))}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
