import { useState } from 'react';
import type { GameDto } from '@darts/contract';
import { acceptMatching, cardDifferences, type Side } from '@darts/domain';
import { Dialog } from '../../../components/dialog';
import { sides } from './comparison-table';
import { SubmissionsComparison } from './submissions-comparison';
import { sideNames, stampOf } from './submission-text';
import './submissions.css';

/**
 * The admin's view of the clerks' submissions: header buttons to open the home and away
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

/** How far apart the submissions are, in words. */
function summaryOf(game: GameDto): string {
  const { homeSubmission: home, awaySubmission: away } = game;
  if (!home || !away) return `Only the ${home ? 'home' : 'away'} team has submitted so far.`;
  const differences = cardDifferences(home, away);
  const places =
    differences.matches.filter((match) => match.differs).length +
    Number(differences.oneEighties.differs) +
    Number(differences.hiChecks.differs);
  if (places === 0) return 'The submissions match.';
  return `The submissions differ in ${places} ${places === 1 ? 'place' : 'places'}.`;
}

export function SubmissionsPanel({ game, draft, onDraftChange }: SubmissionsPanelProps) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const submissions: Record<Side, GameDto | undefined> = { home: game.homeSubmission, away: game.awaySubmission };
  if (!submissions.home && !submissions.away) return null;
  const { home, away } = submissions;

  function close() {
    setOpen(false);
    setMessage('');
  }

  function accept() {
    if (!home || !away) return;
    onDraftChange(acceptMatching(draft, home, away));
    setMessage('Every part the submissions agree on is now in the card.');
  }

  return (
    <div className="submissions-panel">
      {sides.map((side) => {
        const submission = submissions[side];
        if (!submission) {
          return (
            <span key={side} className="submissions-missing">
              No {side} submission yet
            </span>
          );
        }
        return (
          <button
            key={side}
            type="button"
            className="btn btn-outline-primary submissions-open"
            onClick={() => setOpen(true)}
          >
            <span className="submissions-open-title">{sideNames[side]} submission</span>{' '}
            <span className="submissions-open-stamp">{stampOf(submission)}</span>
          </button>
        );
      })}
      {open && (
        <Dialog
          title="Submissions"
          onClose={close}
          wide
          fullScreenOnPhones
          closeButton={false}
          footer={
            <>
              {home && away && (
                <button type="button" className="btn btn-primary" onClick={accept}>
                  Accept matching
                </button>
              )}
              <button type="button" className="btn btn-outline-secondary" onClick={close}>
                Close
              </button>
            </>
          }
        >
          <p className="submissions-summary">{summaryOf(game)}</p>
          <p className="small text-secondary">Merging changes the card on this page; press Save there to keep it.</p>
          <p role="status" className="submissions-status">
            {message}
          </p>
          <SubmissionsComparison game={game} draft={draft} onDraftChange={onDraftChange} onMerged={setMessage} />
        </Dialog>
      )}
    </div>
  );
}
