import { isPlayerShownToViewer } from '@darts/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { findByNameOrId } from '../../../lib/resolve';
import { modeHref } from '../../../lib/division-links';
import { FavouriteToggle } from '../favourite-toggle';
import type { PageInfo } from '../page-info';
import { AddPlayerButton, usePlayerActions } from '../players/player-actions';
import { PlayersTable } from '../players/players-table';
import { EditTeamDialog } from '../teams/edit-team-dialog';
import { FixturesTable, fixturesWhere } from './fixtures-table';
import { playsIn, tournamentsWhere, TournamentsList } from './tournaments-list';

/**
 * A team's page: name, address, fixtures and players. `teamKey` is the
 * team's name (any case) or id from the URL.
 */
export function TeamPage({ info, teamKey }: { info: PageInfo; teamKey: string }) {
  const team = findByNameOrId(info.data.teams, teamKey);
  const actions = usePlayerActions(info, team?.id);
  const [editing, setEditing] = useState(false);
  if (!team) {
    return (
      <section className="py-2" aria-labelledby="team-not-found">
        <h2 id="team-not-found" className="h4">
          Team could not be found
        </h2>
        <p>
          There is no team called “{teamKey}” in {info.data.name ?? 'this division'} for the {info.season.name} season.
        </p>
        <Link className="btn btn-primary" to={modeHref(info.address, 'teams')}>
          Teams
        </Link>
      </section>
    );
  }
  const fixtures = fixturesWhere(info.data, (f) => f.homeTeam.id === team.id || f.awayTeam?.id === team.id);
  // A team's tournaments: a side that is the team, or a side with one of its players.
  const teamPlayers = new Set(info.data.players.filter((p) => p.teamId === team.id).map((p) => p.id));
  const tournaments = tournamentsWhere(
    info.data,
    (t) => t.sides.some((side) => side.teamId === team.id) || playsIn(t, teamPlayers),
  );
  const players = info.data.players
    .filter((player) => player.teamId === team.id && isPlayerShownToViewer(player, info.can.managePlayers))
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name));
  return (
    <section aria-labelledby="team-heading">
      <div className="d-flex align-items-center gap-2 flex-wrap">
        <h2 id="team-heading" className="h4 mb-0">
          {team.name}
        </h2>
        {info.favourites.enabled && <FavouriteToggle info={info} team={team} />}
        {info.can.manageTeams && (
          <button
            type="button"
            className="btn btn-sm btn-outline-primary d-print-none"
            onClick={() => setEditing(true)}
          >
            Edit team
          </button>
        )}
      </div>
      {team.address && team.address !== team.name && <p className="text-body-secondary mb-2">{team.address}</p>}
      <h3 className="h5 mt-3">Fixtures</h3>
      <FixturesTable fixtures={fixtures} caption={`Fixtures of ${team.name}`} />
      <TournamentsList tournaments={tournaments} label={`Tournaments of ${team.name}`} />
      <h3 className="h5 mt-3">Players</h3>
      {actions.elements}
      {players.length === 0 ? (
        <p className="text-body-secondary">No players have played for {team.name} yet this season.</p>
      ) : (
        <PlayersTable
          info={info}
          players={players}
          caption={`Players of ${team.name}`}
          onEdit={actions.onEdit}
          onDelete={actions.onDelete}
          busyPlayerId={actions.busyPlayerId}
        />
      )}
      <AddPlayerButton onClick={actions.add} />
      {editing && <EditTeamDialog info={info} team={team} onClose={() => setEditing(false)} />}
    </section>
  );
}
