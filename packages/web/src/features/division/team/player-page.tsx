import { isSameName } from '@darts/domain';
import { Link } from 'react-router';
import { findByNameOrId } from '../../../lib/resolve';
import type { DivisionData, DivisionPlayer } from '../division-data';
import { modeHref, teamHref } from '../../../lib/division-links';
import { divisionNameOfTeam, teamLink, type PageInfo } from '../page-info';
import { usePlayerActions } from '../players/player-actions';
import { PlayersTable } from '../players/players-table';
import { FixturesTable, fixturesWhere } from './fixtures-table';
import { playsIn, tournamentsWhere, TournamentsList } from './tournaments-list';
import { CaptainCrown } from '../icons';

/** The player a `player:{name}@{team}` (names any case, or ids) or `player:{id}` mode names. */
export function findPlayer(data: DivisionData, player: string, team: string | undefined): DivisionPlayer | undefined {
  if (team === undefined) return findByNameOrId(data.players, player);
  return data.players.find(
    (p) =>
      (isSameName(p.name, player) || isSameName(p.id, player)) &&
      (isSameName(p.team, team) || isSameName(p.teamId, team)),
  );
}

/**
 * A player's page: their row of the player table, the fixtures they played
 * in and their tournaments (type at address, winner).
 */
export function PlayerPage({ info, playerKey, teamKey }: { info: PageInfo; playerKey: string; teamKey?: string }) {
  const player = findPlayer(info.data, playerKey, teamKey);
  const actions = usePlayerActions(info, player?.teamId);
  if (!player) return <PlayerNotFound info={info} playerKey={playerKey} teamKey={teamKey} />;

  const gameIds = new Set(Object.values(player.fixtures ?? {}));
  const fixtures = fixturesWhere(info.data, (fixture) => gameIds.has(fixture.id));
  const tournaments = tournamentsWhere(info.data, (t) => playsIn(t, new Set([player.id])));
  return (
    <section aria-labelledby="player-heading">
      <h2 id="player-heading" className="h4 mb-1">
        {player.name}
        {player.captain && (
          <>
            {'\u00a0'}
            <CaptainCrown />
          </>
        )}
      </h2>
      <p className="mb-2">
        Plays for <Link to={teamLink(info, { id: player.teamId, name: player.team })}>{player.team}</Link>
      </p>
      {actions.elements}
      <PlayersTable
        info={info}
        players={[player]}
        caption={`${player.name}, ${info.season.name}`}
        onEdit={actions.onEdit}
        onDelete={actions.onDelete}
        busyPlayerId={actions.busyPlayerId}
      />
      <h3 className="h5 mt-3">Fixtures</h3>
      <FixturesTable fixtures={fixtures} caption={`Fixtures ${player.name} played in`} />
      <TournamentsList tournaments={tournaments} label={`Tournaments ${player.name} played in`} />
    </section>
  );
}

function PlayerNotFound({ info, playerKey, teamKey }: { info: PageInfo; playerKey: string; teamKey?: string }) {
  const team = teamKey === undefined ? undefined : findByNameOrId(info.data.teams, teamKey);
  const href = team
    ? teamHref(divisionNameOfTeam(info, team.id), team.name, info.season.name)
    : teamKey
      ? teamHref(info.address.divisionNames[0] ?? '', teamKey, info.season.name)
      : modeHref(info.address, 'players');
  return (
    <section className="py-2" aria-labelledby="player-not-found">
      <h2 id="player-not-found" className="h4">
        {playerKey} could not be found
      </h2>
      <Link className="btn btn-primary" to={href}>
        {team?.name ?? teamKey ?? 'Players'}
      </Link>
    </section>
  );
}
