import { WriteProblemDialog } from '../../components/write-problem-dialog';
import type { WriteOutcome } from '../../lib/write-outcome';

/**
 * 'Could not save score', field errors included. What was typed stays on the card; a
 * stale card (409) offers to reload the saved one.
 */
export function SaveProblemDialog({
  outcome,
  onClose,
  onReload,
}: {
  outcome: Pick<WriteOutcome<unknown>, 'errors' | 'warnings' | 'messages' | 'conflict'>;
  onClose: () => void;
  onReload: () => void;
}) {
  return (
    <WriteProblemDialog
      title="Could not save score"
      outcome={outcome}
      conflict="Someone else saved this score card after you opened it, so nothing has been saved. Your changes are still on the card: reload to see the saved card (your changes are lost), or keep your changes to copy them somewhere first."
      reloadLabel="Reload the saved card"
      onClose={onClose}
      onReload={onReload}
    />
  );
}
