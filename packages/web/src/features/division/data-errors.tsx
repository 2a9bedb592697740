import { Link } from 'react-router';
import { pageRoutes } from '@darts/contract';
import { playerHref, teamHref } from '../../lib/division-links';
import { pagePath } from '../../lib/paths';
import type { DataError } from './division-data';

/**
 * 'Errors in division data': shown to signed-in users in place of the
 * page, each with links to what it concerns; 'Hide errors' shows the page.
 */
export function DataErrors({
  errors,
  divisionName,
  seasonName,
  onHide,
}: {
  errors: readonly DataError[];
  divisionName: string;
  seasonName: string | undefined;
  onHide: () => void;
}) {
  return (
    <section className="alert alert-warning" aria-labelledby="data-errors-heading">
      <h2 id="data-errors-heading" className="h5">
        Errors in division data
      </h2>
      <ol className="mb-3 ps-3">
        {errors.map((error, index) => (
          <li key={`${index}-${error.message}`} className="mb-2">
            <span className="d-block">{error.message}</span>
            <span className="d-flex flex-wrap gap-3">
              {error.gameId && <Link to={pagePath(pageRoutes.score, { fixtureId: error.gameId })}>View fixture</Link>}
              {error.tournamentId && (
                <Link to={pagePath(pageRoutes.tournament, { tournamentId: error.tournamentId })}>View tournament</Link>
              )}
              {error.teamId && <Link to={teamHref(divisionName, error.teamId, seasonName)}>View team</Link>}
              {error.playerId && (
                <Link to={playerHref(divisionName, error.playerId, undefined, seasonName)}>View player</Link>
              )}
            </span>
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-outline-dark" onClick={onHide}>
        Hide errors
      </button>
    </section>
  );
}
