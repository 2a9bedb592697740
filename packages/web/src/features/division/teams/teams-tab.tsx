import { useState } from 'react';
import { Link } from 'react-router';
import type { DivisionTeam } from '../division-data';
import { FavouriteToggle } from '../favourite-toggle';
import { dimmedFor, teamLink, type PageInfo } from '../page-info';
import { EditTeamDialog } from './edit-team-dialog';
import { ShortLabel } from '../short-label';
import { PencilIcon } from '../icons';

/** Asked before the favourites go (favourites clearing). */
export const clearFavouritesQuestion = 'Are you sure you want to clear your favourite teams?';

/**
 * The league table: Venue, Played, Points, Won, Lost, Drawn, +/-, by rank.
 * Team managers add and edit teams; with favourites on, a star per team and, once some are
 * chosen, 'Clear favourites' after a confirmation.
 */
export function TeamsTab({ info }: { info: PageInfo }) {
  const [editing, setEditing] = useState<DivisionTeam | 'new' | null>(null);
  const teams = [...info.data.teams].sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name));
  const manager = info.can.manageTeams;
  return (
    <section aria-label="League table">
      {teams.length === 0 ? (
        <p className="text-body-secondary">No teams have been added to this division for the season yet.</p>
      ) : (
        <div className="table-responsive division-table">
          <table className="table table-sm table-striped align-middle mb-2">
            <caption className="visually-hidden">League table, {info.season.name}</caption>
            <thead>
              <tr>
                <th scope="col" className="name-column">
                  Venue
                </th>
                <th scope="col" className="text-end">
                  <ShortLabel short="P" full="Played" />
                </th>
                <th scope="col" className="text-end">
                  <ShortLabel short="Pts" full="Points" />
                </th>
                <th scope="col" className="text-end">
                  <ShortLabel short="W" full="Won" />
                </th>
                <th scope="col" className="text-end">
                  <ShortLabel short="L" full="Lost" />
                </th>
                <th scope="col" className="text-end">
                  <ShortLabel short="D" full="Drawn" />
                </th>
                <th scope="col" className="text-end">
                  +/-
                </th>
                {manager && (
                  <th scope="col" className="d-print-none">
                    <span className="visually-hidden">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {teams.map((team) => (
                <tr key={team.id} className={dimmedFor(info, team.id, manager) ? 'favourite-dimmed' : undefined}>
                  <th scope="row" className="name-column fw-normal">
                    <span className="d-inline-flex align-items-center gap-1">
                      {info.favourites.enabled && <FavouriteToggle info={info} team={team} />}
                      <Link to={teamLink(info, team)}>{team.name}</Link>
                    </span>
                  </th>
                  <td className="text-end">{team.played}</td>
                  <td className="text-end fw-semibold">{team.points}</td>
                  <td className="text-end">{team.fixturesWon}</td>
                  <td className="text-end">{team.fixturesLost}</td>
                  <td className="text-end">{team.fixturesDrawn}</td>
                  <td className="text-end">{team.difference}</td>
                  {manager && (
                    <td className="text-end d-print-none">
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-primary"
                        aria-label={`Edit ${team.name}`}
                        onClick={() => setEditing(team)}
                      >
                        <PencilIcon />
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {(manager || (info.favourites.enabled && info.favourites.ids.length > 0)) && (
        <div className="d-flex flex-wrap gap-2 d-print-none">
          {manager && (
            <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
              Add team
            </button>
          )}
          {info.favourites.enabled && info.favourites.ids.length > 0 && (
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => {
                if (window.confirm(clearFavouritesQuestion)) info.favourites.clear();
              }}
            >
              Clear favourites
            </button>
          )}
        </div>
      )}
      {editing && (
        <EditTeamDialog info={info} team={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
    </section>
  );
}
