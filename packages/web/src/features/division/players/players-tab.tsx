import { isPlayerShownToViewer } from '@darts/domain';
import type { PageInfo } from '../page-info';
import { AddPlayerButton, usePlayerActions } from './player-actions';
import { PlayersTable } from './players-table';

/**
 * The player table, by rank. Without ManagePlayers, players with no
 * singles, 180s or hi-checks are left out (domain `isPlayerShownToViewer`).
 */
export function PlayersTab({ info }: { info: PageInfo }) {
  const actions = usePlayerActions(info);
  const players = info.data.players
    .filter((player) => isPlayerShownToViewer(player, info.can.managePlayers))
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name));
  return (
    <section aria-label="Players">
      {actions.elements}
      {players.length === 0 ? (
        <p className="text-body-secondary">
          {info.can.managePlayers
            ? 'No players are registered for this season yet.'
            : 'No players have played a singles match yet this season.'}
        </p>
      ) : (
        <PlayersTable
          info={info}
          players={players}
          caption={`Players, ${info.season.name}`}
          onEdit={actions.onEdit}
          onDelete={actions.onDelete}
          busyPlayerId={actions.busyPlayerId}
        />
      )}
      {!info.can.managePlayers && players.length > 0 && (
        <p className="small text-body-secondary mb-2">
          Only players who have played a singles match, thrown a 180 or hit a hi-check appear here.
        </p>
      )}
      <AddPlayerButton onClick={actions.add} />
    </section>
  );
}
