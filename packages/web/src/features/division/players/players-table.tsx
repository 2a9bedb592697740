import { Link } from 'react-router';
import type { DivisionPlayer } from '../division-data';
import { dimmedFor, formatNumber, playerLink, teamLink, type PageInfo } from '../page-info';
import { CaptainCrown, PencilIcon, TrashIcon } from '../icons';

/**
 * Player rows (spec 1 §2 Players tab): Rank, Player, Venue, Played, Won, Lost, Points, Win %, 180s,
 * hi-check, in the order given. Captains wear a crown; managers get edit and delete.
 */
export function PlayersTable({
  info,
  players,
  caption,
  onEdit,
  onDelete,
  busyPlayerId,
}: {
  info: PageInfo;
  players: readonly DivisionPlayer[];
  caption: string;
  onEdit?: (player: DivisionPlayer) => void;
  onDelete?: (player: DivisionPlayer) => void;
  busyPlayerId?: string;
}) {
  const manager = info.can.managePlayers;
  const actions = manager && (onEdit || onDelete);
  return (
    <div className="table-responsive division-table">
      <table className="table table-sm table-striped align-middle mb-2">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="text-end rank-column">
              Rank
            </th>
            <th scope="col" className="name-column">
              Player
            </th>
            <th scope="col">Venue</th>
            <th scope="col" className="text-end">
              Played
            </th>
            <th scope="col" className="text-end">
              Won
            </th>
            <th scope="col" className="text-end">
              Lost
            </th>
            <th scope="col" className="text-end">
              Points
            </th>
            <th scope="col" className="text-end">
              Win %
            </th>
            <th scope="col" className="text-end">
              180s
            </th>
            <th scope="col" className="text-end">
              hi-check
            </th>
            {actions && (
              <th scope="col" className="d-print-none">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {players.map((player) => (
            <tr key={player.id} className={dimmedFor(info, player.teamId, manager) ? 'favourite-dimmed' : undefined}>
              <td className="text-end rank-column">{player.rank}</td>
              <th scope="row" className="name-column fw-normal">
                <Link to={playerLink(info, player)}>{player.name}</Link>
                {player.captain && (
                  <>
                    {'\u00a0'}
                    <CaptainCrown />
                  </>
                )}
              </th>
              <td>
                <Link to={teamLink(info, { id: player.teamId, name: player.team })}>{player.team}</Link>
              </td>
              <td className="text-end">{player.singles.matchesPlayed}</td>
              <td className="text-end">{player.singles.matchesWon}</td>
              <td className="text-end">{player.singles.matchesLost}</td>
              <td className="text-end fw-semibold">{player.points}</td>
              <td className="text-end">{formatNumber(player.winPercentage)}</td>
              <td className="text-end">{player.oneEighties}</td>
              <td className="text-end">{player.over100Checkouts}</td>
              {actions && (
                <td className="text-end text-nowrap d-print-none">
                  {onEdit && (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-primary me-1"
                      aria-label={`Edit ${player.name}`}
                      onClick={() => onEdit(player)}
                      disabled={busyPlayerId === player.id}
                    >
                      <PencilIcon />
                    </button>
                  )}
                  {onDelete && (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      aria-label={`Delete ${player.name}`}
                      onClick={() => onDelete(player)}
                      disabled={busyPlayerId === player.id}
                    >
                      <TrashIcon />
                    </button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
