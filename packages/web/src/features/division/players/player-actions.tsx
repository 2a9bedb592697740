import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useDeletePlayer } from '../api-writes';
import type { DivisionPlayer } from '../division-data';
import type { PageInfo } from '../page-info';
import { EditPlayerDialog } from './edit-player-dialog';

/**
 * Add, edit and delete players for managers: the
 * handlers for a players table plus what to render (the dialog, and a failed delete's reasons).
 */
export function usePlayerActions(info: PageInfo, defaultTeamId?: string) {
  const [editing, setEditing] = useState<DivisionPlayer | 'new' | null>(null);
  const remove = useDeletePlayer();

  function onDelete(player: DivisionPlayer) {
    if (!window.confirm(`Are you sure you want to delete ${player.name}?`)) return;
    remove.mutate({ seasonId: info.season.id, teamId: player.teamId, playerId: player.id });
  }

  const failed = remove.data && !remove.data.success ? remove.data : undefined;
  const elements = (
    <>
      {failed && <ErrorAlert title="Could not delete player" result={failed} />}
      {remove.isError && <ErrorAlert title="Could not delete player" error={remove.error} />}
      {editing && (
        <EditPlayerDialog
          info={info}
          player={editing === 'new' ? undefined : editing}
          defaultTeamId={defaultTeamId}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );

  if (!info.can.managePlayers) return { elements: null };
  return {
    onEdit: (player: DivisionPlayer) => {
      remove.reset();
      setEditing(player);
    },
    onDelete,
    add: () => {
      remove.reset();
      setEditing('new');
    },
    busyPlayerId: remove.isPending ? remove.variables?.playerId : undefined,
    elements,
  };
}

/** The 'Add player' button managers see under a players table. */
export function AddPlayerButton({ onClick }: { onClick?: () => void }) {
  if (!onClick) return null;
  return (
    <button type="button" className="btn btn-primary d-print-none" onClick={onClick}>
      Add player
    </button>
  );
}
