import { Dialog } from '../../components/dialog';
import type { SaveOutcome } from './api';

/**
 * 'Could not save score' (spec 2 §8): errors red, warnings amber, messages blue, field errors
 * included. What was typed stays on the card; a stale card (409) offers to reload the saved one.
 */
export function SaveProblemDialog({
  outcome,
  onClose,
  onReload,
}: {
  outcome: Pick<SaveOutcome, 'errors' | 'warnings' | 'messages' | 'conflict'>;
  onClose: () => void;
  onReload: () => void;
}) {
  return (
    <Dialog
      title="Could not save score"
      onClose={onClose}
      closeButton={false}
      footer={
        <>
          {outcome.conflict && (
            <button type="button" className="btn btn-outline-danger" onClick={onReload}>
              Reload the saved card
            </button>
          )}
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {outcome.conflict ? 'Keep my changes' : 'Close'}
          </button>
        </>
      }
    >
      {outcome.conflict && (
        <p className="fw-semibold">
          Someone else saved this score card after you opened it, so nothing has been saved. Your changes are still on
          the card: reload to see the saved card (your changes are lost), or keep your changes to copy them somewhere
          first.
        </p>
      )}
      {outcome.errors.map((line) => (
        <p key={`e${line}`} className="text-danger-emphasis mb-1">
          {line}
        </p>
      ))}
      {outcome.warnings.map((line) => (
        <p key={`w${line}`} className="text-warning-emphasis mb-1">
          {line}
        </p>
      ))}
      {outcome.messages.map((line) => (
        <p key={`m${line}`} className="text-info-emphasis mb-1">
          {line}
        </p>
      ))}
      {outcome.errors.length + outcome.warnings.length + outcome.messages.length === 0 && (
        <p className="mb-1">The server did not say why.</p>
      )}
    </Dialog>
  );
}
