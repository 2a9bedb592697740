import { useId, useState } from 'react';
import type { TournamentMatchDto } from '@darts/contract';
import { Dialog } from '../../components/dialog';

export const deleteRecordTitle = 'Delete leg-by-leg record';
export const deleteRecordFailed = 'Could not delete the leg-by-leg record';

/**
 * The confirmation before a match's leg-by-leg record is deleted (spec 2 §5: tournament sayg data,
 * asking whether to clear the match score; contract §19.1 `clearScores`). The score is kept unless
 * the box is ticked; while the delete runs, nothing can be pressed and Escape does nothing.
 */
export function SaygDeleteDialog({
  match,
  number,
  busy,
  onDelete,
  onClose,
}: {
  match: TournamentMatchDto;
  /** Match number across all rounds, from 1 (as the bracket shows it). */
  number: number;
  busy: boolean;
  onDelete: (clearScores: boolean) => void;
  onClose: () => void;
}) {
  const [clearScores, setClearScores] = useState(false);
  const id = useId();
  const sideA = match.sideA?.name ?? 'Side A';
  const sideB = match.sideB?.name ?? 'Side B';
  const scored = match.scoreA !== undefined || match.scoreB !== undefined;
  const score = `${match.scoreA ?? 0}–${match.scoreB ?? 0}`;
  return (
    <Dialog
      title={deleteRecordTitle}
      onClose={onClose}
      busy={busy}
      closeButton={false}
      centered
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onDelete(clearScores);
      }}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" disabled={busy} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-danger" aria-disabled={busy || undefined}>
            {busy ? 'Deleting…' : 'Delete'}
          </button>
        </>
      }
    >
      <p id={`${id}-question`}>
        Delete the leg-by-leg record of {sideA} v {sideB} (match {number})? Its throws cannot be got back.
      </p>
      <div className="form-check">
        <input
          id={`${id}-clear`}
          className="form-check-input"
          type="checkbox"
          checked={clearScores}
          disabled={busy}
          aria-describedby={`${id}-clear-hint`}
          onChange={(event) => setClearScores(event.target.checked)}
        />
        <label htmlFor={`${id}-clear`} className="form-check-label">
          Also clear the match score
        </label>
        <div id={`${id}-clear-hint`} className="form-text">
          {scored
            ? `The score ${score} is kept unless this is ticked; ticked, it becomes 0–0.`
            : 'Ticked, the score becomes 0–0.'}
        </div>
      </div>
    </Dialog>
  );
}
