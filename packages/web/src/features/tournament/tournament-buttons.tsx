import type { ReactNode } from 'react';

/**
 * The buttons under the sheet: Save, Add player, the route's Photos
 * button, the unsaved-changes marker and what the last write did.
 */
export function TournamentButtons({
  canSave,
  canAddSide,
  saving,
  unsaved,
  notice,
  photos,
  onSave,
  onAddSide,
}: {
  canSave: boolean;
  canAddSide: boolean;
  saving: boolean;
  unsaved: boolean;
  notice: string;
  photos: ReactNode;
  onSave: () => void;
  onAddSide: () => void;
}) {
  return (
    <div className="tournament-buttons d-print-none">
      {canSave && (
        <button type="button" className="btn btn-primary" disabled={saving} onClick={onSave}>
          {saving ? 'Saving…' : 'Save'}
        </button>
      )}
      {canAddSide && (
        <button type="button" className="btn btn-outline-primary" onClick={onAddSide}>
          Add player
        </button>
      )}
      {photos}
      {unsaved && <span className="tournament-unsaved">Unsaved changes</span>}
      <span role="status" className="tournament-notice">
        {notice}
      </span>
    </div>
  );
}

/** Told when the tournament changed elsewhere while this page has unsaved changes. */
export function ChangedElsewhere({ onShowLatest }: { onShowLatest: () => void }) {
  return (
    <div className="alert alert-warning d-print-none" role="status">
      <p className="mb-2">
        This tournament has been changed elsewhere since you opened it. Saving your changes now will be refused.
      </p>
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={onShowLatest}>
        Show the latest (your changes are lost)
      </button>
    </div>
  );
}
