import { Dialog } from '../../components/dialog';
import type { WriteOutcome } from './api';

/** What a refused write showed: the lines, and whether it was a stale token (409). */
export type Refusal = { title: string; outcome: Pick<WriteOutcome, 'errors' | 'warnings' | 'messages' | 'conflict'> };

/**
 * A refused write (spec 2 §8: 'Could not save tournament details', 'Could not create sayg
 * session'): errors red, warnings amber, messages blue. The draft stays as it is; a stale copy
 * (409) offers to load the saved one.
 */
export function ProblemDialog({
  refusal,
  onClose,
  onReload,
}: {
  refusal: Refusal;
  onClose: () => void;
  onReload: () => void;
}) {
  const { title, outcome } = refusal;
  return (
    <Dialog
      title={title}
      onClose={onClose}
      closeButton={false}
      footer={
        <>
          {outcome.conflict && (
            <button type="button" className="btn btn-outline-danger" onClick={onReload}>
              Load the saved tournament
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
          Someone else saved this tournament after you opened it, so nothing has been saved. Your changes are still on
          the page: load the saved tournament (your changes are lost), or keep your changes to copy them somewhere
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
      {outcome.errors.length + outcome.warnings.length + outcome.messages.length === 0 && !outcome.conflict && (
        <p className="mb-1">The server did not say why.</p>
      )}
    </Dialog>
  );
}
