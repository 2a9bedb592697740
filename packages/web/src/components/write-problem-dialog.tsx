import { Dialog } from './dialog';

/** The lines of a refused write and whether it was refused for a stale token (409). */
export type WriteProblem = { errors: string[]; warnings: string[]; messages: string[]; conflict: boolean };

/**
 * A refused write ('Could not save score', 'Could not save tournament details', …):
 * errors red, warnings amber, messages blue. What was typed stays on the page; a stale copy (409)
 * explains so (`conflict`) and offers to load the saved one (`reloadLabel`).
 */
export function WriteProblemDialog({
  title,
  outcome,
  conflict,
  reloadLabel,
  onClose,
  onReload,
}: {
  title: string;
  outcome: WriteProblem;
  /** What a 409 means here, in a sentence or two. */
  conflict: string;
  reloadLabel: string;
  onClose: () => void;
  onReload: () => void;
}) {
  const lines = outcome.errors.length + outcome.warnings.length + outcome.messages.length;
  return (
    <Dialog
      title={title}
      onClose={onClose}
      closeButton={false}
      footer={
        <>
          {outcome.conflict && (
            <button type="button" className="btn btn-outline-danger" onClick={onReload}>
              {reloadLabel}
            </button>
          )}
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {outcome.conflict ? 'Keep my changes' : 'Close'}
          </button>
        </>
      }
    >
      {outcome.conflict && <p className="fw-semibold">{conflict}</p>}
      <AnswerLines answer={outcome} />
      {lines === 0 && !outcome.conflict && <p className="mb-1">The server did not say why.</p>}
    </Dialog>
  );
}

/** An answer's lines: errors red, warnings amber, messages blue. */
export function AnswerLines({ answer }: { answer: { errors: string[]; warnings: string[]; messages: string[] } }) {
  return (
    <>
      {answer.errors.map((line) => (
        <p key={`e${line}`} className="text-danger-emphasis mb-1">
          {line}
        </p>
      ))}
      {answer.warnings.map((line) => (
        <p key={`w${line}`} className="text-warning-emphasis mb-1">
          {line}
        </p>
      ))}
      {answer.messages.map((line) => (
        <p key={`m${line}`} className="text-info-emphasis mb-1">
          {line}
        </p>
      ))}
    </>
  );
}
