import type { GameDto } from '@darts/contract';

/**
 * The admin's view of the clerks' submissions (issue #5): header buttons to open the home and away
 * submissions side by side with every difference highlighted, and merge actions that copy parts of
 * a submission into the card being edited. Renders nothing unless the game carries a submission.
 */
export type SubmissionsPanelProps = {
  /** The fixture as loaded by a score manager, with `homeSubmission` / `awaySubmission`. */
  game: GameDto;
  /** The card the admin is editing (not yet saved). */
  draft: GameDto;
  onDraftChange: (draft: GameDto) => void;
};

export function SubmissionsPanel(_props: SubmissionsPanelProps) {
  return null;
}
