import { WriteProblemDialog } from '../../components/write-problem-dialog';
import type { TournamentWrite } from './api';

/** What a refused write showed: the lines, and whether it was a stale token (409). */
export type Refusal = {
  title: string;
  outcome: Pick<TournamentWrite, 'errors' | 'warnings' | 'messages' | 'conflict'>;
};

/**
 * A refused tournament write (spec 2 §8: 'Could not save tournament details', 'Could not create
 * sayg session'). The draft stays as it is; a stale copy (409) offers to load the saved one.
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
  return (
    <WriteProblemDialog
      title={refusal.title}
      outcome={refusal.outcome}
      conflict="Someone else saved this tournament after you opened it, so nothing has been saved. Your changes are still on the page: load the saved tournament (your changes are lost), or keep your changes to copy them somewhere first."
      reloadLabel="Load the saved tournament"
      onClose={onClose}
      onReload={onReload}
    />
  );
}

/** Why a dialog's change cannot be kept, one line each, read out when they appear. */
export function ProblemLines({ lines }: { lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <div className="alert alert-warning mb-0" role="alert">
      {lines.map((line) => (
        <p key={line} className="mb-0">
          {line}
        </p>
      ))}
    </div>
  );
}
