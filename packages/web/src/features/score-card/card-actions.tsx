import { useState, type ReactNode } from 'react';
import type { GameDto } from '@darts/contract';
import type { WriteOutcome } from '../../lib/write-outcome';
import { fixturesOnDate, useSaveScores } from './api';
import { dateMoveClashes, DateMoveDialog } from './date-move-dialog';
import { DebugMenu } from './debug-menu';
import { SaveProblemDialog } from './save-problem-dialog';

/** What the last successful save said (e.g. 'Submission published'). */
export type Notice = { messages: string[]; warnings: string[] };

type Problem = Pick<WriteOutcome<unknown>, 'errors' | 'warnings' | 'messages' | 'conflict'>;

export type CardActionsProps = {
  fixtureId: string;
  /** The card as last loaded or saved: its `updated` is the concurrency token. */
  saved: GameDto;
  draft: GameDto;
  editable: boolean;
  unsaved: boolean;
  canUnpublish: boolean;
  showDebug: boolean;
  notice: Notice | null;
  onNotice: (notice: Notice | null) => void;
  onSaved: (game: GameDto) => void;
  onRefused: (problem: Problem) => void;
  onReload: () => Promise<void>;
  onUnpublish: () => void;
  /** The Photos button. */
  children?: ReactNode;
};

/**
 * Save, Unpublish and Photos, the unsaved-changes marker, what the last
 * save said, the 'Could not save score' dialog and, with showDebugOptions, the debug dropdown.
 */
export function CardActions({
  fixtureId,
  saved,
  draft,
  editable,
  unsaved,
  canUnpublish,
  showDebug,
  notice,
  onNotice,
  onSaved,
  onRefused,
  onReload,
  onUnpublish,
  children,
}: CardActionsProps) {
  const save = useSaveScores(fixtureId);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [reloading, setReloading] = useState(false);
  const [checking, setChecking] = useState(false);
  const [clashes, setClashes] = useState<string[] | null>(null);

  /** A moved date is checked first: a night where a team already plays is asked about before saving. */
  async function submit() {
    onNotice(null);
    if (draft.date.slice(0, 10) !== saved.date.slice(0, 10) && draft.divisionId && draft.seasonId) {
      setChecking(true);
      try {
        const found = dateMoveClashes(draft, await fixturesOnDate(draft.divisionId, draft.seasonId, draft.date));
        if (found.length > 0) return setClashes(found);
      } catch {
        // The question is a courtesy: when the night cannot be read, the server's warning still says it.
      } finally {
        setChecking(false);
      }
    }
    send();
  }

  function send() {
    setClashes(null);
    save.mutate(
      { card: draft, lastUpdated: saved.updated },
      {
        onSuccess: (outcome) => {
          if (outcome.success && outcome.result) {
            onSaved(outcome.result);
            onNotice({ messages: outcome.messages, warnings: outcome.warnings });
          } else {
            setProblem(outcome);
            onRefused(outcome);
          }
        },
        onError: (error) => setProblem({ errors: [error.message], warnings: [], messages: [], conflict: false }),
      },
    );
  }

  return (
    <div className="score-card-actions">
      {notice && (notice.messages.length > 0 || notice.warnings.length > 0) && (
        <div className="alert alert-info score-card-notice" role="status">
          {notice.messages.map((line) => (
            <p key={`m${line}`} className="mb-0">
              {line}
            </p>
          ))}
          {notice.warnings.map((line) => (
            <p key={`w${line}`} className="mb-0 text-warning-emphasis">
              {line}
            </p>
          ))}
        </div>
      )}
      <div className="score-card-buttons d-print-none">
        {editable && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void submit()}
            disabled={save.isPending || checking}
          >
            {save.isPending || checking ? 'Saving…' : 'Save'}
          </button>
        )}
        {editable && canUnpublish && (
          <button type="button" className="btn btn-outline-danger" onClick={onUnpublish} disabled={save.isPending}>
            Unpublish
          </button>
        )}
        {children}
        {showDebug && <DebugMenu fixtureId={fixtureId} draft={draft} />}
        {editable && (
          <span className={`score-card-unsaved${unsaved ? '' : ' invisible'}`} role="status">
            {unsaved ? 'Unsaved changes' : ''}
          </span>
        )}
      </div>
      {clashes && (
        <DateMoveDialog date={draft.date} clashes={clashes} onSave={send} onCancel={() => setClashes(null)} />
      )}
      {problem && (
        <SaveProblemDialog
          outcome={problem}
          onClose={() => setProblem(null)}
          onReload={() => {
            if (reloading) return;
            setReloading(true);
            void onReload().finally(() => {
              setReloading(false);
              setProblem(null);
            });
          }}
        />
      )}
    </div>
  );
}
